// SqliteBackend's writes: one batch as one transaction on the writer's
// connection, with the statements prepared at open (sqlite_statements.hpp).
#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include "server/store/sqlite_backend.hpp"
#include "server/store/sqlite_statements.hpp"
#include "server/store/sqlite_util.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

bool SqliteBackend::write_batch(std::vector<StoreOp>& batch, std::uint64_t& rows,
                                std::uint64_t& bytes) {
  std::string error;
  if (!sqlite::execute(db_, "BEGIN", error)) {
    spdlog::error("store: cannot begin a write: {}", error);
    return false;
  }
  Statements& sql = *statements_;
  const std::int64_t now = unix_ms_now();
  bool ok = true;
  auto run = [&](sqlite::Statement& statement, const std::string& code) {
    if (ok && statement.step() != SQLITE_DONE) {
      spdlog::error("store: room={} not written: {}", code, sqlite3_errmsg(db_));
      ok = false;
    }
    ++rows;
  };
  for (const StoreOp& op : batch) {
    if (!ok) break;
    switch (op.kind) {
      case StoreOp::Kind::write: {
        const RoomWrite& change = op.write;
        bytes += change.bytes();
        if (change.head) {
          sql.head.bind(1, change.code).bind(2, *change.head);
          sql.head.bind(3, static_cast<std::int64_t>(change.version)).bind(4, now);
          run(sql.head, change.code);
        }
        if (change.checkpoint) {
          const StoredCheckpoint& point = *change.checkpoint;
          sql.checkpoint.bind(1, change.code).bind(2, point.round);
          sql.checkpoint.bind(3, static_cast<std::int64_t>(point.moves_included));
          sql.checkpoint.bind(4, point.game).bind(5, point.log);
          sql.checkpoint.bind(6, point.log_has_private ? 1 : 0);
          sql.checkpoint.bind(7, static_cast<std::int64_t>(point.next_log_seq));
          run(sql.checkpoint, change.code);
          sql.drop_moves.bind(1, change.code);
          run(sql.drop_moves, change.code);
        }
        for (const StoredEvent& event : change.events) {
          sql.event.bind(1, change.code).bind(2, static_cast<std::int64_t>(event.seq));
          const int kind = event.kind == StoredEvent::Kind::move        ? 0
                           : event.kind == StoredEvent::Kind::agreement ? 2
                                                                        : 1;
          sql.event.bind(3, kind).bind(4, event.round);
          sql.event.bind(5, static_cast<std::int64_t>(event.version)).bind(6, event.at_unix_ms);
          sql.event.bind(7, event.body);
          run(sql.event, change.code);
        }
        if (change.drop_chat_before) {
          sql.drop_chat.bind(1, change.code);
          sql.drop_chat.bind(2, static_cast<std::int64_t>(*change.drop_chat_before));
          run(sql.drop_chat, change.code);
        }
        if (change.wake_at_unix_ms) {
          sql.sleep.bind(1, change.code).bind(2, *change.wake_at_unix_ms);
          sql.sleep.bind(3, change.summary.value_or(""));
          run(sql.sleep, change.code);
        } else if (change.awake) {
          sql.wake.bind(1, change.code);
          run(sql.wake, change.code);
        }
        if (change.summary && !change.wake_at_unix_ms) {
          sql.summary.bind(1, change.code).bind(2, *change.summary);
          run(sql.summary, change.code);
        }
        if (change.creator) {
          sql.creator.bind(1, change.code).bind(2, *change.creator);
          run(sql.creator, change.code);
        }
        break;
      }
      case StoreOp::Kind::quarantine:
        sql.quarantine.bind(1, op.code).bind(2, op.record).bind(3, op.error).bind(4, now);
        run(sql.quarantine, op.code);
        [[fallthrough]];
      case StoreOp::Kind::erase:
        sql.erase_room.bind(1, op.code);
        run(sql.erase_room, op.code);
        sql.erase_checkpoint.bind(1, op.code);
        run(sql.erase_checkpoint, op.code);
        sql.erase_events.bind(1, op.code);
        run(sql.erase_events, op.code);
        break;
      case StoreOp::Kind::replay:
        sql.replay.bind(1, op.replay.code).bind(2, op.replay.round);
        sql.replay.bind(3, op.replay.record).bind(4, op.replay.finished_at_unix_ms);
        run(sql.replay, op.replay.code);
        break;
      case StoreOp::Kind::erase_replays:
        sql.old_replays.bind(1, op.before_unix_ms);
        run(sql.old_replays, "(old replays)");
        break;
    }
  }
  if (ok && sqlite::execute(db_, "COMMIT", error)) return true;
  if (ok) spdlog::error("store: a batch of {} changes was not committed: {}", batch.size(), error);
  std::string ignored;
  sqlite::execute(db_, "ROLLBACK", ignored);
  rows = 0;
  bytes = 0;
  return false;
}

}  // namespace kangaroom::server
