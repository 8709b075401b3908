#include "server/room/room_log.hpp"

#include <charconv>

#include "core/options.hpp"
#include "protocol/json_text.hpp"
#include "protocol/server_message.hpp"

namespace kangaroom::server {

void RoomLog::clear() {
  lines_.clear();
  next_seq_ = 1;
  has_private_ = false;
  published_mark_ = 0;
  reset_ = true;
}

namespace {
// A line's readers: "*" for everyone, else the audiences the event's
// "visible_to" lists, joined by commas. The same reading as
// engine::event_visible_to: an event object with "visible_to" is read by
// the integers it lists (none if not a list).
std::string readers_of(const Json& event, bool& is_private) {
  if (!event.is_object()) return "*";
  const auto seats = event.find("visible_to");
  if (seats == event.end()) return "*";
  is_private = true;
  std::string readers;
  if (seats->is_array())
    for (const auto& seat : *seats)
      if (engine::is_signed_integer(seat)) {
        if (!readers.empty()) readers += ',';
        readers += std::to_string(seat.get<int>());
      }
  return readers;
}
}  // namespace

void RoomLog::append_entry(const Json& entry) {
  std::string line = readers_of(entry.at("event"), has_private_);
  line += ' ';
  line += protocol::serialize(entry);
  lines_.push_back(line);
}

void RoomLog::append(const Json& event, std::string_view by) {
  // The entry {"by":...,"event":...,"seq":N} written as text around the
  // event's own (keys in the order a JSON object writes them): no copy of
  // the event.
  std::string line = readers_of(event, has_private_);
  line += " {";
  if (!by.empty()) {
    line += R"("by":)";
    protocol::append_json(line, Json(by));
    line += ',';
  }
  line += R"("event":)";
  protocol::append_json(line, event);
  line += R"(,"seq":)";
  line += std::to_string(next_seq_++);
  line += '}';
  lines_.push_back(line);
}

bool RoomLog::visible_to(std::string_view line, int audience) {
  const std::string_view readers = line.substr(0, line.find(' '));
  if (readers == "*") return true;
  const char* at = readers.data();
  const char* const end = readers.data() + readers.size();
  while (at < end) {
    int seat = 0;
    const auto parsed = std::from_chars(at, end, seat);
    if (seat == audience) return true;
    at = parsed.ptr + 1;  // past the comma
  }
  return false;
}

std::string_view RoomLog::entry_text(std::string_view line) {
  return line.substr(line.find(' ') + 1);
}

Json RoomLog::for_audience(int audience) const {
  Json visible = Json::array();
  lines_.for_each([&](std::string_view line) {
    if (visible_to(line, audience)) visible.push_back(Json::parse(entry_text(line)));
  });
  return visible;
}

std::string RoomLog::unpublished_ops(int audience) const {
  std::string ops;
  if (reset_) {
    ops = R"({"op":"replace","path":"/log","value":[)";
    bool first = true;
    lines_.for_each([&](std::string_view line) {
      if (!visible_to(line, audience)) return;
      if (!first) ops += ',';
      ops += entry_text(line);
      first = false;
    });
    ops += "]}";
    return ops;
  }
  lines_.for_each_from(published_mark_, [&](std::string_view line) {
    if (!visible_to(line, audience)) return;
    if (!ops.empty()) ops += ',';
    ops += R"({"op":"add","path":"/log/-","value":)";
    ops += entry_text(line);
    ops += '}';
  });
  return ops;
}

void RoomLog::mark_published() {
  published_mark_ = lines_.end_mark();
  reset_ = false;
}

Json RoomLog::to_json() const {
  Json all = Json::array();
  lines_.for_each([&](std::string_view line) { all.push_back(Json::parse(entry_text(line))); });
  return all;
}

void RoomLog::restore(const Json& entries, bool has_private, std::uint64_t next_seq) {
  RoomLog restored;
  for (const auto& entry : entries.get_ref<const Json::array_t&>()) restored.append_entry(entry);
  *this = std::move(restored);
  has_private_ = has_private;
  next_seq_ = next_seq;
  mark_published();
}

void RoomLog::pack() {
  if (reset_ || published_mark_ != lines_.end_mark()) return;
  lines_.pack();
}

}  // namespace kangaroom::server
