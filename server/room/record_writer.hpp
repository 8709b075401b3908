#pragma once
// What a room has written of its record (room_write.hpp), and what each
// change adds: the head when it changed, a checkpoint when a round started,
// the new moves and chat lines as events. Whether the head changed is the
// room's declaration (Room::head_changes), not a comparison. What was written is never written
// again, so a change costs the same in a room's first minute as after
// 20,000 moves.
#include <cstdint>
#include <deque>
#include <optional>
#include <string>

#include "server/store/room_write.hpp"

namespace kangaroom::server {

class Room;

class RecordWriter {
 public:
  // What `room` added since the last call (all of it, the first time):
  // nothing when no part of its record changed.
  std::optional<RoomWrite> next(const Room& room);
  // A room restored from `stored`: what the store holds counts as written.
  // A record saved whole (format 1, before the log) is written again as a
  // log on the next call.
  void resume(const Room& room, const StoredRoom& stored, bool saved_whole);

  // Chat lines past the room's history are dropped from the store in
  // groups of this many.
  static constexpr std::size_t chat_drop_group = 32;

  // With KANGAROOM_CHECK_HEAD set (every CTest test), each call also
  // serializes the head and aborts if it changed without the room saying
  // so: the declarations are checked wherever the tests reach.
  static bool checking_heads();

 private:
  [[noreturn]] static void undeclared_head_change(const std::string& code,
                                                  const std::string& before,
                                                  const std::string& after);
  std::string head_text_;
  bool head_written_ = false;
  std::uint64_t head_changes_seen_ = 0;  // Room::head_changes when last read
  std::optional<int> checkpoint_round_;  // none: nothing of the round written yet
  std::size_t moves_mark_ = 0;           // TextLines::end_mark of the moves written
  std::uint64_t chat_written_ = 0;       // of Room::chat_count
  std::deque<std::uint64_t> chat_seqs_;  // the seqs of the chat lines still kept
  std::size_t chat_dropped_ = 0;         // left the history since the last drop
  std::uint64_t next_seq_ = 1;
};

}  // namespace kangaroom::server
