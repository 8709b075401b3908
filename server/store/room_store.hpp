#pragma once
// Rooms kept durably, so that a restart, an update or a crash costs players
// a reconnect and nothing else: each room's log (room_write.hpp), its head,
// checkpoint and appended events, in a backend (store_backend.hpp): one
// SQLite database (WAL mode) under the data directory, or PostgreSQL. A room
// hands each change over (write) and holds its answers until the store says
// the change is committed: nothing is acknowledged that a crash would lose.
// Writes are made by a thread of the store's own; everything that arrived
// while it committed goes into the next transaction (grouped commits), so a
// commit's cost is shared by every room that moved meanwhile.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "server/store/pg_backend.hpp"
#include "server/store/room_write.hpp"
#include "server/store/store_backend.hpp"

namespace kangaroom::server {

// Counters the store keeps for /metrics (any may be null).
struct StoreCounters {
  std::atomic<std::uint64_t>* rows_written = nullptr;
  std::atomic<std::uint64_t>* commits_failed = nullptr;
  std::atomic<std::uint64_t>* bytes_written = nullptr;  // of room writes
  std::atomic<std::uint64_t>* commits = nullptr;
};

class RoomStore {
 public:
  // Opens (creating if needed) `directory`/kangaroom.sqlite3, checks it
  // (PRAGMA quick_check) and brings its schema up to date, keeping a copy of
  // the file as it was before a migration. Null with `error` on failure: a
  // damaged file (the error says how to --recover), and another process
  // using the directory (see DirectoryLock).
  static std::unique_ptr<RoomStore> open(const std::string& directory, std::string& error,
                                         StoreCounters counters = {}, StoreOptions options = {});
  // Connects to the PostgreSQL database at `url` (a libpq connection string
  // or postgresql:// URI) and brings its schema up to date. Null with
  // `error` when it cannot.
  static std::unique_ptr<RoomStore> connect(const std::string& url, std::string& error,
                                            StoreCounters counters = {}, PgOptions options = {});
  // A store on `backend` (tests may bring their own).
  RoomStore(std::unique_ptr<StoreBackend> backend, StoreCounters counters);
  // Copies every row that can still be read from a damaged database into a
  // fresh one, which takes its place; the damaged file is kept beside it
  // (kangaroom.sqlite3.damaged-<time>). `report` says what was copied.
  static bool recover(const std::string& directory, std::string& report);
  // A consistent copy of the database to `target` (VACUUM INTO), taken while
  // a server may be running on the directory.
  static bool backup(const std::string& directory, const std::string& target, std::string& error);

  ~RoomStore();  // writes what is queued, then closes
  RoomStore(const RoomStore&) = delete;
  RoomStore& operator=(const RoomStore&) = delete;

  // Every stored room (at start, before serving).
  std::vector<StoredRoom> load_all();
  // Rooms in memory when the server stopped, rooms due to wake, and what
  // POST /api/seats reads (see StoreBackend). Read now, on the caller's
  // thread.
  std::vector<StoredRoom> load_awake();
  std::vector<std::string> due_rooms(std::int64_t now_unix_ms, std::size_t limit);
  std::vector<StoredSummary> summaries(const std::vector<std::string>& codes);
  // Read now (see StoreBackend::rooms_created_by).
  std::optional<std::size_t> rooms_created_by(const std::string& creator);
  // One stored room, read now (see StoreBackend::load_room).
  std::optional<StoredRoom> load_room(const std::string& code);

  // Thread-safe and quick: queue a room's change. `lost` runs on the store's
  // thread instead of `committed` when the room's lease (RoomWrite::epoch)
  // was taken over by another node: nothing of it was written. `committed` runs on the
  // store's thread once it is on disk (never if the server stops before).
  // Changes are written in the order they were queued.
  void write(RoomWrite change, std::function<void()> committed = {},
             std::function<void()> lost = {});
  void erase(const std::string& code);
  // A room that cannot be restored: its rows move to the quarantine table
  // with `error` and `record` (what was read), for a person to look at.
  void quarantine(const std::string& code, std::string record, std::string error);
  // Finished games (ReplayArchive), queued like rooms.
  void save_replay(StoredReplay replay);
  void erase_replays_before(std::int64_t unix_ms);
  std::vector<StoredReplay> load_replays();
  std::vector<StoredReplay> load_replays_of(const std::string& code);
  // Rooms in quarantine, as (code, error), for tests and the log.
  std::vector<std::pair<std::string, std::string>> quarantined();
  // Blocks until everything queued so far is on disk (true), or the store
  // fails to write it (false).
  bool flush();
  // The last batch could not be written (disk full, I/O error, read-only):
  // rooms refuse changes until a batch is written again. It is retried
  // every retry_delay. Read from any thread.
  const std::atomic<bool>& failing() const { return failing_; }
  static constexpr std::chrono::milliseconds retry_delay{500};

  // Rows written since start, for /metrics and tests.
  std::uint64_t writes() const;
  // Where the rooms are, for the log.
  std::string where() const { return backend_->where(); }

 private:
  void queue(StoreOp op);
  void write_loop();

  std::unique_ptr<StoreBackend> backend_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable written_;
  std::vector<StoreOp> queued_;
  std::uint64_t queued_count_ = 0;   // operations queued since start
  std::uint64_t written_count_ = 0;  // of those, how many are on disk (flush waits on it)
  bool stopping_ = false;
  std::uint64_t writes_ = 0;
  StoreCounters counters_;
  std::atomic<bool> failing_{false};
  std::thread writer_;
};

}  // namespace kangaroom::server
