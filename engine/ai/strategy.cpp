#include "strategy.hpp"

#include "greedy_strategy.hpp"
#include "mcts_strategy.hpp"
#include "random_strategy.hpp"

namespace kangaroom::engine::ai {

std::unique_ptr<Strategy> make_strategy(std::string_view name, StrategyBudget budget) {
  if (name == "random") return std::make_unique<RandomStrategy>();
  if (name == "greedy") return std::make_unique<GreedyStrategy>();
  if (name == "mcts") return std::make_unique<MctsStrategy>(std::move(budget));
  return nullptr;
}

const std::vector<std::string>& strategy_names() {
  static const std::vector<std::string> names = {"random", "greedy", "mcts"};
  return names;
}

}  // namespace kangaroom::engine::ai
