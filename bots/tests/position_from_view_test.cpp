// The engine-backed strategies of kangaroom-bot see only the room view; these
// tests pin down that the position they rebuild from it is the game itself.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include "position_from_view.hpp"

#include <doctest/doctest.h>

#include "core/registry.hpp"
#include "core/rng.hpp"
#include "move_chooser.hpp"

namespace {

using kangaroom::bots::Json;
namespace engine = kangaroom::engine;

// The room view the server would send to `seat` (protocol/PROTOCOL.md).
Json room_view(const engine::Game& game, const Json& options, int seat) {
  Json to_act = Json::array();
  for (const int acting : game.to_act()) to_act.push_back(acting);
  return {{"room",
           {{"code", "test"}, {"game", "kangaruse"}, {"options", options}, {"status", "playing"}}},
          {"game", game.view(seat)},
          {"to_act", to_act},
          {"legal_moves", game.legal_moves_json(seat)},
          {"log", Json::array()},
          {"outcome", nullptr}};
}

std::unique_ptr<engine::Game> new_game(const Json& options, int players, std::uint64_t seed) {
  std::string error;
  const auto normalized = engine::normalize_options(engine::find_game("kangaruse")->info, options);
  REQUIRE(normalized.ok());
  auto game = engine::create_game("kangaruse", players, normalized.options, seed, error);
  REQUIRE_MESSAGE(game, error);
  return game;
}

}  // namespace

TEST_CASE("the position rebuilt from each view of a random game saves exactly like the game") {
  for (const char* size : {"tiny", "regular"}) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const Json options = {{"size", size}};
      auto game = new_game(options, 2 + static_cast<int>(seed % 3), seed);
      engine::Rng rng(seed);
      std::vector<engine::Move> moves;
      int plies = 0;
      while (!game->finished()) {
        const int seat = game->to_act().front();
        const Json view = room_view(*game, options, seat);
        std::string error;
        const Json position = kangaroom::bots::position_from_view(view, error);
        REQUIRE_MESSAGE(!position.is_null(), error);
        const auto rebuilt = engine::find_game("kangaruse")->load(position, error);
        REQUIRE_MESSAGE(rebuilt, error);
        CHECK(rebuilt->save() == game->save());
        CHECK(rebuilt->legal_moves_json(seat) == game->legal_moves_json(seat));

        moves.clear();
        game->legal_moves(seat, moves);
        game->apply_legal(seat, moves[rng.below(static_cast<std::uint32_t>(moves.size()))],
                          nullptr);
        ++plies;
      }
      CHECK(plies > 0);
    }
  }
}

TEST_CASE("greedy and mcts choose one of the listed moves from a view") {
  const Json options = {{"size", "tiny"}};
  auto game = new_game(options, 2, 5);
  kangaroom::bots::ChooserBudget budget;
  budget.mcts_iterations = 200;
  for (const char* name : {"greedy", "mcts"}) {
    std::string error;
    auto chooser = kangaroom::bots::make_move_chooser(name, 9, budget, error);
    REQUIRE(chooser);
    const int seat = game->to_act().front();
    const Json view = room_view(*game, options, seat);
    const int choice = chooser->choose(view, seat, error);
    CHECK_MESSAGE(choice >= 0, error);
    CHECK(choice < static_cast<int>(view["legal_moves"].size()));
  }
}

TEST_CASE("a view the engine does not agree with is refused, not played") {
  const Json options = {{"size", "tiny"}};
  auto game = new_game(options, 2, 6);
  const int seat = game->to_act().front();
  Json view = room_view(*game, options, seat);
  view["legal_moves"].push_back({{"action", "place"}, {"x", 99}, {"y", 99}});
  std::string error;
  auto chooser = kangaroom::bots::make_move_chooser("greedy", 1, {}, error);
  CHECK(chooser->choose(view, seat, error) == -1);
  CHECK(error.find("legal moves") != std::string::npos);

  Json unknown = room_view(*game, options, seat);
  unknown["room"]["game"] = "chess";
  CHECK(kangaroom::bots::position_from_view(unknown, error).is_null());
  CHECK(error.find("chess") != std::string::npos);
}
