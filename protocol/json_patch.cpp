#include "protocol/json_patch.hpp"

#include <algorithm>

#include "core/json_pointer.hpp"
#include "protocol/json_text.hpp"

namespace kangaroom::protocol {

namespace {

using engine::append_pointer_token;  // RFC 6901 escaping, shared with views' parts

// The diff, walked once for both forms of its operations: `emit(op, path,
// value)` receives each (value null for "remove"). `path` is reused down the
// recursion: each level appends its token and cuts it off again.
template <typename Emit>
void diff_into(const Json& from, const Json& to, std::string& path, Emit& emit) {
  if (from.type() != to.type()) {
    emit("replace", path, &to);
    return;
  }
  const std::size_t length = path.size();
  if (from.is_object()) {
    for (auto it = from.begin(); it != from.end(); ++it) {
      append_pointer_token(path, it.key());
      if (const auto there = to.find(it.key()); there != to.end())
        diff_into(*it, *there, path, emit);
      else
        emit("remove", path, nullptr);
      path.resize(length);
    }
    for (auto it = to.begin(); it != to.end(); ++it) {
      if (from.contains(it.key())) continue;
      append_pointer_token(path, it.key());
      emit("add", path, &*it);
      path.resize(length);
    }
    return;
  }
  if (from.is_array()) {
    const std::size_t common = std::min(from.size(), to.size());
    for (std::size_t i = 0; i < common; ++i) {
      if (from[i] == to[i]) continue;
      append_pointer_token(path, std::to_string(i));
      diff_into(from[i], to[i], path, emit);
      path.resize(length);
    }
    // Removals from the end, so every index stays valid as they apply.
    for (std::size_t i = from.size(); i > common; --i) {
      append_pointer_token(path, std::to_string(i - 1));
      emit("remove", path, nullptr);
      path.resize(length);
    }
    for (std::size_t i = common; i < to.size(); ++i) {
      append_pointer_token(path, "-");
      emit("add", path, &to[i]);
      path.resize(length);
    }
    return;
  }
  if (from != to) emit("replace", path, &to);
}

// A path as a JSON string. Paths are made of the view's own keys, nearly
// always plain ASCII, written as they are; anything else goes through the
// serializer, escaped as it would escape it.
void append_path(std::string& out, const std::string& path) {
  const bool plain = std::all_of(path.begin(), path.end(), [](char c) {
    return c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
  });
  if (!plain) {
    append_json(out, Json(path));
    return;
  }
  out += '"';
  out += path;
  out += '"';
}

}  // namespace

void append_diff(Json& ops, const Json& from, const Json& to, std::string_view prefix) {
  std::string path(prefix);
  auto emit = [&](const char* op, const std::string& at, const Json* value) {
    if (value)
      ops.push_back({{"op", op}, {"path", at}, {"value", *value}});
    else
      ops.push_back({{"op", op}, {"path", at}});
  };
  diff_into(from, to, path, emit);
}

void append_diff_text(std::string& out, const Json& from, const Json& to, std::string_view prefix) {
  std::string path(prefix);
  // Keys in the order a JSON object of the operation would write them.
  auto emit = [&](const char* op, const std::string& at, const Json* value) {
    if (!out.empty()) out += ',';
    out += R"({"op":")";
    out += op;
    out += R"(","path":)";
    append_path(out, at);
    if (value) {
      out += R"(,"value":)";
      append_json(out, *value);
    }
    out += '}';
  };
  diff_into(from, to, path, emit);
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
