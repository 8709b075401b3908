// Room: what it publishes. The room section and the version, each change
// turned into every audience's patch (by the feeds), snapshots, and every
// message to a member through the outbox.
#include <algorithm>

#include "core/registry.hpp"
#include "protocol/json_patch.hpp"
#include "protocol/server_message.hpp"
#include "server/room/room.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

int Room::audience_of(const Member& member) const {
  return member.seat ? *member.seat : engine::spectator;
}

bool Room::audience_wanted(int audience) const {
  if (audience == engine::spectator)
    return std::any_of(members_.begin(), members_.end(),
                       [](const Member& member) { return !member.seat; });
  return seating_[audience].person();
}

int Room::spectator_count() const {
  return static_cast<int>(std::count_if(members_.begin(), members_.end(),
                                        [](const Member& member) { return !member.seat; }));
}

Json Room::publish_room_section(const Json& section) {
  room_published_at_ = now_;
  std::string text = protocol::serialize(section);
  if (text == room_text_) return nullptr;
  Json before = room_text_.empty() ? Json() : Json::parse(room_text_);
  text.shrink_to_fit();  // kept as long as the room: its growth's spare room goes
  room_text_ = std::move(text);
  snapshots_.clear();
  spectators_sent_ = section.at("spectators").get<int>();
  return before;
}

Json Room::room_section() const {
  Json seats = Json::array();
  for (int i = 0; i < seat_count(); ++i) {
    const Seating::Seat& seat = seating_[i];
    Json entry = {{"seat", i},
                  {"name", seat.name},
                  {"icon", seat.icon},
                  {"color", seat.color},
                  {"taken", !seat.vacant()},
                  {"connected", seat.bot.has_value() || seat.connections > 0},
                  {"away", seat.away()},
                  {"away_since", nullptr},
                  {"replaceable", seating_.replaceable(i, now_)},
                  {"bot", nullptr},
                  {"host", seating_.host_seat() == i},
                  {"resigned", std::find(round_.resigned().begin(), round_.resigned().end(), i) !=
                                   round_.resigned().end()}};
    if (seat.away() && seat.away_since) entry["away_since"] = seat.away_since_unix_ms;
    if (seat.bot) entry["bot"] = protocol::to_string(*seat.bot);
    seats.push_back(std::move(entry));
  }
  const auto& clock = round_.turn_clock();
  // Partners by seat, for this seat count (null: everyone plays alone).
  const auto teams = engine::teams_for(factory_.info.id, seat_count());
  const auto deadline = round_.deadline_unix_ms();
  return {{"code", code_},
          {"game", factory_.info.id},
          {"options", options_},
          {"status", to_string(status())},
          {"seats", std::move(seats)},
          {"spectators", spectator_count()},
          {"round", round_.number()},
          {"turn_clock", clock.seconds ? Json{{"seconds", clock.seconds},
                                              {"bot", protocol::to_string(clock.level)},
                                              {"on_timeout", protocol::to_string(clock.on_timeout)}}
                                       : Json()},
          {"turn_deadline", deadline ? Json(*deadline) : Json()},
          {"min_players", factory_.info.min_players},
          {"max_players", factory_.info.max_players},
          {"teams", teams.empty() ? Json() : Json(teams)},
          // Offers between players (PROTOCOL.md "Offers").
          {"offer", offers_.to_json()},
          {"draw_offers", round_.draw_allowed()}};
}

RoomFrame Room::frame() const {
  return RoomFrame{version_, room_text_, to_act_json_, outcome_sent_, round_.log()};
}

void Room::track(int audience) {
  if (audience_wanted(audience)) feeds_.track(audience, round_.game_now());
}

void Room::catch_up(const Member& member, std::optional<std::uint64_t> known) {
  const int audience = audience_of(member);
  if (known)
    if (auto patches = feeds_.patches_after(audience, *known, version_)) {
      for (const auto& patch : *patches) send(member.connection, patch);
      return;
    }
  send_snapshot(member.connection, audience);
}

void Room::commit_change(Changed changed) {
  // Operations every audience shares, computed once.
  Json common = Json::array();
  if (changed == Changed::room_and_game) {
    const Json room_json = room_section();
    if (const Json before = publish_room_section(room_json); !before.is_null())
      protocol::append_diff(common, before, room_json, "/room");
  }
  Json to_act = round_.to_act();
  if (to_act != to_act_json_)
    common.push_back({{"op", "replace"}, {"path", "/to_act"}, {"value", to_act}});
  to_act_json_ = std::move(to_act);
  if (round_.outcome() != outcome_sent_)
    common.push_back({{"op", "replace"}, {"path", "/outcome"}, {"value", round_.outcome()}});
  outcome_sent_ = round_.outcome();

  ++version_;
  ++change_count_;
  AudienceFeeds::Change change;
  change.common_ops = protocol::ops_text(common);
  // The log's new entries: shared by everyone while every entry is public,
  // otherwise the feeds take each audience's own.
  change.log_per_audience = round_.log().has_private();
  if (!change.log_per_audience) {
    const std::string log_ops = round_.log().unpublished_ops(engine::spectator);
    if (!log_ops.empty()) change.common_ops += (change.common_ops.empty() ? "" : ",") + log_ops;
  }
  change.wanted.resize(static_cast<std::size_t>(seat_count()) + 1);
  for (int seat = 0; seat < seat_count(); ++seat)
    change.wanted[static_cast<std::size_t>(seat)] = audience_wanted(seat);
  change.wanted.back() = audience_wanted(engine::spectator);
  for (const auto& delivery : feeds_.publish(change, frame(), round_.game_now()))
    for (const auto& member : members_)
      if (member.receiving && audience_of(member) == delivery.audience)
        send(member.connection, delivery.text);

  round_.log().mark_published();
  if (notifications_.any()) send_notices(unix_ms_now());
  // A finished game nobody is in stays until the room expires: it keeps no
  // copies of its views nor patches to replay (whoever comes back gets a
  // snapshot), and its log and moves are packed.
  if (members_.empty() && status() == RoomStatus::finished) {
    feeds_.untrack_all();
    round_.pack();
  }
}

Json Room::full_view(int audience) const {
  return feeds_.full_view(frame(), audience, round_.game_now());
}

void Room::send_snapshot(const std::weak_ptr<RoomMember>& connection, int audience) {
  // Made once per audience and version: a long game's view (its whole log)
  // is built for the first who asks, and every reconnect or sync at the same
  // version gets the same text.
  const std::size_t slot = static_cast<std::size_t>(audience - engine::spectator);
  if (snapshots_.size() <= slot) snapshots_.resize(slot + 1);
  CachedSnapshot& cached = snapshots_[slot];
  if (!cached.text || cached.version != version_) {
    cached.text = share(protocol::snapshot_text(version_, full_view(audience)));
    cached.version = version_;
    ++metrics_.snapshots_built;
  }
  send(connection, cached.text, /*snapshot=*/true);
}

void Room::send(const std::weak_ptr<RoomMember>& connection, const SharedText& text,
                bool snapshot) {
  if (auto to = connection.lock()) outbox_.send(to, text, snapshot);
}

void Room::reply(const std::weak_ptr<RoomMember>& connection, const Json& message) {
  send(connection, share(protocol::serialize(message)));
}

void Room::reply_error(const std::weak_ptr<RoomMember>& connection, const Json& id,
                       protocol::ErrorCode code, std::string_view message) {
  reply_error(connection, id, protocol::to_string(code), message);
}

void Room::reply_error(const std::weak_ptr<RoomMember>& connection, const Json& id,
                       std::string_view code, std::string_view message) {
  metrics_.count_error(code);
  // A refusal says nothing of the room's state: it need not wait for the
  // commits of earlier changes (and must not, while the store fails).
  if (auto to = connection.lock())
    outbox_.send(to, share(protocol::serialize(protocol::error_message(id, code, message))),
                 /*snapshot=*/false, Outbox::Order::may_overtake_commits);
}

}  // namespace kangaroom::server
