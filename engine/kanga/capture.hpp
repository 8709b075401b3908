#pragma once
// What one placement does to the board (RULES.md 2.1 "Turn", steps 1-3, and
// 2.2.2-2.2.4, 2.2.7): Go captures and custodian captures, both found on the
// position right after placement and removed together, then the suicide
// check. Nothing here allocates; nothing here changes the board.
#include <array>
#include <cstdint>

#include "board.hpp"

namespace kangaroom::engine::kanga {

inline constexpr int max_cells = max_size * max_size;

// RULES.md 2.2.4: a placement whose own group ends without liberty is illegal
// (`illegal`, default), or legal and that group is removed (`self_capture`).
enum class SuicideRule : std::uint8_t { illegal, self_capture };

// The cells of one orthogonally connected group and whether it has a liberty.
struct Group {
  int size = 0;
  int liberties = 0;  // counted once per empty cell
  std::array<std::int16_t, max_cells> cells;
};

// The group containing `cell` (a stone) on `board`. Cells in `also_empty`
// (a padded-cell mask, may be null) count as empty: removals not yet made.
void find_group(const Board& board, int cell, const std::uint8_t* also_empty, Group& group);

struct Resolution {
  bool legal = false;
  // Removed stones, in this order: `go` stones removed by Go capture, then
  // `custodian` stones removed only by custodian capture (a stone caught by
  // both counts as Go), then `self` stones of the mover's own group
  // (self_capture rule only; the placed stone is among them).
  int go = 0;
  int custodian = 0;
  int self = 0;
  std::array<std::int16_t, max_cells> removed;

  int enemy_removed() const { return go + custodian; }
};

// Resolves `colour` placing on the empty cell `cell` of `board`.
void resolve_placement(const Board& board, int cell, Stone colour, SuicideRule rule,
                       Resolution& out);

// Cheap legality test: true at once when the cell has an empty orthogonal
// neighbour (removals only add liberties, so the placed stone keeps it);
// otherwise resolves the placement in full.
bool placement_legal(const Board& board, int cell, Stone colour, SuicideRule rule);

}  // namespace kangaroom::engine::kanga
