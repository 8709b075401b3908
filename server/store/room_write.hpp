#pragma once
// A room's record as the store keeps it: a log, not a snapshot. Each change
// of a room appends what is new (a move, a chat line) and rewrites only the
// small parts that are not a history (the head: options, seats, host, the
// round's number and seed, the turn clock). A checkpoint (the game as it
// stood after some of the round's moves, and the log up to there) is
// written when a round starts, so a restore replays the round's moves from
// it rather than keeping the whole game in every write. What this file
// describes knows nothing of rooms' rules: the room writes it
// (RecordWriter), the store stores it, a restore reads it back.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kangaroom::server {

// One appended entry of a room's log.
struct StoredEvent {
  // agreement: an accepted offer of the round (a takeback, a draw), in the
  // moves' order; its body is "agreed <JSON>" (room_record.hpp PlayedMove).
  enum class Kind { move, chat, agreement };
  std::uint64_t seq = 0;  // per room, from 1, never reused
  Kind kind = Kind::move;
  int round = 0;              // moves: the round they belong to
  std::uint64_t version = 0;  // the room's version once the event was applied
  std::int64_t at_unix_ms = 0;
  std::string body;  // a move: "<seat> <move JSON>"; a chat line: the chat message as sent
};

// The game as it stood once `moves_included` of its round's moves were
// applied: the engine's save() and the game log up to there.
struct StoredCheckpoint {
  int round = 0;
  std::uint64_t moves_included = 0;
  std::string game;  // JSON text; "null" in the lobby
  std::string log;   // JSON text of RoomLog::to_json
  bool log_has_private = false;
  std::uint64_t next_log_seq = 1;
};

// What one change of one room writes, all of it or nothing.
struct RoomWrite {
  std::string code;
  std::optional<std::string> head;  // JSON text, when it changed
  std::uint64_t version = 0;        // the room's version after the change
  // The epoch of the room's lease this node holds (room_leases.hpp): in a
  // cluster a write is refused once another node took the room over. 0:
  // the room is not leased (one server on its own store).
  std::uint64_t epoch = 0;
  // A new round (or a room written whole): replaces the checkpoint and
  // drops the moves of earlier rounds (their replay is archived).
  std::optional<StoredCheckpoint> checkpoint;
  std::vector<StoredEvent> events;
  // Chat lines older than this sequence number have left the history.
  std::optional<std::uint64_t> drop_chat_before;
  // The room leaves memory (it sleeps): when it must be woken again while
  // nobody is there (its turn clock's deadline, its abandonment, its
  // expiry), the store's wake index, and what POST /api/seats says of it
  // meanwhile (a RoomSummary as JSON text). A summary without a wake time
  // replaces the stored one while the room stays awake: in a cluster, the
  // other nodes answer POST /api/seats for it from there.
  std::optional<std::int64_t> wake_at_unix_ms;
  std::optional<std::string> summary;
  // The room is in a node's memory again: it leaves the wake index (a
  // server killed while holding it finds it there at the next start).
  bool awake = false;
  // On a new room's first write: who created it (a key of the client's
  // address, not the address), counted by StoreBackend::rooms_created_by
  // until the room is erased.
  std::optional<std::string> creator;
  // What it weighs as written (head, checkpoint and event bodies).
  std::size_t bytes() const {
    std::size_t total = head ? head->size() : 0;
    if (checkpoint) total += checkpoint->game.size() + checkpoint->log.size();
    for (const StoredEvent& event : events) total += event.body.size();
    return total;
  }
};

// A room read back at start: its head, checkpoint and every event kept, in
// order.
struct StoredRoom {
  std::string code;
  std::string head;
  std::uint64_t version = 0;
  std::int64_t touched_at_unix_ms = 0;    // its last write
  std::int64_t last_move_at_unix_ms = 0;  // its round's last move (0: none kept)
  std::optional<StoredCheckpoint> checkpoint;
  std::vector<StoredEvent> events;
};

// What POST /api/seats reads of a room without waking it: its head (seats
// by token hash, game, status) and the summary it wrote when it last fell
// asleep (empty if it never did).
struct StoredSummary {
  std::string code;
  std::string head;
  std::string summary;
};

}  // namespace kangaroom::server
