#pragma once
// What the strategies' hints (Game::heuristic_scores) read in a Kanga
// position: how far each colour is from a connection. Not a rule: nothing
// here decides a move's legality or a game's end.
#include "board.hpp"

namespace kangaroom::engine::kanga {

// A colour that can no longer connect at all (every path is blocked).
inline constexpr int unreachable = 1 << 20;

// The fewest stones `colour` must still place to have a group touching two
// opposite edges (top and bottom, or left and right), as in Hex: the
// cheapest orthogonal path from one edge to the opposite one, through its
// own stones (free) and empty cells (one stone each), around the other
// colour's stones. 0: it is connected. Captures are not foreseen, so this
// is a guide, not a proof.
int stones_to_connect(const Board& board, Stone colour);

}  // namespace kangaroom::engine::kanga
