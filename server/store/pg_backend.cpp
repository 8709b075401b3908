#include "server/store/pg_backend.hpp"

#include <libpq-fe.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <map>
#include <set>
#include <string_view>
#include <thread>

#include "server/util/unix_time.hpp"

namespace kangaroom::server {

namespace {

// Migrations, in order: migrations[i] brings the schema from version i to
// i + 1 (the same tables as SQLite's schema 3).
constexpr const char* migrations[] = {
    "CREATE TABLE rooms ("
    "  code TEXT PRIMARY KEY,"
    "  state TEXT NOT NULL,"
    "  version BIGINT NOT NULL,"
    "  saved_at_unix_ms BIGINT NOT NULL);"
    "CREATE TABLE room_checkpoints ("
    "  code TEXT PRIMARY KEY,"
    "  round INTEGER NOT NULL,"
    "  moves_included BIGINT NOT NULL,"
    "  game TEXT NOT NULL,"
    "  log TEXT NOT NULL,"
    "  log_has_private BOOLEAN NOT NULL,"
    "  next_log_seq BIGINT NOT NULL);"
    "CREATE TABLE room_events ("
    "  code TEXT NOT NULL,"
    "  seq BIGINT NOT NULL,"
    "  kind SMALLINT NOT NULL,"  // StoredEvent::Kind: 0 a move, 1 a chat line, 2 an agreement
    "  round INTEGER NOT NULL,"
    "  version BIGINT NOT NULL,"
    "  at_unix_ms BIGINT NOT NULL,"
    "  body TEXT NOT NULL,"
    "  PRIMARY KEY (code, seq));"
    "CREATE TABLE quarantine ("
    "  id BIGSERIAL PRIMARY KEY,"
    "  code TEXT NOT NULL,"
    "  record TEXT NOT NULL,"
    "  error TEXT NOT NULL,"
    "  quarantined_at_unix_ms BIGINT NOT NULL);"
    "CREATE TABLE replays ("
    "  code TEXT NOT NULL,"
    "  round INTEGER NOT NULL,"
    "  record TEXT NOT NULL,"
    "  finished_at_unix_ms BIGINT NOT NULL,"
    "  PRIMARY KEY (code, round));"
    "CREATE INDEX replays_by_age ON replays (finished_at_unix_ms);",
    // Rooms leased to the nodes of a cluster (room_leases.hpp).
    "CREATE TABLE room_leases ("
    "  code TEXT PRIMARY KEY,"
    "  owner TEXT,"               // the server holding it (RoomLeases::owner), NULL: free
    "  epoch BIGINT NOT NULL,"    // goes up with every claim; writes carry it
    "  lease_until TIMESTAMPTZ,"  // by the database's clock
    "  wanted_by TEXT);"          // another server asked for it (its players are routed there)
    "CREATE INDEX room_leases_by_owner ON room_leases (owner);",
    // Rooms that sleep (RoomWrite::wake_at_unix_ms): NULL while a node holds
    // the room in memory; the index finds the rooms due to wake.
    "ALTER TABLE rooms ADD COLUMN wake_at_unix_ms BIGINT;"
    "ALTER TABLE rooms ADD COLUMN summary TEXT;"
    "CREATE INDEX rooms_by_wake ON rooms (wake_at_unix_ms);",
    // Who created each room (RoomWrite::creator): the rooms-per-address
    // budget counted for the whole cluster, whichever node created them.
    ("ALTER TABLE rooms ADD COLUMN creator TEXT;"
     "CREATE INDEX rooms_by_creator ON rooms (creator) WHERE creator IS NOT NULL;"),
};
static_assert(std::size(migrations) == PgBackend::schema_version);

// The statements a batch runs, prepared on each connection.
struct Prepared {
  const char* name;
  const char* sql;
};
constexpr Prepared statements[] = {
    {"head",
     "INSERT INTO rooms (code, state, version, saved_at_unix_ms) VALUES ($1, $2, $3, $4) "
     "ON CONFLICT (code) DO UPDATE SET state = EXCLUDED.state, version = EXCLUDED.version, "
     "saved_at_unix_ms = EXCLUDED.saved_at_unix_ms"},
    {"checkpoint",
     "INSERT INTO room_checkpoints (code, round, moves_included, game, log, log_has_private, "
     "next_log_seq) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO UPDATE SET "
     "round = EXCLUDED.round, moves_included = EXCLUDED.moves_included, game = EXCLUDED.game, "
     "log = EXCLUDED.log, log_has_private = EXCLUDED.log_has_private, next_log_seq = "
     "EXCLUDED.next_log_seq"},
    {"drop_moves", "DELETE FROM room_events WHERE code = $1 AND kind IN (0, 2)"},
    {"event",
     "INSERT INTO room_events (code, seq, kind, round, version, at_unix_ms, body) VALUES ($1, $2, "
     "$3, $4, $5, $6, $7) ON CONFLICT (code, seq) DO UPDATE SET kind = EXCLUDED.kind, round = "
     "EXCLUDED.round, version = EXCLUDED.version, at_unix_ms = EXCLUDED.at_unix_ms, body = "
     "EXCLUDED.body"},
    {"drop_chat", "DELETE FROM room_events WHERE code = $1 AND kind = 1 AND seq < $2"},
    {"erase_room", "DELETE FROM rooms WHERE code = $1"},
    {"erase_checkpoint", "DELETE FROM room_checkpoints WHERE code = $1"},
    {"erase_events", "DELETE FROM room_events WHERE code = $1"},
    {"quarantine",
     "INSERT INTO quarantine (code, record, error, quarantined_at_unix_ms) VALUES ($1, $2, $3, "
     "$4)"},
    {"replay",
     "INSERT INTO replays (code, round, record, finished_at_unix_ms) VALUES ($1, $2, $3, $4) "
     "ON CONFLICT (code, round) DO UPDATE SET record = EXCLUDED.record, finished_at_unix_ms = "
     "EXCLUDED.finished_at_unix_ms"},
    {"old_replays", "DELETE FROM replays WHERE finished_at_unix_ms < $1"},
    {"sleep", "UPDATE rooms SET wake_at_unix_ms = $2, summary = $3 WHERE code = $1"},
    {"wake", "UPDATE rooms SET wake_at_unix_ms = NULL WHERE code = $1"},
    {"creator", "UPDATE rooms SET creator = $2 WHERE code = $1"},
    // The leased rooms of a batch this server still holds at the epoch its
    // writes carry; locked to the commit, so a claim by another server
    // waits for it and then bumps the epoch.
    {"fence",
     "SELECT l.code FROM room_leases l JOIN unnest($2::text[], $3::bigint[]) AS f(code, epoch) "
     "ON l.code = f.code AND l.epoch = f.epoch WHERE l.owner = $1 FOR UPDATE OF l"},
};

// A result, cleared when it goes.
class Result {
 public:
  explicit Result(PGresult* result) : result_(result) {}
  ~Result() { PQclear(result_); }
  Result(const Result&) = delete;
  Result& operator=(const Result&) = delete;
  bool ok() const {
    const auto status = PQresultStatus(result_);
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
  }
  int rows() const { return PQntuples(result_); }
  std::string text(int row, int column) const {
    return {PQgetvalue(result_, row, column),
            static_cast<std::size_t>(PQgetlength(result_, row, column))};
  }
  std::int64_t int64(int row, int column) const {
    return std::stoll(PQgetvalue(result_, row, column));
  }
  std::string error() const { return PQresultErrorMessage(result_); }

 private:
  PGresult* result_;
};

bool execute(PGconn* connection, const char* sql, std::string& error) {
  Result result(PQexec(connection, sql));
  if (result.ok()) return true;
  error = result.error();
  while (!error.empty() && error.back() == '\n') error.pop_back();
  return false;
}

bool prepare_all(PGconn* connection, std::string& error) {
  for (const Prepared& statement : statements) {
    Result result(PQprepare(connection, statement.name, statement.sql, 0, nullptr));
    if (!result.ok()) {
      error = std::string(statement.name) + ": " + result.error();
      return false;
    }
  }
  return true;
}

bool migrate(PGconn* connection, std::string& error) {
  // Every node runs this at start; the advisory lock (held to the end of
  // the transaction) makes the others wait and then find nothing to do.
  if (!execute(connection,
               "BEGIN; SELECT pg_advisory_xact_lock(7061746); "
               "CREATE TABLE IF NOT EXISTS kangaroom_schema (version INTEGER NOT NULL); "
               "INSERT INTO kangaroom_schema SELECT 0 WHERE NOT EXISTS "
               "(SELECT 1 FROM kangaroom_schema);",
               error)) {
    std::string ignored;
    execute(connection, "ROLLBACK", ignored);
    return false;
  }
  Result found_rows(PQexec(connection, "SELECT version FROM kangaroom_schema"));
  const int found = found_rows.ok() && found_rows.rows() == 1
                        ? static_cast<int>(found_rows.int64(0, 0))
                        : PgBackend::schema_version + 1;
  bool ok = true;
  if (found > PgBackend::schema_version) {
    error = "the database has schema version " + std::to_string(found) +
            ", newer than this server's " + std::to_string(PgBackend::schema_version) +
            " (was it written by a later kangaroom?)";
    ok = false;
  }
  for (int version = found; ok && version < PgBackend::schema_version; ++version) {
    const std::string step =
        std::string(migrations[version]) +
        "UPDATE kangaroom_schema SET version = " + std::to_string(version + 1) + ";";
    ok = execute(connection, step.c_str(), error);
    if (ok) spdlog::info("store: database schema migrated to version {}", version + 1);
  }
  std::string ignored;
  if (!ok) return execute(connection, "ROLLBACK", ignored) && false;
  return execute(connection, "COMMIT", error);
}

// `texts` as a PostgreSQL array literal: {"a","b"}.
std::string array_literal(const std::vector<std::string>& texts) {
  std::string out = "{";
  for (const std::string& text : texts) {
    if (out.size() > 1) out += ',';
    out += '"';
    for (const char c : text) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out + "}";
}

// Parameters as text, the form libpq sends them in.
template <std::size_t N>
class Params {
 public:
  Params& add(std::string text) {
    texts_[count_++] = std::move(text);
    return *this;
  }
  Params& add(std::int64_t value) { return add(std::to_string(value)); }
  const char* const* values() {
    for (std::size_t i = 0; i < count_; ++i) pointers_[i] = texts_[i].c_str();
    return pointers_.data();
  }
  int count() const { return static_cast<int>(count_); }

 private:
  std::array<std::string, N> texts_;
  std::array<const char*, N> pointers_{};
  std::size_t count_ = 0;
};

// One server per database until rooms are leased to nodes: a session-level
// advisory lock, held as long as the connection lives (as the directory
// lock does for SQLite), so two servers never serve the same room.
bool hold_database(PGconn* connection) {
  Result held(PQexec(connection, "SELECT pg_try_advisory_lock(7061747)"));
  return held.ok() && held.rows() == 1 && held.text(0, 0) == "t";
}

}  // namespace

std::string without_password(const std::string& url) {
  // postgresql://user:secret@host/db -> postgresql://user@host/db
  for (const char* scheme : {"postgresql://", "postgres://"}) {
    if (url.rfind(scheme, 0) != 0) continue;
    const std::size_t start = std::string_view(scheme).size();
    const std::size_t at = url.find('@', start);
    const std::size_t colon = url.find(':', start);
    if (at == std::string::npos || colon == std::string::npos || colon > at) return url;
    return url.substr(0, colon) + url.substr(at);
  }
  // host=db password=secret dbname=k -> host=db password=... dbname=k
  std::string shown = url;
  const std::size_t key = shown.find("password");
  if (key == std::string::npos) return shown;
  std::size_t value = shown.find('=', key);
  if (value == std::string::npos) return shown;
  ++value;
  while (value < shown.size() && shown[value] == ' ') ++value;
  std::size_t end = value;
  if (end < shown.size() && shown[end] == '\'') {
    end = shown.find('\'', end + 1);
    end = end == std::string::npos ? shown.size() : end + 1;
  } else {
    while (end < shown.size() && shown[end] != ' ') ++end;
  }
  return shown.replace(value, end - value, "...");
}

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
  if (!migrate(connection, error)) {
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
  prepared_ = prepare_all(connection_, error);
  if (!prepared_) spdlog::error("store: cannot prepare statements: {}", error);
  return prepared_;
}

bool PgBackend::fence(std::vector<StoreOp>& batch, std::uint64_t& rows) {
  std::vector<std::string> codes, epochs;
  for (const StoreOp& op : batch)
    if (op.kind == StoreOp::Kind::write && op.write.epoch != 0) {
      codes.push_back(op.write.code);
      epochs.push_back(std::to_string(op.write.epoch));
    }
  if (codes.empty()) return true;
  Params<3> params;
  params.add(options_.owner).add(array_literal(codes)).add(array_literal(epochs));
  Result held(
      PQexecPrepared(connection_, "fence", params.count(), params.values(), nullptr, nullptr, 0));
  ++rows;
  if (!held.ok()) {
    spdlog::error("store: cannot check the leases of a batch: {}", held.error());
    return false;
  }
  std::vector<std::string> holding;
  for (int row = 0; row < held.rows(); ++row) holding.push_back(held.text(row, 0));
  for (StoreOp& op : batch)
    if (op.kind == StoreOp::Kind::write && op.write.epoch != 0)
      op.fenced = std::find(holding.begin(), holding.end(), op.write.code) == holding.end();
  return true;
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
  std::map<std::string, StoredRoom> rooms;
  Result heads = query("SELECT code, state, version, saved_at_unix_ms FROM rooms", "");
  for (int row = 0; heads.ok() && row < heads.rows(); ++row) {
    StoredRoom room;
    room.code = heads.text(row, 0);
    room.head = heads.text(row, 1);
    room.version = static_cast<std::uint64_t>(heads.int64(row, 2));
    room.touched_at_unix_ms = heads.int64(row, 3);
    std::string code = room.code;
    rooms.emplace(std::move(code), std::move(room));
  }
  Result checkpoints = query(
      "SELECT code, round, moves_included, game, log, log_has_private, next_log_seq "
      "FROM room_checkpoints",
      "");
  for (int row = 0; checkpoints.ok() && row < checkpoints.rows(); ++row) {
    const auto room = rooms.find(checkpoints.text(row, 0));
    if (room == rooms.end()) continue;
    room->second.checkpoint = StoredCheckpoint{
        static_cast<int>(checkpoints.int64(row, 1)),
        static_cast<std::uint64_t>(checkpoints.int64(row, 2)),
        checkpoints.text(row, 3),
        checkpoints.text(row, 4),
        checkpoints.text(row, 5) == "t",
        static_cast<std::uint64_t>(checkpoints.int64(row, 6)),
    };
  }
  Result events = query("SELECT code, seq, kind, round, version, at_unix_ms, body FROM room_events",
                        " ORDER BY code, seq");
  auto room = rooms.end();
  for (int row = 0; events.ok() && row < events.rows(); ++row) {
    const std::string code = events.text(row, 0);
    if (room == rooms.end() || room->first != code) room = rooms.find(code);
    if (room == rooms.end()) continue;
    StoredEvent event;
    event.seq = static_cast<std::uint64_t>(events.int64(row, 1));
    event.kind = static_cast<StoredEvent::Kind>(events.int64(row, 2));
    event.round = static_cast<int>(events.int64(row, 3));
    event.version = static_cast<std::uint64_t>(events.int64(row, 4));
    event.at_unix_ms = events.int64(row, 5);
    event.body = events.text(row, 6);
    room->second.version = std::max(room->second.version, event.version);
    room->second.touched_at_unix_ms = std::max(room->second.touched_at_unix_ms, event.at_unix_ms);
    if (event.kind != StoredEvent::Kind::chat)
      room->second.last_move_at_unix_ms =
          std::max(room->second.last_move_at_unix_ms, event.at_unix_ms);
    room->second.events.push_back(std::move(event));
  }
  if (!heads.ok() || !checkpoints.ok() || !events.ok())
    spdlog::error("store: reading rooms from {} failed: {}{}{}", where_, heads.error(),
                  checkpoints.error(), events.error());
  std::vector<StoredRoom> loaded;
  loaded.reserve(rooms.size());
  for (auto& [code, stored] : rooms) loaded.push_back(std::move(stored));
  return loaded;
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

bool PgBackend::write_batch(std::vector<StoreOp>& batch, std::uint64_t& rows,
                            std::uint64_t& bytes) {
  std::lock_guard lock(mutex_);
  if (!usable()) {
    spdlog::error("store: {} cannot be reached: {}", where_, PQerrorMessage(connection_));
    return false;
  }
  std::string error;
  if (!execute(connection_, "BEGIN", error)) {
    spdlog::error("store: cannot begin a write: {}", error);
    return false;
  }
  const std::int64_t now = unix_ms_now();
  bool ok = fence(batch, rows);
  auto run = [&](const char* statement, auto& params, const std::string& code) {
    if (!ok) return;
    Result result(PQexecPrepared(connection_, statement, params.count(), params.values(), nullptr,
                                 nullptr, 0));
    if (!result.ok()) {
      spdlog::error("store: room={} not written ({}): {}", code, statement, result.error());
      ok = false;
    }
    ++rows;
  };
  for (const StoreOp& op : batch) {
    if (!ok) break;
    if (op.fenced) continue;
    switch (op.kind) {
      case StoreOp::Kind::write: {
        const RoomWrite& change = op.write;
        bytes += change.bytes();
        if (change.head) {
          Params<4> head;
          head.add(change.code).add(*change.head);
          head.add(static_cast<std::int64_t>(change.version)).add(now);
          run("head", head, change.code);
        }
        if (change.checkpoint) {
          const StoredCheckpoint& point = *change.checkpoint;
          Params<7> checkpoint;
          checkpoint.add(change.code).add(std::int64_t{point.round});
          checkpoint.add(static_cast<std::int64_t>(point.moves_included));
          checkpoint.add(point.game).add(point.log).add(point.log_has_private ? "t" : "f");
          checkpoint.add(static_cast<std::int64_t>(point.next_log_seq));
          run("checkpoint", checkpoint, change.code);
          Params<1> code;
          code.add(change.code);
          run("drop_moves", code, change.code);
        }
        for (const StoredEvent& event : change.events) {
          Params<7> row;
          row.add(change.code).add(static_cast<std::int64_t>(event.seq));
          row.add(static_cast<std::int64_t>(event.kind)).add(std::int64_t{event.round});
          row.add(static_cast<std::int64_t>(event.version)).add(event.at_unix_ms);
          row.add(event.body);
          run("event", row, change.code);
        }
        if (change.drop_chat_before) {
          Params<2> drop;
          drop.add(change.code).add(static_cast<std::int64_t>(*change.drop_chat_before));
          run("drop_chat", drop, change.code);
        }
        if (change.wake_at_unix_ms) {
          Params<3> sleep;
          sleep.add(change.code).add(*change.wake_at_unix_ms).add(change.summary.value_or(""));
          run("sleep", sleep, change.code);
        } else if (change.awake) {
          Params<1> code;
          code.add(change.code);
          run("wake", code, change.code);
        }
        if (change.creator) {
          Params<2> creator;
          creator.add(change.code).add(*change.creator);
          run("creator", creator, change.code);
        }
        break;
      }
      case StoreOp::Kind::quarantine: {
        Params<4> row;
        row.add(op.code).add(op.record).add(op.error).add(now);
        run("quarantine", row, op.code);
        [[fallthrough]];
      }
      case StoreOp::Kind::erase: {
        Params<1> code;
        code.add(op.code);
        run("erase_room", code, op.code);
        run("erase_checkpoint", code, op.code);
        run("erase_events", code, op.code);
        break;
      }
      case StoreOp::Kind::replay: {
        Params<4> row;
        row.add(op.replay.code).add(std::int64_t{op.replay.round});
        row.add(op.replay.record).add(op.replay.finished_at_unix_ms);
        run("replay", row, op.replay.code);
        break;
      }
      case StoreOp::Kind::erase_replays: {
        Params<1> before;
        before.add(op.before_unix_ms);
        run("old_replays", before, "(old replays)");
        break;
      }
    }
  }
  if (ok && execute(connection_, "COMMIT", error)) return true;
  if (ok) spdlog::error("store: a batch of {} changes was not committed: {}", batch.size(), error);
  std::string ignored;
  execute(connection_, "ROLLBACK", ignored);
  rows = 0;
  bytes = 0;
  return false;
}

}  // namespace kangaroom::server
