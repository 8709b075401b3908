#pragma once
// Everything about a Kanga game: the options fixed at creation and what
// changes move by move (the board, whose turn, captures, the history of
// positions for the repetition draw, how the game ended).
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "board.hpp"
#include "capture.hpp"

namespace kangaroom::engine::kanga {

struct Options {
  int size = 7;
  bool pie_rule = false;
  // RULES.md 2.2.5: a draw after 10 * size * size placements.
  bool move_cap = false;
  SuicideRule suicide = SuicideRule::illegal;

  int placement_cap() const { return 10 * size * size; }
  // Game length (README.md "Game length"): the repetition draw bounds a game
  // only by the number of positions, far too many to matter, so with or
  // without the cap no game goes past this many placements (a draw).
  int placement_limit() const { return 25 * size * size; }
};

enum class EndReason : std::uint8_t {
  none,
  connection,
  no_legal_move,
  repetition,
  move_cap,
  move_limit,
  resigned,
  agreement  // a draw both players agreed to (README "Draw by agreement")
};

std::string_view end_reason_name(EndReason reason);  // "connection", ...
std::optional<EndReason> end_reason_from_name(std::string_view name);
std::string_view suicide_rule_name(SuicideRule rule);  // "illegal" / "self_capture"
std::optional<SuicideRule> suicide_rule_from_name(std::string_view name);

enum class LastMoveKind : std::uint8_t { none, place, swap };

struct LastMove {
  LastMoveKind kind = LastMoveKind::none;
  int seat = 0;
  int cell = 0;  // place only
  int go = 0;    // stones removed by Go capture (first in `captured`)
  int custodian = 0;
  std::vector<std::int16_t> captured;       // enemy stones removed
  std::vector<std::int16_t> self_captured;  // own group removed (self_capture rule)

  bool operator==(const LastMove&) const = default;
};

struct State {
  Options options;
  Board board;
  // Seat 0 plays Black until a pie swap (then seat 1 is Black).
  std::array<Stone, 2> seat_colour{Stone::black, Stone::white};
  Stone to_move = Stone::black;

  int moves_played = 0;           // placements and the swap
  int placements = 0;             // what the move cap counts
  std::array<int, 2> captures{};  // stones each seat has captured
  LastMove last_move;

  bool finished = false;
  EndReason end_reason = EndReason::none;
  int winner = -1;  // -1: none (draw or still running)
  std::vector<std::int16_t> winning_group;

  // Zobrist hash of the stones alone, kept up to date move by move.
  std::uint64_t stones_hash = 0;
  // position_key() of every position so far, the current one last.
  std::vector<std::uint64_t> history;

  State() = default;
  explicit State(const Options& chosen) : options(chosen), board(chosen.size) {}

  int seat_of(Stone colour) const { return seat_colour[0] == colour ? 0 : 1; }
  int seat_to_move() const { return seat_of(to_move); }
  // RULES.md 2.1 "Setup": with the pie rule, the second player's first
  // decision may be a swap.
  bool swap_available() const { return options.pie_rule && moves_played == 1 && !finished; }
  // Identifies "the same position with the same player to move" (2.2.5). The
  // swap right is part of it, as castling rights are in chess.
  std::uint64_t position_key() const;
  // How many times position_key() appears in `history`.
  int occurrences(std::uint64_t key) const;
};

// Recomputes stones_hash from the board.
std::uint64_t hash_stones(const Board& board);

}  // namespace kangaroom::engine::kanga
