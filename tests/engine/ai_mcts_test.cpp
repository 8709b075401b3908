#include <doctest/doctest.h>

#include "ai/mcts.hpp"
#include "support/nim_game.hpp"

using namespace kangaroom::engine;
using kangaroom::test::NimGame;

TEST_CASE("mcts: rank_rewards gives 1 to a win, 0.5 to a tie, shares among more seats") {
  CHECK(ai::rank_rewards({5, 3}) == std::vector<double>{1.0, 0.0});
  CHECK(ai::rank_rewards({4, 4}) == std::vector<double>{0.5, 0.5});
  CHECK(ai::rank_rewards({9, 1, 5}) == std::vector<double>{1.0, 0.0, 0.5});
}

TEST_CASE("mcts: finds the winning move in Nim (leave a multiple of three)") {
  // From 10 the only winning move takes 1; from 8 it takes 2. A random
  // chooser is right half the time, so ten seeded searches all being right
  // would happen by chance with probability 1/1024 per position.
  for (const auto& [stones, winning_take] : {std::pair{10, 1}, std::pair{8, 2}, std::pair{7, 1}}) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      NimGame game(stones);
      Rng rng(seed);
      ai::Mcts search(ai::MctsBudget{3000, {}});
      const Move move = search.choose(game, 0, rng);
      CHECK_MESSAGE(move.args[0] == winning_take, "stones " << stones << " seed " << seed);
      CHECK(search.last_iterations() == 3000);
    }
  }
}

TEST_CASE("mcts: the out_of_time callback ends the search early") {
  NimGame game(20);
  Rng rng(3);
  int asked = 0;
  ai::Mcts search(ai::MctsBudget{1000000, [&] { return ++asked >= 4; }});
  search.choose(game, 0, rng);
  CHECK(search.last_iterations() == 64);  // asked every 16 iterations, stops on the 4th ask
}

TEST_CASE("mcts: a single legal move is returned without searching") {
  NimGame game(1);
  Rng rng(1);
  ai::Mcts search(ai::MctsBudget{500, {}});
  CHECK(search.choose(game, 0, rng).args[0] == 1);
  CHECK(search.last_iterations() == 0);
}
