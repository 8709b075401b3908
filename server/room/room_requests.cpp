// Room: the request table. Each room request's needs (the host, a seat, the
// game's phase, a store that writes) are declared here with its handler;
// handle() checks them once, so a handler starts where its own work does.
#include "protocol/server_message.hpp"
#include "server/room/room.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;
namespace p = protocol;

// Not a room request (hello, create_room, join and ping are the session's).
template <typename T>
const Room::Rule<T> Room::rule{};

template <>
const Room::Rule<p::TakeSeat> Room::rule<p::TakeSeat>{
    {}, &Room::in<&Room::seat_requests_, &SeatRequests::take_seat>};
template <>
const Room::Rule<p::LeaveSeat> Room::rule<p::LeaveSeat>{
    {.unseated = "you have no seat",
     .phase = Needs::Phase::lobby,
     .wrong_phase =
         "seats are kept for the whole game; the host can release an absent player's seat"},
    &Room::in<&Room::seat_requests_, &SeatRequests::leave_seat>};
template <>
const Room::Rule<p::SetOptions> Room::rule<p::SetOptions>{
    {.host = true,
     .phase = Needs::Phase::lobby,
     .wrong_phase = "options are fixed once the game starts"},
    &Room::in<&Room::option_requests_, &OptionRequests::set_options>};
template <>
const Room::Rule<p::Start> Room::rule<p::Start>{
    {.host = true, .phase = Needs::Phase::lobby, .wrong_phase = "the game has already started"},
    &Room::in<&Room::starts_, &RoundStarts::start>};
template <>
const Room::Rule<p::MakeMove> Room::rule<p::MakeMove>{{.unseated = "spectators cannot move",
                                                       .phase = Needs::Phase::started,
                                                       .wrong_phase_code = ErrorCode::not_started,
                                                       .wrong_phase = "the game has not started"},
                                                      &Room::own<&Room::move>};
template <>
const Room::Rule<p::Sync> Room::rule<p::Sync>{{.changes = false}, &Room::own<&Room::sync>};
template <>
const Room::Rule<p::Chat> Room::rule<p::Chat>{{}, &Room::own<&Room::chat>};
template <>
const Room::Rule<p::Rematch> Room::rule<p::Rematch>{
    {.host = true,
     .phase = Needs::Phase::finished,
     .wrong_phase_code = ErrorCode::not_finished,
     .wrong_phase = "a rematch starts after the game ends"},
    &Room::in<&Room::starts_, &RoundStarts::rematch>};
template <>
const Room::Rule<p::ReleaseSeat> Room::rule<p::ReleaseSeat>{
    {.host = true}, &Room::in<&Room::seat_requests_, &SeatRequests::release_seat>};
template <>
const Room::Rule<p::AddBot> Room::rule<p::AddBot>{
    {.host = true}, &Room::in<&Room::seat_requests_, &SeatRequests::add_bot>};
template <>
const Room::Rule<p::RemoveBot> Room::rule<p::RemoveBot>{
    {.host = true}, &Room::in<&Room::seat_requests_, &SeatRequests::remove_bot>};
template <>
const Room::Rule<p::Resign> Room::rule<p::Resign>{{.unseated = "spectators cannot resign",
                                                   .phase = Needs::Phase::started,
                                                   .wrong_phase_code = ErrorCode::not_started,
                                                   .wrong_phase = "the game has not started"},
                                                  &Room::own<&Room::resign>};
template <>
const Room::Rule<p::UpdateSeat> Room::rule<p::UpdateSeat>{
    {.unseated = "take a seat first"},
    &Room::in<&Room::seat_requests_, &SeatRequests::update_seat>};
template <>
const Room::Rule<p::SwapSeats> Room::rule<p::SwapSeats>{
    {.host = true}, &Room::in<&Room::seat_requests_, &SeatRequests::swap_seats>};
template <>
const Room::Rule<p::Offer> Room::rule<p::Offer>{
    {.unseated = "only a seated player may offer"},
    &Room::in<&Room::offer_requests_, &OfferRequests::offer>};
template <>
const Room::Rule<p::AnswerOffer> Room::rule<p::AnswerOffer>{
    {.unseated = "only seated players answer offers", .unseated_code = ErrorCode::not_asked},
    &Room::in<&Room::offer_requests_, &OfferRequests::answer_offer>};
template <>
const Room::Rule<p::Subscribe> Room::rule<p::Subscribe>{
    {.unseated = "only a seated player can be notified"},
    &Room::in<&Room::notices_, &AwayNotices::subscribe>};

std::optional<RoomChange> Room::unmet(const Member& member, const Needs& needs,
                                      const Json& id) const {
  if (needs.changes && store_failing())
    return RoomChange::refused(member.connection, id, ErrorCode::storage_unavailable,
                               "the server cannot save changes right now; nothing was changed");
  if (needs.host && !member.host)
    return RoomChange::refused(member.connection, id, ErrorCode::not_host,
                               "only the host may do that");
  if (needs.unseated && !member.seat)
    return RoomChange::refused(member.connection, id, needs.unseated_code, needs.unseated);
  const bool in_phase = needs.phase == Needs::Phase::any ||
                        (needs.phase == Needs::Phase::lobby && status() == RoomStatus::lobby) ||
                        (needs.phase == Needs::Phase::started && status() != RoomStatus::lobby) ||
                        (needs.phase == Needs::Phase::finished && status() == RoomStatus::finished);
  if (!in_phase)
    return RoomChange::refused(member.connection, id, needs.wrong_phase_code, needs.wrong_phase);
  return std::nullopt;
}

void Room::handle(const MemberPtr& connection, const protocol::ClientMessage& message,
                  Clock::time_point now, Clock::time_point received) {
  const auto batch = begin_call(now);
  const Member* member = members_.find(connection);
  const Json& id = message.id;
  if (!member) {
    reply_error(connection, id, ErrorCode::not_in_room, "join a room first");
    return;
  }
  last_activity_ = now;
  received_ = received;
  std::visit(
      [&](const auto& request) {
        const auto& rule = Room::rule<std::decay_t<decltype(request)>>;
        if (!rule.run)
          reply_error(connection, id, ErrorCode::unknown_type, "not a room request");
        else if (auto refusal = unmet(*member, rule.needs, id))
          settle(std::move(*refusal));
        else
          settle(rule.run(*this, *member, request, id));
      },
      message.request);
}

}  // namespace kangaroom::server
