#pragma once
// A room's chat as it keeps it: the recent lines (each a serialized chat
// message), replayed to whoever joins and saved with the room, and how many
// lines were ever said (RecordWriter appends the ones it has not written).
#include <cstddef>
#include <cstdint>
#include <deque>

#include "server/room/room_member.hpp"
#include "server/room/room_record.hpp"

namespace kangaroom::server {

class ChatLines {
 public:
  explicit ChatLines(std::size_t kept) : kept_(kept) {}

  void add(SharedText line) {
    lines_.push_back(std::move(line));
    ++count_;
    trim();
  }
  const std::deque<SharedText>& recent() const { return lines_; }
  std::uint64_t count() const { return count_; }
  void write(RoomRecord& record) const {
    for (const auto& line : lines_) record.chat.push_back(*line);
  }
  void restore(RoomRecord& record) {
    lines_.clear();
    for (auto& line : record.chat) lines_.push_back(share(std::move(line)));
    trim();
    count_ = lines_.size();
  }

 private:
  void trim() {
    while (lines_.size() > kept_) lines_.pop_front();
  }

  std::size_t kept_;
  std::deque<SharedText> lines_;
  std::uint64_t count_ = 0;
};

}  // namespace kangaroom::server
