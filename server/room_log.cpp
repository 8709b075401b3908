#include "server/room_log.hpp"

#include <algorithm>

#include "core/options.hpp"
#include "protocol/server_message.hpp"

namespace kangaroom::server {

void RoomLog::clear() {
  entries_.clear();
  entries_.shrink_to_fit();
  next_seq_ = 1;
  has_private_ = false;
  published_ = 0;
  reset_ = true;
}

RoomLog::Entry RoomLog::make_entry(const Json& entry) {
  Entry made;
  made.text = protocol::serialize(entry);
  // The same reading as engine::event_visible_to: an event object with
  // "visible_to" is read by the integers it lists (none if not a list).
  const Json& event = entry.at("event");
  if (event.is_object()) {
    if (const auto seats = event.find("visible_to"); seats != event.end()) {
      made.is_public = false;
      if (seats->is_array())
        for (const auto& seat : *seats)
          if (engine::is_signed_integer(seat)) made.readers.push_back(seat.get<int>());
    }
  }
  return made;
}

bool RoomLog::Entry::visible_to(int audience) const {
  return is_public || std::find(readers.begin(), readers.end(), audience) != readers.end();
}

void RoomLog::append(const Json& event) {
  Entry entry = make_entry(Json{{"seq", next_seq_++}, {"event", event}});
  if (!entry.is_public) has_private_ = true;
  entries_.push_back(std::move(entry));
}

Json RoomLog::for_audience(int audience) const {
  Json visible = Json::array();
  for (const auto& entry : entries_)
    if (entry.visible_to(audience)) visible.push_back(Json::parse(entry.text));
  return visible;
}

std::string RoomLog::unpublished_ops(int audience) const {
  std::string ops;
  if (reset_) {
    ops = R"({"op":"replace","path":"/log","value":[)";
    bool first = true;
    for (const auto& entry : entries_) {
      if (!entry.visible_to(audience)) continue;
      if (!first) ops += ',';
      ops += entry.text;
      first = false;
    }
    ops += "]}";
    return ops;
  }
  for (std::size_t i = published_; i < entries_.size(); ++i) {
    if (!entries_[i].visible_to(audience)) continue;
    if (!ops.empty()) ops += ',';
    ops += R"({"op":"add","path":"/log/-","value":)";
    ops += entries_[i].text;
    ops += '}';
  }
  return ops;
}

void RoomLog::mark_published() {
  published_ = entries_.size();
  reset_ = false;
}

Json RoomLog::to_json() const {
  Json all = Json::array();
  for (const auto& entry : entries_) all.push_back(Json::parse(entry.text));
  return all;
}

void RoomLog::restore(const Json& entries, bool has_private, std::uint64_t next_seq) {
  std::vector<Entry> restored;
  for (const auto& entry : entries.get_ref<const Json::array_t&>()) restored.push_back(make_entry(entry));
  entries_ = std::move(restored);
  has_private_ = has_private;
  next_seq_ = next_seq;
  mark_published();
}

}  // namespace kangaroom::server
