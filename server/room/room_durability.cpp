// Room: its durable record, written for the store and the replays, and a
// restored room made from one.
#include "server/room/room.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

RoomRecord Room::head_record() const {
  RoomRecord record;
  record.code = code_;
  record.game = factory_.info.id;
  record.options = options_;
  seating_.write(record);
  record.ever_joined = ever_joined_;
  round_.write_head(record);
  record.notifications = notices_.to_json();
  return record;
}

RoomRecord Room::record() const {
  RoomRecord record = head_record();
  round_.write(record);
  record.version = version();
  chat_.write(record);
  return record;
}

namespace {
constexpr std::uint64_t restore_version_gap = 1 << 20;
}  // namespace

bool Room::restore(RoomRecord record, Clock::time_point now, std::string& error) {
  const auto batch = begin_call(now);
  if (record.game != factory_.info.id) {
    error = "saved for another game";
    return false;
  }
  const int seats = static_cast<int>(record.seats.size());
  if (seats < 1 || seats > 64) {
    error = "bad seats";
    return false;
  }
  if (!round_.restore(record, seats, now, error)) return false;
  // Nobody is connected after a restart: the grace period starts again.
  seating_.restore(record, now, unix_ms_now());
  broadcast_.feeds().resize(seats);
  options_ = record.options;
  ever_joined_ = record.ever_joined;
  head_changed();
  chat_.restore(record);
  // Versions go on, far past the saved one: after a crash, clients may hold
  // versions the store never saw (the last fraction of a second), and a
  // patch must never apply to a view that no longer exists. Patch history is
  // not saved, so every client rejoining gets a snapshot.
  last_activity_ = now;
  last_move_unix_ms_ = unix_ms_now();  // until the log says when (restore_last_move)
  broadcast_.restore(record.version + restore_version_gap, round_);
  broadcast_.publish_room(room_section(), now_);
  // What was true before it slept was told then: only what changes from
  // here is news.
  notices_.restore(record.notifications);
  return true;
}

}  // namespace kangaroom::server
