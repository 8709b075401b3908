#include "server/room/outbox.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace kangaroom::server {

void Outbox::send(const MemberPtr& to, SharedText message, bool snapshot, Order order) {
  if (depth_ == 0 && !waiting_for_commits_) {
    if (snapshot)
      to->deliver_snapshot(std::move(message));
    else
      to->deliver(std::move(message));
    return;
  }
  held_.push_back({to, {std::move(message), snapshot}, 0, order});
}

void Outbox::flush() noexcept {
  if (held_.empty()) return;
  if (waiting_for_commits_) {
    std::vector<Held> now;
    try {
      for (Held& held : held_)
        if (held.order == Order::may_overtake_commits)
          now.push_back(std::move(held));
        else
          waiting_.push_back(std::move(held));
    } catch (const std::exception& failure) {
      spdlog::error("a room could not keep its messages: {}", failure.what());
    }
    held_.clear();
    deliver(now);
    return;
  }
  deliver(held_);
  held_.clear();
}

void Outbox::tag_waiting(std::uint64_t ticket) {
  // Untagged messages are the newest: they sit at the back.
  for (auto it = waiting_.rbegin(); it != waiting_.rend() && it->ticket == 0; ++it)
    it->ticket = ticket;
}

void Outbox::release(std::uint64_t ticket, bool untagged) noexcept {
  std::vector<Held> ready;
  try {
    while (!waiting_.empty() &&
           (waiting_.front().ticket == 0 ? untagged : waiting_.front().ticket <= ticket)) {
      ready.push_back(std::move(waiting_.front()));
      waiting_.pop_front();
    }
  } catch (const std::exception& failure) {
    spdlog::error("a room could not hand over its messages: {}", failure.what());
  }
  deliver(ready);
}

void Outbox::deliver(std::vector<Held>& messages) noexcept {
  if (messages.empty()) return;
  try {
    // Grouped by connection; stable, so each one's messages keep their order.
    std::stable_sort(messages.begin(), messages.end(),
                     [](const Held& a, const Held& b) { return a.to.get() < b.to.get(); });
    for (std::size_t first = 0; first < messages.size();) {
      std::size_t end = first + 1;
      while (end < messages.size() && messages[end].to == messages[first].to) ++end;
      std::vector<Outgoing> grouped;
      grouped.reserve(end - first);
      for (std::size_t i = first; i < end; ++i) grouped.push_back(std::move(messages[i].message));
      messages[first].to->deliver_all(std::move(grouped));
      first = end;
    }
  } catch (const std::exception& failure) {
    // Only allocation can fail here; a connection that missed messages
    // resyncs from its version.
    spdlog::error("a room could not hand over its messages: {}", failure.what());
  }
}

}  // namespace kangaroom::server
