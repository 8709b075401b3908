#pragma once
// A room's durable record: what the store writes, what a restore reads, and
// what a finished game's replay is made from. One struct instead of three
// hand-written copies of the same fields.
//
// It is laid out as the room's history will be when it becomes a log: first
// the room's creation (game, options, host, chosen seed), then what its
// events built since (seats, the round and its moves, chat). The move log
// appends those events one by one; this record is then what they add up to.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "protocol/client_message.hpp"

namespace kangaroom::server {

using Json = nlohmann::json;

enum class RoomStatus { lobby, playing, finished };
const char* to_string(RoomStatus status);

struct SeatRecord {
  std::string token_hash;  // empty: no person owns the seat
  std::string name;
  std::string icon;
  std::string color;
  std::optional<protocol::BotLevel> bot;
};

// One entry of a round's history: a move, or something the players agreed
// to (an accepted offer: {"kind":"takeback","seat":S,"undone":N} undoes the
// last N moves, {"kind":"draw"} ends the game). The history is only ever
// appended to: a takeback is an entry, never a deletion.
struct PlayedMove {
  int seat = 0;         // an agreement: the seat that offered it
  Json move;            // as the engine writes it (Game::move_to_json); an agreement's JSON
  std::string by = {};  // "bot", "clock" (the turn clock's bot) or empty (a person)
  bool agreed = false;
};
// Its text form in a round's moves and the store's events: "<seat> <move
// JSON>", the seat followed by ":bot" or ":clock" when a bot played it
// ("2:clock {...}"; a reader that takes the leading integer still finds the
// seat), or "agreed <agreement JSON>". Reading throws std::logic_error or
// Json::exception on a malformed line.
std::string played_line(const PlayedMove& played);
std::string played_move_line(int seat, std::string_view by, const std::string& move_text);
PlayedMove played_from_line(std::string_view line);

struct RoomRecord {
  // Its creation.
  std::string code;
  std::string game;  // GameInfo::id
  Json options;
  // A client's seed for a game without hidden information: it makes the
  // first round's board only (see Round::next_seed).
  std::optional<std::uint64_t> chosen_seed;
  std::string host_token_hash;

  // Seats and host.
  std::vector<SeatRecord> seats;
  std::optional<int> host_seat;
  bool host_handed_over = false;
  bool ever_joined = false;

  // The round.
  RoomStatus status = RoomStatus::lobby;
  int round = 0;
  std::uint64_t round_seed = 0;
  Json game_state;  // Game::save(); null in the lobby
  // How many of `moves` game_state (and `log`) already include: a restore
  // applies the rest. All of them in format 1, which saved the game whole.
  std::size_t game_state_moves = 0;
  bool saved_whole = false;  // read from format 1
  Json log = Json::array();
  bool log_has_private = false;
  std::uint64_t next_log_seq = 1;
  Json outcome;
  std::vector<PlayedMove> moves;  // this round's, in order
  protocol::TurnClock turn_clock;
  std::optional<std::int64_t> turn_deadline_unix_ms;
  // Who is told what while away (SeatNotifications::to_json): never in a
  // replay.
  Json notifications = Json::array();

  // Publication.
  std::uint64_t version = 1;
  std::vector<std::string> chat;  // recent chat messages, as sent
};

// The saved form (format 1: rooms saved before this struct load unchanged).
Json to_json(const RoomRecord& record);
// Throws Json::exception on a malformed record; false with `error` when it
// is well formed but unusable (another format, an unknown status).
bool from_json(const Json& saved, RoomRecord& record, std::string& error);

// The record's head (format 2): everything but the game, its log, its
// moves, the chat and the version, which the store keeps as a checkpoint
// and appended events (room_write.hpp).
Json head_json(const RoomRecord& record);
// The record a room's log adds up to: its head, checkpoint and events (or a
// format-1 record saved whole, from before the log). Throws Json::exception
// on malformed JSON; false with `error` when it is unusable.
struct StoredRoom;
bool from_stored(const StoredRoom& stored, RoomRecord& record, std::string& error);

// A finished round's replay (GET /api/rooms/CODE/replay): its options, seed,
// seats (without token hashes), moves and outcome.
std::string replay_text(const RoomRecord& record, std::int64_t finished_at_unix_ms);
// The same from the head record (its moves unused) and the moves already as
// the JSON array text that moves_json_text makes: a finished round's moves
// are never parsed back to be written out again.
std::string replay_text(const RoomRecord& head, std::string_view moves_json,
                        std::int64_t finished_at_unix_ms);
// Appends the move of a moves line (played_line's text) as the replay's
// JSON element: {"by", "move", "seat"} or {"agreed"}, the move's own text
// copied as it is (the server serialized it).
void append_move_json(std::string& out, std::string_view line);

}  // namespace kangaroom::server
