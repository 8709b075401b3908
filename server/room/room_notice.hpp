#pragma once
// A notice leaving a room for a person who is away (seat_notifications.hpp):
// what happened, where to send it and what the text needs. Whoever delivers
// it (server/push_notifier.hpp: Web Push and webhooks) implements RoomNotifier;
// a room only hands notices over, from its own thread, and never waits.
#include <string>
#include <vector>

#include "server/room/seat_notifications.hpp"

namespace kangaroom::server {

struct RoomNotice {
  std::string room;       // its code
  std::string game;       // GameInfo::id
  std::string game_name;  // GameInfo::name (English)
  int seat = 0;
  SeatEvent event = SeatEvent::turn;
  std::vector<std::string> others;  // the names of the other seats' players
  SeatSubscription subscription;
};

class RoomNotifier {
 public:
  virtual ~RoomNotifier() = default;
  // Thread-safe and cheap: queues, never touches the network.
  virtual void notify(RoomNotice notice) = 0;
};

}  // namespace kangaroom::server
