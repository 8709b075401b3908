#pragma once
// RFC 6902 JSON Patch, both ways: the server diffs the view an audience was
// last sent against the new one; clients (tests, bots) apply the operations.
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace kangaroom::protocol {

using Json = nlohmann::json;

// Operations that turn `from` into `to` (an empty array if they are equal).
Json make_patch(const Json& from, const Json& to);

// The same operations, appended to `ops`, with every path starting with
// `prefix` (a JSON Pointer such as "/game"). The server's per-move diff:
// equal parts cost one comparison and no allocation.
void append_diff(Json& ops, const Json& from, const Json& to, std::string_view prefix);

// The same operations as text, in ops_text's form (each operation's JSON,
// separated by commas; a comma first if `out` is not empty), appended to
// `out`. No operation objects are built: the server's per-move path.
void append_diff_text(std::string& out, const Json& from, const Json& to, std::string_view prefix);

// Applies `ops` to `document` in place. On a malformed or inapplicable patch
// returns false, sets `error` and leaves `document` unchanged.
bool apply_patch(Json& document, const Json& ops, std::string& error);

}  // namespace kangaroom::protocol
