#include "protocol/json_patch.hpp"

#include <algorithm>

namespace kangaroom::protocol {

namespace {

// `path` is reused down the recursion: each level appends its token and
// cuts it off again.
void push_token(std::string& path, std::string_view key) {
  path += '/';
  for (const char c : key) {
    if (c == '~') path += "~0";
    else if (c == '/') path += "~1";
    else path += c;
  }
}

void diff_into(Json& ops, const Json& from, const Json& to, std::string& path) {
  if (from.type() != to.type()) {
    ops.push_back({{"op", "replace"}, {"path", path}, {"value", to}});
    return;
  }
  const std::size_t length = path.size();
  if (from.is_object()) {
    for (auto it = from.begin(); it != from.end(); ++it) {
      push_token(path, it.key());
      if (const auto there = to.find(it.key()); there != to.end()) diff_into(ops, *it, *there, path);
      else ops.push_back({{"op", "remove"}, {"path", path}});
      path.resize(length);
    }
    for (auto it = to.begin(); it != to.end(); ++it) {
      if (from.contains(it.key())) continue;
      push_token(path, it.key());
      ops.push_back({{"op", "add"}, {"path", path}, {"value", *it}});
      path.resize(length);
    }
    return;
  }
  if (from.is_array()) {
    const std::size_t common = std::min(from.size(), to.size());
    for (std::size_t i = 0; i < common; ++i) {
      if (from[i] == to[i]) continue;
      push_token(path, std::to_string(i));
      diff_into(ops, from[i], to[i], path);
      path.resize(length);
    }
    // Removals from the end, so every index stays valid as they apply.
    for (std::size_t i = from.size(); i > common; --i) {
      push_token(path, std::to_string(i - 1));
      ops.push_back({{"op", "remove"}, {"path", path}});
      path.resize(length);
    }
    for (std::size_t i = common; i < to.size(); ++i) {
      push_token(path, "-");
      ops.push_back({{"op", "add"}, {"path", path}, {"value", to[i]}});
      path.resize(length);
    }
    return;
  }
  if (from != to) ops.push_back({{"op", "replace"}, {"path", path}, {"value", to}});
}

}  // namespace

void append_diff(Json& ops, const Json& from, const Json& to, std::string_view prefix) {
  std::string path(prefix);
  diff_into(ops, from, to, path);
}

Json make_patch(const Json& from, const Json& to) {
  Json ops = Json::array();
  append_diff(ops, from, to, "");
  return ops;
}

bool apply_patch(Json& document, const Json& ops, std::string& error) {
  if (!ops.is_array()) {
    error = "a patch must be an array of operations";
    return false;
  }
  if (ops.empty()) return true;
  try {
    // patch() works on a copy, so a failure leaves `document` as it was.
    document = document.patch(ops);
    return true;
  } catch (const Json::exception& failure) {
    error = failure.what();
    return false;
  }
}

}  // namespace kangaroom::protocol
