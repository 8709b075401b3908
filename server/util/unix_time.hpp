#pragma once
// Wall-clock time as the wire and the database carry it: Unix milliseconds.
// (Durations inside a room use the steady clock, passed in; this is for
// timestamps people and other processes read.)
#include <chrono>
#include <cstdint>

namespace kangaroom::server {

inline std::int64_t unix_ms_now() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace kangaroom::server
