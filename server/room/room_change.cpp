#include "server/room/room_change.hpp"

#include "protocol/server_message.hpp"

namespace kangaroom::server {

RoomChange& RoomChange::then(RoomChange later) {
  clock_to(later.clock);
  publish = publish || later.publish;
  if (!moved_from) moved_from = later.moved_from;
  timed = timed || later.timed;
  bots = bots || later.bots;
  head = head || later.head;
  new_round = new_round || later.new_round;
  track.insert(track.end(), later.track.begin(), later.track.end());
  for (Reply& reply : later.replies) replies.push_back(std::move(reply));
  return *this;
}

RoomChange RoomChange::refused(Connection to, const nlohmann::json& id, protocol::ErrorCode code,
                               std::string_view text) {
  return refused(std::move(to), id, protocol::to_string(code), text);
}

RoomChange RoomChange::refused(Connection to, const nlohmann::json& id, std::string_view code,
                               std::string_view text) {
  RoomChange change;
  change.replies.push_back(
      {Reply::Kind::refusal, std::move(to), protocol::error_message(id, code, text), 0, {}});
  return change;
}

}  // namespace kangaroom::server
