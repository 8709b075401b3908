// Every game's save() and GameFactory::load round-trip at every position of
// random games: the loaded game has the same state, the same seats to act,
// the same legal moves and the same views. The server's restart depends on it.
#include <doctest/doctest.h>

#include <algorithm>
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
        if (value.is_number_integer())
          broken[key] = huge;
        else if (value.is_array() && !value.empty() && value[0].is_number_integer())
          broken[key][0] = huge;
        else
          continue;
        CAPTURE(broken.dump());
        const auto result = game->apply(seat, broken, nullptr);
        CHECK_FALSE(result.accepted);
        CHECK(result.code == "bad_move");
      }
    }
  }
}

// Found by the position_loader fuzz target (tests/fuzz): Jackaroo's load read
// "format" and "version" with json::value(key, "") / value(key, 0), which
// throw when the key holds another type, instead of returning null + error.
TEST_CASE(
    "load never throws on a field of the wrong type: it returns null with a reason, or a game") {
  for (const char* text :
       {R"({"format":null})", R"({"format":3})", R"({"format":"jackaroo-state","version":"1"})",
        R"({"format":"jackaroo-state","version":null})"}) {
    CAPTURE(text);
    std::string error;
    std::unique_ptr<Game> loaded;
    CHECK_NOTHROW(loaded = find_game("jackaroo")->load(Json::parse(text), error));
    CHECK(loaded == nullptr);
    CHECK_FALSE(error.empty());
  }
  const Json wrong_types[] = {nullptr, "text", 7, -1.5, Json::array(), Json::object()};
  for (const auto& factory : all_games()) {
    CAPTURE(factory.info.id);
    std::string error;
    auto game = create_game(factory.info.id, factory.info.max_players, Json::object(), 3, error);
    REQUIRE(game);
    std::vector<Move> moves;
    for (int step = 0; step < 12 && !game->finished(); ++step) {
      const int seat = game->to_act().front();
      moves.clear();
      game->legal_moves(seat, moves);
      game->apply_legal(seat, moves.front(), nullptr);
    }
    const Json saved = game->save();
    for (const auto& [key, ignored] : saved.items()) {
      for (const Json& wrong : wrong_types) {
        Json broken = saved;
        broken[key] = wrong;
        CAPTURE(key);
        CAPTURE(wrong.dump());
        std::unique_ptr<Game> loaded;
        error.clear();
        CHECK_NOTHROW(loaded = factory.load(broken, error));
        if (!loaded) CHECK_FALSE(error.empty());
      }
    }
  }
}

// Found by the create_room_body fuzz target (tests/fuzz): the generator
// numbers echidnas 1..their count (up to 127), but load refused numbers above
// 99, so a room on such a board could not be restored after a restart.
TEST_CASE("a custom 20x20 Kangaruse board with more than 99 echidnas saves and loads") {
  const Json options = {{"size", "custom"}, {"width", 20}, {"height", 20}};
  std::string error;
  const auto game = create_game("kangaruse", 2, options, 220, error);
  REQUIRE_MESSAGE(game, error);
  const Json saved = game->save();
  int highest_echidna = 0;
  for (const auto& cell : saved.at("board").at("cells"))
    if (cell.at("type") == "echidna")
      highest_echidna = std::max(highest_echidna, cell.at("value").get<int>());
  REQUIRE_MESSAGE(highest_echidna > 99,
                  "the generator changed: pick a seed whose board has more than 99 echidnas");
  const auto loaded = find_game("kangaruse")->load(saved, error);
  REQUIRE_MESSAGE(loaded, error);
  CHECK(loaded->save() == saved);
}
