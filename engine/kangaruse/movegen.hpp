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
struct Destination {
  std::int16_t cell = -1;
  Direction direction = Direction::right;
  std::int8_t distance = 0;
};

// RULES.md §1.5 steps 1-7 for `seat` standing on its cell: the distinct valid
// destinations, in a fixed order. `out` must hold max_destinations entries.
// Returns how many were written.
int valid_destinations(const State& state, int seat, Destination* out);

// Same, keeping only the cells (what State::destinations stores).
int valid_destination_cells(const State& state, int seat, std::int16_t* out);

// RULES.md §1.3: a square `seat` may start on now.
bool placement_allowed(const State& state, int cell);

// RULES.md §1.4.3 / §1.7.7: an unused, non-tree, non-score square whose
// echidna number (if any) is higher than the seat's last echidna.
bool teleport_allowed(const State& state, int seat, int cell);

// RULES.md §1.6 tasmanian tiger: an unused square in the row or column of the
// tiger the seat stands on.
bool destroy_allowed(const State& state, int seat, int cell);
int destroy_target_count(const State& state, int seat);

// Why a jump of `seat` to `target` (a cell index on the board) is not valid,
// for people: "(3,2) is crossed out", "a tree is in the way".
std::string explain_invalid_jump(const State& state, int seat, int target);

// "(x,y)" for messages.
std::string cell_text(const Layout& layout, int cell);

}  // namespace kangaroom::engine::kangaruse
