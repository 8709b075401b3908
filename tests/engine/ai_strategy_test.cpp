#include <doctest/doctest.h>

#include <algorithm>

#include "ai/mcts_strategy.hpp"
#include "ai/strategy.hpp"
#include "core/registry.hpp"
#include "support/nim_game.hpp"

using namespace kangaroom::engine;
using kangaroom::test::NimGame;

TEST_CASE("make_strategy: knows every listed name and nothing else") {
  for (const auto& name : ai::strategy_names()) {
    auto strategy = ai::make_strategy(name);
    REQUIRE(strategy);
    CHECK(strategy->name() == name);
  }
  CHECK(ai::make_strategy("minimax") == nullptr);
  CHECK(ai::make_strategy("") == nullptr);
  CHECK(ai::strategy_names().size() == 3);
}

TEST_CASE("mcts strategy: finds the winning move in Nim within its iteration budget") {
  for (const auto& [stones, winning_take] : {std::pair{10, 1}, std::pair{11, 2}}) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      NimGame game(stones);
      Rng rng(seed);
      auto strategy = ai::make_strategy("mcts", ai::StrategyBudget{3000, {}});
      CHECK_MESSAGE(strategy->choose(game, 0, rng).args[0] == winning_take,
                    "stones " << stones << " seed " << seed);
    }
  }
}

TEST_CASE("mcts strategy: the out_of_time callback bounds the search") {
  int asked = 0;
  ai::MctsStrategy strategy(ai::StrategyBudget{1000000, [&] { return ++asked >= 2; }});
  NimGame game(30);
  Rng rng(4);
  strategy.choose(game, 0, rng);
  CHECK(asked == 2);
  CHECK(strategy.last_iterations() < 1000000);
  CHECK(strategy.last_iterations() > 0);
}

TEST_CASE("strategies: a seeded game between any two strategies replays identically") {
  auto play = [](std::string_view first, std::string_view second, std::uint64_t seed) {
    NimGame game(21);
    auto a = ai::make_strategy(first, ai::StrategyBudget{200, {}});
    auto b = ai::make_strategy(second, ai::StrategyBudget{200, {}});
    Rng rng(seed);
    std::vector<int> takes;
    while (!game.finished()) {
      const Seat seat = game.to_act().front();
      const Move move = (seat == 0 ? a : b)->choose(game, seat, rng);
      takes.push_back(move.args[0]);
      game.apply_legal(seat, move, nullptr);
    }
    return takes;
  };
  for (const auto& first : ai::strategy_names()) {
    for (const auto& second : ai::strategy_names()) {
      CAPTURE(first);
      CAPTURE(second);
      CHECK(play(first, second, 9) == play(first, second, 9));
    }
  }
}

TEST_CASE("strategies: mcts beats random at Nim from a winning start") {
  // 20 stones: the first player wins with perfect play (take 2, leave 18).
  int mcts_wins = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    NimGame game(20);
    auto mcts = ai::make_strategy("mcts", ai::StrategyBudget{2000, {}});
    auto random = ai::make_strategy("random");
    Rng rng(seed);
    while (!game.finished()) {
      const Seat seat = game.to_act().front();
      game.apply_legal(seat, (seat == 0 ? mcts : random)->choose(game, seat, rng), nullptr);
    }
    if (game.scores()[0] > game.scores()[1]) ++mcts_wins;
  }
  CHECK(mcts_wins == 10);
}

TEST_CASE("random and greedy play on: they give up only when nothing else is left") {
  // Kangaruse lists give_up at every decision; a bot in a seat that quits
  // while it can still jump is no opponent.
  for (const char* name : {"random", "greedy"}) {
    int decisions_with_choice = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      std::string error;
      auto game = create_game("kangaruse", 2, {{"size", "tiny"}}, seed, error);
      REQUIRE_MESSAGE(game, error);
      auto strategy = ai::make_strategy(name);
      Rng rng(seed);
      std::vector<Move> legal;
      for (int step = 0; step < 500 && !game->finished(); ++step) {
        const Seat seat = game->to_act().front();
        legal.clear();
        game->legal_moves(seat, legal);
        const Move chosen = strategy->choose(*game, seat, rng);
        const bool had_other = std::any_of(legal.begin(), legal.end(), [&](const Move& move) {
          return !game->is_resignation(move);
        });
        if (had_other) {
          ++decisions_with_choice;
          CHECK_MESSAGE(!game->is_resignation(chosen),
                        name << " seed " << seed << " step " << step);
        }
        game->apply_legal(seat, chosen, nullptr);
      }
      CHECK(game->finished());
    }
    CHECK(decisions_with_choice > 100);
  }
}
