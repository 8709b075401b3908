#pragma once
// Monte Carlo tree search over the Game interface, for any game and any
// number of seats. Each iteration re-samples the hidden part of the state
// from the searching seat's point of view (Game::sample_for), so in games with
// hidden information the search only uses what that seat may see; with full
// information the sample is an exact copy.
//
// The engine reads no clock: a time budget is given as a callback that the
// caller (server, bot, simulator) answers from its own clock.
#include <cstdint>
#include <functional>
#include <vector>

#include "core/game.hpp"

namespace kangaroom::engine::ai {

struct MctsBudget {
  int max_iterations = 2000;
  // Asked every few iterations; returning true ends the search early.
  std::function<bool()> out_of_time;
};

struct MctsSettings {
  double exploration = 0.7;     // UCB1 constant; rewards are in [0, 1]
  int max_playout_moves = 2000; // safety net for games that might not end
};

class Mcts {
 public:
  explicit Mcts(MctsBudget budget, MctsSettings settings = {})
      : budget_(std::move(budget)), settings_(settings) {}

  // The most visited move for `seat`, which must be able to act in `game`.
  Move choose(const Game& game, Seat seat, Rng& rng);

  int last_iterations() const { return last_iterations_; }

 private:
  struct Node {
    Move move;             // the move that led here
    Seat mover = -1;       // who made it
    int parent = -1;
    std::vector<int> children;
    double visits = 0;
    double availability = 0;  // times this move was legal when its parent was visited
    double reward = 0;        // summed rewards of `mover`
  };

  int select_child(int node, const std::vector<Move>& legal) ;
  std::vector<double> playout(Game& game, Rng& rng) const;

  MctsBudget budget_;
  MctsSettings settings_;
  std::vector<Node> nodes_;
  int last_iterations_ = 0;
};

// Reward per seat in [0, 1] for a finished (or abandoned) game: the share of
// opponents the seat beat on score, counting ties as half. With two players
// this is 1 for a win, 0.5 for a draw, 0 for a loss.
std::vector<double> rank_rewards(const std::vector<double>& scores);

}  // namespace kangaroom::engine::ai
