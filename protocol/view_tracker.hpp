#pragma once
// The client side of the state rules: holds the last view and its version,
// applies `snapshot` and `patch` messages, and says when the client must ask
// for `sync` (a skipped version or a patch that does not apply). Used by the
// tests and by C++ bots; PROTOCOL.md describes the same rules for others.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

namespace kangaroom::protocol {

using Json = nlohmann::json;

class ViewTracker {
 public:
  enum class Result { applied, ignored, need_sync };

  // Feed every server message; anything but snapshot/patch is ignored.
  Result accept(const Json& message);

  bool has_view() const { return has_view_; }
  std::uint64_t version() const { return version_; }
  const Json& view() const { return view_; }
  const std::string& last_error() const { return last_error_; }

 private:
  Json view_;
  std::uint64_t version_ = 0;
  bool has_view_ = false;
  // A patch failed half-way through (patches apply in place, without copying
  // the view): nothing but a snapshot can be trusted until one arrives.
  bool damaged_ = false;
  std::string last_error_;
};

}  // namespace kangaroom::protocol
