// A room's notices for players who are away (away_notices.hpp).
#include "server/room/away_notices.hpp"

#include <spdlog/spdlog.h>

#include "protocol/server_message.hpp"

namespace kangaroom::server {

using protocol::ErrorCode;

RoomChange AwayNotices::subscribe(const Member& member, const protocol::Subscribe& request,
                                  const Json& id) {
  if (!seating_[*member.seat].person())
    return RoomChange::refused(member.connection, id, ErrorCode::not_seated,
                               "only a seated player can be notified");
  RoomChange change;
  const std::string& token_hash = seating_[*member.seat].token_hash;
  if (notifications_.subscribe(token_hash, request)) {
    change.changes_head();  // written before the answer goes
    spdlog::info("room={} seat={} notifications: push {}, webhook {}", code_, *member.seat,
                 request.push ? (*request.push ? "on" : "off") : "unchanged",
                 request.webhook ? (*request.webhook ? "on" : "off") : "unchanged");
  }
  // The state as it is now is not news to someone who is here.
  notifications_.settle(state());
  return std::move(change.reply(member.connection, protocol::ok_message(id)));
}

NoticeState AwayNotices::state() const {
  NoticeState state;
  state.status = round_.status();
  if (round_.playing()) {
    for (const Json& seat : round_.to_act())
      if (seat.is_number_integer()) state.to_act.push_back(seat.get<int>());
    state.deadline_unix_ms = round_.deadline_unix_ms();
    state.clock_seconds = round_.turn_clock().seconds;
  }
  if (const auto& pending = offers_.pending()) state.asked = pending->awaiting;
  for (const Seating::Seat& seat : seating_.seats()) {
    state.token_hash.push_back(seat.token_hash);
    state.connected.push_back(seat.connected());
  }
  return state;
}

std::optional<std::int64_t> AwayNotices::next_reminder_unix_ms() const {
  return notifications_.next_reminder_unix_ms(state());
}

void AwayNotices::restore(const Json& saved) {
  notifications_.from_json(saved);
  notifications_.settle(state());
}

bool AwayNotices::send(std::int64_t now_unix_ms) {
  if (!notifications_.any()) return false;
  auto notices = notifications_.observe(state(), now_unix_ms);
  bool reminded = false;
  for (const auto& notice : notices) reminded |= notice.event == SeatEvent::clock;
  if (!notifier_) return reminded;
  for (auto& notice : notices) {
    RoomNotice out;
    out.room = code_;
    out.game = game_.id;
    out.game_name = game_.display_name;
    out.seat = notice.seat;
    out.event = notice.event;
    for (int seat = 0; seat < seating_.count(); ++seat)
      if (seat != notice.seat && !seating_[seat].vacant())
        out.others.push_back(seating_[seat].name);
    out.subscription = std::move(notice.subscription);
    notifier_->notify(std::move(out));
  }
  return reminded;
}

}  // namespace kangaroom::server
