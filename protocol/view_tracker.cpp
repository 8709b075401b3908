#include "protocol/view_tracker.hpp"

namespace kangaroom::protocol {

namespace {

// A version is a non-negative integer (parsed text makes it unsigned; a
// message built in C++ may hold it signed).
bool has_version(const Json& message) {
  const auto version = message.find("version");
  if (version == message.end() || !version->is_number_integer()) return false;
  return version->is_number_unsigned() || version->get<std::int64_t>() >= 0;
}

}  // namespace

ViewTracker::Result ViewTracker::accept(Json message) {
  if (!message.is_object()) return Result::ignored;
  const auto type = message.find("type");
  if (type == message.end() || !type->is_string()) return Result::ignored;
  if (*type == "snapshot") return accept_snapshot(message);
  if (*type == "patch") return accept_patch(message);
  return Result::ignored;
}

ViewTracker::Result ViewTracker::accept_snapshot(Json& message) {
  const auto view = message.find("view");
  if (!has_version(message) || view == message.end()) {
    last_error_ = "a snapshot without version or view";
    return Result::malformed;
  }
  const auto version = message["version"].get<std::uint64_t>();
  // Rule: a snapshot older than your version is ignored (a reply to a sync
  // that crossed newer patches). Without a view, any snapshot is better.
  if (has_view_ && version < version_) return Result::ignored;
  view_ = std::move(*view);
  version_ = version;
  has_view_ = true;
  syncing_ = false;
  return Result::applied;
}

ViewTracker::Result ViewTracker::accept_patch(Json& message) {
  if (!has_version(message)) {
    last_error_ = "a patch without version";
    return Result::malformed;
  }
  const auto version = message["version"].get<std::uint64_t>();
  if (!has_view_) {
    // Once a snapshot is on its way, patches before it are part of the gap.
    if (syncing_) return Result::ignored;
    last_error_ = "patch " + std::to_string(version) + " came before any snapshot";
    syncing_ = true;
    return Result::need_sync;
  }
  // Rule: a patch at or below your version is a replay after sync.
  if (version <= version_) return Result::ignored;
  if (version > version_ + 1) {
    // Patches after the first gap and before the server's answer to our sync
    // belong to the same gap: one sync is enough.
    if (syncing_) return Result::ignored;
    last_error_ = "patch " + std::to_string(version) + " came after version " +
                  std::to_string(version_) + " (a gap)";
    syncing_ = true;
    return Result::need_sync;
  }
  const auto ops = message.find("ops");
  std::string failure = "no array of operations";
  if (ops != message.end() && ops->is_array()) {
    // In place: copying the whole view for every patch costs time in the
    // length of the game (a Jackaroo log grows to hundreds of entries).
    try {
      view_.patch_inplace(*ops);
      failure.clear();
    } catch (const Json::exception& error) {
      failure = error.what();
    }
  }
  if (!failure.empty()) {
    last_error_ = "patch " + std::to_string(version) + " does not apply to version " +
                  std::to_string(version_) + ": " + failure;
    // The view may be half patched: only a snapshot can be trusted now.
    has_view_ = false;
    syncing_ = true;
    return Result::need_sync;
  }
  version_ = version;
  syncing_ = false;  // the server is answering: the gap, if any, is closing
  return Result::applied;
}

Json ViewTracker::sync_request() const {
  if (has_view_) return {{"type", "sync"}, {"version", version_}};
  return {{"type", "sync"}};
}

void ViewTracker::forget() {
  view_ = Json();
  version_ = 0;
  has_view_ = false;
  syncing_ = true;
}

}  // namespace kangaroom::protocol
