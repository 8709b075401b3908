#include "server/store/room_store.hpp"

#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "server/util/unix_time.hpp"

namespace kangaroom::server {

namespace {

bool execute(sqlite3* db, const char* sql, std::string& error) {
  char* message = nullptr;
  if (sqlite3_exec(db, sql, nullptr, nullptr, &message) == SQLITE_OK) return true;
  error = message ? message : sqlite3_errmsg(db);
  sqlite3_free(message);
  return false;
}

int user_version(sqlite3* db) {
  sqlite3_stmt* statement = nullptr;
  int version = 0;
  if (sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &statement, nullptr) == SQLITE_OK &&
      sqlite3_step(statement) == SQLITE_ROW)
    version = sqlite3_column_int(statement, 0);
  sqlite3_finalize(statement);
  return version;
}

// Migrations, in order: migrations[i] brings the schema from version i to
// i + 1. A later change appends one; PRAGMA user_version says where a
// database stands.
constexpr const char* migrations[] = {
    "CREATE TABLE rooms ("
    "  code TEXT PRIMARY KEY,"
    "  state TEXT NOT NULL,"  // Room::durable_state as JSON
    "  saved_at_unix_ms INTEGER NOT NULL"
    ") WITHOUT ROWID;",
    "CREATE TABLE replays ("
    "  code TEXT NOT NULL,"
    "  round INTEGER NOT NULL,"
    "  record TEXT NOT NULL,"  // ReplayArchive's record as JSON
    "  finished_at_unix_ms INTEGER NOT NULL,"
    "  PRIMARY KEY (code, round)"
    ") WITHOUT ROWID;"
    "CREATE INDEX replays_by_age ON replays (finished_at_unix_ms);",
};
static_assert(std::size(migrations) == RoomStore::schema_version);

bool migrate(sqlite3* db, std::string& error) {
  const int found = user_version(db);
  if (found > RoomStore::schema_version) {
    error = "the database has schema version " + std::to_string(found) +
            ", newer than this server's " + std::to_string(RoomStore::schema_version) +
            " (was it written by a later kangaroom?)";
    return false;
  }
  for (int version = found; version < RoomStore::schema_version; ++version) {
    const std::string step = std::string("BEGIN;") + migrations[version] +
                             "PRAGMA user_version = " + std::to_string(version + 1) + ";COMMIT;";
    if (!execute(db, step.c_str(), error)) {
      std::string ignored;
      execute(db, "ROLLBACK", ignored);
      return false;
    }
    spdlog::info("store: schema migrated to version {}", version + 1);
  }
  return true;
}

}  // namespace

std::unique_ptr<RoomStore> RoomStore::open(const std::string& directory, std::string& error,
                                           std::atomic<std::uint64_t>* written,
                                           std::atomic<std::uint64_t>* failed) {
  std::error_code created;
  std::filesystem::create_directories(directory, created);
  if (created) {
    error = "cannot create the data directory '" + directory + "': " + created.message();
    return nullptr;
  }
  auto lock = DirectoryLock::acquire(directory, error);
  if (!lock) return nullptr;
  const std::string path = (std::filesystem::path(directory) / "kangaroom.sqlite3").string();
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                      nullptr) != SQLITE_OK) {
    error = "cannot open '" + path + "': " + (db ? sqlite3_errmsg(db) : "out of memory");
    sqlite3_close(db);
    return nullptr;
  }
  sqlite3_busy_timeout(db, 5000);
  // WAL: a committed batch survives the process being killed; NORMAL sync
  // skips an fsync per commit (a power cut may lose the last batches, a
  // crash of the server does not).
  if (!execute(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;", error) ||
      !migrate(db, error)) {
    error = "'" + path + "': " + error;
    sqlite3_close(db);
    return nullptr;
  }
  return std::unique_ptr<RoomStore>(new RoomStore(std::move(lock), db, path, written, failed));
}

RoomStore::RoomStore(std::unique_ptr<DirectoryLock> lock, sqlite3* db, std::string path,
                     std::atomic<std::uint64_t>* written, std::atomic<std::uint64_t>* failed)
    : lock_(std::move(lock)),
      db_(db),
      path_(std::move(path)),
      written_counter_(written),
      failed_counter_(failed) {
  writer_ = std::thread([this] { write_loop(); });
}

RoomStore::~RoomStore() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  writer_.join();
  sqlite3_close(db_);
}

std::vector<StoredRoom> RoomStore::load_all() {
  std::vector<StoredRoom> rooms;
  sqlite3_stmt* statement = nullptr;
  if (sqlite3_prepare_v2(db_, "SELECT code, state, saved_at_unix_ms FROM rooms", -1, &statement,
                         nullptr) != SQLITE_OK) {
    spdlog::error("store: cannot read rooms: {}", sqlite3_errmsg(db_));
    return rooms;
  }
  while (sqlite3_step(statement) == SQLITE_ROW) {
    StoredRoom room;
    room.code = reinterpret_cast<const char*>(sqlite3_column_text(statement, 0));
    room.state = reinterpret_cast<const char*>(sqlite3_column_text(statement, 1));
    room.saved_at_unix_ms = sqlite3_column_int64(statement, 2);
    rooms.push_back(std::move(room));
  }
  sqlite3_finalize(statement);
  return rooms;
}

void RoomStore::save(const std::string& code, std::string state) {
  {
    std::lock_guard lock(mutex_);
    queued_.rooms[code] = std::move(state);
    ++queued_count_;
  }
  wake_.notify_one();
}

void RoomStore::erase(const std::string& code) {
  {
    std::lock_guard lock(mutex_);
    queued_.rooms[code] = std::nullopt;
    ++queued_count_;
  }
  wake_.notify_one();
}

void RoomStore::save_replay(StoredReplay replay) {
  {
    std::lock_guard lock(mutex_);
    queued_.replays.push_back(std::move(replay));
    ++queued_count_;
  }
  wake_.notify_one();
}

void RoomStore::erase_replays_before(std::int64_t unix_ms) {
  {
    std::lock_guard lock(mutex_);
    queued_.erase_replays_before =
        std::max(unix_ms, queued_.erase_replays_before.value_or(unix_ms));
    ++queued_count_;
  }
  wake_.notify_one();
}

std::vector<StoredReplay> RoomStore::load_replays() {
  std::vector<StoredReplay> replays;
  sqlite3_stmt* statement = nullptr;
  if (sqlite3_prepare_v2(db_,
                         "SELECT code, round, record, finished_at_unix_ms FROM replays ORDER BY "
                         "finished_at_unix_ms",
                         -1, &statement, nullptr) != SQLITE_OK) {
    spdlog::error("store: cannot read replays: {}", sqlite3_errmsg(db_));
    return replays;
  }
  while (sqlite3_step(statement) == SQLITE_ROW) {
    StoredReplay replay;
    replay.code = reinterpret_cast<const char*>(sqlite3_column_text(statement, 0));
    replay.round = sqlite3_column_int(statement, 1);
    replay.record = reinterpret_cast<const char*>(sqlite3_column_text(statement, 2));
    replay.finished_at_unix_ms = sqlite3_column_int64(statement, 3);
    replays.push_back(std::move(replay));
  }
  sqlite3_finalize(statement);
  return replays;
}

bool RoomStore::flush() {
  std::unique_lock lock(mutex_);
  const std::uint64_t target = queued_count_;
  written_.wait(lock, [&] { return written_count_ >= target || failing_; });
  return written_count_ >= target;
}

std::uint64_t RoomStore::writes() const {
  std::lock_guard lock(mutex_);
  return writes_;
}

void RoomStore::write_loop() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return stopping_ || !queued_.empty(); });
    if (queued_.empty()) return;  // stopping, nothing left
    Batch batch;
    std::swap(batch, queued_);
    const std::uint64_t covered = queued_count_;
    lock.unlock();
    const bool written = write_batch(batch);
    lock.lock();
    if (!written) {
      // Nothing of the batch is on disk: it goes back in the queue, under
      // whatever was queued since (newer states of the same rooms win), and
      // is tried again shortly. The rooms refuse changes meanwhile.
      failing_ = true;
      if (failed_counter_) ++*failed_counter_;
      requeue(std::move(batch));
      if (stopping_) {
        spdlog::error("store: stopping with {} rows that could not be written", queued_.rows());
        return;
      }
      wake_.wait_for(lock, retry_delay, [this] { return stopping_; });
      continue;
    }
    if (failing_) spdlog::info("store: writing again");
    failing_ = false;
    writes_ += batch.rows();
    if (written_counter_) *written_counter_ += batch.rows();
    written_count_ = covered;
    written_.notify_all();
  }
}

void RoomStore::requeue(Batch batch) {
  for (auto& [code, state] : batch.rooms) queued_.rooms.try_emplace(code, std::move(state));
  queued_.replays.insert(queued_.replays.begin(), std::make_move_iterator(batch.replays.begin()),
                         std::make_move_iterator(batch.replays.end()));
  if (batch.erase_replays_before)
    queued_.erase_replays_before =
        std::max(*batch.erase_replays_before,
                 queued_.erase_replays_before.value_or(*batch.erase_replays_before));
}

bool RoomStore::write_batch(const Batch& batch) {
  std::string error;
  if (!execute(db_, "BEGIN", error)) {
    spdlog::error("store: cannot begin a write: {}", error);
    return false;
  }
  bool ok = true;
  sqlite3_stmt* upsert = nullptr;
  sqlite3_stmt* remove = nullptr;
  sqlite3_prepare_v2(
      db_, "INSERT OR REPLACE INTO rooms (code, state, saved_at_unix_ms) VALUES (?1, ?2, ?3)", -1,
      &upsert, nullptr);
  sqlite3_prepare_v2(db_, "DELETE FROM rooms WHERE code = ?1", -1, &remove, nullptr);
  const std::int64_t now = unix_ms_now();
  for (const auto& [code, state] : batch.rooms) {
    sqlite3_stmt* statement = state ? upsert : remove;
    sqlite3_reset(statement);
    sqlite3_bind_text(statement, 1, code.data(), static_cast<int>(code.size()), SQLITE_STATIC);
    if (state) {
      sqlite3_bind_text(statement, 2, state->data(), static_cast<int>(state->size()),
                        SQLITE_STATIC);
      sqlite3_bind_int64(statement, 3, now);
    }
    if (ok && sqlite3_step(statement) != SQLITE_DONE) {
      spdlog::error("store: room={} not written: {}", code, sqlite3_errmsg(db_));
      ok = false;
    }
  }
  sqlite3_finalize(upsert);
  sqlite3_finalize(remove);
  sqlite3_stmt* replay = nullptr;
  sqlite3_prepare_v2(db_,
                     "INSERT OR REPLACE INTO replays (code, round, record, finished_at_unix_ms) "
                     "VALUES (?1, ?2, ?3, ?4)",
                     -1, &replay, nullptr);
  for (const auto& entry : batch.replays) {
    sqlite3_reset(replay);
    sqlite3_bind_text(replay, 1, entry.code.data(), static_cast<int>(entry.code.size()),
                      SQLITE_STATIC);
    sqlite3_bind_int(replay, 2, entry.round);
    sqlite3_bind_text(replay, 3, entry.record.data(), static_cast<int>(entry.record.size()),
                      SQLITE_STATIC);
    sqlite3_bind_int64(replay, 4, entry.finished_at_unix_ms);
    if (ok && sqlite3_step(replay) != SQLITE_DONE) {
      spdlog::error("store: replay of room={} round {} not written: {}", entry.code, entry.round,
                    sqlite3_errmsg(db_));
      ok = false;
    }
  }
  sqlite3_finalize(replay);
  if (ok && batch.erase_replays_before) {
    sqlite3_stmt* old = nullptr;
    sqlite3_prepare_v2(db_, "DELETE FROM replays WHERE finished_at_unix_ms < ?1", -1, &old,
                       nullptr);
    sqlite3_bind_int64(old, 1, *batch.erase_replays_before);
    if (sqlite3_step(old) != SQLITE_DONE) {
      spdlog::error("store: old replays not erased: {}", sqlite3_errmsg(db_));
      ok = false;
    }
    sqlite3_finalize(old);
  }
  if (ok && execute(db_, "COMMIT", error)) return true;
  if (ok) spdlog::error("store: a batch of {} rows was not committed: {}", batch.rows(), error);
  std::string ignored;
  execute(db_, "ROLLBACK", ignored);
  return false;
}

}  // namespace kangaroom::server
