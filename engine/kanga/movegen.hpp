#pragma once
// The legal moves of RULES.md 2.1 "Turn": a placement on any empty cell that
// is not suicide (2.2.4), no pass; plus the pie swap (2.1 "Setup") while it
// is available.
#include <vector>

#include "core/move.hpp"
#include "state.hpp"

namespace kangaroom::engine::kanga {

// Move.kind values; a placement has args[0] = col, args[1] = row.
enum class MoveKind : std::uint8_t { place = 1, swap = 2 };

Move make_place(int col, int row);
Move make_swap();
// A placement's cell, read only through these.
inline int col_of(const Move& move) { return move.args[0]; }
inline int row_of(const Move& move) { return move.args[1]; }

// Appends every legal move of `seat` (nothing if it may not act now):
// placements in reading order (row by row), then the swap.
void append_legal_moves(const State& state, int seat, std::vector<Move>& out);

// Whether `move` is legal for `seat` now, without building the list.
bool is_legal(const State& state, int seat, const Move& move);

// Whether the player to move has any legal placement (RULES.md 2.1: one who
// has none loses). Stops at the first one found.
bool has_legal_placement(const State& state);

}  // namespace kangaroom::engine::kanga
