// Resigning (Game::resign and the {"resign": true} form of Game::apply), in
// every game: Kanga ends with the other seat's win, Jackaroo goes on (the
// server seats a bot), and games whose rules have a resignation move refuse
// it (one resigns there with that move, on one's turn).
#include <doctest/doctest.h>

#include "core/registry.hpp"

using kangaroom::engine::create_game;
using kangaroom::engine::Game;
using kangaroom::engine::is_resignation_json;
using kangaroom::engine::Json;
using kangaroom::engine::resignation_json;

namespace {

std::unique_ptr<Game> new_game(const char* id, int players) {
  std::string error;
  auto game = create_game(id, players, Json::object(), 7, error);
  INFO(error);
  REQUIRE(game);
  return game;
}

bool has_event(const Json& events, const Json& wanted) {
  for (const Json& event : events)
    if (event == wanted) return true;
  return false;
}

}  // namespace

TEST_CASE("the resignation form is {\"resign\": true} and nothing else") {
  CHECK(is_resignation_json(resignation_json()));
  CHECK(is_resignation_json(Json::parse(R"({"resign":true})")));
  CHECK_FALSE(is_resignation_json(Json::parse(R"({"resign":false})")));
  CHECK_FALSE(is_resignation_json(Json::parse(R"({"resign":true,"x":1})")));
  // Kangaroo's own resignation move is not the form.
  CHECK_FALSE(is_resignation_json(Json::parse(R"({"type":"resign"})")));
}

TEST_CASE("Kanga: the seat not to move resigns and the other wins") {
  auto game = new_game("kanga", 2);
  REQUIRE(game->to_act() == std::vector<int>{0});
  Json events = Json::array();
  const auto result = game->apply(1, resignation_json(), &events);
  REQUIRE(result.accepted);
  CHECK(game->finished());
  CHECK(game->outcome()["winners"] == Json::array({0}));
  CHECK(game->view(kangaroom::engine::spectator)["end_reason"] == "resigned");
  CHECK(has_event(events, {{"type", "resign"}, {"seat", 1}}));
  CHECK(has_event(events, {{"type", "game_over"}, {"reason", "resigned"}, {"winner", 0}}));
  // The finished game saves and loads as it is.
  std::string error;
  auto loaded = kangaroom::engine::find_game("kanga")->load(game->save(), error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(loaded->outcome() == game->outcome());
  // Nobody resigns a finished game.
  CHECK(game->apply(0, resignation_json(), nullptr).code == "game_over");
}

TEST_CASE("Jackaroo: a resignation is logged and the game goes on unchanged") {
  for (const int players : {2, 4}) {
    auto game = new_game("jackaroo", players);
    const Json before = game->save();
    const int resigner = players - 1;
    Json events = Json::array();
    REQUIRE(game->apply(resigner, resignation_json(), &events).accepted);
    CHECK(events == Json::array({{{"type", "resign"}, {"seat", resigner}}}));
    CHECK_FALSE(game->finished());
    CHECK(game->save() == before);
  }
}

TEST_CASE("games with a resignation move refuse the form and list the move") {
  for (const char* id : {"kangaruse", "kangaroo"}) {
    INFO(id);
    auto game = new_game(id, 2);
    const int to_move = game->to_act().front();
    const auto result = game->apply(to_move, resignation_json(), nullptr);
    CHECK_FALSE(result.accepted);
    CHECK(result.code == "illegal_move");
    if (std::string(id) == "kangaroo") {
      REQUIRE(game->resignation_move(to_move));
      CHECK(game->is_resignation(*game->resignation_move(to_move)));
    }
    CHECK_FALSE(game->resignation_move(1 - to_move));
  }
}

TEST_CASE("a seat that does not exist cannot resign") {
  auto game = new_game("kanga", 2);
  CHECK(game->apply(2, resignation_json(), nullptr).code == "bad_move");
  CHECK_FALSE(game->finished());
}
