// Room: what it publishes. The room section, each change handed to the
// broadcast (broadcast.hpp) and its messages to the members they belong to,
// snapshots, and every message to a member through the outbox.
#include <algorithm>

#include "core/registry.hpp"
#include "protocol/json_patch.hpp"
#include "protocol/server_message.hpp"
#include "server/room/room.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

bool Room::audience_wanted(int audience) const {
  if (audience == engine::spectator) return members_.any_of_audience(engine::spectator);
  return seating_[audience].person();
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
          {"spectators", members_.spectator_count()},
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
          {"offer_refused", offers_.refused_json()},
          {"draw_offers", round_.draw_allowed()}};
}

void Room::track(int audience) {
  if (audience_wanted(audience)) broadcast_.feeds().track(audience, round_.game_now());
}

void Room::catch_up(const std::weak_ptr<RoomMember>& connection, int audience,
                    std::optional<std::uint64_t> known) {
  if (known)
    if (auto patches = broadcast_.feeds().patches_after(audience, *known, version())) {
      for (const auto& patch : *patches) send(connection, patch);
      return;
    }
  send_snapshot(connection, audience);
}

void Room::publish(Changed changed) {
  Json room_ops = Json::array();
  if (changed == Changed::room_and_game) {
    const Json room_json = room_section();
    if (const Json before = broadcast_.publish_room(room_json, now_); !before.is_null())
      protocol::append_diff(room_ops, before, room_json, "/room");
  }
  std::vector<bool> wanted(static_cast<std::size_t>(seat_count()) + 1);
  for (int seat = 0; seat < seat_count(); ++seat)
    wanted[static_cast<std::size_t>(seat)] = audience_wanted(seat);
  wanted.back() = audience_wanted(engine::spectator);
  ++change_count_;
  for (const auto& delivery : broadcast_.publish(std::move(room_ops), round_, std::move(wanted)))
    members_.for_each_receiving(delivery.audience,
                                [&](const Members::Connection& to) { send(to, delivery.text); });

  round_.log().mark_published();
  if (notifications_.any()) send_notices(unix_ms_now());
  // A finished game nobody is in stays until the room expires: it keeps no
  // copies of its views nor patches to replay (whoever comes back gets a
  // snapshot), and its log and moves are packed.
  if (members_.empty() && status() == RoomStatus::finished) {
    broadcast_.feeds().untrack_all();
    round_.pack();
  }
}

Json Room::full_view(int audience) const { return broadcast_.full_view(audience, round_); }

void Room::send_snapshot(const std::weak_ptr<RoomMember>& connection, int audience) {
  send(connection, broadcast_.snapshot(audience, round_), /*snapshot=*/true);
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
  send_refusal(connection, protocol::error_message(id, code, message));
}

void Room::send_refusal(const std::weak_ptr<RoomMember>& connection, const Json& error) {
  metrics_.count_error(error.at("code").get<std::string>());
  // A refusal says nothing of the room's state: it need not wait for the
  // commits of earlier changes (and must not, while the store fails).
  if (auto to = connection.lock())
    outbox_.send(to, share(protocol::serialize(error)), /*snapshot=*/false,
                 Outbox::Order::may_overtake_commits);
}

}  // namespace kangaroom::server
