#pragma once
// "greedy", the medium level: one move ahead, tried on a clone. Each
// candidate is judged, in this order:
//
// 1. Where it leads: a win at once, then a position not seen before in this
//    game, then one seen before (Game::times_seen_before), then a draw at
//    once, then a loss at once. So medium never goes round in circles while
//    it has a move that does not, and never settles for a draw (by
//    repetition, a move limit, equal scores) that it can avoid with a move
//    that does not lose at once. A win, draw or loss is read from the
//    outcome's winners: a draw is every seat winning.
// 2. Its gain: the change in the mover's own standing
//    (Game::heuristic_scores()[seat], by default the score) minus the mean
//    change of the other seats'. Where a move changes only the mover's score
//    (Kangaruse) that is the own gain; where it takes from an opponent (a
//    Kangaroo capture, which leaves the mover's own score as it was) the
//    loss counts too; a partner's score that rises with the mover's
//    (Jackaroo teams) lowers the gain in proportion, not its order.
// 3. Mobility, as gains tie often (most jumps score nothing): the move after
//    which the seat has the most legal moves the next time it acts. That
//    keeps a kangaroo away from dead ends, where it would have to pay for a
//    teleport or stop. To see "the next time it acts", the other seats'
//    moves in between are played at random on the clone (with a generator
//    forked from the caller's, so the choice stays reproducible). A move
//    after which the seat never acts again (it stopped, gave up, or the game
//    ended) has mobility 0.
// 4. Remaining ties are broken uniformly at random.
//
// Everything it knows of a game comes through the Game interface: it names
// no game.
#include "strategy.hpp"

namespace kangaroom::engine::ai {

struct GreedySettings {
  // Break ties on gain by mobility (costs a few extra moves per candidate).
  bool mobility_tie_break = true;
  // How many moves of other seats to play before giving up on seeing the
  // seat act again (then its mobility counts as 0).
  int mobility_horizon = 32;
};

// Where a move leads, worst first: what greedy compares before the gain.
enum class Prospect : int { loss, draw, seen_before, open, win };

// The prospect of `game` (a state just reached) for `seat`.
Prospect prospect_for(const Game& game, Seat seat);

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
