// PgBackend's writes: the statements a batch runs (prepared on each
// connection), the fence that keeps a node from writing rooms whose lease
// it lost, and one batch as one transaction.
#include <libpq-fe.h>
#include <spdlog/spdlog.h>

#include <algorithm>

#include "server/store/pg_backend.hpp"
#include "server/store/pg_sql.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

using pg::execute;
using pg::Params;
using pg::Result;

namespace {

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
    {"summary", "UPDATE rooms SET summary = $2 WHERE code = $1"},
    {"creator", "UPDATE rooms SET creator = $2 WHERE code = $1"},
    // The leased rooms of a batch this server still holds at the epoch its
    // writes carry; locked to the commit, so a claim by another server
    // waits for it and then bumps the epoch.
    {"fence",
     "SELECT l.code FROM room_leases l JOIN unnest($2::text[], $3::bigint[]) AS f(code, epoch) "
     "ON l.code = f.code AND l.epoch = f.epoch WHERE l.owner = $1 FOR UPDATE OF l"},
};

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

}  // namespace

bool PgBackend::prepare(std::string& error) {
  for (const Prepared& statement : statements) {
    Result result(PQprepare(connection_, statement.name, statement.sql, 0, nullptr));
    if (!result.ok()) {
      error = std::string(statement.name) + ": " + result.error();
      return false;
    }
  }
  return true;
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
        if (change.summary && !change.wake_at_unix_ms) {
          Params<2> summary;
          summary.add(change.code).add(*change.summary);
          run("summary", summary, change.code);
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