#pragma once
// Score (RULES.md §3.1 "Score"): each piece on the board counts 1, and 2 when
// it stands on its own doubling rank. The same count gives the mid-game
// "if it ended now" score.
#include <array>
#include <vector>

#include "state.hpp"

namespace kangaroom::engine::kangaroo {

struct Breakdown {
  int pieces = 0;
  int doubled = 0;  // pieces on their own doubling rank (already in `pieces`)
  int total() const { return pieces + doubled; }
  bool operator==(const Breakdown&) const = default;
};

std::array<Breakdown, 2> score_breakdowns(const Board& board);

// Seats best first (a tie keeps seat order), and the seats with the best score.
std::vector<int> ranking(const std::array<Breakdown, 2>& scores);
std::vector<int> winners(const std::array<Breakdown, 2>& scores);

}  // namespace kangaroom::engine::kangaroo
