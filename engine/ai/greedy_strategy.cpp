#include "greedy_strategy.hpp"

#include <algorithm>
#include <stdexcept>

namespace kangaroom::engine::ai {

namespace {
// The seat's standing minus the mean of the other seats'.
double standing_of(const Game& game, Seat seat) {
  const auto standings = game.heuristic_scores();
  if (static_cast<std::size_t>(seat) >= standings.size()) return 0.0;
  double others = 0;
  for (std::size_t other = 0; other < standings.size(); ++other)
    if (other != static_cast<std::size_t>(seat)) others += standings[other];
  const double own = standings[static_cast<std::size_t>(seat)];
  return standings.size() > 1 ? own - others / static_cast<double>(standings.size() - 1) : own;
}
}  // namespace

Prospect prospect_for(const Game& game, Seat seat) {
  if (!game.finished())
    return game.times_seen_before() > 0 ? Prospect::seen_before : Prospect::open;
  const Json outcome = game.outcome();
  const auto winners = outcome.is_object() ? outcome.find("winners") : outcome.end();
  if (!outcome.is_object() || winners == outcome.end() || !winners->is_array())
    return Prospect::open;  // a game without winners: its scores say the rest
  const bool won = std::any_of(winners->begin(), winners->end(), [&](const Json& winner) {
    return winner.is_number_integer() && winner.get<int>() == seat;
  });
  if (!won) return Prospect::loss;
  const bool everyone = game.players() > 1 && static_cast<int>(winners->size()) >= game.players();
  return everyone ? Prospect::draw : Prospect::win;
}

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
  Prospect best_prospect = Prospect::loss;
  double best_gain = 0;
  int best_mobility = 0;
  for (std::size_t i = 0; i < moves_.size(); ++i) {
    auto trial = game.clone();
    trial->apply_legal(seat, moves_[i], nullptr);
    const Prospect prospect = prospect_for(*trial, seat);
    const double gain = standing_of(*trial, seat) - before;
    int mobility = 0;
    if (settings_.mobility_tie_break) {
      Rng sample = lookahead.fork();
      mobility = mobility_after(*trial, seat, sample);
    }
    const bool better = best.empty() || prospect > best_prospect ||
                        (prospect == best_prospect &&
                         (gain > best_gain || (gain == best_gain && mobility > best_mobility)));
    if (better) {
      best.clear();
      best_prospect = prospect;
      best_gain = gain;
      best_mobility = mobility;
    }
    if (better || (prospect == best_prospect && gain == best_gain && mobility == best_mobility))
      best.push_back(i);
  }
  return moves_[best[rng.below(static_cast<std::uint32_t>(best.size()))]];
}

}  // namespace kangaroom::engine::ai
