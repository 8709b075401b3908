// The engine-backed strategies of kangaroom-bot see only the room view: they
// rebuild the game with its GameFactory::from_view and must choose one of
// the moves the server lists, in every game.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include "move_chooser.hpp"

#include <doctest/doctest.h>

#include "core/registry.hpp"
#include "core/rng.hpp"

namespace {

using kangaroom::bots::Json;
namespace engine = kangaroom::engine;

// The room view the server would send to `seat` (protocol/PROTOCOL.md).
Json room_view(const engine::Game& game, const char* id, const Json& options, int seat) {
  Json to_act = Json::array();
  for (const int acting : game.to_act()) to_act.push_back(acting);
  Json seats = Json::array();
  for (int other = 0; other < game.players(); ++other) seats.push_back({{"seat", other}});
  return {{"room",
           {{"code", "test"},
            {"game", id},
            {"options", options},
            {"seats", seats},
            {"status", "playing"}}},
          {"game", game.view(seat)},
          {"to_act", to_act},
          {"legal_moves", game.legal_moves_json(seat)},
          {"log", Json::array()},
          {"outcome", nullptr}};
}

std::unique_ptr<engine::Game> new_game(const char* id, const Json& options, int players,
                                       std::uint64_t seed) {
  std::string error;
  const auto normalized = engine::normalize_options(engine::find_game(id)->info, options);
  REQUIRE(normalized.ok());
  auto game = engine::create_game(id, players, normalized.options, seed, error);
  REQUIRE_MESSAGE(game, error);
  return game;
}

// Options as a room shows them: normalized, so every option is named.
Json room_options(const char* id, const Json& given) {
  return engine::normalize_options(engine::find_game(id)->info, given).options;
}

}  // namespace

TEST_CASE("greedy chooses a listed move from the view of every seat to act, in every game") {
  kangaroom::bots::ChooserBudget budget;
  for (const engine::GameFactory& factory : engine::all_games()) {
    const char* id = factory.info.id.c_str();
    CAPTURE(factory.info.id);
    const Json options =
        room_options(id, factory.info.id == "kangaruse" ? Json{{"size", "tiny"}} : Json::object());
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      auto game = new_game(id, options, 2, seed);
      std::string error;
      auto chooser = kangaroom::bots::make_move_chooser("greedy", seed, budget, error);
      REQUIRE(chooser);
      engine::Rng rng(seed);
      std::vector<engine::Move> moves;
      for (int ply = 0; ply < 40 && !game->finished(); ++ply) {
        const int seat = game->to_act().front();
        const Json view = room_view(*game, id, options, seat);
        const int choice = chooser->choose(view, seat, error);
        REQUIRE_MESSAGE(choice >= 0, error);
        CHECK(choice < static_cast<int>(view["legal_moves"].size()));
        moves.clear();
        game->legal_moves(seat, moves);
        game->apply_legal(seat, moves[rng.below(static_cast<std::uint32_t>(moves.size()))],
                          nullptr);
      }
    }
  }
}

TEST_CASE("greedy and mcts choose one of the listed moves from a view") {
  const Json options = room_options("kangaruse", {{"size", "tiny"}});
  auto game = new_game("kangaruse", options, 2, 5);
  kangaroom::bots::ChooserBudget budget;
  budget.mcts_iterations = 200;
  for (const char* name : {"greedy", "mcts"}) {
    std::string error;
    auto chooser = kangaroom::bots::make_move_chooser(name, 9, budget, error);
    REQUIRE(chooser);
    const int seat = game->to_act().front();
    const Json view = room_view(*game, "kangaruse", options, seat);
    const int choice = chooser->choose(view, seat, error);
    CHECK_MESSAGE(choice >= 0, error);
    CHECK(choice < static_cast<int>(view["legal_moves"].size()));
  }
}

TEST_CASE("a view the engine does not agree with is refused, not played") {
  const Json options = room_options("kangaruse", {{"size", "tiny"}});
  auto game = new_game("kangaruse", options, 2, 6);
  const int seat = game->to_act().front();
  Json view = room_view(*game, "kangaruse", options, seat);
  view["legal_moves"].push_back({{"action", "place"}, {"x", 99}, {"y", 99}});
  std::string error;
  auto chooser = kangaroom::bots::make_move_chooser("greedy", 1, {}, error);
  CHECK(chooser->choose(view, seat, error) == -1);
  CHECK(error.find("legal moves") != std::string::npos);

  Json unknown = room_view(*game, "kangaruse", options, seat);
  unknown["room"]["game"] = "chess";
  CHECK(chooser->choose(unknown, seat, error) == -1);
  CHECK(error.find("chess") != std::string::npos);

  Json no_size = room_view(*game, "kangaruse", options, seat);
  no_size["room"]["options"].erase("size");
  CHECK(chooser->choose(no_size, seat, error) == -1);
  CHECK(error.find("size") != std::string::npos);
}
