#pragma once
// Who in a room wants to be told, while away, that something waits for
// them, and when to tell them (issue "games that wait for their players").
// A person's subscription (a browser's Web Push subscription, a webhook, or
// both) belongs to their seat token, so it follows them through a seat swap
// and stays behind, unused, when someone else takes the seat. After every
// change the room shows this what it looks like now; what became true since
// the last look, for a seat whose person has no connection open, is a
// notice: it became your turn, an offer asks you, the game ended, your clock
// is nearly out. Plain logic: the room hands the notices on (Room::notify_with).
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "protocol/client_message.hpp"
#include "server/room/room_record.hpp"

namespace kangaroom::server {

enum class SeatEvent { turn, offer, game_over, clock };
const char* to_string(SeatEvent event);

struct SeatSubscription {
  std::string token_hash;  // the seat token's hash of the person who subscribed
  std::optional<protocol::PushSubscription> push;
  std::optional<std::string> webhook;
  std::string lang = "en";
  std::string origin;  // the page's origin, for the room link (empty: none known)
  // The turn deadline (unix ms) whose reminder went out, so that one is sent
  // once, also across a sleep or a restart.
  std::int64_t reminded_deadline = 0;
  bool empty() const { return !push && !webhook; }
};

// What the room looks like, as far as notices go.
struct NoticeState {
  RoomStatus status = RoomStatus::lobby;
  std::vector<int> to_act;                       // seats to act now
  std::vector<int> asked;                        // seats an open offer waits for
  std::vector<std::string> token_hash;           // per seat: its person's, or empty
  std::vector<bool> connected;                   // per seat: a connection is open
  std::optional<std::int64_t> deadline_unix_ms;  // the turn clock's
  int clock_seconds = 0;                         // its length (0: no clock)
};

struct SeatNotice {
  int seat = 0;
  SeatEvent event = SeatEvent::turn;
  SeatSubscription subscription;  // a copy: where to send it, in which language
};

class SeatNotifications {
 public:
  // Sets or removes (null) what `request` names for the person with
  // `token_hash`; true if anything changed.
  bool subscribe(const std::string& token_hash, const protocol::Subscribe& request);
  // The notices for what became true since the last look (observe or
  // settle), at `now_unix_ms`; the state becomes the last look.
  std::vector<SeatNotice> observe(const NoticeState& state, std::int64_t now_unix_ms);
  // The state as it is, with no notice for it (a room just restored).
  void settle(const NoticeState& state) { last_ = state; }
  // When the next clock reminder is due (unix ms), if one is: what a
  // sleeping room must wake for.
  std::optional<std::int64_t> next_reminder_unix_ms(const NoticeState& state) const;
  // The moment before a deadline when a subscribed seat is reminded: when
  // 10% of the clock or 12 hours are left, whichever comes first, for clocks
  // over 12 hours; at 10% left for shorter ones.
  static std::int64_t reminder_at(std::int64_t deadline_unix_ms, int clock_seconds);

  bool any() const { return !subscriptions_.empty(); }
  // Saved with the room's head (it holds no secret a reader could use to
  // play: endpoints and webhook URLs, never seat tokens).
  nlohmann::json to_json() const;
  void from_json(const nlohmann::json& saved);

 private:
  SeatSubscription* find(const std::string& token_hash);
  // The subscription of the person in `seat` who has no connection open.
  SeatSubscription* away_subscriber(const NoticeState& state, int seat);

  std::vector<SeatSubscription> subscriptions_;
  NoticeState last_;
};

}  // namespace kangaroom::server
