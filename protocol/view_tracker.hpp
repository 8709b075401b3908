#pragma once
// The client side of the state rules (PROTOCOL.md, "Versions and patches"):
// holds the last view and its version, applies `snapshot` and `patch`
// messages, and says when the client must ask for `sync` and which one.
// The one copy of these rules in C++: kangaroom-bot's SeatPlayer
// (bots/seat_player, also driven by bench/load), the soak's clients
// (bench/soak/soak_client), the integration tests' TestClient
// (tests/support/test_client) and the room, feed and secrecy tests in
// tests/server all keep their views with it. The web client has its own, in
// JavaScript.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

namespace kangaroom::protocol {

using Json = nlohmann::json;

class ViewTracker {
 public:
  enum class Result {
    // The view changed: a snapshot, or the patch to version() + 1.
    applied,
    // Nothing to do: not a snapshot or patch, a snapshot older than the view
    // held, a patch already held (a replay after sync), or a patch that
    // arrives while the sync asked for is still unanswered.
    ignored,
    // Send sync_request(). Either a version was skipped (the view is kept and
    // the server can send the missing patches), or a patch did not apply, or
    // came before any snapshot (has_view() is false: only a snapshot helps).
    need_sync,
    // A snapshot without an unsigned `version` or a `view`, or a patch
    // without an unsigned `version`: the server broke the protocol.
    malformed,
  };

  // Feed every server message; anything but snapshot/patch is ignored. By
  // value: a caller that moves its message in saves copying the view.
  Result accept(Json message);

  // The sync to send after need_sync: from version() while the view is kept,
  // else a plain sync, which the server answers with a snapshot.
  Json sync_request() const;

  // Drops the view and its version (a connection lost, a move the server
  // called illegal): patches are ignored until the next snapshot, whatever
  // its version.
  void forget();

  bool has_view() const { return has_view_; }
  // A sync was asked for (need_sync, or forget()) and nothing has answered it
  // yet: the view may be behind, so do not act on it.
  bool syncing() const { return syncing_; }
  std::uint64_t version() const { return version_; }
  const Json& view() const { return view_; }
  // What went wrong, for the last need_sync or malformed.
  const std::string& last_error() const { return last_error_; }

 private:
  Result accept_snapshot(Json& message);
  Result accept_patch(Json& message);

  Json view_;
  std::uint64_t version_ = 0;
  bool has_view_ = false;
  bool syncing_ = false;
  std::string last_error_;
};

}  // namespace kangaroom::protocol
