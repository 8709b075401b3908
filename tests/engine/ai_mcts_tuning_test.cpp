#include <doctest/doctest.h>

#include "ai/mcts.hpp"
#include "ai/mcts_strategy.hpp"
#include "support/nim_game.hpp"

using namespace kangaroom::engine;
using kangaroom::test::NimGame;

TEST_CASE("mcts tuning: the tuned settings use MAST playouts and a score-margin share") {
  const auto settings = ai::tuned_mcts_settings();
  CHECK(settings.mast_epsilon < 1.0);
  CHECK(settings.score_weight > 0.0);
  CHECK(settings.score_weight < 1.0);
}

TEST_CASE("mcts tuning: MAST playouts still find the winning Nim move") {
  for (double epsilon : {0.0, 0.2, 0.5}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      ai::MctsSettings settings;
      settings.mast_epsilon = epsilon;
      settings.score_weight = 0.3;
      ai::Mcts search(ai::MctsBudget{3000, {}}, settings);
      NimGame game(13);  // take 1, leave 12
      Rng rng(seed);
      CHECK_MESSAGE(search.choose(game, 0, rng).args[0] == 1,
                    "epsilon " << epsilon << " seed " << seed);
    }
  }
}

TEST_CASE("mcts tuning: the same seed and budget give the same choice with MAST") {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    NimGame game(31);
    Rng first(seed);
    Rng second(seed);
    ai::MctsStrategy a(ai::StrategyBudget{400, {}});
    ai::MctsStrategy b(ai::StrategyBudget{400, {}});
    CHECK(a.choose(game, 0, first) == b.choose(game, 0, second));
    CHECK(a.last_iterations() == 400);
  }
}
