#include <doctest/doctest.h>

#include <algorithm>

#include "ai/random_strategy.hpp"
#include "support/nim_game.hpp"

using namespace kangaroom::engine;
using kangaroom::test::NimGame;

TEST_CASE("random strategy: returns only legal moves, and each of them sometimes") {
  int took_one = 0;
  int took_two = 0;
  ai::RandomStrategy strategy;
  Rng rng(11);
  for (int round = 0; round < 200; ++round) {
    NimGame game(1 + round % 7);
    std::vector<Move> legal;
    game.legal_moves(0, legal);
    const Move move = strategy.choose(game, 0, rng);
    REQUIRE(std::find(legal.begin(), legal.end(), move) != legal.end());
    (move.args[0] == 1 ? took_one : took_two) += 1;
  }
  // With 1 stone only "take 1" is legal; otherwise both are, chosen evenly.
  CHECK(took_one > 40);
  CHECK(took_two > 40);
}

TEST_CASE("random strategy: the same seed plays the same game") {
  auto play = [](std::uint64_t seed) {
    NimGame game(25);
    ai::RandomStrategy strategy;
    Rng rng(seed);
    std::vector<int> takes;
    while (!game.finished()) {
      const Seat seat = game.to_act().front();
      const Move move = strategy.choose(game, seat, rng);
      takes.push_back(move.args[0]);
      game.apply_legal(seat, move, nullptr);
    }
    return takes;
  };
  CHECK(play(5) == play(5));
  // Different seeds give different games (25 stones: about 16 two-way choices).
  CHECK(play(5) != play(6));
}

TEST_CASE("random strategy: asking a seat that may not act is a broken invariant") {
  NimGame game(5);
  ai::RandomStrategy strategy;
  Rng rng(1);
  CHECK_THROWS_AS(strategy.choose(game, 1, rng), std::logic_error);
}
