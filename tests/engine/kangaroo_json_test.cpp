// The JSON forms of Kangaroo: GameInfo, the opening view, move parsing
// (bad_move for JSON that is no Kangaroo move), and positions as data
// (save/load round trips mid-chain and mid-resignation; inconsistent
// positions refused with a reason).
#include <doctest/doctest.h>

#include "kangaroo_test_positions.hpp"

using namespace kangaroo_test;

TEST_CASE("kangaroo info and opening view follow the contract") {
  const auto* factory = kangaroom::engine::find_game("kangaroo");
  REQUIRE(factory);
  CHECK(factory->info.display_name == "Kangaroo");
  CHECK(factory->info.min_players == 2);
  CHECK(factory->info.max_players == 2);
  CHECK_FALSE(factory->info.hidden_information);
  REQUIRE(factory->info.options.size() == 2);
  CHECK(factory->info.options[0].key == "first_player");
  CHECK(factory->info.options[0].default_value == "white");
  CHECK(factory->info.options[1].key == "move_limit");

  const auto game = kg::make_game(0, false);
  CHECK_FALSE(game->info().hidden_information);
  CHECK(game->view(0) == game->view(kangaroom::engine::spectator));
  CHECK(game->view(0) == Json::parse(R"({
    "board": ["wwwwwwww","wwwwwwww","........","........","........","........","bbbbbbbb","bbbbbbbb"],
    "colors": ["white","black"], "doubling_rank": [7, 0], "move_limit": 500,
    "turn": 0, "phase": "move",
    "chain": null, "stranded": null, "pieces": [16, 16], "scores": [16, 16],
    "last_move": null, "end_reason": null, "moves_played": 0})"));
  CHECK(game->outcome().is_null());
}

TEST_CASE("kangaroo moves: JSON that is not a Kangaroo move is bad_move") {
  auto game = kg::make_game(0, false);
  const auto code = [&](const Json& move) { return game->apply(0, move, nullptr).code; };
  CHECK(code(Json::array()) == "bad_move");
  CHECK(code({{"type", "fly"}}) == "bad_move");
  CHECK(code({{"action", "jump"}}) == "bad_move");
  CHECK(code({{"type", "jump"}, {"from", {0, 0}}}) == "bad_move");
  CHECK(code({{"type", "jump"}, {"from", "a1"}, {"to", {0, 2}}}) == "bad_move");
  CHECK(code({{"type", "jump"}, {"from", {0, 0, 1}}, {"to", {0, 2}}}) == "bad_move");
  CHECK(code({{"type", "jump"}, {"from", {0, 0}}, {"to", {0, 99999}}}) == "bad_move");
  CHECK(code({{"type", "remove"}}) == "bad_move");
  CHECK(code({{"type", "jump"}, {"from", {0, 0}}, {"to", {0, 2}}}) == "");
  std::string error;
  CHECK_FALSE(game->move_from_json({{"type", "hop"}}, error).has_value());
  CHECK(error == "unknown move type \"hop\" (jump, stop, resign, remove)");
}

TEST_CASE("kangaroo positions round-trip mid-chain, mid-resignation and finished") {
  const auto round_trip = [](const Game& game) {
    std::string error;
    const auto loaded = kg::load_game(game.save(), error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(loaded->save() == game.save());
    CHECK(loaded->view(0) == game.view(0));
    CHECK(loaded->mid_turn() == game.mid_turn());
    CHECK(loaded->legal_moves_json(0) == game.legal_moves_json(0));
    CHECK(loaded->legal_moves_json(1) == game.legal_moves_json(1));
  };
  auto chain = game_at("Wa1 Bb2 Bd4 Bh8", 0);
  play(*chain, 0, jump("a1", "c3"));
  REQUIRE(chain->mid_turn());
  round_trip(*chain);
  auto stranded = game_at("Wa1 Wb1 Bh8", 1);
  play(*stranded, 0, jump("a1", "c1"));
  round_trip(*stranded);
  auto resigning = kg::make_game(1, true);
  play(*resigning, 1, resign);
  round_trip(*resigning);
  play(*resigning, 1, remove_at("h8"));
  round_trip(*resigning);
  std::string error;
  CHECK(kangaroom::engine::find_game("kangaroo")->load(resigning->save(), error) != nullptr);
}

TEST_CASE("kangaroo load refuses malformed and unreachable positions with a reason") {
  const Json good = kg::make_game(0, false)->save();
  const auto refused = [](const Json& saved) {
    std::string error;
    const auto game = kg::load_game(saved, error);
    CHECK(game == nullptr);
    return error;
  };
  CHECK(refused(Json::array()) == "a position must be a JSON object");
  Json bad = good;
  bad["format"] = "chess";
  CHECK(refused(bad) == "\"format\" must be \"kangaroo-position\"");
  bad = good;
  bad["board"][3] = "..x.....";
  CHECK(refused(bad) == "\"board\" squares must be 'w', 'b' or '.'");
  bad = good;
  bad["board"][3] = "wwwwwwww";
  CHECK(refused(bad) == "inconsistent position: a side has more than 16 pieces");
  bad = good;
  bad["board"] = Json::array({"w.......", "........", "........", "........", "........",
                              "........", "........", ".......b"});
  CHECK(refused(bad) == "inconsistent position: the seat to move has no jump");
  bad = good;
  bad["phase"] = "chain";
  CHECK(refused(bad) == "phase chain needs a \"chain\"");
  bad = good;
  bad["stranded"] = {{"seat", 1}, {"moves_made", 2}};
  CHECK(refused(bad) == "inconsistent position: the stranded seat has a jump, so it has the turn");
  bad = good;
  bad["phase"] = "finished";
  CHECK(refused(bad) == "\"turn\" must be null once finished");
}
