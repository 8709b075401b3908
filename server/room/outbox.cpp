#include "server/room/outbox.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace kangaroom::server {

void Outbox::send(const MemberPtr& to, SharedText message, bool snapshot, Order order) {
  held_.push_back({to, {std::move(message), snapshot}, order});
  if (depth_ == 0) flush();
}

void Outbox::flush() noexcept {
  if (held_.empty()) return;
  if (gate_)
    gate_->take(held_);
  else
    deliver_grouped(held_);
  held_.clear();
}

void deliver_grouped(std::vector<HeldMessage>& messages) noexcept {
  if (messages.empty()) return;
  try {
    // Grouped by connection; stable, so each one's messages keep their order.
    std::stable_sort(
        messages.begin(), messages.end(),
        [](const HeldMessage& a, const HeldMessage& b) { return a.to.get() < b.to.get(); });
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
