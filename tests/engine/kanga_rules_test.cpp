// The rules of Kanga, one test per rule: every scenario of RULES.md 2.3
// (written from the rule text, 7x7, the mover is the player who places),
// then the rulings of 2.1-2.2 that the scenarios do not reach.
#include <doctest/doctest.h>

#include "kanga/rules.hpp"
#include "kanga_test_positions.hpp"

using kanga_test::at;
using kanga_test::board_with;
using kanga_test::cells;
using kanga_test::legal;
using kanga_test::play;
using kanga_test::position;
using kanga_test::sorted;
using kanga_test::stone;
using kangaroom::engine::Json;

namespace {

// The one "place" event of `events` (the first entry).
Json place_event(const Json& events) {
  REQUIRE(events.is_array());
  REQUIRE_FALSE(events.empty());
  REQUIRE(events[0]["type"] == "place");
  return events[0];
}

}  // namespace

TEST_CASE("kanga 2.3.1: a diagonal run of three reaching the corner is captured") {
  auto game = position(board_with(7, {"r1c1", "r2c2", "r3c3"}, {}), "white");
  const Json events = play(*game, "r4c4");
  const Json event = place_event(events);
  CHECK(sorted(event["captured"]) == sorted(cells({"r1c1", "r2c2", "r3c3"})));
  CHECK(event["go"] == 0);
  CHECK(event["custodian"] == 3);
  for (const char* name : {"r1c1", "r2c2", "r3c3"}) CHECK(stone(*game, name) == '.');
  CHECK(stone(*game, "r4c4") == 'w');
  CHECK(game->view(-1)["captures"] == Json::array({0, 3}));
}

TEST_CASE("kanga 2.3.2: Go capture of one stone; a single stone is never custodian") {
  auto game = position(board_with(7, {"r5c1"}, {"r5c2", "r6c1"}), "white");
  const Json event = place_event(play(*game, "r4c1"));
  CHECK(event["captured"] == cells({"r5c1"}));
  CHECK(event["go"] == 1);
  CHECK(event["custodian"] == 0);
  CHECK(stone(*game, "r5c1") == '.');
}

TEST_CASE("kanga 2.3.3: an orthogonal run of three closed by the mover's stone is captured") {
  auto game = position(board_with(7, {"r6c4", "r6c5", "r6c6"}, {"r6c1", "r6c7"}), "white");
  const Json event = place_event(play(*game, "r6c3"));
  CHECK(sorted(event["captured"]) == sorted(cells({"r6c4", "r6c5", "r6c6"})));
  CHECK(event["custodian"] == 3);
  CHECK(event["go"] == 0);
  CHECK(stone(*game, "r6c1") == 'w');
  CHECK(stone(*game, "r6c7") == 'w');
}

TEST_CASE("kanga 2.3.4: an even run survives") {
  auto game = position(board_with(7, {"r3c2", "r3c3"}, {"r3c1"}), "white");
  const Json event = place_event(play(*game, "r3c4"));
  CHECK(event["captured"].empty());
  CHECK(stone(*game, "r3c2") == 'b');
  CHECK(stone(*game, "r3c3") == 'b');
}

TEST_CASE("kanga 2.3.5: a run of five is captured") {
  auto game = position(board_with(7, {"r2c2", "r2c3", "r2c4", "r2c5", "r2c6"}, {"r2c1"}), "white");
  const Json event = place_event(play(*game, "r2c7"));
  CHECK(sorted(event["captured"]) == sorted(cells({"r2c2", "r2c3", "r2c4", "r2c5", "r2c6"})));
  CHECK(event["custodian"] == 5);
  CHECK(game->view(-1)["board"][1] == "w.....w");
}

TEST_CASE("kanga 2.3.6: placing into a bracket is safe") {
  auto game = position(board_with(7, {"r4c3", "r4c5"}, {"r4c2", "r4c6"}), "black");
  const Json event = place_event(play(*game, "r4c4"));
  CHECK(event["captured"].empty());
  CHECK(game->view(-1)["board"][3] == ".wbbbw.");
}

TEST_CASE("kanga 2.3.7: suicide is illegal unless the placement captures and so gains a liberty") {
  SUBCASE("nothing captured: illegal") {
    auto game = position(board_with(7, {}, {"r1c2", "r2c1"}), "black");
    CHECK_FALSE(legal(*game, "r1c1"));
    const Json before = game->save();
    Json events = Json::array();
    const auto result = game->apply(0, kanga_test::place_json("r1c1"), &events);
    CHECK_FALSE(result.accepted);
    CHECK(result.code == "illegal_move");
    CHECK(result.reason.find("suicide") != std::string::npos);
    CHECK(events.empty());
    CHECK(game->save() == before);
  }
  SUBCASE("r1c1 is White r1c2's last liberty: the capture makes it legal") {
    auto game = position(board_with(7, {"r1c3", "r2c2"}, {"r1c2", "r2c1"}), "black");
    CHECK(legal(*game, "r1c1"));
    const Json event = place_event(play(*game, "r1c1"));
    CHECK(event["captured"] == cells({"r1c2"}));
    CHECK(event["go"] == 1);
    CHECK(stone(*game, "r1c1") == 'b');
    CHECK(stone(*game, "r2c1") == 'w');
  }
}

TEST_CASE("kanga 2.3.8: the S001 endgame diagram") {
  const std::vector<std::string> diagram = {".wbbw..", ".wwb...", "..bb...", "..bww..",
                                            ".wbw...", ".bbw...", "b..w.w."};
  for (const char* winning : {"r7c2", "r6c1"}) {
    CAPTURE(winning);
    auto game = position(diagram, "black");
    const Json events = play(*game, winning);
    REQUIRE(events.size() == 2);
    CHECK(events[1] == Json{{"type", "game_over"}, {"reason", "connection"}, {"winner", 0}});
    CHECK(game->finished());
    const Json view = game->view(-1);
    CHECK(view["end_reason"] == "connection");
    CHECK(view["turn"].is_null());
    // The winning group runs from row 1 (r1c3) to row 7.
    const Json group = view["winning_group"];
    CHECK(std::find(group.begin(), group.end(), at("r1c3")) != group.end());
    CHECK(std::find(group.begin(), group.end(), at(winning)) != group.end());
    CHECK(game->outcome()["winners"] == Json::array({0}));
    CHECK(game->outcome()["scores"] == Json::array({1, 0}));
  }
  SUBCASE("neither White reply at those points captures anything, and Black still wins") {
    for (const char* reply : {"r7c2", "r6c1"}) {
      CAPTURE(reply);
      auto game = position(diagram, "white");
      const Json event = place_event(play(*game, reply));
      CHECK(event["captured"].empty());
      CHECK_FALSE(game->finished());
      const std::string other = std::string(reply) == "r7c2" ? "r6c1" : "r7c2";
      play(*game, other);
      CHECK(game->outcome()["winners"] == Json::array({0}));
    }
  }
  SUBCASE("Black has a winning position even if it is White's turn") {
    auto probe = position(diagram, "white");
    const Json replies = probe->legal_moves_json(1);
    CHECK(replies.size() == 49 - 21);
    for (const auto& reply : replies) {
      auto game = position(diagram, "white");
      REQUIRE(game->apply(1, reply, nullptr).accepted);
      bool black_wins = false;
      for (const auto& move : game->legal_moves_json(0)) {
        auto trial = game->clone();
        REQUIRE(trial->apply(0, move, nullptr).accepted);
        black_wins =
            black_wins || (trial->finished() && trial->outcome()["winners"] == Json::array({0}));
      }
      CAPTURE(reply.dump());
      CHECK(black_wins);
    }
  }
}

TEST_CASE("kanga 2.3.9: no Ko, an immediate recapture is legal") {
  // A ko: White r3c3 in Black's mouth, Black's r3c4 point in White's.
  auto game =
      position(board_with(7, {"r2c3", "r4c3", "r3c2"}, {"r3c3", "r2c4", "r4c4", "r3c5"}), "black");
  const Json start = game->view(-1)["board"];
  const Json black = place_event(play(*game, "r3c4"));
  CHECK(black["captured"] == cells({"r3c3"}));
  CHECK(legal(*game, "r3c3"));
  const Json white = place_event(play(*game, "r3c3"));
  CHECK(white["captured"] == cells({"r3c4"}));
  CHECK(game->view(-1)["board"] == start);
  CHECK_FALSE(game->finished());
}

TEST_CASE("kanga 2.3.10: the third repetition of a position, same player to move, is a draw") {
  auto game =
      position(board_with(7, {"r2c3", "r4c3", "r3c2"}, {"r3c3", "r2c4", "r4c4", "r3c5"}), "black");
  // The start is the first occurrence; the cycle B r3c4, W r3c3 returns to it.
  play(*game, "r3c4");
  play(*game, "r3c3");  // second occurrence
  CHECK_FALSE(game->finished());
  play(*game, "r3c4");  // the Black-captured shape, second occurrence
  CHECK_FALSE(game->finished());
  const Json events = play(*game, "r3c3");  // third occurrence
  REQUIRE(events.size() == 2);
  CHECK(events[1] == Json{{"type", "game_over"}, {"reason", "repetition"}, {"winner", nullptr}});
  CHECK(game->finished());
  CHECK(game->view(-1)["end_reason"] == "repetition");
  CHECK(game->outcome()["winners"] == Json::array({0, 1}));
  CHECK(game->outcome()["scores"] == Json::array({0, 0}));
  CHECK(game->to_act().empty());
}

TEST_CASE("kanga: the same stones with the other player to move are another position") {
  auto black = position(board_with(7, {"r2c2"}, {"r5c5"}), "black");
  auto white = position(board_with(7, {"r2c2"}, {"r5c5"}), "white");
  CHECK(black->state().stones_hash == white->state().stones_hash);
  CHECK(black->state().position_key() != white->state().position_key());
}

TEST_CASE(
    "kanga 2.2.3: an orthogonal run reaching the edge is captured; one stopped by an empty cell is "
    "not") {
  auto edge = position(board_with(7, {"r1c5", "r1c6", "r1c7"}, {}), "white");
  CHECK(place_event(play(*edge, "r1c4"))["custodian"] == 3);
  CHECK(edge->view(-1)["board"][0] == "...w...");

  auto open = position(board_with(7, {"r2c2", "r2c3", "r2c4"}, {}), "white");
  CHECK(place_event(play(*open, "r2c1"))["captured"].empty());
}

TEST_CASE("kanga 2.1: custodian capture removes only the run, not the rest of its group") {
  auto game = position(board_with(7, {"r4c2", "r4c3", "r4c4", "r5c3"}, {"r4c1"}), "white");
  const Json event = place_event(play(*game, "r4c5"));
  CHECK(sorted(event["captured"]) == sorted(cells({"r4c2", "r4c3", "r4c4"})));
  CHECK(stone(*game, "r5c3") == 'b');
}

TEST_CASE("kanga 2.2.7: both capture kinds are found on the position before any removal") {
  // White r4c4 Go-captures {r4c5, r5c5}; the diagonal r5c5-r6c6-r7c7 reaches
  // the corner, so it is a custodian run of three on the position before the
  // Go removal (removing first would leave no run at all).
  auto game = position(
      board_with(7, {"r4c5", "r5c5", "r6c6", "r7c7"}, {"r3c5", "r4c6", "r5c4", "r6c5", "r5c6"}),
      "white");
  const Json event = place_event(play(*game, "r4c4"));
  CHECK(sorted(event["captured"]) == sorted(cells({"r4c5", "r5c5", "r6c6", "r7c7"})));
  CHECK(event["go"] == 2);  // r5c5 is caught both ways; it counts once, as Go
  CHECK(event["custodian"] == 2);
  CHECK(game->view(-1)["captures"] == Json::array({0, 4}));
}

TEST_CASE(
    "kanga 2.2.4: a custodian capture that frees a liberty saves the placement; one that frees "
    "none does not") {
  auto saved = position(board_with(7, {"r1c5"}, {"r1c2", "r1c3", "r1c4", "r2c1"}), "black");
  CHECK(legal(*saved, "r1c1"));
  CHECK(place_event(play(*saved, "r1c1"))["custodian"] == 3);

  const auto rows = board_with(7, {"r5c5"}, {"r1c2", "r2c1", "r2c2", "r3c3", "r4c4"});
  auto stuck = position(rows, "black");
  CHECK_FALSE(legal(*stuck, "r1c1"));

  SUBCASE("with the self_capture option it is legal, captures, and loses its own stone") {
    Json options = kanga_test::default_options();
    options["suicide"] = "self_capture";
    auto game = position(rows, "black", options);
    REQUIRE(legal(*game, "r1c1"));
    const Json event = place_event(play(*game, "r1c1"));
    CHECK(sorted(event["captured"]) == sorted(cells({"r2c2", "r3c3", "r4c4"})));
    CHECK(event["custodian"] == 3);
    CHECK(event["self_captured"] == cells({"r1c1"}));
    CHECK(stone(*game, "r1c1") == '.');
    CHECK(game->view(-1)["captures"] == Json::array({3, 1}));
    CHECK(game->view(-1)["last_move"]["self_captured"] == cells({"r1c1"}));
  }
}

TEST_CASE("kanga 2.2.4: filling the last liberty of one's own group is suicide") {
  auto game = position(board_with(7, {"r1c1", "r1c2"}, {"r1c4", "r2c1", "r2c2", "r2c3"}), "black");
  CHECK_FALSE(legal(*game, "r1c3"));
  CHECK(legal(*game, "r1c5"));
  Json options = kanga_test::default_options();
  options["suicide"] = "self_capture";
  auto self =
      position(board_with(7, {"r1c1", "r1c2"}, {"r1c4", "r2c1", "r2c2", "r2c3"}), "black", options);
  const Json event = place_event(play(*self, "r1c3"));
  CHECK(sorted(event["self_captured"]) == sorted(cells({"r1c1", "r1c2", "r1c3"})));
  CHECK(self->view(-1)["board"][0] == "...w...");
}

TEST_CASE("kanga 2.2.1: connecting columns 1 and N wins") {
  auto game =
      position(board_with(7, {"r4c1", "r4c2", "r4c3", "r4c4", "r4c5", "r4c6"}, {"r3c3"}), "black");
  const Json events = play(*game, "r4c7");
  REQUIRE(events.size() == 2);
  CHECK(events[1] == Json{{"type", "game_over"}, {"reason", "connection"}, {"winner", 0}});
  CHECK(game->view(-1)["winning_group"] ==
        cells({"r4c1", "r4c2", "r4c3", "r4c4", "r4c5", "r4c6", "r4c7"}));
}

TEST_CASE("kanga 2.2.1: a corner stone counts for both edges it touches") {
  // Row 1 touches columns 1 and 7 only through its corner stones.
  auto game =
      position(board_with(7, {"r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r1c7"}, {"r3c3"}), "black");
  CHECK_FALSE(game->finished());
  const Json events = play(*game, "r1c6");
  REQUIRE(events.size() == 2);
  CHECK(events[1]["reason"] == "connection");
  CHECK(game->view(-1)["winning_group"].size() == 7);
}

TEST_CASE("kanga 2.2.1: two adjacent edges are not a connection") {
  auto game = position(board_with(7, {"r1c1", "r1c2", "r1c3", "r2c1"}, {"r3c3"}), "black");
  const Json events = play(*game, "r3c1");
  CHECK(events.size() == 1);
  CHECK_FALSE(game->finished());
}

TEST_CASE("kanga 2.2.2: only the mover captures; the opponent's bracketed stones stay") {
  // After White brackets nothing, Black's run r5c2-r5c4 between White stones
  // r5c1 and r5c5 was made by Black moving in: it stays however long it sits there.
  auto game = position(board_with(7, {"r5c2", "r5c3", "r5c4"}, {"r5c1", "r5c5"}), "white");
  CHECK(place_event(play(*game, "r1c7"))["captured"].empty());
  CHECK(game->view(-1)["board"][4] == "wbbbw..");
}
