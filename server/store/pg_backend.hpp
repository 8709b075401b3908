#pragma once
// The store's shared backend: a PostgreSQL database (libpq) that several
// kangaroom nodes use at once, each room's log in the same rows as SQLite's
// (room_write.hpp). The schema is versioned (table kangaroom_schema) and
// migrated on connect under an advisory lock, so nodes starting together
// migrate once (pg_schema.cpp); reads are in pg_backend.cpp, writes in
// pg_write.cpp. A lost connection is re-established on the next batch; the
// store refuses changes meanwhile (RoomStore::failing).
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "server/store/database_url.hpp"  // where(), and without_password for callers
#include "server/store/pg_schema.hpp"
#include "server/store/store_backend.hpp"

struct pg_conn;

namespace kangaroom::server {

struct PgOptions {
  // One server per database: a session advisory lock, held while connected.
  // A cluster's nodes lease rooms instead (room_leases.hpp) and run without.
  bool exclusive = true;
  // The name this server's room leases carry (RoomLeases::owner): writes of
  // leased rooms (RoomWrite::epoch) are fenced with it.
  std::string owner;
};

class PgBackend final : public StoreBackend {
 public:
  // Connects to `url` (a postgresql:// URI or a libpq "key=value" string)
  // and brings the schema up to date. Null with `error` when it cannot.
  static std::unique_ptr<PgBackend> connect(const std::string& url, std::string& error,
                                            PgOptions options = {});

  ~PgBackend() override;
  PgBackend(const PgBackend&) = delete;
  PgBackend& operator=(const PgBackend&) = delete;

  std::vector<StoredRoom> load_all() override;
  std::optional<StoredRoom> load_room(const std::string& code) override;
  std::vector<StoredRoom> load_awake() override;
  std::vector<std::string> due_rooms(std::int64_t now_unix_ms, std::size_t limit) override;
  std::vector<StoredSummary> summaries(const std::vector<std::string>& codes) override;
  std::optional<std::size_t> rooms_created_by(const std::string& creator) override;
  std::vector<StoredReplay> load_replays() override;
  std::vector<StoredReplay> load_replays_of(const std::string& code) override;
  std::vector<std::pair<std::string, std::string>> quarantined() override;
  bool write_batch(std::vector<StoreOp>& batch, std::uint64_t& rows, std::uint64_t& bytes) override;
  std::string where() const override { return where_; }

  static constexpr int schema_version = pg_schema_version;

 private:
  PgBackend(pg_conn* connection, std::string where, PgOptions options);
  // Marks the writes of rooms whose lease this server no longer holds at
  // their epoch (StoreOp::fenced), and locks the others' leases to the
  // commit. False when the check itself failed.
  bool fence(std::vector<StoreOp>& batch, std::uint64_t& rows);
  // Reconnects (and prepares the statements again) after a lost
  // connection; false while the database cannot be reached.
  bool usable();
  // Prepares the statements a batch runs on this connection.
  bool prepare(std::string& error);
  // Every room, or only `*only`.
  std::vector<StoredRoom> load(const std::string* only);

  std::mutex mutex_;  // one connection: one user at a time
  pg_conn* connection_;
  std::string where_;
  bool prepared_ = false;
  bool lost_ = false;  // another server holds the database now
  PgOptions options_;
};

}  // namespace kangaroom::server
