#pragma once
// Server -> client messages. Small replies are built as JSON; the two
// messages on the hot path (snapshot, patch) are written straight into a
// string around an already built view or patch, so that nothing is copied.
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "protocol/error_code.hpp"

namespace kangaroom::protocol {

using Json = nlohmann::json;

// Compact JSON; invalid UTF-8 (which only a bug could produce) is replaced
// rather than thrown.
std::string serialize(const Json& value);

// What one connection may send, announced in `welcome` so that a client can
// pace itself instead of discovering the limit by being closed.
struct ConnectionLimits {
  double messages_per_second = 0;  // average credit refill; `ping` is free
  double message_burst = 0;        // credits a connection may bank
  std::size_t frame_bytes = 0;     // largest client frame
};

// `node`: the name of the cluster node that answered (--node-id).
Json welcome_message(const Json& id, std::string_view server_name, const ConnectionLimits& limits,
                     std::string_view node);
Json ok_message(const Json& id);
Json pong_message(const Json& id);
Json error_message(const Json& id, ErrorCode code, std::string_view message);
// For the engine's rejection codes, which are already strings.
Json error_message(const Json& id, std::string_view code, std::string_view message);
Json room_created_message(const Json& id, std::string_view room, std::string_view host_token);
Json joined_message(const Json& id, std::string_view room, std::optional<int> seat, bool host,
                    std::uint64_t version);
Json seat_taken_message(const Json& id, int seat, std::string_view seat_token);
// A chat line. Players and spectators talk in their own channels: a line
// from a seat is in "players", a spectator's in "spectators".
Json chat_message(std::optional<int> seat, std::string_view name, std::string_view text,
                  std::int64_t at_unix_ms);
// To every connection of a person whose seat the host exchanged (or who
// moved to another free seat): their seat is `seat` now, the token unchanged.
Json seat_changed_message(const Json& id, int seat);

std::string snapshot_text(std::uint64_t version, const Json& view);
std::string patch_text(std::uint64_t version, const Json& ops);

// Operations serialized ahead: their JSON texts joined by commas, without the
// brackets ("" for none). A server serializes operations that many patches
// share once, then joins lists into each patch.
std::string ops_text(const Json& ops);
std::string patch_text(std::uint64_t version, std::initializer_list<std::string_view> ops_texts);

}  // namespace kangaroom::protocol
