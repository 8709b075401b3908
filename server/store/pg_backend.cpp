#include "server/store/pg_backend.hpp"

#include <libpq-fe.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>
#include <thread>

#include "server/store/pg_schema.hpp"
#include "server/store/pg_sql.hpp"
#include "server/store/stored_rooms.hpp"

namespace kangaroom::server {

using pg::Result;

namespace {

// One server per database until rooms are leased to nodes: a session-level
// advisory lock, held as long as the connection lives (as the directory
// lock does for SQLite), so two servers never serve the same room.
bool hold_database(PGconn* connection) {
  Result held(PQexec(connection, "SELECT pg_try_advisory_lock(7061747)"));
  return held.ok() && held.rows() == 1 && held.text(0, 0) == "t";
}

}  // namespace

std::unique_ptr<PgBackend> PgBackend::connect(const std::string& url, std::string& error,
                                              PgOptions options) {
  PGconn* connection = PQconnectdb(url.c_str());
  const std::string where = without_password(url);
  if (!connection || PQstatus(connection) != CONNECTION_OK) {
    error = "cannot connect to " + where + ": " +
            (connection ? PQerrorMessage(connection) : "out of memory");
    while (!error.empty() && error.back() == '\n') error.pop_back();
    PQfinish(connection);
    return nullptr;
  }
  // Notices (e.g. "relation already exists, skipping") are not for the log.
  PQsetNoticeProcessor(
      connection, [](void*, const char*) {}, nullptr);
  if (!migrate_pg_schema(connection, error)) {
    error = where + ": " + error;
    PQfinish(connection);
    return nullptr;
  }
  // A server killed a moment ago may still hold it until the database
  // notices its connection is gone: a restart waits a little for that.
  bool held = !options.exclusive || hold_database(connection);
  for (int attempt = 0; !held && attempt < 30; ++attempt) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    held = hold_database(connection);
  }
  if (!held) {
    error = where + ": another kangaroom server uses this database (one server per database)";
    PQfinish(connection);
    return nullptr;
  }
  return std::unique_ptr<PgBackend>(new PgBackend(connection, where, std::move(options)));
}

PgBackend::PgBackend(pg_conn* connection, std::string where, PgOptions options)
    : connection_(connection), where_(std::move(where)), options_(std::move(options)) {}

PgBackend::~PgBackend() { PQfinish(connection_); }

bool PgBackend::usable() {
  if (lost_) return false;
  if (PQstatus(connection_) != CONNECTION_OK) {
    prepared_ = false;
    PQreset(connection_);
    if (PQstatus(connection_) != CONNECTION_OK) return false;
    // Another server may have taken the database while this one was
    // away: then this one must not write again.
    if (options_.exclusive && !hold_database(connection_)) {
      spdlog::error("store: another kangaroom server took {} meanwhile; not writing again", where_);
      lost_ = true;
      return false;
    }
    spdlog::info("store: connected to {} again", where_);
  }
  if (prepared_) return true;
  std::string error;
  prepared_ = prepare(error);
  if (!prepared_) spdlog::error("store: cannot prepare statements: {}", error);
  return prepared_;
}

std::vector<StoredRoom> PgBackend::load_all() { return load(nullptr); }

std::vector<StoredRoom> PgBackend::load_awake() {
  auto rooms = load(nullptr);
  std::vector<StoredRoom> awake;
  std::lock_guard lock(mutex_);
  Result asleep(PQexec(connection_, "SELECT code FROM rooms WHERE wake_at_unix_ms IS NOT NULL"));
  std::set<std::string> sleeping;
  for (int row = 0; asleep.ok() && row < asleep.rows(); ++row) sleeping.insert(asleep.text(row, 0));
  for (auto& room : rooms)
    if (sleeping.count(room.code) == 0) awake.push_back(std::move(room));
  return awake;
}

std::vector<std::string> PgBackend::due_rooms(std::int64_t now_unix_ms, std::size_t limit) {
  std::lock_guard lock(mutex_);
  if (!usable()) return {};
  // Asleep and due; or awake in the memory of a node whose lease ran out
  // (it died holding the room: its clock must still fire).
  const std::string now = std::to_string(now_unix_ms), most = std::to_string(limit);
  const char* values[] = {now.c_str(), most.c_str()};
  Result rows(PQexecParams(
      connection_,
      "(SELECT code FROM rooms WHERE wake_at_unix_ms <= $1::bigint ORDER BY wake_at_unix_ms "
      "LIMIT $2::bigint) UNION (SELECT r.code FROM rooms r JOIN room_leases l ON l.code = r.code "
      "WHERE r.wake_at_unix_ms IS NULL AND l.owner IS NOT NULL AND l.lease_until < now() "
      "LIMIT $2::bigint)",
      2, nullptr, values, nullptr, nullptr, 0));
  std::vector<std::string> due;
  for (int row = 0; rows.ok() && row < rows.rows(); ++row) due.push_back(rows.text(row, 0));
  return due;
}

std::optional<std::size_t> PgBackend::rooms_created_by(const std::string& creator) {
  std::lock_guard lock(mutex_);
  if (!usable()) return std::nullopt;
  const char* values[] = {creator.c_str()};
  Result count(PQexecParams(connection_, "SELECT count(*) FROM rooms WHERE creator = $1", 1,
                            nullptr, values, nullptr, nullptr, 0));
  if (!count.ok() || count.rows() != 1) return std::nullopt;
  return static_cast<std::size_t>(std::stoull(count.text(0, 0)));
}

std::vector<StoredSummary> PgBackend::summaries(const std::vector<std::string>& codes) {
  std::lock_guard lock(mutex_);
  if (!usable() || codes.empty()) return {};
  // One query for all of them: a text[] literal of the codes (room codes
  // are letters and digits only; the caller checked them).
  std::string array = "{";
  for (std::size_t i = 0; i < codes.size(); ++i) array += (i ? "," : "") + codes[i];
  array += "}";
  const char* values[] = {array.c_str()};
  Result rows(PQexecParams(connection_,
                           "SELECT code, state, coalesce(summary, '') FROM rooms WHERE code = "
                           "ANY($1::text[])",
                           1, nullptr, values, nullptr, nullptr, 0));
  std::vector<StoredSummary> found;
  for (int row = 0; rows.ok() && row < rows.rows(); ++row)
    found.push_back({rows.text(row, 0), rows.text(row, 1), rows.text(row, 2)});
  return found;
}

std::optional<StoredRoom> PgBackend::load_room(const std::string& code) {
  auto rooms = load(&code);
  if (rooms.empty()) return std::nullopt;
  return std::move(rooms.front());
}

std::vector<StoredRoom> PgBackend::load(const std::string* only) {
  std::lock_guard lock(mutex_);
  if (only && !usable()) return {};
  // Every room, or the one named by $1.
  auto query = [&](std::string sql, const char* order) {
    if (!only) return Result(PQexec(connection_, (sql + order).c_str()));
    const char* values[] = {only->c_str()};
    sql += " WHERE code = $1";
    return Result(
        PQexecParams(connection_, (sql + order).c_str(), 1, nullptr, values, nullptr, nullptr, 0));
  };
  StoredRooms rooms;
  Result heads = query("SELECT code, state, version, saved_at_unix_ms FROM rooms", "");
  for (int row = 0; heads.ok() && row < heads.rows(); ++row)
    rooms.add_head(heads.text(row, 0), heads.text(row, 1),
                   static_cast<std::uint64_t>(heads.int64(row, 2)), heads.int64(row, 3));
  Result checkpoints = query(
      "SELECT code, round, moves_included, game, log, log_has_private, next_log_seq "
      "FROM room_checkpoints",
      "");
  for (int row = 0; checkpoints.ok() && row < checkpoints.rows(); ++row)
    rooms.add_checkpoint(checkpoints.text(row, 0),
                         StoredCheckpoint{
                             static_cast<int>(checkpoints.int64(row, 1)),
                             static_cast<std::uint64_t>(checkpoints.int64(row, 2)),
                             checkpoints.text(row, 3),
                             checkpoints.text(row, 4),
                             checkpoints.text(row, 5) == "t",
                             static_cast<std::uint64_t>(checkpoints.int64(row, 6)),
                         });
  Result events = query("SELECT code, seq, kind, round, version, at_unix_ms, body FROM room_events",
                        " ORDER BY code, seq");
  for (int row = 0; events.ok() && row < events.rows(); ++row)
    rooms.add_event(events.text(row, 0), {static_cast<std::uint64_t>(events.int64(row, 1)),
                                          static_cast<StoredEvent::Kind>(events.int64(row, 2)),
                                          static_cast<int>(events.int64(row, 3)),
                                          static_cast<std::uint64_t>(events.int64(row, 4)),
                                          events.int64(row, 5), events.text(row, 6)});
  if (!heads.ok() || !checkpoints.ok() || !events.ok())
    spdlog::error("store: reading rooms from {} failed: {}{}{}", where_, heads.error(),
                  checkpoints.error(), events.error());
  return rooms.take();
}

std::vector<StoredReplay> PgBackend::load_replays() {
  std::lock_guard lock(mutex_);
  std::vector<StoredReplay> replays;
  Result rows(PQexec(connection_,
                     "SELECT code, round, record, finished_at_unix_ms FROM replays ORDER BY "
                     "finished_at_unix_ms"));
  for (int row = 0; rows.ok() && row < rows.rows(); ++row)
    replays.push_back({rows.text(row, 0), static_cast<int>(rows.int64(row, 1)), rows.text(row, 2),
                       rows.int64(row, 3)});
  return replays;
}

std::vector<StoredReplay> PgBackend::load_replays_of(const std::string& code) {
  std::lock_guard lock(mutex_);
  std::vector<StoredReplay> replays;
  if (!usable()) return replays;
  const char* values[] = {code.c_str()};
  Result rows(PQexecParams(connection_,
                           "SELECT code, round, record, finished_at_unix_ms FROM replays "
                           "WHERE code = $1 ORDER BY round",
                           1, nullptr, values, nullptr, nullptr, 0));
  for (int row = 0; rows.ok() && row < rows.rows(); ++row)
    replays.push_back({rows.text(row, 0), static_cast<int>(rows.int64(row, 1)), rows.text(row, 2),
                       rows.int64(row, 3)});
  return replays;
}

std::vector<std::pair<std::string, std::string>> PgBackend::quarantined() {
  std::lock_guard lock(mutex_);
  std::vector<std::pair<std::string, std::string>> rooms;
  Result rows(PQexec(connection_, "SELECT code, error FROM quarantine ORDER BY id"));
  for (int row = 0; rows.ok() && row < rows.rows(); ++row)
    rooms.emplace_back(rows.text(row, 0), rows.text(row, 1));
  return rooms;
}

}  // namespace kangaroom::server
