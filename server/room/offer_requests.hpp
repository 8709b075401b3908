#pragma once
// A room's offer requests (takeback, draw, rematch): may it be offered now,
// its answers, and an accepted one made to happen. Offers keeps the pending
// offer and who still answers; PROTOCOL.md "Offers" is the contract. Room's
// request table routes the requests here; a rematch agreed by everyone is
// the room's own rematch, started through `rematch`.
#include <chrono>
#include <functional>
#include <string>
#include <vector>

#include "protocol/client_message.hpp"
#include "server/room/members.hpp"
#include "server/room/offers.hpp"
#include "server/room/room_change.hpp"
#include "server/room/round.hpp"
#include "server/room/seating.hpp"

namespace kangaroom::server {

class OfferRequests {
 public:
  using Clock = std::chrono::steady_clock;
  using Json = nlohmann::json;
  using Rematch = std::function<RoomChange(const Member&, const Json& id)>;

  OfferRequests(const std::string& room_code, const Seating& seating, Round& round, Offers& offers,
                const Clock::time_point& now, Rematch rematch)
      : code_(room_code),
        seating_(seating),
        round_(round),
        offers_(offers),
        now_(now),
        rematch_(std::move(rematch)) {}

  RoomChange offer(const Member& member, const protocol::Offer& request, const Json& id);
  RoomChange answer_offer(const Member& member, const protocol::AnswerOffer& request,
                          const Json& id);

 private:
  // The seats a new offer of `from` asks: every other seat a person holds.
  std::vector<int> asked_by_offer(int from) const;
  // Makes an accepted offer happen and answers `member`'s request `id`.
  RoomChange carry_out_offer(protocol::OfferKind kind, int from, const Member& member,
                             const Json& id);

  const std::string& code_;
  const Seating& seating_;
  Round& round_;
  Offers& offers_;
  const Clock::time_point& now_;
  Rematch rematch_;
};

}  // namespace kangaroom::server
