// The seat requests of a room (seat_requests.hpp).
#include "server/room/seat_requests.hpp"

#include <spdlog/spdlog.h>

#include "protocol/server_message.hpp"
#include "server/room/player_names.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

RoomChange SeatRequests::take_seat(const Member& member, const protocol::TakeSeat& request,
                                   const Json& id) {
  // Seated, in the lobby, naming another seat: a move there.
  if (member.seat && request.seat && round_.status() == RoomStatus::lobby)
    return move_to_seat(member, *request.seat, id);
  if (member.seat)
    return RoomChange::refused(member.connection, id, ErrorCode::already_seated,
                               "you already have a seat");
  std::optional<int> chosen = request.seat;
  if (chosen) {
    if (!seating_.valid(*chosen)) return bad_seat(member, id);
    if (!seating_[*chosen].vacant())
      return RoomChange::refused(member.connection, id, ErrorCode::seat_taken,
                                 "that seat is taken");
  } else if (!(chosen = seating_.first_vacant())) {
    if (round_.status() == RoomStatus::lobby)
      return RoomChange::refused(member.connection, id, ErrorCode::room_full,
                                 "every seat is taken");
    return RoomChange::refused(member.connection, id, ErrorCode::already_started,
                               "the game has started and no seat is free");
  }
  const int seat = *chosen;
  if (auto refusal = refuse_taken(member, seat, request.name, request.color, id))
    return std::move(*refusal);
  const std::string token = seating_.seat_person(seat, request.name, request.icon, request.color);
  members_.sit(member, seat);
  if (member.host) seating_.set_host_seat(seat);
  spdlog::info("room={} seat={} taken by '{}'", code_, seat, seating_[seat].name);
  return std::move(RoomChange{}
                       .clock_to(RoomChange::Clock::recheck)  // a person to act may be waited for
                       .published()
                       .tracking(seat)
                       .reply(member.connection, protocol::seat_taken_message(id, seat, token))
                       .snapshot(member.connection, seat));
}

RoomChange SeatRequests::leave_seat(const Member& member, const protocol::LeaveSeat&,
                                    const Json& id) {
  const int seat = *member.seat;
  RoomChange change;
  change.published().tracking(engine::spectator).reply(member.connection, protocol::ok_message(id));
  for (const auto& connection : members_.unseat(seat))
    change.snapshot(connection, engine::spectator);
  seating_.empty(seat);
  spdlog::info("room={} seat={} left", code_, seat);
  return change;
}

RoomChange SeatRequests::release_seat(const Member& member, const protocol::ReleaseSeat& request,
                                      const Json& id) {
  if (!seating_.valid(request.seat))
    return RoomChange::refused(member.connection, id, ErrorCode::bad_seat, "no such seat");
  if (!seating_.replaceable(request.seat, now_))
    return RoomChange::refused(
        member.connection, id, ErrorCode::seat_not_away,
        "only a player who has been away for the whole grace period can be replaced");
  seating_.empty(request.seat);
  offers_.seat_left(request.seat);
  spdlog::info("room={} seat={} released by the host", code_, request.seat);
  return std::move(RoomChange{}.published().reply(member.connection, protocol::ok_message(id)));
}

RoomChange SeatRequests::add_bot(const Member& member, const protocol::AddBot& request,
                                 const Json& id) {
  if (!seating_.valid(request.seat))
    return RoomChange::refused(member.connection, id, ErrorCode::bad_seat, "no such seat");
  const Seating::Seat& seat = seating_[request.seat];
  if (seat.bot || seat.connected())
    return RoomChange::refused(member.connection, id, ErrorCode::seat_taken, "that seat is taken");
  if (seat.person() && !seating_.replaceable(request.seat, now_))
    return RoomChange::refused(member.connection, id, ErrorCode::seat_not_away,
                               "that player may still come back (grace period)");
  seating_.seat_bot(request.seat, request.level);
  offers_.seat_left(request.seat);  // a bot does not answer offers made to a person
  spdlog::info("room={} seat={} bot {} added", code_, request.seat,
               protocol::to_string(request.level));
  return std::move(RoomChange{}
                       .clock_to(RoomChange::Clock::recheck)
                       .published()
                       .reply(member.connection, protocol::ok_message(id))
                       .wake_bots());
}

RoomChange SeatRequests::remove_bot(const Member& member, const protocol::RemoveBot& request,
                                    const Json& id) {
  if (!seating_.valid(request.seat) || !seating_[request.seat].bot)
    return RoomChange::refused(member.connection, id, ErrorCode::bad_seat,
                               "there is no bot in that seat");
  seating_.empty(request.seat);
  return std::move(RoomChange{}
                       .clock_to(RoomChange::Clock::recheck)
                       .published()
                       .reply(member.connection, protocol::ok_message(id)));
}

std::optional<RoomChange> SeatRequests::refuse_taken(const Member& member, int seat,
                                                     const std::string& name,
                                                     const std::string& color,
                                                     const Json& id) const {
  if (!name.empty() && !has_visible_character(name))
    return RoomChange::refused(
        member.connection, id, ErrorCode::bad_text,
        "a name needs a character people can see (not only spaces or blanks)");
  if (!name.empty())
    if (const auto owner = seating_.seat_named(name, seat))
      return RoomChange::refused(
          member.connection, id, ErrorCode::name_taken,
          "seat " + std::to_string(*owner + 1) + " already goes by that name");
  if (!color.empty())
    if (const auto owner = seating_.seat_colored(color, seat))
      return RoomChange::refused(
          member.connection, id, ErrorCode::color_taken,
          "seat " + std::to_string(*owner + 1) + " already plays in that colour");
  return std::nullopt;
}

RoomChange SeatRequests::update_seat(const Member& member, const protocol::UpdateSeat& request,
                                     const Json& id) {
  const int seat = *member.seat;
  if (auto refusal =
          refuse_taken(member, seat, request.name.value_or(""), request.color.value_or(""), id))
    return std::move(*refusal);
  seating_.restyle(seat, request.name, request.icon, request.color);
  spdlog::info("room={} seat={} now '{}'", code_, seat, seating_[seat].name);
  return std::move(RoomChange{}.published().reply(member.connection, protocol::ok_message(id)));
}

RoomChange SeatRequests::swap_seats(const Member& member, const protocol::SwapSeats& request,
                                    const Json& id) {
  if (!seating_.valid(request.first) || !seating_.valid(request.second))
    return bad_seat(member, id);
  // Partners and the order of play are fixed once a game starts.
  if (round_.status() != RoomStatus::lobby || round_.starting())
    return RoomChange::refused(member.connection, id, ErrorCode::already_started,
                               "seats can be swapped in the lobby only");
  spdlog::info("room={} seats {} and {} swapped by the host", code_, request.first, request.second);
  const auto asker = member.connection;  // `member` may be among those exchanged
  return std::move(
      exchange_seats(request.first, request.second).reply(asker, protocol::ok_message(id)));
}

RoomChange SeatRequests::move_to_seat(const Member& member, int seat, const Json& id) {
  if (!seating_.valid(seat)) return bad_seat(member, id);
  if (round_.starting())
    return RoomChange::refused(member.connection, id, ErrorCode::already_started,
                               "the game is being set up");
  if (!seating_[seat].vacant())
    return RoomChange::refused(
        member.connection, id,
        seat == member.seat ? ErrorCode::already_seated : ErrorCode::seat_taken,
        seat == member.seat ? "you already sit there" : "that seat is taken");
  spdlog::info("room={} seat={} moved to seat {}", code_, *member.seat, seat);
  const auto asker = member.connection;
  return std::move(exchange_seats(*member.seat, seat).reply(asker, protocol::ok_message(id)));
}

RoomChange SeatRequests::exchange_seats(int first, int second) {
  seating_.swap(first, second);
  // The people's connections follow them; they get their new audience's
  // snapshot instead of this change's patch.
  RoomChange change;
  change.published().tracking(first).tracking(second);
  for (const auto& [connection, seat] : members_.exchange(first, second)) {
    change.reply(connection, protocol::seat_changed_message(nullptr, seat));
    change.snapshot(connection, seat);
  }
  return change;
}

RoomChange SeatRequests::bad_seat(const Member& member, const Json& id) const {
  return RoomChange::refused(member.connection, id, ErrorCode::bad_seat,
                             "this room has seats 0 to " + std::to_string(seating_.count() - 1));
}

}  // namespace kangaroom::server
