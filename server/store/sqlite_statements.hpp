#pragma once
// The writer's prepared statements (SqliteBackend::write_batch), made once
// when the backend opens.
#include "server/store/sqlite_backend.hpp"
#include "server/store/sqlite_util.hpp"

namespace kangaroom::server {

struct SqliteBackend::Statements {
  explicit Statements(sqlite3* db)
      : head(db,
             "INSERT INTO rooms (code, state, version, saved_at_unix_ms) VALUES (?1, ?2, ?3, ?4) "
             "ON CONFLICT (code) DO UPDATE SET state = excluded.state, version = "
             "excluded.version, saved_at_unix_ms = excluded.saved_at_unix_ms"),
        checkpoint(db,
                   "INSERT OR REPLACE INTO room_checkpoints (code, round, moves_included, game, "
                   "log, log_has_private, next_log_seq) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"),
        drop_moves(db, "DELETE FROM room_events WHERE code = ?1 AND kind IN (0, 2)"),
        event(db,
              "INSERT OR REPLACE INTO room_events (code, seq, kind, round, version, at_unix_ms, "
              "body) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"),
        drop_chat(db, "DELETE FROM room_events WHERE code = ?1 AND kind = 1 AND seq < ?2"),
        erase_room(db, "DELETE FROM rooms WHERE code = ?1"),
        erase_checkpoint(db, "DELETE FROM room_checkpoints WHERE code = ?1"),
        erase_events(db, "DELETE FROM room_events WHERE code = ?1"),
        quarantine(db,
                   "INSERT INTO quarantine (code, record, error, quarantined_at_unix_ms) VALUES "
                   "(?1, ?2, ?3, ?4)"),
        replay(db,
               "INSERT OR REPLACE INTO replays (code, round, record, finished_at_unix_ms) "
               "VALUES (?1, ?2, ?3, ?4)"),
        old_replays(db, "DELETE FROM replays WHERE finished_at_unix_ms < ?1"),
        sleep(db, "UPDATE rooms SET wake_at_unix_ms = ?2, summary = ?3 WHERE code = ?1"),
        wake(db, "UPDATE rooms SET wake_at_unix_ms = NULL WHERE code = ?1"),
        summary(db, "UPDATE rooms SET summary = ?2 WHERE code = ?1"),
        creator(db, "UPDATE rooms SET creator = ?2 WHERE code = ?1") {}
  sqlite::Statement head, checkpoint, drop_moves, event, drop_chat, erase_room, erase_checkpoint,
      erase_events, quarantine, replay, old_replays, sleep, wake, summary, creator;
};

}  // namespace kangaroom::server
