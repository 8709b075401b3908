#pragma once
// "greedy": the move with the best immediate gain, tried on a clone: the
// change in the mover's own score (Game::scores()[seat]) minus the mean
// change of the other seats' scores. Where a move changes only the mover's
// score (Kangaruse) that is the own gain; where it takes from an opponent (a
// Kangaroo capture, which leaves the mover's own score as it was) the loss
// counts too; a partner's score that rises with the mover's (Jackaroo teams)
// lowers the gain in proportion, not its order.
//
// Ties are common (most jumps score nothing), so they are broken by
// mobility: prefer the move after which the seat has the most legal moves the
// next time it acts. That keeps a kangaroo away from dead ends, where it
// would have to pay for a teleport or stop. To see "the next time it acts",
// the other seats' moves in between are played at random on the clone (with a
// generator forked from the caller's, so the choice stays reproducible). A
// move after which the seat never acts again (it stopped, gave up, or the
// game ended) has mobility 0. Remaining ties are broken uniformly at random.
#include "strategy.hpp"

namespace kangaroom::engine::ai {

struct GreedySettings {
  // Break ties on gain by mobility (costs a few extra moves per candidate).
  bool mobility_tie_break = true;
  // How many moves of other seats to play before giving up on seeing the
  // seat act again (then its mobility counts as 0).
  int mobility_horizon = 32;
};

class GreedyStrategy final : public Strategy {
 public:
  explicit GreedyStrategy(GreedySettings settings = {}) : settings_(settings) {}

  std::string_view name() const override { return "greedy"; }
  Move choose(const Game& game, Seat seat, Rng& rng) override;

 private:
  int mobility_after(Game& game, Seat seat, Rng& rng);

  GreedySettings settings_;
  std::vector<Move> moves_;
  std::vector<Move> scratch_;
};

}  // namespace kangaroom::engine::ai
