#pragma once
// Final scoring (RULES.md §1.6, last rows, and "Final score"): the same
// computation gives the mid-game "if it ended now" score.
#include <array>
#include <vector>

#include "state.hpp"

namespace kangaroom::engine::kangaruse {

struct Breakdown {
  int stars = 0;       // printed points of collected score squares
  int chests = 0;      // 5 per chest
  int food_water = 0;  // food x water
  int toys = 0;        // 5 per complete set of 3
  int gems = 0;        // edition's gem table
  int coins = 0;       // +coins with the most (ties count), else -coins
  int shelter = 0;     // +10 most, -10 fewest (ties share both)
  int teleports = 0;   // -cost per teleport
  int total = 0;

  bool operator==(const Breakdown&) const = default;
};

// The gem table's value for `gems` collected gems (capped at the last entry).
int gem_points(Edition edition, int gems);

// One breakdown per seat (player_count entries).
std::array<Breakdown, max_players> score_breakdowns(const State& state);

// Seats best first (ties keep seat order) and the seats sharing the best score.
std::vector<int> ranking(const std::array<Breakdown, max_players>& scores, int player_count);

}  // namespace kangaroom::engine::kangaruse
