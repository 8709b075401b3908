#include "server/room/outbox.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace kangaroom::server {

void Outbox::send(const MemberPtr& to, SharedText message, bool snapshot) {
  if (depth_ == 0) {
    if (snapshot)
      to->deliver_snapshot(std::move(message));
    else
      to->deliver(std::move(message));
    return;
  }
  held_.push_back({to, {std::move(message), snapshot}});
}

void Outbox::flush() noexcept {
  if (held_.empty()) return;
  try {
    // Grouped by connection; stable, so each one's messages keep their order.
    std::stable_sort(held_.begin(), held_.end(),
                     [](const Held& a, const Held& b) { return a.to.get() < b.to.get(); });
    for (std::size_t first = 0; first < held_.size();) {
      std::size_t end = first + 1;
      while (end < held_.size() && held_[end].to == held_[first].to) ++end;
      std::vector<Outgoing> messages;
      messages.reserve(end - first);
      for (std::size_t i = first; i < end; ++i) messages.push_back(std::move(held_[i].message));
      held_[first].to->deliver_all(std::move(messages));
      first = end;
    }
  } catch (const std::exception& failure) {
    // Only allocation can fail here; a connection that missed messages
    // resyncs from its version.
    spdlog::error("a room could not hand over its messages: {}", failure.what());
  }
  held_.clear();
}

}  // namespace kangaroom::server
