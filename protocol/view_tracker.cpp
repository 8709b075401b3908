#include "protocol/view_tracker.hpp"

#include "protocol/json_patch.hpp"

namespace kangaroom::protocol {

ViewTracker::Result ViewTracker::accept(const Json& message) {
  if (!message.is_object()) return Result::ignored;
  const auto type = message.value("type", std::string{});
  if (type == "snapshot") {
    const auto version = message.value("version", std::uint64_t{0});
    // An older snapshot (a reply to a sync that crossed newer patches) is stale.
    if (has_view_ && version < version_) return Result::ignored;
    view_ = message.value("view", Json{});
    version_ = version;
    has_view_ = true;
    return Result::applied;
  }
  if (type != "patch") return Result::ignored;
  const auto version = message.value("version", std::uint64_t{0});
  if (!has_view_) return Result::need_sync;
  if (version <= version_) return Result::ignored;  // already have it (sync replay)
  if (version != version_ + 1) {
    last_error_ = "skipped from version " + std::to_string(version_) + " to " +
                  std::to_string(version);
    return Result::need_sync;
  }
  const auto ops = message.find("ops");
  if (ops == message.end() || !apply_patch(view_, *ops, last_error_)) return Result::need_sync;
  version_ = version;
  return Result::applied;
}

}  // namespace kangaroom::protocol
