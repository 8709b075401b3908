#pragma once
// A room's seat requests: a person takes a seat or leaves it (in the lobby);
// the host releases an absent player's seat, seats a bot or removes one; a
// player changes their own name, icon or colour without leaving the seat;
// the host exchanges two seats; a player moves to a free seat. Names and
// colours stay distinct among the seated players, so that nobody is mistaken
// for another on the board. Each request returns what it changed
// (room_change.hpp); Room's request table routes them here and checks their
// needs (host, seated, phase) before.
#include <chrono>
#include <optional>
#include <string>

#include "protocol/client_message.hpp"
#include "server/room/members.hpp"
#include "server/room/offers.hpp"
#include "server/room/room_change.hpp"
#include "server/room/round.hpp"
#include "server/room/seating.hpp"

namespace kangaroom::server {

class SeatRequests {
 public:
  using Clock = std::chrono::steady_clock;
  using Json = nlohmann::json;

  // The parts a seat request changes, and the time of the call being
  // handled (the room's, read when a request runs).
  SeatRequests(const std::string& room_code, Seating& seating, Members& members, const Round& round,
               Offers& offers, const Clock::time_point& now)
      : code_(room_code),
        seating_(seating),
        members_(members),
        round_(round),
        offers_(offers),
        now_(now) {}

  RoomChange take_seat(const Member& member, const protocol::TakeSeat& request, const Json& id);
  RoomChange leave_seat(const Member& member, const protocol::LeaveSeat&, const Json& id);
  RoomChange release_seat(const Member& member, const protocol::ReleaseSeat& request,
                          const Json& id);
  RoomChange add_bot(const Member& member, const protocol::AddBot& request, const Json& id);
  RoomChange remove_bot(const Member& member, const protocol::RemoveBot& request, const Json& id);
  RoomChange update_seat(const Member& member, const protocol::UpdateSeat& request, const Json& id);
  RoomChange swap_seats(const Member& member, const protocol::SwapSeats& request, const Json& id);

 private:
  RoomChange move_to_seat(const Member& member, int seat, const Json& id);
  // The refusal (bad_text, name_taken, color_taken) of a name or colour
  // another seat shows, or nullopt.
  std::optional<RoomChange> refuse_taken(const Member& member, int seat, const std::string& name,
                                         const std::string& color, const Json& id) const;
  // Exchanges two seats and moves their people's connections with them: each
  // gets seat_changed and a snapshot of its new seat's view.
  RoomChange exchange_seats(int first, int second);
  RoomChange bad_seat(const Member& member, const Json& id) const;

  const std::string& code_;
  Seating& seating_;
  Members& members_;
  const Round& round_;
  Offers& offers_;
  const Clock::time_point& now_;
};

}  // namespace kangaroom::server
