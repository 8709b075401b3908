// Room: who sits where, after sitting down. A player changes their own name,
// icon or colour without leaving the seat; the host exchanges two seats; a
// player moves to a free seat. Names and colours stay distinct among the
// seated players, so that nobody is mistaken for another on the board.
#include <spdlog/spdlog.h>

#include "protocol/server_message.hpp"
#include "server/room/player_names.hpp"
#include "server/room/room.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

bool Room::refuse_taken(const Member& member, int seat, const std::string& name,
                        const std::string& color, const Json& id) {
  if (!name.empty() && !has_visible_character(name)) {
    reply_error(member.connection, id, ErrorCode::bad_text,
                "a name needs a character people can see (not only spaces or blanks)");
    return true;
  }
  if (!name.empty())
    if (const auto owner = seating_.seat_named(name, seat)) {
      reply_error(member.connection, id, ErrorCode::name_taken,
                  "seat " + std::to_string(*owner + 1) + " already goes by that name");
      return true;
    }
  if (!color.empty())
    if (const auto owner = seating_.seat_colored(color, seat)) {
      reply_error(member.connection, id, ErrorCode::color_taken,
                  "seat " + std::to_string(*owner + 1) + " already plays in that colour");
      return true;
    }
  return false;
}

void Room::update_seat(Member& member, const protocol::UpdateSeat& request, const Json& id) {
  if (!member.seat) {
    reply_error(member.connection, id, ErrorCode::not_seated, "take a seat first");
    return;
  }
  const int seat = *member.seat;
  if (refuse_taken(member, seat, request.name.value_or(""), request.color.value_or(""), id)) return;
  Seating::Seat& state = seating_[seat];
  if (request.name) state.name = *request.name;
  if (request.icon) state.icon = *request.icon;
  if (request.color) state.color = *request.color;
  spdlog::info("room={} seat={} now '{}'", code_, seat, state.name);
  const auto connection = member.connection;
  commit_change();
  reply(connection, protocol::ok_message(id));
}

void Room::swap_seats(Member& member, const protocol::SwapSeats& request, const Json& id) {
  if (!require_host(member, id)) return;
  if (!seating_.valid(request.first) || !seating_.valid(request.second)) {
    reply_error(member.connection, id, ErrorCode::bad_seat,
                "this room has seats 0 to " + std::to_string(seat_count() - 1));
    return;
  }
  // Partners and the order of play are fixed once a game starts.
  if (status() != RoomStatus::lobby || round_.starting()) {
    reply_error(member.connection, id, ErrorCode::already_started,
                "seats can be swapped in the lobby only");
    return;
  }
  const auto connection = member.connection;
  spdlog::info("room={} seats {} and {} swapped by the host", code_, request.first, request.second);
  exchange_seats(request.first, request.second);
  reply(connection, protocol::ok_message(id));
}

void Room::move_to_seat(Member& member, int seat, const Json& id) {
  if (!seating_.valid(seat)) {
    reply_error(member.connection, id, ErrorCode::bad_seat,
                "this room has seats 0 to " + std::to_string(seat_count() - 1));
    return;
  }
  if (round_.starting()) {
    reply_error(member.connection, id, ErrorCode::already_started, "the game is being set up");
    return;
  }
  if (!seating_[seat].vacant()) {
    reply_error(member.connection, id,
                seat == member.seat ? ErrorCode::already_seated : ErrorCode::seat_taken,
                seat == member.seat ? "you already sit there" : "that seat is taken");
    return;
  }
  const auto connection = member.connection;
  spdlog::info("room={} seat={} moved to seat {}", code_, *member.seat, seat);
  exchange_seats(*member.seat, seat);
  reply(connection, protocol::ok_message(id));
}

void Room::exchange_seats(int first, int second) {
  seating_.swap(first, second);
  // The people's connections follow them; they get their new audience's
  // snapshot instead of this change's patch.
  std::vector<std::pair<std::weak_ptr<RoomMember>, int>> moved;
  for (auto& member : members_) {
    if (member.seat != first && member.seat != second) continue;
    member.seat = member.seat == first ? second : first;
    member.receiving = false;
    moved.emplace_back(member.connection, *member.seat);
  }
  commit_change();
  track(first);
  track(second);
  for (auto& member : members_) member.receiving = true;
  for (const auto& [connection, seat] : moved) {
    send(connection, share(protocol::serialize(protocol::seat_changed_message(nullptr, seat))));
    send_snapshot(connection, seat);
  }
}

}  // namespace kangaroom::server
