// A room's options request (option_requests.hpp).
#include "server/room/option_requests.hpp"

#include "core/options.hpp"
#include "protocol/server_message.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

RoomChange OptionRequests::set_options(const Member& member, const protocol::SetOptions& request,
                                       const Json& id) {
  if (round_.starting())
    return RoomChange::refused(member.connection, id, ErrorCode::already_started,
                               "options are fixed once the game starts");
  Json options = options_;
  if (request.options.is_object())
    for (const auto& [key, value] : request.options.items()) options[key] = value;
  auto normalized = engine::normalize_options(game_, options);
  if (!normalized.ok())
    return RoomChange::refused(member.connection, id, ErrorCode::bad_options, normalized.error);
  if (request.seats) {
    const int count = *request.seats;
    if (!game_.takes_players(count))
      return RoomChange::refused(member.connection, id, ErrorCode::bad_options,
                                 game_.display_name + " takes " +
                                     std::to_string(game_.min_players) + " to " +
                                     std::to_string(game_.max_players) + " players");
    for (int i = count; i < seating_.count(); ++i)
      if (!seating_[i].vacant())
        return RoomChange::refused(member.connection, id, ErrorCode::seat_taken,
                                   "seat " + std::to_string(i) + " is taken: it cannot be removed");
    broadcast_.feeds().resize(count);
    seating_.resize(count);
  }
  options_ = std::move(normalized.options);
  if (request.turn_clock) round_.set_turn_clock(*request.turn_clock);
  return std::move(RoomChange{}.published().reply(member.connection, protocol::ok_message(id)));
}

}  // namespace kangaroom::server
