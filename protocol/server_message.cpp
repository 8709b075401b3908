#include "protocol/server_message.hpp"

#include "protocol/json_text.hpp"

namespace kangaroom::protocol {

namespace {
Json with_id(Json message, const Json& id) {
  if (!id.is_null()) message["id"] = id;
  return message;
}
}  // namespace

std::string serialize(const Json& value) {
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

Json welcome_message(const Json& id, std::string_view server_name, const ConnectionLimits& limits,
                     std::string_view node) {
  const Json announced = {{"messages_per_second", limits.messages_per_second},
                          {"message_burst", limits.message_burst},
                          {"frame_bytes", limits.frame_bytes}};
  return with_id({{"type", "welcome"},
                  {"protocol", 1},
                  {"server", server_name},
                  {"node", node},
                  {"limits", announced}},
                 id);
}

Json ok_message(const Json& id) { return with_id({{"type", "ok"}}, id); }

Json pong_message(const Json& id) { return with_id({{"type", "pong"}}, id); }

Json error_message(const Json& id, ErrorCode code, std::string_view message) {
  return error_message(id, to_string(code), message);
}

Json error_message(const Json& id, std::string_view code, std::string_view message) {
  return with_id({{"type", "error"}, {"code", code}, {"message", message}}, id);
}

Json room_created_message(const Json& id, std::string_view room, std::string_view host_token) {
  return with_id({{"type", "room_created"},
                  {"room", room},
                  {"link", "/r/" + std::string(room)},
                  {"host_token", host_token}},
                 id);
}

Json joined_message(const Json& id, std::string_view room, std::optional<int> seat, bool host,
                    std::uint64_t version) {
  Json message = {
      {"type", "joined"}, {"room", room}, {"seat", nullptr}, {"host", host}, {"version", version}};
  if (seat) message["seat"] = *seat;
  return with_id(std::move(message), id);
}

Json seat_taken_message(const Json& id, int seat, std::string_view seat_token) {
  return with_id({{"type", "seat_taken"}, {"seat", seat}, {"seat_token", seat_token}}, id);
}

Json chat_message(std::optional<int> seat, std::string_view name, std::string_view text,
                  std::int64_t at_unix_ms) {
  Json message = {{"type", "chat"},   {"seat", nullptr},
                  {"name", name},     {"text", text},
                  {"at", at_unix_ms}, {"channel", seat ? "players" : "spectators"}};
  if (seat) message["seat"] = *seat;
  return message;
}

Json seat_changed_message(const Json& id, int seat) {
  return with_id({{"type", "seat_changed"}, {"seat", seat}}, id);
}

std::string snapshot_text(std::uint64_t version, const Json& view) {
  std::string out = R"({"type":"snapshot","version":)";
  out += std::to_string(version);
  out += R"(,"view":)";
  append_json(out, view);
  out += '}';
  return out;
}

std::string patch_text(std::uint64_t version, const Json& ops) {
  return patch_text(version, {ops_text(ops)});
}

std::string ops_text(const Json& ops) {
  std::string out;
  for (const auto& op : ops) {
    if (!out.empty()) out += ',';
    append_json(out, op);
  }
  return out;
}

std::string patch_text(std::uint64_t version, std::initializer_list<std::string_view> ops_texts) {
  constexpr std::string_view head = R"({"type":"patch","version":)", ops = R"(,"ops":[)",
                             tail = "]}";
  const std::string number = std::to_string(version);
  // Sized exactly: a patch may be kept for replay, and growing it by appends
  // would leave up to half of it unused.
  std::size_t size = head.size() + number.size() + ops.size() + tail.size();
  for (const std::string_view text : ops_texts) size += text.size() + 1;
  std::string out;
  out.reserve(size);
  out += head;
  out += number;
  out += ops;
  bool first = true;
  for (const std::string_view text : ops_texts) {
    if (text.empty()) continue;
    if (!first) out += ',';
    out += text;
    first = false;
  }
  out += tail;
  return out;
}

}  // namespace kangaroom::protocol
