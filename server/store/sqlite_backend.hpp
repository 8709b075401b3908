#pragma once
// The store's embedded backend: one SQLite database (WAL mode),
// `kangaroom.sqlite3` under the data directory, held by one server at a
// time (DirectoryLock). Its schema is migrated on open, keeping a copy of
// the file as it was; a damaged file stops the start with the way out
// (recover), and backup copies it while a server runs. The schema is in
// sqlite_schema.cpp, the writes in sqlite_write.cpp.
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "server/store/directory_lock.hpp"
#include "server/store/sqlite_schema.hpp"
#include "server/store/store_backend.hpp"

struct sqlite3;

namespace kangaroom::server {

class SqliteBackend final : public StoreBackend {
 public:
  // Opens (creating if needed) `directory`/kangaroom.sqlite3, checks it
  // (PRAGMA quick_check) and brings its schema up to date. Null with
  // `error` on failure: a damaged file (the error says how to --recover),
  // and another process using the directory.
  static std::unique_ptr<SqliteBackend> open(const std::string& directory, std::string& error,
                                             StoreOptions options);
  // See RoomStore::recover and RoomStore::backup.
  static bool recover(const std::string& directory, std::string& report);
  static bool backup(const std::string& directory, const std::string& target, std::string& error);

  ~SqliteBackend() override;
  SqliteBackend(const SqliteBackend&) = delete;
  SqliteBackend& operator=(const SqliteBackend&) = delete;

  std::vector<StoredRoom> load_all() override;
  std::optional<StoredRoom> load_room(const std::string& code) override;
  std::vector<StoredRoom> load_awake() override;
  std::vector<std::string> due_rooms(std::int64_t now_unix_ms, std::size_t limit) override;
  std::vector<StoredSummary> summaries(const std::vector<std::string>& codes) override;
  std::optional<std::size_t> rooms_created_by(const std::string& creator) override;
  std::vector<StoredReplay> load_replays() override;
  std::vector<std::pair<std::string, std::string>> quarantined() override;
  bool write_batch(std::vector<StoreOp>& batch, std::uint64_t& rows, std::uint64_t& bytes) override;
  std::string where() const override { return path_; }

  static constexpr int schema_version = sqlite_schema_version;

 private:
  struct Statements;
  // `directory`/kangaroom.sqlite3.
  static std::string database_path(const std::string& directory);
  SqliteBackend(std::unique_ptr<DirectoryLock> lock, sqlite3* db, sqlite3* reader,
                std::string path);
  // Rooms read back: all, those still awake, or one (`where` is the SQL
  // condition on rooms, `code` its ?1 if it has one).
  std::vector<StoredRoom> load(const char* where, const std::string* code);

  std::unique_ptr<DirectoryLock> lock_;  // released last: after the database is closed
  sqlite3* db_;
  std::unique_ptr<Statements> statements_;  // used by the writer thread only
  // Reads while the server runs (waking a room, /api/seats) on a second
  // connection: WAL lets it read beside the writer, which never waits on it.
  std::mutex reader_mutex_;
  sqlite3* reader_;
  std::string path_;
};

}  // namespace kangaroom::server
