#pragma once
// A room's notices for players who are away. A seated person subscribes (a
// Web Push subscription, a webhook); after each change, and on the tick for
// a clock's reminder, this shows SeatNotifications what the room looks like
// and hands what is news to the notifier (room_notice.hpp). The
// subscriptions are part of the room's head (room_record.hpp).
#include <cstdint>
#include <optional>
#include <string>

#include "core/game.hpp"
#include "protocol/client_message.hpp"
#include "server/room/members.hpp"
#include "server/room/offers.hpp"
#include "server/room/room_change.hpp"
#include "server/room/room_notice.hpp"
#include "server/room/round.hpp"
#include "server/room/seat_notifications.hpp"
#include "server/room/seating.hpp"

namespace kangaroom::server {

class AwayNotices {
 public:
  using Json = nlohmann::json;

  AwayNotices(const std::string& room_code, const engine::GameInfo& game, const Seating& seating,
              const Round& round, const Offers& offers)
      : code_(room_code), game_(game), seating_(seating), round_(round), offers_(offers) {}

  // Without a notifier no notice is sent (they are still followed, so that
  // none is sent late once one is given).
  void notify_with(RoomNotifier* notifier) { notifier_ = notifier; }
  // A seated person's subscription (the request table checked the seat).
  RoomChange subscribe(const Member& member, const protocol::Subscribe& request, const Json& id);
  // Hands on what became news since the last look; true if a clock reminder
  // went out (kept in the head, so that a sleep or a restart does not send
  // it again).
  bool send(std::int64_t now_unix_ms);
  // When the next clock reminder is due, if one is (a sleeping room wakes
  // for it).
  std::optional<std::int64_t> next_reminder_unix_ms() const;
  // The subscriptions, as the room's head keeps them.
  Json to_json() const { return notifications_.to_json(); }
  // Restored from the head: what was true before the room slept was told
  // then, so only what changes from here is news.
  void restore(const Json& saved);

 private:
  NoticeState state() const;

  const std::string& code_;
  const engine::GameInfo& game_;
  const Seating& seating_;
  const Round& round_;
  const Offers& offers_;
  SeatNotifications notifications_;
  RoomNotifier* notifier_ = nullptr;
};

}  // namespace kangaroom::server
