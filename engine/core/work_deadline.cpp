#include "core/work_deadline.hpp"

namespace kangaroom::engine {

namespace {
thread_local std::optional<std::chrono::steady_clock::time_point> current_deadline;
}

ScopedWorkDeadline::ScopedWorkDeadline(std::chrono::steady_clock::time_point deadline)
    : previous_(current_deadline) {
  current_deadline = deadline;
}

ScopedWorkDeadline::~ScopedWorkDeadline() { current_deadline = previous_; }

void check_work_deadline() {
  if (current_deadline && std::chrono::steady_clock::now() >= *current_deadline)
    throw WorkDeadlineExceeded();
}

}  // namespace kangaroom::engine
