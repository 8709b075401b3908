#pragma once
// A deadline for the engine's long computations (today: generating a large
// Kangaruse board, which a few seeds make take hundreds of milliseconds).
// Whoever must not wait forever (the server, which makes games on a worker
// thread) sets one for the current thread; loops that can run long call
// check_work_deadline(), which throws once it has passed. It lives on the
// thread rather than in every factory's signature so that the many callers
// that do not care (tests, the simulator, bots, replays) need not change.
#include <chrono>
#include <optional>
#include <stdexcept>

namespace kangaroom::engine {

struct WorkDeadlineExceeded : std::runtime_error {
  WorkDeadlineExceeded() : std::runtime_error("the work took longer than its deadline") {}
};

// Sets the current thread's deadline for as long as it lives, then restores
// the one before it.
class ScopedWorkDeadline {
 public:
  explicit ScopedWorkDeadline(std::chrono::steady_clock::time_point deadline);
  ~ScopedWorkDeadline();
  ScopedWorkDeadline(const ScopedWorkDeadline&) = delete;
  ScopedWorkDeadline& operator=(const ScopedWorkDeadline&) = delete;

 private:
  std::optional<std::chrono::steady_clock::time_point> previous_;
};

// Throws WorkDeadlineExceeded if the current thread has a deadline and it has
// passed; otherwise does nothing (without reading the clock when none is set).
void check_work_deadline();

}  // namespace kangaroom::engine
