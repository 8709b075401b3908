#pragma once
// Rooms on disk, so that a restart, an update or a crash costs players a
// reconnect and nothing else. One SQLite database (WAL mode) under the data
// directory; one row per room holding what the room needs to come back
// (Room::durable_state). Writes are queued and made by a thread of the
// store's own, in batches (one transaction per batch), so a slow disk never
// holds up a room or an I/O thread.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "server/store/directory_lock.hpp"

struct sqlite3;

namespace kangaroom::server {

struct StoredRoom {
  std::string code;
  std::string state;  // JSON text
  std::int64_t saved_at_unix_ms = 0;
};

struct StoredReplay {
  std::string code;
  int round = 0;
  std::string record;  // JSON text (ReplayArchive)
  std::int64_t finished_at_unix_ms = 0;
};

class RoomStore {
 public:
  // Opens (creating if needed) `directory`/kangaroom.sqlite3 and brings its
  // schema up to date. Null with `error` on failure, and when another
  // process uses the directory (see DirectoryLock).
  // `written`, if given, counts rows written; `failed`, batches that could
  // not be committed (for /metrics).
  static std::unique_ptr<RoomStore> open(const std::string& directory, std::string& error,
                                         std::atomic<std::uint64_t>* written = nullptr,
                                         std::atomic<std::uint64_t>* failed = nullptr);
  ~RoomStore();  // writes what is queued, then closes
  RoomStore(const RoomStore&) = delete;
  RoomStore& operator=(const RoomStore&) = delete;

  // Every stored room (at start, before serving).
  std::vector<StoredRoom> load_all();

  // Thread-safe and quick: queue a write. A room saved twice before the
  // writer gets to it is written once, with the later state.
  void save(const std::string& code, std::string state);
  void erase(const std::string& code);
  // Finished games (ReplayArchive), queued like rooms.
  void save_replay(StoredReplay replay);
  void erase_replays_before(std::int64_t unix_ms);
  std::vector<StoredReplay> load_replays();
  // Blocks until everything queued so far is on disk (true), or the store
  // fails to write it (false).
  bool flush();
  // The last batch could not be written (disk full, I/O error, read-only):
  // rooms refuse changes until a batch is written again. It is retried
  // every retry_delay. Read from any thread.
  const std::atomic<bool>& failing() const { return failing_; }
  static constexpr std::chrono::milliseconds retry_delay{500};

  // Rows written (saves and erases) since start, for /metrics and tests.
  std::uint64_t writes() const;
  std::string path() const { return path_; }

  static constexpr int schema_version = 2;

 private:
  RoomStore(std::unique_ptr<DirectoryLock> lock, sqlite3* db, std::string path,
            std::atomic<std::uint64_t>* written, std::atomic<std::uint64_t>* failed);
  void write_loop();
  struct Batch {
    std::unordered_map<std::string, std::optional<std::string>> rooms;
    std::vector<StoredReplay> replays;
    std::optional<std::int64_t> erase_replays_before;
    bool empty() const { return rooms.empty() && replays.empty() && !erase_replays_before; }
    std::size_t rows() const { return rooms.size() + replays.size(); }
  };
  // One transaction: all of the batch, or nothing (false).
  bool write_batch(const Batch& batch);
  // A batch that was not written goes back under what was queued since.
  void requeue(Batch batch);

  std::unique_ptr<DirectoryLock> lock_;  // released last: after the database is closed
  sqlite3* db_;
  std::string path_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable written_;
  // Rooms: code -> the state to write, or nothing to delete the row.
  Batch queued_;
  std::uint64_t queued_count_ = 0;   // saves and erases queued since start
  std::uint64_t written_count_ = 0;  // of those, how many are on disk (flush waits on it)
  bool stopping_ = false;
  std::uint64_t writes_ = 0;
  std::atomic<std::uint64_t>* written_counter_;
  std::atomic<std::uint64_t>* failed_counter_;
  std::atomic<bool> failing_{false};
  std::thread writer_;
};

}  // namespace kangaroom::server
