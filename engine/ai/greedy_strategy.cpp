#include "greedy_strategy.hpp"

#include <stdexcept>

namespace kangaroom::engine::ai {

namespace {
// The seat's score minus the mean of the other seats' scores.
double standing_of(const Game& game, Seat seat) {
  const auto scores = game.scores();
  if (static_cast<std::size_t>(seat) >= scores.size()) return 0.0;
  double others = 0;
  for (std::size_t other = 0; other < scores.size(); ++other)
    if (other != static_cast<std::size_t>(seat)) others += scores[other];
  const double own = scores[static_cast<std::size_t>(seat)];
  return scores.size() > 1 ? own - others / static_cast<double>(scores.size() - 1) : own;
}
}  // namespace

int GreedyStrategy::mobility_after(Game& game, Seat seat, Rng& rng) {
  for (int step = 0; step <= settings_.mobility_horizon; ++step) {
    if (game.finished()) return 0;
    const auto acting = game.to_act();
    if (acting.empty()) return 0;
    scratch_.clear();
    if (game.may_act(seat)) {
      game.legal_moves(seat, scratch_);
      return static_cast<int>(scratch_.size());
    }
    const Seat other = acting.front();
    game.legal_moves(other, scratch_);
    if (scratch_.empty()) return 0;
    game.apply_legal(other, scratch_[rng.below(static_cast<std::uint32_t>(scratch_.size()))],
                     nullptr);
  }
  return 0;
}

Move GreedyStrategy::choose(const Game& game, Seat seat, Rng& rng) {
  moves_.clear();
  game.legal_moves(seat, moves_);
  if (moves_.empty()) throw std::logic_error("greedy strategy asked for a seat with no legal move");
  drop_resignations(game, moves_);
  if (moves_.size() == 1) return moves_.front();

  const double before = standing_of(game, seat);
  // One forked generator per candidate keeps each candidate's mobility
  // sample independent of how many candidates came before it.
  Rng lookahead = rng.fork();
  std::vector<std::size_t> best;
  double best_gain = 0;
  int best_mobility = 0;
  for (std::size_t i = 0; i < moves_.size(); ++i) {
    auto trial = game.clone();
    trial->apply_legal(seat, moves_[i], nullptr);
    const double gain = standing_of(*trial, seat) - before;
    int mobility = 0;
    if (settings_.mobility_tie_break) {
      Rng sample = lookahead.fork();
      mobility = mobility_after(*trial, seat, sample);
    }
    const bool better =
        best.empty() || gain > best_gain || (gain == best_gain && mobility > best_mobility);
    if (better) {
      best.clear();
      best_gain = gain;
      best_mobility = mobility;
    }
    if (better || (gain == best_gain && mobility == best_mobility)) best.push_back(i);
  }
  return moves_[best[rng.below(static_cast<std::uint32_t>(best.size()))]];
}

}  // namespace kangaroom::engine::ai
