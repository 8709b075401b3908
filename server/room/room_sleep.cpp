// Room: its life while nobody is there. An empty room may leave memory (it
// sleeps: the registry writes when it must wake and lets it go), a game
// nobody moves in for abandoned_after ends as abandoned, and the summary
// that "Your games" shows.
#include <spdlog/spdlog.h>

#include <algorithm>

#include "server/room/room.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

namespace {
std::int64_t milliseconds_of(std::chrono::nanoseconds duration) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(duration).count();
}
}  // namespace

bool Room::may_sleep(Clock::time_point now) const {
  if (!members_.empty() || now - last_activity_ < settings_.sleep_after) return false;
  if (starts_.waiting() || round_.starting() || store_failing()) return false;
  // A bot's move on its way must land here, not in a room that left.
  return std::none_of(
      seating_.seats().begin(), seating_.seats().end(),
      [](const Seating::Seat& seat) { return seat.bot_thinking || seat.clock_thinking; });
}

std::int64_t Room::wake_at_unix_ms(Clock::time_point now) const {
  const std::int64_t now_unix = unix_ms_now();
  if (status() == RoomStatus::playing) {
    std::int64_t at = last_move_unix_ms_ + milliseconds_of(settings_.abandoned_after);
    if (const auto deadline = round_.deadline_unix_ms()) at = std::min(at, *deadline);
    if (const auto reminder = notices_.next_reminder_unix_ms())
      at = std::min(at, std::max(*reminder, now_unix));
    return at;
  }
  const auto expiry = ever_joined_ ? settings_.idle_expiry : settings_.unjoined_expiry;
  return now_unix + std::max<std::int64_t>(0, milliseconds_of(expiry - (now - last_activity_)));
}

bool Room::abandoned() const {
  return round_.playing() &&
         unix_ms_now() - last_move_unix_ms_ >= milliseconds_of(settings_.abandoned_after);
}

void Room::abandon(Clock::time_point now) {
  const auto batch = begin_call(now);
  if (!round_.playing()) return;
  spdlog::info(
      "room={} round {} abandoned: no move for {} days", code_, round_.number(),
      std::chrono::duration_cast<std::chrono::hours>(settings_.abandoned_after).count() / 24);
  round_.abandon();
  offers_.withdraw();
  archive_round();
  settle(std::move(RoomChange{}.published()));
}

RoomSummary Room::summary() const {
  RoomSummary summary;
  summary.game = factory_.info.id;
  summary.status = to_string(status());
  for (const Seating::Seat& seat : seating_.seats())
    summary.seats.push_back({seat.token_hash, seat.name, seat.color, seat.bot.has_value()});
  if (round_.playing()) {
    const Json to_act = round_.to_act();
    for (const Json& seat : to_act)
      if (seat.is_number_integer()) summary.to_act.push_back(seat.get<int>());
  }
  summary.turn_deadline_unix_ms = round_.deadline_unix_ms();
  if (round_.number() > 0) summary.last_move_at_unix_ms = last_move_unix_ms_;
  return summary;
}

}  // namespace kangaroom::server
