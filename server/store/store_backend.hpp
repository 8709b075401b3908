#pragma once
// Where a RoomStore keeps rooms: SQLite in a data directory (one server) or
// PostgreSQL (shared by the nodes of a cluster). The store queues changes
// and groups them on its own thread; a backend reads what is stored and
// writes one batch as one transaction. Backends know nothing of rooms'
// rules, only the rows of room_write.hpp.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "server/store/room_write.hpp"

namespace kangaroom::server {

struct StoredReplay {
  std::string code;
  int round = 0;
  std::string record;  // JSON text (ReplayArchive)
  std::int64_t finished_at_unix_ms = 0;
};

struct StoreOptions {
  // SQLite's synchronous=FULL: a commit is on the disk itself (an fsync
  // each) before a room answers, so a power cut loses nothing
  // acknowledged. NORMAL (the default) survives any crash of the server
  // process but a power cut may lose the last commits.
  bool full_sync = false;
};

// One queued operation, written in the order it was queued.
struct StoreOp {
  enum class Kind { write, erase, quarantine, replay, erase_replays } kind = Kind::write;
  RoomWrite write;
  std::function<void()> committed;
  // Refused: the room's lease was taken over by another node (RoomWrite::epoch).
  std::function<void()> lost;
  bool fenced = false;  // set by the backend when it refused the write for that reason
  std::string code;
  std::string record;
  std::string error;
  StoredReplay replay;
  std::int64_t before_unix_ms = 0;
};

class StoreBackend {
 public:
  virtual ~StoreBackend() = default;
  // Reads, at start (before the writer runs) or from tests.
  virtual std::vector<StoredRoom> load_all() = 0;
  // One room (a cluster's node loads a room when it claims it). Nullopt
  // when there is no such room or it cannot be read now.
  virtual std::optional<StoredRoom> load_room(const std::string& code) {
    for (auto& room : load_all())
      if (room.code == code) return std::move(room);
    return std::nullopt;
  }
  // The rooms that were in memory when the server last stopped (not asleep:
  // a restart brings back these; the others wake when asked for).
  virtual std::vector<StoredRoom> load_awake() = 0;
  // Up to `limit` rooms to wake now: asleep with a wake time at or before
  // `now_unix_ms` (RoomWrite::wake_at_unix_ms), and in a cluster, rooms
  // held awake by a node whose lease ran out (it died).
  virtual std::vector<std::string> due_rooms(std::int64_t now_unix_ms, std::size_t limit) = 0;
  // The heads and summaries of `codes` (those that exist), read without
  // loading the rooms.
  virtual std::vector<StoredSummary> summaries(const std::vector<std::string>& codes) = 0;
  // How many stored rooms (held by any node or asleep, not yet erased) were
  // created by `creator` (RoomWrite::creator); nullopt if the store cannot
  // say now.
  virtual std::optional<std::size_t> rooms_created_by(const std::string& creator) = 0;
  virtual std::vector<StoredReplay> load_replays() = 0;
  // The finished games of one room (a cluster's node reads those another
  // node finished).
  virtual std::vector<StoredReplay> load_replays_of(const std::string& code) {
    std::vector<StoredReplay> found;
    for (auto& replay : load_replays())
      if (replay.code == code) found.push_back(std::move(replay));
    return found;
  }
  virtual std::vector<std::pair<std::string, std::string>> quarantined() = 0;
  // All of the batch in one transaction, or nothing (false; the store tries
  // it again). Only the store's writer thread calls it. `rows` and `bytes`
  // say what was written, for the metrics. A write of a leased room whose
  // lease moved on is left out and marked `fenced`; the rest is written.
  virtual bool write_batch(std::vector<StoreOp>& batch, std::uint64_t& rows,
                           std::uint64_t& bytes) = 0;
  // For the log: a file's path, or a database's address without password.
  virtual std::string where() const = 0;
};

}  // namespace kangaroom::server
