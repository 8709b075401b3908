// Game length in Kangaroo (README.md "Game length"): the rules let two
// players jump their own pieces for ever, so option `move_limit` ends the
// game after that many complete moves, scored as the position stands.
#include <doctest/doctest.h>

#include <algorithm>

#include "kangaroo_test_positions.hpp"

using namespace kangaroo_test;

namespace {

// `pieces` with `to_move` to start a turn, `moves_played` moves already made
// under `move_limit`: a position as a room would save it.
std::unique_ptr<kg::KangarooGame> game_near_limit(const std::string& pieces, int to_move,
                                                  int moves_played, int move_limit) {
  Json saved = game_at(pieces, to_move)->save();
  saved["options"]["move_limit"] = move_limit;
  saved["moves_played"] = moves_played;
  std::string error;
  auto game = kg::load_game(saved, error);
  INFO(error);
  REQUIRE(game);
  return game;
}

// Plays the first legal jump (or stop) until the game ends; never resigns.
int play_without_resigning(Game& game) {
  int decisions = 0;
  while (!game.finished()) {
    REQUIRE(decisions < 100000);
    const int seat = game.to_act().front();
    std::vector<Move> moves;
    game.legal_moves(seat, moves);
    std::erase_if(moves, [&](const Move& move) { return game.is_resignation(move); });
    REQUIRE_FALSE(moves.empty());
    game.apply_legal(seat, moves.front(), nullptr);
    ++decisions;
  }
  return decisions;
}

}  // namespace

TEST_CASE("kangaroo option move_limit: declared with its default and bounds, and validated") {
  const auto* factory = kangaroom::engine::find_game("kangaroo");
  REQUIRE(factory);
  const auto& options = factory->info.options;
  const auto it = std::find_if(options.begin(), options.end(),
                               [](const auto& option) { return option.key == "move_limit"; });
  REQUIRE(it != options.end());
  CHECK(it->type == kangaroom::engine::OptionSpec::Type::integer);
  CHECK(it->default_value == 500);
  CHECK(it->min == 50);
  CHECK(it->max == 2000);

  using kangaroom::engine::create_game;
  std::string error;
  const auto limit_of = [](const Game& game) {
    return dynamic_cast<const kg::KangarooGame&>(game).state().move_limit;
  };
  auto plain = create_game("kangaroo", 2, Json::object(), 1, error);
  REQUIRE(plain);
  CHECK(limit_of(*plain) == 500);
  CHECK(plain->view(0).at("move_limit") == 500);
  auto shortest = create_game("kangaroo", 2, {{"move_limit", 50}}, 1, error);
  REQUIRE(shortest);
  CHECK(limit_of(*shortest) == 50);
  CHECK(shortest->save().at("options") == Json{{"first_player", "white"}, {"move_limit", 50}});
  CHECK(create_game("kangaroo", 2, {{"move_limit", 2000}}, 1, error) != nullptr);
  // No value turns the limit off: a room cannot be made to grow without end.
  CHECK(create_game("kangaroo", 2, {{"move_limit", 49}}, 1, error) == nullptr);
  CHECK(create_game("kangaroo", 2, {{"move_limit", 0}}, 1, error) == nullptr);
  CHECK(create_game("kangaroo", 2, {{"move_limit", 2001}}, 1, error) == nullptr);
  CHECK(create_game("kangaroo", 2, {{"move_limit", "500"}}, 1, error) == nullptr);
  CHECK(create_game("kangaroo", 2, {{"move_limit", nullptr}}, 1, error) == nullptr);
}

TEST_CASE(
    "kangaroo move_limit: the move that reaches the limit ends the game, scored as it stands") {
  // White leapfrogs on the a-file; Black has h1 (its doubling rank, 2) and h3 (1).
  const std::string pieces = "Wa1 Wa2 Bh1 Bh2 Bh3";

  auto before = game_near_limit(pieces, 0, 48, 50);
  play(*before, 0, jump("a1", "a3"));
  CHECK_FALSE(before->finished());
  CHECK(before->to_act() == std::vector<int>{1});
  CHECK(before->state().moves_played == 49);

  auto game = game_near_limit(pieces, 0, 49, 50);
  const Json events = play(*game, 0, jump("a1", "a3"));
  REQUIRE(game->finished());
  CHECK(events.back() == Json{{"type", "game_over"}, {"reason", "move_limit"}, {"scores", {2, 4}}});
  const Json view = game->view(kangaroom::engine::spectator);
  CHECK(view.at("end_reason") == "move_limit");
  CHECK(view.at("turn").is_null());
  CHECK(view.at("moves_played") == 50);
  CHECK(view.at("move_limit") == 50);
  // The outcome has the fields of every other end: the seed rules' score.
  CHECK(game->outcome() ==
        Json{{"ranking", {1, 0}},
             {"winners", {1}},
             {"scores", {2, 4}},
             {"breakdown", {{{"pieces", 2}, {"doubled", 0}}, {{"pieces", 3}, {"doubled", 1}}}}});
  std::string error;
  const auto loaded = kg::load_game(game->save(), error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(loaded->outcome() == game->outcome());
}

TEST_CASE("kangaroo move_limit: a chain in progress is one move, ended by stop") {
  auto game = game_near_limit("Wa1 Bb2 Bd4 Bh8", 0, 49, 50);
  play(*game, 0, jump("a1", "c3"));
  CHECK_FALSE(game->finished());  // the chain may go on
  const Json events = play(*game, 0, stop);
  REQUIRE(game->finished());
  CHECK(events.back().at("reason") == "move_limit");
  CHECK(game->outcome().at("scores") == Json{1, 2});
}

TEST_CASE("kangaroo move_limit: obligatory moves count, and the limit ends them too") {
  // Black (h8) cannot move, so with Black to move White makes obligatory moves.
  Json saved = game_at("Wa1 Wa2 Bh8", 1)->save();
  REQUIRE(saved.at("stranded").is_object());
  saved["options"]["move_limit"] = 50;
  saved["moves_played"] = 49;
  std::string error;
  auto stranded = kg::load_game(saved, error);
  INFO(error);
  REQUIRE(stranded);
  const Json events = play(*stranded, 0, jump("a1", "a3"));
  REQUIRE(stranded->finished());
  CHECK(events.back().at("reason") == "move_limit");
  CHECK(stranded->view(0).at("stranded").is_null());
}

TEST_CASE("kangaroo move_limit: two players who only leapfrog their own pieces stop at the limit") {
  // Neither side can ever reach the other, and each always has a jump: the
  // rules alone never end this game (the attack of issue 29).
  auto game = game_at("Wa1 Wa2 Bh8 Bh7", 0);
  play_without_resigning(*game);
  CHECK(game->state().end_reason == kg::EndReason::move_limit);
  CHECK(game->state().moves_played == kg::default_move_limit);

  auto longest = game_near_limit("Wa1 Wa2 Bh8 Bh7", 0, 0, kg::max_move_limit);
  play_without_resigning(*longest);
  CHECK(longest->state().end_reason == kg::EndReason::move_limit);
  CHECK(longest->state().moves_played == kg::max_move_limit);
}

TEST_CASE(
    "kangaroo move_limit in saved positions: old saves get the default, bad ones are refused") {
  Json saved = game_at("Wa1 Wa2 Bh8 Bh7", 0)->save();
  std::string error;

  saved["options"].erase("move_limit");
  auto old = kg::load_game(saved, error);
  REQUIRE(old);
  CHECK(old->state().move_limit == kg::default_move_limit);

  saved["options"]["move_limit"] = 20;
  CHECK(kg::load_game(saved, error) == nullptr);
  saved["options"]["move_limit"] = "many";
  CHECK(kg::load_game(saved, error) == nullptr);

  // A game the limit ended must have reached it.
  auto ended = game_near_limit("Wa1 Wa2 Bh8 Bh7", 0, 49, 50);
  play(*ended, 0, jump("a1", "a3"));
  Json finished = ended->save();
  finished["moves_played"] = 10;
  CHECK(kg::load_game(finished, error) == nullptr);
  CHECK(error.find("move limit") != std::string::npos);

  // A running save from before the option, already past the default, ends
  // at its next complete move rather than failing to load.
  saved["options"].erase("move_limit");
  saved["moves_played"] = 20002;
  auto long_game = kg::load_game(saved, error);
  REQUIRE(long_game);
  play(*long_game, 0, jump("a1", "a3"));
  CHECK(long_game->state().end_reason == kg::EndReason::move_limit);
}

TEST_CASE("kangaroo move_limit: a game rebuilt from a view keeps the room's limit") {
  const auto* factory = kangaroom::engine::find_game("kangaroo");
  REQUIRE(factory);
  auto game = game_near_limit("Wa1 Wa2 Bh8 Bh7", 0, 70, 80);
  std::string error;
  const auto rebuilt = factory->from_view(game->view(0), 2, {{"move_limit", 80}}, 0, 1, error);
  INFO(error);
  REQUIRE(rebuilt);
  CHECK(rebuilt->save() == game->save());
}
