// SeatNotifications (server/room/seat_notifications.hpp): which notices a
// change makes, for whom, and which it must not make.
#include "server/room/seat_notifications.hpp"

#include <doctest/doctest.h>

using namespace kangaroom::server;
using kangaroom::protocol::PushSubscription;
using kangaroom::protocol::Subscribe;

namespace {

Subscribe webhook(const std::string& url, const std::string& lang = "en") {
  Subscribe request;
  request.webhook.emplace(url);
  request.lang = lang;
  return request;
}

// Two people: seat 0 ("a") and seat 1 ("b"), both away unless said.
NoticeState playing(std::vector<int> to_act, std::vector<bool> connected = {false, false}) {
  NoticeState state;
  state.status = RoomStatus::playing;
  state.to_act = std::move(to_act);
  state.token_hash = {"a", "b"};
  state.connected = std::move(connected);
  return state;
}

std::vector<std::pair<int, SeatEvent>> events(const std::vector<SeatNotice>& notices) {
  std::vector<std::pair<int, SeatEvent>> out;
  for (const auto& notice : notices) out.emplace_back(notice.seat, notice.event);
  return out;
}

using Events = std::vector<std::pair<int, SeatEvent>>;

}  // namespace

TEST_CASE("a turn is told once, to the subscribed seat, only while it is away") {
  SeatNotifications notifications;
  CHECK(notifications.subscribe("a", webhook("https://hooks.example/a")));
  CHECK_FALSE(notifications.subscribe("a", webhook("https://hooks.example/a")));  // no change
  notifications.settle(playing({1}));
  // Seat 0's turn: told.
  auto notices = notifications.observe(playing({0}), 1000);
  CHECK(events(notices) == Events{{0, SeatEvent::turn}});
  CHECK(notices[0].subscription.webhook == "https://hooks.example/a");
  // Still its turn: nothing new.
  CHECK(notifications.observe(playing({0}), 2000).empty());
  // Seat 1 (not subscribed) to act, then seat 0 again, this time connected.
  CHECK(notifications.observe(playing({1}), 3000).empty());
  CHECK(notifications.observe(playing({0}, {true, false}), 4000).empty());
}

TEST_CASE("offers, the end of the game, and nothing for a lobby") {
  SeatNotifications notifications;
  notifications.subscribe("a", webhook("https://hooks.example/a"));
  notifications.subscribe("b", webhook("https://hooks.example/b"));
  NoticeState lobby = playing({});
  lobby.status = RoomStatus::lobby;
  notifications.settle(lobby);
  CHECK(notifications.observe(lobby, 1).empty());
  // The game starts with seat 1 to act.
  CHECK(events(notifications.observe(playing({1}), 2)) == Events{{1, SeatEvent::turn}});
  // Seat 1 offers a takeback: seat 0 is asked.
  NoticeState offered = playing({1});
  offered.asked = {0};
  CHECK(events(notifications.observe(offered, 3)) == Events{{0, SeatEvent::offer}});
  CHECK(notifications.observe(offered, 4).empty());
  // The game ends: both are told, nobody's "turn".
  NoticeState over = playing({});
  over.status = RoomStatus::finished;
  CHECK(events(notifications.observe(over, 5)) ==
        Events{{0, SeatEvent::game_over}, {1, SeatEvent::game_over}});
  CHECK(notifications.observe(over, 6).empty());
}

TEST_CASE("a subscription belongs to its person: it follows a swap and goes when the seat does") {
  SeatNotifications notifications;
  notifications.subscribe("a", webhook("https://hooks.example/a"));
  notifications.settle(playing({1}));
  // The seats were swapped: "a" sits in seat 1 now.
  NoticeState swapped = playing({1});
  swapped.token_hash = {"b", "a"};
  auto notices = notifications.observe(swapped, 1);
  CHECK(notices.empty());  // seat 1 was to act already
  swapped.to_act = {0};
  CHECK(notifications.observe(swapped, 2).empty());  // "b" did not subscribe
  swapped.to_act = {1};
  CHECK(events(notifications.observe(swapped, 3)) == Events{{1, SeatEvent::turn}});
  // "a" left the seat and "c" took it: "c" hears nothing, and "a" is forgotten.
  NoticeState taken = playing({0});
  taken.token_hash = {"c", "b"};
  CHECK(notifications.observe(taken, 4).empty());
  CHECK_FALSE(notifications.any());
}

TEST_CASE("null removes; an empty subscription is forgotten") {
  SeatNotifications notifications;
  Subscribe both = webhook("https://hooks.example/a");
  both.push.emplace(PushSubscription{"https://push.example/1", "key", "auth"});
  CHECK(notifications.subscribe("a", both));
  Subscribe no_webhook;
  no_webhook.webhook.emplace(std::nullopt);
  CHECK(notifications.subscribe("a", no_webhook));
  notifications.settle(playing({1}));
  auto notices = notifications.observe(playing({0}), 1);
  REQUIRE(notices.size() == 1);
  CHECK(notices[0].subscription.push.has_value());
  CHECK_FALSE(notices[0].subscription.webhook.has_value());
  Subscribe no_push;
  no_push.push.emplace(std::nullopt);
  CHECK(notifications.subscribe("a", no_push));
  CHECK_FALSE(notifications.any());
}

TEST_CASE("the clock's reminder: 10% or 12 hours left, once per deadline, kept when saved") {
  constexpr std::int64_t hour = 3600 * 1000;
  // 14 days: 10% is 33.6 hours, before 12 hours are left.
  CHECK(SeatNotifications::reminder_at(1000 * hour, 14 * 24 * 3600) ==
        1000 * hour - 336 * hour / 10);
  // 1 day: 12 hours left comes before 10% (2.4 hours) left.
  CHECK(SeatNotifications::reminder_at(1000 * hour, 24 * 3600) == 1000 * hour - 12 * hour);
  // 6 hours: "12 hours left" would be at once, so 10% left (36 minutes).
  CHECK(SeatNotifications::reminder_at(1000 * hour, 6 * 3600) == 1000 * hour - 6 * hour / 10);
  // 5 seconds: half a second before.
  CHECK(SeatNotifications::reminder_at(10'000, 5) == 9'500);

  SeatNotifications notifications;
  notifications.subscribe("a", webhook("https://hooks.example/a"));
  NoticeState state = playing({0}, {true, false});  // seat 0 here when its turn began
  state.clock_seconds = 24 * 3600;
  state.deadline_unix_ms = 100 * hour;
  notifications.settle(state);
  state.connected = {false, false};  // then left
  const std::int64_t at = SeatNotifications::reminder_at(100 * hour, 24 * 3600);
  CHECK(at == 88 * hour);
  CHECK(notifications.next_reminder_unix_ms(state) == at);
  CHECK(notifications.observe(state, at - 1).empty());
  CHECK(events(notifications.observe(state, at)) == Events{{0, SeatEvent::clock}});
  CHECK(notifications.observe(state, at + 1).empty());
  CHECK_FALSE(notifications.next_reminder_unix_ms(state).has_value());
  // Saved and restored (a sleep): the reminder is not sent again.
  SeatNotifications restored;
  restored.from_json(notifications.to_json());
  restored.settle(state);
  CHECK(restored.observe(state, at + 2).empty());
  CHECK_FALSE(restored.next_reminder_unix_ms(state).has_value());
  // The next turn's deadline gets its own reminder.
  state.deadline_unix_ms = 200 * hour;
  CHECK(restored.next_reminder_unix_ms(state) ==
        SeatNotifications::reminder_at(200 * hour, 24 * 3600));
}

TEST_CASE("a short clock's turn is told once, as a turn, not again as a reminder") {
  SeatNotifications notifications;
  notifications.subscribe("a", webhook("https://hooks.example/a"));
  NoticeState state = playing({1});
  state.clock_seconds = 5;
  state.deadline_unix_ms = 10'000;
  notifications.settle(state);
  state.to_act = {0};
  state.deadline_unix_ms = 20'000;
  // The turn starts inside its reminder window: one notice.
  CHECK(events(notifications.observe(state, 19'600)) == Events{{0, SeatEvent::turn}});
  CHECK(notifications.observe(state, 19'700).empty());
}
