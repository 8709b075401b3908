#include "reconnect_policy.hpp"

#include <algorithm>
#include <cmath>

namespace kangaroom::bots {

bool means_room_elsewhere(std::string_view error_code) { return error_code == "room_elsewhere"; }

bool reconnects_after_close(int close_code, bool has_seat_token, bool room_known) {
  if (has_seat_token) return true;
  return room_known && (close_code == close_room_moved || close_code == close_going_away);
}

std::chrono::milliseconds reconnect_delay(int attempt, double unit_random) {
  const int doublings = std::clamp(attempt - 1, 0, 16);
  const double base =
      std::min(static_cast<double>(max_reconnect_delay.count()),
               static_cast<double>(first_reconnect_delay.count()) * std::ldexp(1.0, doublings));
  const double unit = std::clamp(unit_random, 0.0, 1.0);
  const double factor = 1.0 - reconnect_jitter + 2.0 * reconnect_jitter * unit;
  return std::chrono::milliseconds(std::llround(base * factor));
}

}  // namespace kangaroom::bots
