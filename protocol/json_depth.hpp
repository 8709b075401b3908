#pragma once
// A limit on how deeply JSON text may nest, checked on the raw text before
// it is parsed: a document of thousands of nested arrays is a few kilobytes,
// and copying or comparing such a tree recurses once per level.
#include <string_view>

namespace kangaroom::protocol {

// Deep enough for every message and room option; anything deeper is refused.
inline constexpr int max_json_depth = 32;
inline constexpr const char* json_too_deep = "JSON nested deeper than 32 levels";

// True if no array or object in `text` is nested deeper than `limit`. Does
// not validate the JSON otherwise (the parser does).
bool json_depth_within(std::string_view text, int limit = max_json_depth);

}  // namespace kangaroom::protocol
