#include "protocol/view_tracker.hpp"

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
    damaged_ = false;
    return Result::applied;
  }
  if (type != "patch") return Result::ignored;
  const auto version = message.value("version", std::uint64_t{0});
  if (!has_view_) return Result::need_sync;
  if (version <= version_) return Result::ignored;  // already have it (sync replay)
  if (version != version_ + 1) {
    last_error_ =
        "skipped from version " + std::to_string(version_) + " to " + std::to_string(version);
    return Result::need_sync;
  }
  if (damaged_) return Result::need_sync;
  const auto ops = message.find("ops");
  if (ops == message.end() || !ops->is_array()) {
    last_error_ = "a patch without an array of operations";
    return Result::need_sync;
  }
  // In place: copying the whole view for every patch costs time in the
  // length of the game (a Jackaroo log grows to hundreds of entries).
  try {
    view_.patch_inplace(*ops);
  } catch (const Json::exception& failure) {
    last_error_ = failure.what();
    damaged_ = true;
    return Result::need_sync;
  }
  version_ = version;
  return Result::applied;
}

}  // namespace kangaroom::protocol
