#pragma once
// The valid-jump pipeline of RULES.md §1.5 and the other move lists
// (placement, teleport, tiger destroy). Pure functions of a State; nothing
// here allocates.
#include <cstdint>
#include <string>

#include "state.hpp"

namespace kangaroom::engine::kangaruse {

// One valid destination and a (direction, distance) pair that reaches it;
// distance 0 marks a frog jump (no direction or distance).
// Trivial on purpose: move generation fills arrays of these without paying
// for initialization first.
struct Destination {
  std::int16_t cell;
  Direction direction;
  std::int8_t distance;
};

// RULES.md §1.5 steps 1-7 for `seat` standing on its cell: the distinct valid
// destinations, in a fixed order. `out` must hold max_destinations entries.
// Returns how many were written.
int valid_destinations(const State& state, int seat, Destination* out);

// Same, keeping only the cells (what State::destinations stores).
int valid_destination_cells(const State& state, int seat, std::int16_t* out);

// RULES.md §1.3: a square `seat` may start on now.
inline bool placement_allowed(const State& state, int cell) {
  const auto at = static_cast<std::size_t>(cell);
  const Layout& layout = state.lay();
  const CellType type = layout.type[at];
  if (type == CellType::tree || layout.score_square[at]) return false;
  if (state.crossed[at] || state.occupied(cell)) return false;
  return !state.starting_positions || type == CellType::starting_position;
}

// RULES.md §1.4.3 / §1.7.7: an unused, non-tree, non-score square whose
// echidna number (if any) is higher than the seat's last echidna.
inline bool teleport_allowed(const State& state, int seat, int cell) {
  const auto at = static_cast<std::size_t>(cell);
  const Layout& layout = state.lay();
  if (layout.score_square[at] || !state.unused(cell)) return false;
  if (cell == state.player(seat).cell) return false;
  return layout.type[at] != CellType::echidna ||
         layout.board.cells[at].value > state.player(seat).last_echidna;
}

// RULES.md §1.6 tasmanian tiger: an unused square in the row or column of the
// tiger the seat stands on.
inline bool destroy_allowed(const State& state, int seat, int cell) {
  const int tiger = state.player(seat).cell;
  if (tiger < 0 || cell == tiger || !state.unused(cell)) return false;
  const Layout& layout = state.lay();
  const auto a = static_cast<std::size_t>(cell), b = static_cast<std::size_t>(tiger);
  return layout.x[a] == layout.x[b] || layout.y[a] == layout.y[b];
}

int destroy_target_count(const State& state, int seat);

// Why a jump of `seat` to `target` (a cell index on the board) is not valid,
// for people: "(3,2) is crossed out", "a tree is in the way".
std::string explain_invalid_jump(const State& state, int seat, int target);

// "(x,y)" for messages.
std::string cell_text(const Layout& layout, int cell);

}  // namespace kangaroom::engine::kangaruse
