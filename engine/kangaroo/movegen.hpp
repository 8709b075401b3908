#pragma once
// Jumps (RULES.md §3.1 "Move"): in any of 8 directions over an adjacent piece
// of either colour onto the empty square just beyond, never onto a square
// the moving piece already landed on in this move (§3.4.3). Pure functions
// of the board; nothing here allocates.
#include <cstdint>

#include "state.hpp"

namespace kangaroom::engine::kangaroo {

struct Jump {
  std::int8_t from;
  std::int8_t over;
  std::int8_t to;
};

inline constexpr int max_jumps_per_piece = 8;

// The jumps of the piece on `from`, landing outside `visited` (bit i: square
// i), in the order of `directions`. `out` holds max_jumps_per_piece entries.
int jumps_from(const Board& board, int from, std::uint64_t visited, Jump* out);

// Whether the piece on `from` has any jump avoiding `visited`.
bool piece_can_jump(const Board& board, int from, std::uint64_t visited);

// Whether `seat` has any jump at the start of a turn.
bool has_jump(const Board& board, int seat);

}  // namespace kangaroom::engine::kangaroo
