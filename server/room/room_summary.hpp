#pragma once
// What "Your games" (POST /api/seats) says of a room to one of its seats:
// the game, where it stands, whose turn, the clock, the last move, the
// players. A room in memory makes it on its own thread when asked; a room
// asleep wrote it to the store as it fell asleep, so the answer wakes no
// room.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace kangaroom::server {

struct RoomSummary {
  struct Seat {
    std::string token_hash;  // SHA-256 of the seat token; empty: nobody's (or a bot's)
    std::string name;
    std::string color;
    bool bot = false;
  };
  std::string game;
  std::string status;  // "lobby", "playing", "finished"
  std::vector<Seat> seats;
  std::vector<int> to_act;  // empty when nobody is to act (or unknown)
  std::optional<std::int64_t> turn_deadline_unix_ms;
  std::optional<std::int64_t> last_move_at_unix_ms;
};

// The stored form (RoomWrite::summary) and back; nullopt for text that is
// not one.
nlohmann::json to_json(const RoomSummary& summary);
std::optional<RoomSummary> summary_from_json(const nlohmann::json& saved);
// A summary made from a stored head (room_record.hpp's head_json) alone,
// for a room that never fell asleep: no turn is known.
std::optional<RoomSummary> summary_from_head(const nlohmann::json& head);

// The answer for the seat whose token hashes to `token_hash` (nullopt when
// no seat of the room has that token): {"room", "game", "status", "seat",
// "your_turn", "turn_deadline", "last_move_at", "players": [{"name",
// "color", "bot"}]}.
std::optional<nlohmann::json> seat_entry(const RoomSummary& summary, const std::string& code,
                                         const std::string& token_hash);

}  // namespace kangaroom::server
