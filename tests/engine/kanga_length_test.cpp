// Game length in Kanga (README.md "Game length"): the repetition draw bounds
// a game only by the number of positions, so with or without the move cap no
// game goes past 25 x N x N placements, a draw.
#include <doctest/doctest.h>

#include "kanga/game.hpp"
#include "kanga_test_positions.hpp"

using kanga_test::board_with;
using kanga_test::play;
using kangaroom::engine::Json;

namespace {

// 4 stones on a 7x7 board and `captured` stones removed (so 4 + captured
// placements made); the cap off.
Json uncapped_position(int captured) {
  const bool black_to_move = (4 + captured) % 2 == 0;
  return {{"format", "kanga-position"},
          {"version", 1},
          {"options", kanga_test::default_options()},
          {"board", board_with(7, {"r1c1", "r5c5"}, {"r3c3", "r7c7"})},
          {"to_move", black_to_move ? "black" : "white"},
          {"captures", Json::array({captured / 2, captured - captured / 2})}};
}

}  // namespace

TEST_CASE("kanga move limit: without the cap the game is drawn at 25 x N x N placements") {
  namespace kanga = kangaroom::engine::kanga;
  std::string error;
  // 4 stones + 1220 captured = 1224 placements; the limit on 7x7 is 1225.
  auto game = kanga::load_game(uncapped_position(1220), error);
  INFO(error);
  REQUIRE(game);
  CHECK(game->view(-1).at("move_limit") == 1225);
  CHECK(game->view(-1).at("move_cap") == false);
  const Json events = play(*game, "r4c4");
  REQUIRE(events.size() == 2);
  CHECK(events[1] == Json{{"type", "game_over"}, {"reason", "move_limit"}, {"winner", nullptr}});
  CHECK(game->view(-1).at("end_reason") == "move_limit");
  CHECK(game->view(-1).at("turn").is_null());
  CHECK(game->outcome().at("winners") == Json::array({0, 1}));
  CHECK(game->outcome().at("scores") == Json::array({0, 0}));
  const auto loaded = kanga::load_game(game->save(), error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(loaded->outcome() == game->outcome());

  // One placement earlier the game goes on.
  auto before = kanga::load_game(uncapped_position(1219), error);
  REQUIRE(before);
  play(*before, "r4c4");
  CHECK_FALSE(before->finished());

  // A game the limit ended must have reached it.
  Json finished = game->save();
  finished["captures"] = Json::array({0, 0});
  finished.erase("placements");
  finished.erase("moves_played");
  CHECK(kanga::load_game(finished, error) == nullptr);
  CHECK(error.find("the move limit ended a game that had not reached it") != std::string::npos);
}

TEST_CASE("kanga move limit grows with the board and lies beyond the optional cap") {
  for (const int size : {7, 9, 19}) {
    kangaroom::engine::kanga::Options options;
    options.size = size;
    CHECK(options.placement_limit() == 25 * size * size);
    CHECK(options.placement_cap() < options.placement_limit());
  }
}
