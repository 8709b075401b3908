#pragma once
// JSON text. Reading it from a client, with a limit on how deeply it may
// nest, checked on the raw text before parsing: a document of thousands of
// nested arrays is a few kilobytes, and copying or comparing such a tree
// recurses once per level. Every parse of client input (WebSocket frames,
// HTTP bodies) goes through parse_client_json. And writing it, straight
// onto the end of a string.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace kangaroom::protocol {

// Deep enough for every message and room option; anything deeper is refused.
inline constexpr int max_json_depth = 32;

// True if no array or object in `text` is nested deeper than `limit`. Does
// not validate the JSON otherwise (the parser does).
bool json_depth_within(std::string_view text, int limit = max_json_depth);

// The parsed document, or nullopt with the reason in `why` (not JSON, or
// nested too deeply). Never throws.
std::optional<nlohmann::json> parse_client_json(std::string_view text, std::string& why);

// Appends `value` to `out` as serialize() writes it (compact; invalid UTF-8
// replaced), without building a string of its own first.
void append_json(std::string& out, const nlohmann::json& value);

}  // namespace kangaroom::protocol
