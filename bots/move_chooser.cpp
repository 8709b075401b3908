#include "move_chooser.hpp"

#include <chrono>

#include "ai/strategy.hpp"
#include "core/registry.hpp"
#include "core/rng.hpp"

namespace kangaroom::bots {

namespace {

class RandomChooser final : public MoveChooser {
 public:
  explicit RandomChooser(std::uint64_t seed) : rng_(seed) {}

  int choose(const Json& view, int, std::string&) override {
    const auto count = static_cast<std::uint32_t>(view["legal_moves"].size());
    return static_cast<int>(rng_.below(count));
  }

 private:
  engine::Rng rng_;
};

// Rebuilds the engine's game from the view (the game's GameFactory::
// from_view) and asks one of the engine's strategies. Before trusting
// the rebuilt game it checks that the game's own legal moves are exactly the
// ones the server listed.
class EngineChooser final : public MoveChooser {
 public:
  EngineChooser(std::string_view name, const ChooserBudget& budget, std::uint64_t seed)
      : think_(budget.think_milliseconds), rng_(seed) {
    engine::ai::StrategyBudget engine_budget;
    engine_budget.max_iterations = budget.mcts_iterations;
    if (think_.count() > 0) {
      // The engine reads no clock: searches ask this, and we answer from ours.
      engine_budget.out_of_time = [deadline = deadline_] {
        return std::chrono::steady_clock::now() >= *deadline;
      };
    }
    strategy_ = engine::ai::make_strategy(name, std::move(engine_budget));
  }

  int choose(const Json& view, int seat, std::string& error) override {
    const engine::GameFactory* factory = engine::find_game(view["room"].value("game", ""));
    if (!factory || !factory->from_view) {
      error = "this build does not know the game '" + view["room"].value("game", "") + "'";
      return -1;
    }
    const auto game = rebuild(*factory, view, seat, error);
    if (!game) return -1;
    const Json& listed = view["legal_moves"];
    const Json ours = game->legal_moves_json(seat);
    if (ours.size() != listed.size()) {
      error = "the rebuilt game has " + std::to_string(ours.size()) +
              " legal moves, the server lists " + std::to_string(listed.size());
      return -1;
    }
    *deadline_ = std::chrono::steady_clock::now() + think_;
    const engine::Move move = strategy_->choose(*game, seat, rng_);
    const Json wanted = game->move_to_json(move);
    for (std::size_t i = 0; i < listed.size(); ++i)
      if (listed[i] == wanted) return static_cast<int>(i);
    error = "the strategy chose " + wanted.dump() + ", which the server does not list";
    return -1;
  }

 private:
  // The game as this seat knows it (GameFactory::from_view): what the seat
  // cannot see is drawn at random, consistently with what it can.
  std::unique_ptr<engine::Game> rebuild(const engine::GameFactory& factory, const Json& view,
                                        int seat, std::string& error) {
    const Json& room = view["room"];
    if (!view.contains("game") || !view["game"].is_object()) {
      error = "the view holds no game";
      return nullptr;
    }
    const int players = room.contains("seats") ? static_cast<int>(room["seats"].size()) : 0;
    auto game = factory.from_view(view["game"], players, room.value("options", Json::object()),
                                  seat, rng_.next(), error);
    if (!game) error = "the view does not rebuild a game: " + error;
    return game;
  }

  std::chrono::milliseconds think_;
  std::shared_ptr<std::chrono::steady_clock::time_point> deadline_ =
      std::make_shared<std::chrono::steady_clock::time_point>();
  std::unique_ptr<engine::ai::Strategy> strategy_;
  engine::Rng rng_;
};

}  // namespace

const std::vector<std::string>& move_chooser_names() {
  static const std::vector<std::string> names = {"random", "greedy", "mcts"};
  return names;
}

std::unique_ptr<MoveChooser> make_move_chooser(std::string_view strategy, std::uint64_t seed,
                                               const ChooserBudget& budget, std::string& error) {
  if (strategy == "random") return std::make_unique<RandomChooser>(seed);
  if (strategy == "greedy" || strategy == "mcts")
    return std::make_unique<EngineChooser>(strategy, budget, seed);
  error = "unknown strategy '" + std::string(strategy) + "'";
  return nullptr;
}

}  // namespace kangaroom::bots
