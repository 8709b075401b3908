#pragma once
// The turn of RULES.md 2.1 from placement to the end of the game: captures,
// the suicide rule, the win by connection, the pie swap, and the ends that
// come between moves (2.2.5 repetition and move cap, no legal placement).
#include <string>
#include <vector>

#include "core/move.hpp"
#include "core/options.hpp"
#include "state.hpp"

namespace kangaroom::engine::kanga {

// Wire form of cells: [col, row], zero-based (README.md "JSON contract").
Json cell_json(const Board& board, int cell);
Json cells_json(const Board& board, const std::vector<std::int16_t>& cells);

// A new game: empty board, Black (seat 0) to move.
State initial_state(const Options& options);

// RULES.md 2.1 step 4 / 2.2.1: the group touches rows 1 and N, or columns 1
// and N (a corner stone is in a row and a column, so it counts for both).
bool connects(const Board& board, const Group& group);

// Applies a move that is_legal(state, seat, move) accepts, then ends the
// game if it is over. `events` (may be null) receives "place" / "swap" and,
// at the end, "game_over" (README.md "Events").
void apply_move(State& state, int seat, const Move& move, Json* events);

// `seat` resigns (a server's resign, at any time): the other seat wins.
// Events: "resign", then "game_over" with reason "resigned".
void resign(State& state, int seat, Json* events);

// For loaded positions: recomputes the hash, completes an empty history and
// checks that the rules could reach this state. Returns an empty string, or
// what is wrong.
std::string derive_and_check(State& state);

}  // namespace kangaroom::engine::kanga
