// Every game's save() and GameFactory::load round-trip at every position of
// random games: the loaded game has the same state, the same seats to act,
// the same legal moves and the same views. The server's restart depends on it.
#include <doctest/doctest.h>

#include <random>

#include "core/registry.hpp"

using namespace kangaroom::engine;

TEST_CASE("save and load round-trip at every position of every game") {
  for (const auto& factory : all_games()) {
    CAPTURE(factory.info.id);
    REQUIRE(static_cast<bool>(factory.load));
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const int players = seed % 2 == 0 ? factory.info.max_players : factory.info.min_players;
      std::string error;
      auto game = create_game(factory.info.id, players, Json::object(), seed, error);
      REQUIRE_MESSAGE(game, error);
      std::mt19937_64 random(seed);
      for (int step = 0; step < 400 && !game->finished(); ++step) {
        auto loaded = factory.load(game->save(), error);
        REQUIRE_MESSAGE(loaded, error);
        CHECK(loaded->save() == game->save());
        CHECK(loaded->to_act() == game->to_act());
        for (int seat = 0; seat < players; ++seat) {
          CHECK(loaded->legal_moves_json(seat) == game->legal_moves_json(seat));
          CHECK(loaded->view(seat) == game->view(seat));
        }
        CHECK(loaded->view(spectator) == game->view(spectator));

        const int seat = game->to_act().front();
        std::vector<Move> moves;
        game->legal_moves(seat, moves);
        REQUIRE(!moves.empty());
        std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
        game->apply_legal(seat, moves[pick(random)], nullptr);
      }
    }
  }
}

TEST_CASE("no game reads 2^64-1 in a move as -1: such a move is refused as malformed (bad_move)") {
  const Json huge = Json::parse("18446744073709551615");
  for (const auto& factory : all_games()) {
    CAPTURE(factory.info.id);
    std::string error;
    auto game = create_game(factory.info.id, factory.info.min_players, Json::object(), 1, error);
    REQUIRE(game);
    const int seat = game->to_act().front();
    // Every legal move with each integer field (and each number in an array) replaced by 2^64-1.
    for (const auto& legal : game->legal_moves_json(seat)) {
      for (const auto& [key, value] : legal.items()) {
        Json broken = legal;
        if (value.is_number_integer()) broken[key] = huge;
        else if (value.is_array() && !value.empty() && value[0].is_number_integer()) broken[key][0] = huge;
        else continue;
        CAPTURE(broken.dump());
        const auto result = game->apply(seat, broken, nullptr);
        CHECK_FALSE(result.accepted);
        CHECK(result.code == "bad_move");
      }
    }
  }
}
