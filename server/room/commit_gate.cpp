#include "server/room/commit_gate.hpp"

#include <spdlog/spdlog.h>

namespace kangaroom::server {

void CommitGate::take(std::vector<HeldMessage>& messages) noexcept {
  std::vector<HeldMessage> now;
  try {
    for (HeldMessage& held : messages)
      if (held.order == MessageOrder::may_overtake_commits)
        now.push_back(std::move(held));
      else
        waiting_.push_back({std::move(held), 0});
  } catch (const std::exception& failure) {
    spdlog::error("a room could not keep its messages: {}", failure.what());
  }
  deliver_grouped(now);
}

void CommitGate::tag_waiting(std::uint64_t ticket) {
  // Untagged messages are the newest: they sit at the back.
  for (auto it = waiting_.rbegin(); it != waiting_.rend() && it->ticket == 0; ++it)
    it->ticket = ticket;
}

void CommitGate::release(std::uint64_t ticket, bool untagged) noexcept {
  std::vector<HeldMessage> ready;
  try {
    while (!waiting_.empty() &&
           (waiting_.front().ticket == 0 ? untagged : waiting_.front().ticket <= ticket)) {
      ready.push_back(std::move(waiting_.front().held));
      waiting_.pop_front();
    }
  } catch (const std::exception& failure) {
    spdlog::error("a room could not hand over its messages: {}", failure.what());
  }
  deliver_grouped(ready);
}

}  // namespace kangaroom::server
