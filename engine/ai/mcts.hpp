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
#include <unordered_map>
#include <vector>

#include "core/game.hpp"

namespace kangaroom::engine::ai {

struct MctsBudget {
  int max_iterations = 2000;
  // Asked every few iterations; returning true ends the search early.
  std::function<bool()> out_of_time;
};

struct MctsSettings {
  double exploration = 0.7;      // UCB1 constant; rewards are in [0, 1]
  int max_playout_moves = 2000;  // safety net for games that might not end
  // Share of each reward that comes from the score margin instead of the
  // rank: 0 = win/draw/loss only. A small share makes the search prefer
  // winning by more, so it keeps collecting points once it leads instead of
  // treating every winning line (including stopping at once) as equal.
  double score_weight = 0.0;
  // Score difference at which the margin part is about 76% (tanh(1)) of the way to 0 or 1.
  double score_scale = 20.0;
  // Playout policy, MAST (move-average sampling): with this probability a
  // playout move is uniformly random, otherwise the legal move whose
  // (mover, move) pair has the best average reward so far in this search.
  // 1 = plain random playouts. Game-neutral: it learns, for example, that
  // giving up early loses, without knowing what giving up is.
  double mast_epsilon = 1.0;
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
    Move move;        // the move that led here
    Seat mover = -1;  // who made it
    int parent = -1;
    std::vector<int> children;
    double visits = 0;
    double availability = 0;  // times this move was legal when its parent was visited
    double reward = 0;        // summed rewards of `mover`
  };

  struct MoveStat {
    double reward = 0;
    double count = 0;
  };

  int select_child(int node, const std::vector<Move>& legal);
  std::vector<double> playout(Game& game, Rng& rng);
  const Move& playout_move(Seat seat, const std::vector<Move>& moves, Rng& rng);
  std::vector<double> rewards_for(const std::vector<double>& scores) const;

  MctsBudget budget_;
  MctsSettings settings_;
  std::vector<Node> nodes_;
  int last_iterations_ = 0;
  // MAST statistics of this search, keyed by (mover, move).
  std::unordered_map<std::uint64_t, MoveStat> move_stats_;
  std::vector<std::pair<Seat, Move>> trail_;  // moves of the current iteration
  std::vector<Move> playout_moves_;
};

// Reward per seat in [0, 1] for a finished (or abandoned) game: the share of
// opponents the seat beat on score, counting ties as half. With two players
// this is 1 for a win, 0.5 for a draw, 0 for a loss.
std::vector<double> rank_rewards(const std::vector<double>& scores);

}  // namespace kangaroom::engine::ai
