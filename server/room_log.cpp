#include "server/room_log.hpp"

#include <zlib.h>

#include <algorithm>
#include <stdexcept>
#include <string_view>

#include "core/options.hpp"
#include "protocol/server_message.hpp"

namespace kangaroom::server {

namespace {

std::string deflate_text(std::string_view text) {
  uLongf size = compressBound(static_cast<uLong>(text.size()));
  std::string out(size, '\0');
  if (compress(reinterpret_cast<Bytef*>(out.data()), &size, reinterpret_cast<const Bytef*>(text.data()),
               static_cast<uLong>(text.size())) != Z_OK)
    throw std::runtime_error("zlib could not deflate the log");
  out.resize(size);
  out.shrink_to_fit();
  return out;
}

std::string inflate_text(const std::string& deflated, std::size_t size) {
  std::string out(size, '\0');
  uLongf got = static_cast<uLongf>(size);
  if (uncompress(reinterpret_cast<Bytef*>(out.data()), &got, reinterpret_cast<const Bytef*>(deflated.data()),
                 static_cast<uLong>(deflated.size())) != Z_OK ||
      got != size)
    throw std::runtime_error("the packed log does not inflate");
  return out;
}

}  // namespace

void RoomLog::pack() {
  if (packed() || entries_.empty() || reset_ || published_ != entries_.size()) return;
  std::string lines;
  for (const auto& entry : entries_) {
    if (entry.is_public) {
      lines += '*';
    } else {
      for (std::size_t i = 0; i < entry.readers.size(); ++i) {
        if (i) lines += ',';
        lines += std::to_string(entry.readers[i]);
      }
    }
    lines += ' ';
    lines += entry.text;  // serialized JSON holds no raw newline
    lines += '\n';
  }
  deflated_ = deflate_text(lines);
  packed_size_ = lines.size();
  packed_count_ = entries_.size();
  std::vector<Entry>().swap(entries_);
}

template <typename Visit>
void RoomLog::for_each_entry(Visit&& visit) const {
  if (!packed()) {
    for (const auto& entry : entries_) visit(entry);
    return;
  }
  const std::string lines = inflate_text(deflated_, packed_size_);
  std::size_t at = 0;
  while (at < lines.size()) {
    const std::size_t space = lines.find(' ', at);
    const std::size_t end = lines.find('\n', space);
    Entry entry;
    const std::string_view readers(lines.data() + at, space - at);
    entry.is_public = readers == "*";
    if (!entry.is_public) {
      std::size_t from = 0;
      while (from < readers.size()) {
        std::size_t comma = readers.find(',', from);
        if (comma == std::string_view::npos) comma = readers.size();
        entry.readers.push_back(std::stoi(std::string(readers.substr(from, comma - from))));
        from = comma + 1;
      }
    }
    entry.text.assign(lines, space + 1, end - space - 1);
    visit(entry);
    at = end + 1;
  }
}

void RoomLog::unpack() {
  if (!packed()) return;
  std::vector<Entry> entries;
  entries.reserve(packed_count_);
  for_each_entry([&](const Entry& entry) { entries.push_back(entry); });
  deflated_.clear();
  deflated_.shrink_to_fit();
  packed_size_ = 0;
  packed_count_ = 0;
  entries_ = std::move(entries);
}

void RoomLog::clear() {
  entries_.clear();
  entries_.shrink_to_fit();
  deflated_.clear();
  deflated_.shrink_to_fit();
  packed_size_ = 0;
  packed_count_ = 0;
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
  unpack();
  Entry entry = make_entry(Json{{"seq", next_seq_++}, {"event", event}});
  if (!entry.is_public) has_private_ = true;
  entries_.push_back(std::move(entry));
}

Json RoomLog::for_audience(int audience) const {
  Json visible = Json::array();
  for_each_entry([&](const Entry& entry) {
    if (entry.visible_to(audience)) visible.push_back(Json::parse(entry.text));
  });
  return visible;
}

std::string RoomLog::unpublished_ops(int audience) const {
  std::string ops;
  if (packed()) return ops;  // only a published log is packed
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
  published_ = size();
  reset_ = false;
}

Json RoomLog::to_json() const {
  Json all = Json::array();
  for_each_entry([&](const Entry& entry) { all.push_back(Json::parse(entry.text)); });
  return all;
}

void RoomLog::restore(const Json& entries, bool has_private, std::uint64_t next_seq) {
  std::vector<Entry> restored;
  for (const auto& entry : entries.get_ref<const Json::array_t&>()) restored.push_back(make_entry(entry));
  clear();
  entries_ = std::move(restored);
  has_private_ = has_private;
  next_seq_ = next_seq;
  mark_published();
}

}  // namespace kangaroom::server
