#pragma once
// Waiting in a test for something another thread or process does: polled,
// and bounded so that a test whose event never comes fails, saying what it
// waited for, instead of hanging. The bound is a hang guard far past any
// normal wait on a loaded machine (sanitizers, two jobs at once), never a
// speed check: a test that must be quick says so with its own CHECK.
#include <doctest/doctest.h>

#include <chrono>
#include <functional>
#include <thread>

namespace kangaroom::testing {

inline constexpr std::chrono::seconds hang_guard{120};

// True once `done` holds, polled every `interval`; false after `bound`.
inline bool poll_until(const std::function<bool()>& done, std::chrono::milliseconds interval,
                       std::chrono::seconds bound = hang_guard) {
  const auto deadline = std::chrono::steady_clock::now() + bound;
  while (!done()) {
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(interval);
  }
  return true;
}

// Waits for `done`; after `bound` FAILs, which ends the test case.
inline void wait_until(const std::function<bool()>& done, const char* what,
                       std::chrono::milliseconds interval = std::chrono::milliseconds(50),
                       std::chrono::seconds bound = hang_guard) {
  if (!poll_until(done, interval, bound)) FAIL("waited " << bound.count() << " s for: " << what);
}

// As wait_until, but a failed check that lets the test go on (to stop and
// join its own threads first): false when `done` never held.
inline bool check_eventually(const std::function<bool()>& done, const char* what,
                             std::chrono::milliseconds interval = std::chrono::milliseconds(50),
                             std::chrono::seconds bound = hang_guard) {
  if (poll_until(done, interval, bound)) return true;
  FAIL_CHECK("waited " << bound.count() << " s for: " << what);
  return false;
}

}  // namespace kangaroom::testing
