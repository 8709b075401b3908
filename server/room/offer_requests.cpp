// A room's offer requests (offer_requests.hpp).
#include "server/room/offer_requests.hpp"

#include <spdlog/spdlog.h>

#include "protocol/server_message.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;
using protocol::OfferKind;

std::vector<int> OfferRequests::asked_by_offer(int from) const {
  // Bots accept at once: only people are asked.
  std::vector<int> asked;
  for (int seat = 0; seat < seating_.count(); ++seat)
    if (seat != from && seating_[seat].person() && !seating_[seat].bot) asked.push_back(seat);
  return asked;
}

RoomChange OfferRequests::offer(const Member& member, const protocol::Offer& request,
                                const Json& id) {
  const int seat = *member.seat;
  std::string unavailable;
  switch (request.kind) {
    case OfferKind::takeback:
      unavailable = round_.takeback_refusal(seat);
      break;
    case OfferKind::draw:
      if (!round_.playing())
        unavailable = "there is no game under way";
      else if (!round_.draw_allowed())
        unavailable = "this game has no draw by agreement";
      break;
    case OfferKind::rematch:
      if (round_.status() != RoomStatus::finished)
        unavailable = "a rematch is offered once the game has ended";
      else if (round_.starting())
        unavailable = "a new game is being set up already";
      break;
  }
  if (!unavailable.empty())
    return RoomChange::refused(member.connection, id, ErrorCode::offer_unavailable, unavailable);
  if (const auto refused = offers_.refusal(seat, request.kind, now_))
    return RoomChange::refused(member.connection, id, *refused,
                               *refused == ErrorCode::offer_pending
                                   ? "another offer is waiting for its answers"
                                   : "that offer was just refused; play a move or wait a little");
  spdlog::info("room={} seat={} offers {}", code_, seat, protocol::to_string(request.kind));
  if (offers_.open(seat, request.kind, asked_by_offer(seat), now_, unix_ms_now()))
    return carry_out_offer(request.kind, seat, member, id);  // nobody to ask
  return std::move(RoomChange{}.published().reply(member.connection, protocol::ok_message(id)));
}

RoomChange OfferRequests::answer_offer(const Member& member, const protocol::AnswerOffer& request,
                                       const Json& id) {
  const auto pending = offers_.pending();
  switch (offers_.answer(*member.seat, request.accept, now_)) {
    case Offers::Answer::no_offer:
      return RoomChange::refused(member.connection, id, ErrorCode::no_offer, "no offer is waiting");
    case Offers::Answer::not_asked:
      return RoomChange::refused(member.connection, id, ErrorCode::not_asked,
                                 "this offer does not ask you");
    case Offers::Answer::accepted:
      return carry_out_offer(pending->kind, pending->from, member, id);
    case Offers::Answer::waiting:
    case Offers::Answer::refused:
      break;
  }
  return std::move(RoomChange{}.published().reply(member.connection, protocol::ok_message(id)));
}

RoomChange OfferRequests::carry_out_offer(OfferKind kind, int from, const Member& member,
                                          const Json& id) {
  spdlog::info("room={} seat={} {} accepted", code_, from, protocol::to_string(kind));
  const RoomStatus before = round_.status();
  switch (kind) {
    case OfferKind::rematch:
      // The answer comes once the game is made (start_round), as a rematch's;
      // the offer left the room view at once.
      return std::move(rematch_(member, id).published());
    case OfferKind::takeback:
      if (!round_.take_back(from)) break;
      return std::move(RoomChange{}
                           .clock_to(RoomChange::Clock::restart)
                           .published()
                           .reply(member.connection, protocol::ok_message(id))
                           .wake_bots());
    case OfferKind::draw:
      if (!round_.agree_draw()) break;
      return std::move(
          RoomChange::after_move(before).reply(member.connection, protocol::ok_message(id)));
  }
  // The offer is gone from the room view, and the request is refused.
  RoomChange change = RoomChange::refused(member.connection, id, ErrorCode::offer_unavailable,
                                          "the game no longer allows it");
  return std::move(change.published());
}

}  // namespace kangaroom::server
