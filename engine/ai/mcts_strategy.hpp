#pragma once
// "mcts": Monte Carlo tree search (mcts.hpp) as a Strategy. The budget's
// iteration cap and out_of_time callback bound each decision; with the same
// seed and an iteration budget (no clock) the choice is reproducible.
#include "mcts.hpp"
#include "strategy.hpp"

namespace kangaroom::engine::ai {

// The settings make_strategy("mcts") uses, tuned on 2-player Kangaruse
// against greedy (bench/README.md, "Arena").
MctsSettings tuned_mcts_settings();

class MctsStrategy final : public Strategy {
 public:
  explicit MctsStrategy(StrategyBudget budget, MctsSettings settings = tuned_mcts_settings())
      : search_(MctsBudget{budget.max_iterations, std::move(budget.out_of_time)}, settings) {}

  std::string_view name() const override { return "mcts"; }
  Move choose(const Game& game, Seat seat, Rng& rng) override {
    return search_.choose(game, seat, rng);
  }

  // Iterations the last decision used (0 when there was a single legal move).
  int last_iterations() const { return search_.last_iterations(); }

 private:
  Mcts search_;
};

}  // namespace kangaroom::engine::ai
