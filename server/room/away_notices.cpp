// Room: notifications for players who are away. A seated person subscribes
// (a Web Push subscription, a webhook); after each change, and on the tick
// for a clock's reminder, the room tells SeatNotifications what it looks
// like and hands what is news to the notifier.
#include <spdlog/spdlog.h>

#include "protocol/server_message.hpp"
#include "server/room/room.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

RoomChange Room::subscribe(Member& member, const protocol::Subscribe& request, const Json& id) {
  if (!seating_[*member.seat].person())
    return RoomChange::refused(member.connection, id, ErrorCode::not_seated,
                               "only a seated player can be notified");
  const std::string& token_hash = seating_[*member.seat].token_hash;
  if (notifications_.subscribe(token_hash, request)) {
    head_changed();  // written before the answer goes
    spdlog::info("room={} seat={} notifications: push {}, webhook {}", code_, *member.seat,
                 request.push ? (*request.push ? "on" : "off") : "unchanged",
                 request.webhook ? (*request.webhook ? "on" : "off") : "unchanged");
  }
  // The state as it is now is not news to someone who is here.
  notifications_.settle(notice_state());
  return std::move(RoomChange{}.reply(member.connection, protocol::ok_message(id)));
}

NoticeState Room::notice_state() const {
  NoticeState state;
  state.status = status();
  if (round_.playing()) {
    for (const Json& seat : round_.to_act())
      if (seat.is_number_integer()) state.to_act.push_back(seat.get<int>());
    state.deadline_unix_ms = round_.deadline_unix_ms();
    state.clock_seconds = round_.turn_clock().seconds;
  }
  if (const auto& pending = offers_.pending()) state.asked = pending->awaiting;
  for (const Seating::Seat& seat : seating_.seats()) {
    state.token_hash.push_back(seat.token_hash);
    state.connected.push_back(seat.connections > 0);
  }
  return state;
}

void Room::send_notices(std::int64_t now_unix_ms) {
  const NoticeState state = notice_state();
  auto notices = notifications_.observe(state, now_unix_ms);
  if (notices.empty()) return;
  // A reminder sent is kept in the head, so that a sleep or a restart does
  // not send it again.
  for (const auto& notice : notices)
    if (notice.event == SeatEvent::clock) head_changed();
  if (!notifier_) return;
  for (auto& notice : notices) {
    RoomNotice out;
    out.room = code_;
    out.game = factory_.info.id;
    out.game_name = factory_.info.display_name;
    out.seat = notice.seat;
    out.event = notice.event;
    for (int seat = 0; seat < seat_count(); ++seat)
      if (seat != notice.seat && !seating_[seat].vacant())
        out.others.push_back(seating_[seat].name);
    out.subscription = std::move(notice.subscription);
    notifier_->notify(std::move(out));
  }
}

}  // namespace kangaroom::server
