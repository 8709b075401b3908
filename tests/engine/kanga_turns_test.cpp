// Kanga's turn order and the ends of a game other than connection: who may
// act, the pie swap, a player without a legal placement, the move cap; and
// the wire forms (view, events, outcome, moves) of the contract in
// engine/kanga/README.md.
#include <doctest/doctest.h>

#include "core/registry.hpp"
#include "kanga/factory.hpp"
#include "kanga_test_positions.hpp"

using kanga_test::board_with;
using kanga_test::cells;
using kanga_test::legal;
using kanga_test::play;
using kanga_test::position;
using kangaroom::engine::Game;
using kangaroom::engine::Json;

namespace {

std::unique_ptr<Game> new_game(Json options = Json::object()) {
  std::string error;
  auto game = kangaroom::engine::create_game("kanga", 2, options, 1, error);
  INFO(error);
  REQUIRE(game);
  return game;
}

Json place(int col, int row) { return {{"type", "place"}, {"at", Json::array({col, row})}}; }

// Checkerboard: Black on every cell with col+row odd except r1c2, nothing
// else. Every other empty cell is surrounded by Black single stones.
std::vector<std::string> checkerboard_rows() {
  std::vector<std::string> rows(7, std::string(7, '.'));
  for (std::size_t row = 0; row < 7; ++row)
    for (std::size_t col = 0; col < 7; ++col)
      if ((row + col) % 2 == 1 && !(row == 0 && col == 1)) rows[row][col] = 'b';
  return rows;
}

}  // namespace

TEST_CASE("kanga info: id, two players, the contract's options with their defaults") {
  const auto& info = kangaroom::engine::kanga::game_info();
  CHECK(info.id == "kanga");
  CHECK(info.display_name == "Kanga");
  CHECK(info.min_players == 2);
  CHECK(info.max_players == 2);
  CHECK_FALSE(info.hidden_information);
  CHECK(info.to_json()["options"].size() == 4);
  const auto normalized = kangaroom::engine::normalize_options(info, Json::object());
  REQUIRE(normalized.ok());
  CHECK(normalized.options ==
        Json{{"size", 7}, {"pie_rule", false}, {"move_cap", false}, {"suicide", "illegal"}});
  CHECK_FALSE(kangaroom::engine::normalize_options(info, {{"size", 6}}).ok());
  CHECK_FALSE(kangaroom::engine::normalize_options(info, {{"size", 20}}).ok());
  CHECK(kangaroom::engine::normalize_options(info, {{"size", 19}}).ok());
  CHECK_FALSE(kangaroom::engine::normalize_options(info, {{"suicide", "allowed"}}).ok());
  std::string error;
  CHECK_FALSE(kangaroom::engine::create_game("kanga", 3, Json::object(), 1, error));
}

TEST_CASE("kanga start: empty board, Black (seat 0) places first, 49 placements, no swap") {
  auto game = new_game();
  CHECK(game->to_act() == std::vector<int>{0});
  const Json view = game->view(-1);
  CHECK(view == Json{{"size", 7},
                     {"board", Json::array({".......", ".......", ".......", ".......", ".......",
                                            ".......", "......."})},
                     {"colors", Json::array({"black", "white"})},
                     {"turn", 0},
                     {"pie_rule", false},
                     {"move_cap", false},
                     {"suicide", "illegal"},
                     {"move_limit", 1225},
                     {"captures", Json::array({0, 0})},
                     {"last_move", nullptr},
                     {"winning_group", nullptr},
                     {"end_reason", nullptr},
                     {"moves_played", 0}});
  CHECK(game->view(0) == view);
  CHECK_FALSE(game->info().hidden_information);
  const Json moves = game->legal_moves_json(0);
  CHECK(moves.size() == 49);
  CHECK(moves[0] == place(0, 0));
  CHECK(moves[1] == place(1, 0));
  CHECK(game->legal_moves_json(1).empty());
  CHECK(game->outcome().is_null());
}

TEST_CASE("kanga turns alternate; the other seat and bad moves are refused") {
  auto game = new_game();
  Json events = Json::array();
  CHECK(game->apply(1, place(3, 3), &events).code == "not_your_turn");
  CHECK(game->apply(0, {{"type", "place"}, {"at", Json::array({7, 0})}}, &events).code ==
        "illegal_move");
  CHECK(game->apply(0, {{"type", "place"}, {"at", "d4"}}, &events).code == "bad_move");
  CHECK(game->apply(0, {{"type", "pass"}}, &events).code == "bad_move");
  CHECK(game->apply(0, Json::array({3, 3}), &events).code == "bad_move");
  CHECK(game->apply(0, {{"type", "swap"}}, &events).code == "illegal_move");
  CHECK(events.empty());
  REQUIRE(game->apply(0, place(3, 3), &events).accepted);
  CHECK(events == Json::array({{{"type", "place"},
                                {"seat", 0},
                                {"at", Json::array({3, 3})},
                                {"captured", Json::array()},
                                {"go", 0},
                                {"custodian", 0}}}));
  CHECK(game->apply(1, place(3, 3), nullptr).code == "illegal_move");
  const Json view = game->view(-1);
  CHECK(view["board"][3] == "...b...");
  CHECK(view["turn"] == 1);
  CHECK(view["moves_played"] == 1);
  CHECK(view["last_move"] ==
        Json{{"seat", 0}, {"at", Json::array({3, 3})}, {"captured", Json::array()}});
  CHECK(game->legal_moves_json(1).size() == 48);
  REQUIRE(game->apply(1, place(2, 3), nullptr).accepted);
  CHECK(game->view(-1)["board"][3] == "..wb...");
  CHECK(game->to_act() == std::vector<int>{0});
}

TEST_CASE("kanga pie rule: seat 1 may swap once, then owns Black and seat 0 plays White next") {
  auto game = new_game({{"pie_rule", true}});
  REQUIRE(game->apply(0, place(3, 3), nullptr).accepted);
  const Json moves = game->legal_moves_json(1);
  CHECK(moves.size() == 49);
  CHECK(moves.back() == Json{{"type", "swap"}});
  Json events = Json::array();
  REQUIRE(game->apply(1, {{"type", "swap"}}, &events).accepted);
  CHECK(events == Json::array({{{"type", "swap"}, {"seat", 1}}}));
  const Json view = game->view(-1);
  CHECK(view["colors"] == Json::array({"white", "black"}));
  CHECK(view["turn"] == 0);
  CHECK(view["board"][3] == "...b...");
  CHECK(view["last_move"] == Json{{"seat", 1}, {"swap", true}});
  CHECK(view["moves_played"] == 2);
  const Json white_moves = game->legal_moves_json(0);
  CHECK(white_moves.size() == 48);
  CHECK(std::find(white_moves.begin(), white_moves.end(), Json{{"type", "swap"}}) ==
        white_moves.end());
  REQUIRE(game->apply(0, place(0, 0), nullptr).accepted);
  CHECK(game->view(-1)["board"][0] == "w......");
  CHECK(game->apply(1, {{"type", "swap"}}, nullptr).code == "illegal_move");
  REQUIRE(game->apply(1, place(1, 0), nullptr).accepted);
  CHECK(game->view(-1)["board"][0] == "wb.....");

  SUBCASE("declining the swap by placing ends the offer") {
    auto declined = new_game({{"pie_rule", true}});
    REQUIRE(declined->apply(0, place(3, 3), nullptr).accepted);
    REQUIRE(declined->apply(1, place(4, 4), nullptr).accepted);
    REQUIRE(declined->apply(0, place(5, 5), nullptr).accepted);
    const Json later = declined->legal_moves_json(1);
    CHECK(std::find(later.begin(), later.end(), Json{{"type", "swap"}}) == later.end());
    CHECK(declined->view(-1)["colors"] == Json::array({"black", "white"}));
  }
}

TEST_CASE("kanga 2.1: a player with no legal placement loses") {
  auto game = position(checkerboard_rows(), "black");
  CHECK_FALSE(game->finished());
  const Json events = play(*game, "r1c2");
  REQUIRE(events.size() == 2);
  CHECK(events[1] == Json{{"type", "game_over"}, {"reason", "no_legal_move"}, {"winner", 0}});
  CHECK(game->view(-1)["end_reason"] == "no_legal_move");
  CHECK(game->view(-1)["winning_group"].is_null());
  const Json outcome = game->outcome();
  CHECK(outcome["ranking"] == Json::array({0, 1}));
  CHECK(outcome["winners"] == Json::array({0}));
  CHECK(outcome["scores"] == Json::array({1, 0}));
  CHECK(outcome["breakdown"] ==
        Json::array({{{"captures", 0}, {"stones", 24}}, {{"captures", 0}, {"stones", 0}}}));

  SUBCASE("with self_capture every empty cell stays legal, so the game goes on") {
    Json options = kanga_test::default_options();
    options["suicide"] = "self_capture";
    auto self = position(checkerboard_rows(), "black", options);
    play(*self, "r1c2");
    CHECK_FALSE(self->finished());
    CHECK(self->legal_moves_json(1).size() == 25);
  }
}

TEST_CASE("kanga 2.2.5: with the move cap, the game is drawn after 10 x N x N placements") {
  // 4 stones on the board and 485 captured: 489 placements so far.
  Json options = kanga_test::default_options();
  options["move_cap"] = true;
  const Json saved = {
      {"format", "kanga-position"}, {"version", 1},
      {"options", options},         {"board", board_with(7, {"r1c1", "r5c5"}, {"r3c3", "r7c7"})},
      {"to_move", "white"},         {"captures", Json::array({240, 245})}};
  std::string error;
  auto game = kangaroom::engine::kanga::load_game(saved, error);
  INFO(error);
  REQUIRE(game);
  CHECK(game->view(-1)["moves_played"] == 489);
  const Json events = play(*game, "r4c4");
  REQUIRE(events.size() == 2);
  CHECK(events[1] == Json{{"type", "game_over"}, {"reason", "move_cap"}, {"winner", nullptr}});
  CHECK(game->outcome()["winners"] == Json::array({0, 1}));

  options["move_cap"] = false;
  Json uncapped = saved;
  uncapped["options"] = options;
  auto free = kangaroom::engine::kanga::load_game(uncapped, error);
  REQUIRE(free);
  play(*free, "r4c4");
  CHECK_FALSE(free->finished());
}

TEST_CASE("kanga: a finished game refuses moves and lists none") {
  auto game = position(checkerboard_rows(), "black");
  play(*game, "r1c2");
  REQUIRE(game->finished());
  CHECK(game->to_act().empty());
  CHECK(game->legal_moves_json(0).empty());
  CHECK(game->legal_moves_json(1).empty());
  CHECK(game->apply(1, place(0, 0), nullptr).code == "game_over");
}

TEST_CASE("kanga scores: 1/0 for a win, 0/0 for a draw, under 0.5 while playing") {
  auto game = position(board_with(7, {"r1c1", "r2c2", "r3c3"}, {"r5c5"}), "white");
  const auto before = game->scores();
  CHECK(before[0] > before[1]);
  CHECK(before[0] < 0.5);
  play(*game, "r4c4");  // White captures three
  const auto after = game->scores();
  CHECK(after[1] > after[0]);
  CHECK(after[1] < 0.5);
}
