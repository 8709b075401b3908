// Room: who sits where. A person takes a seat or leaves it (in the lobby);
// the host releases an absent player's seat, seats a bot or removes one; a
// player changes their own name, icon or colour without leaving the seat; the
// host exchanges two seats; a player moves to a free seat. Names and colours stay distinct among
// the seated players, so that nobody is mistaken for another on the board.
#include <spdlog/spdlog.h>

#include "protocol/server_message.hpp"
#include "server/room/player_names.hpp"
#include "server/room/room.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

void Room::take_seat(Member& member, const protocol::TakeSeat& request, const Json& id) {
  // Seated, in the lobby, naming another seat: a move there.
  if (member.seat && request.seat && status() == RoomStatus::lobby) {
    move_to_seat(member, *request.seat, id);
    return;
  }
  if (member.seat) {
    reply_error(member.connection, id, ErrorCode::already_seated, "you already have a seat");
    return;
  }
  std::optional<int> chosen = request.seat;
  if (chosen) {
    if (!seating_.valid(*chosen)) {
      reply_error(member.connection, id, ErrorCode::bad_seat,
                  "this room has seats 0 to " + std::to_string(seat_count() - 1));
      return;
    }
    if (!seating_[*chosen].vacant()) {
      reply_error(member.connection, id, ErrorCode::seat_taken, "that seat is taken");
      return;
    }
  } else if (!(chosen = seating_.first_vacant())) {
    if (status() == RoomStatus::lobby)
      reply_error(member.connection, id, ErrorCode::room_full, "every seat is taken");
    else
      reply_error(member.connection, id, ErrorCode::already_started,
                  "the game has started and no seat is free");
    return;
  }
  const int seat = *chosen;
  if (refuse_taken(member, seat, request.name, request.color, id)) return;
  const std::string token = seating_.seat_person(seat, request.name, request.icon, request.color);
  member.seat = seat;
  if (member.host) seating_.set_host_seat(seat);
  spdlog::info("room={} seat={} taken by '{}'", code_, seat, seating_[seat].name);

  const auto connection = member.connection;   // `member` may move when tracking changes
  round_.update_clock(seating_, now_, false);  // a person to act may now be waited for
  commit_change();
  track(seat);
  reply(connection, protocol::seat_taken_message(id, seat, token));
  send_snapshot(connection, seat);
}

void Room::leave_seat(Member& member, const protocol::LeaveSeat&, const Json& id) {
  const int seat = *member.seat;
  const auto requester = member.connection;
  const auto moved = members_.unseat(seat);
  seating_.empty(seat);
  spdlog::info("room={} seat={} left", code_, seat);
  commit_change();
  track(engine::spectator);
  members_.resume_receiving();
  reply(requester, protocol::ok_message(id));
  for (const auto& connection : moved) send_snapshot(connection, engine::spectator);
}

void Room::release_seat(Member& member, const protocol::ReleaseSeat& request, const Json& id) {
  if (!seating_.valid(request.seat)) {
    reply_error(member.connection, id, ErrorCode::bad_seat, "no such seat");
    return;
  }
  if (!seating_.replaceable(request.seat, now_)) {
    reply_error(member.connection, id, ErrorCode::seat_not_away,
                "only a player who has been away for the whole grace period can be replaced");
    return;
  }
  seating_.empty(request.seat);
  offers_.seat_left(request.seat);
  spdlog::info("room={} seat={} released by the host", code_, request.seat);
  const auto connection = member.connection;
  commit_change();
  reply(connection, protocol::ok_message(id));
}

void Room::add_bot(Member& member, const protocol::AddBot& request, const Json& id) {
  if (!seating_.valid(request.seat)) {
    reply_error(member.connection, id, ErrorCode::bad_seat, "no such seat");
    return;
  }
  const Seating::Seat& seat = seating_[request.seat];
  if (seat.bot || (seat.person() && seat.connections > 0)) {
    reply_error(member.connection, id, ErrorCode::seat_taken, "that seat is taken");
    return;
  }
  if (seat.person() && !seating_.replaceable(request.seat, now_)) {
    reply_error(member.connection, id, ErrorCode::seat_not_away,
                "that player may still come back (grace period)");
    return;
  }
  seating_.seat_bot(request.seat, request.level);
  offers_.seat_left(request.seat);  // a bot does not answer offers made to a person
  spdlog::info("room={} seat={} bot {} added", code_, request.seat,
               protocol::to_string(request.level));
  const auto connection = member.connection;
  round_.update_clock(seating_, now_, false);
  commit_change();
  reply(connection, protocol::ok_message(id));
  round_.schedule_bots(seating_);
}

void Room::remove_bot(Member& member, const protocol::RemoveBot& request, const Json& id) {
  if (!seating_.valid(request.seat) || !seating_[request.seat].bot) {
    reply_error(member.connection, id, ErrorCode::bad_seat, "there is no bot in that seat");
    return;
  }
  seating_.empty(request.seat);
  const auto connection = member.connection;
  round_.update_clock(seating_, now_, false);
  commit_change();
  reply(connection, protocol::ok_message(id));
}

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
  const auto moved = members_.exchange(first, second);
  commit_change();
  track(first);
  track(second);
  members_.resume_receiving();
  for (const auto& [connection, seat] : moved) {
    send(connection, share(protocol::serialize(protocol::seat_changed_message(nullptr, seat))));
    send_snapshot(connection, seat);
  }
}

}  // namespace kangaroom::server
