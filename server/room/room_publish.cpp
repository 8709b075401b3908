// Room: what it publishes. The room section, each change handed to the
// broadcast (broadcast.hpp) and its messages to the members they belong to,
// snapshots, and every message to a member through the outbox.
#include "protocol/json_patch.hpp"
#include "protocol/server_message.hpp"
#include "server/room/room.hpp"
#include "server/room/room_section.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

bool Room::audience_wanted(int audience) const {
  if (audience == engine::spectator) return members_.any_of_audience(engine::spectator);
  return seating_[audience].person();
}

Json Room::room_section() const {
  return server::room_section({code_, factory_.info, options_, seating_, round_, offers_,
                               members_.spectator_count(), now_});
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
    head_changed();  // seats, options, status, clock: the head's fields
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
  if (notices_.send(unix_ms_now())) head_changed();  // a clock reminder went out
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
  send_refusal(connection, protocol::error_message(id, protocol::to_string(code), message));
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
