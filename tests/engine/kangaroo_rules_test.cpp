// RULES.md §3.3 test scenarios, one test each, plus the §3.4 clarifications
// (the last obligatory move, end checks when a move is complete, no square
// twice in one move) and the turn structure (chain, stop, resign, remove).
#include <doctest/doctest.h>

#include "kangaroo_test_positions.hpp"

using namespace kangaroo_test;

namespace {
std::vector<int> seats(std::initializer_list<int> list) { return list; }
}  // namespace

TEST_CASE("kangaroo 3.3.1 opening: White has exactly 20 jumps, none continues") {
  auto game = kg::make_game_at(kg::opening_board(), 0, nullptr);
  const std::set<std::string> expected = {
      // 8 straight: x1 over x2 to x3
      "a1-a3", "b1-b3", "c1-c3", "d1-d3", "e1-e3", "f1-f3", "g1-g3", "h1-h3",
      // 12 diagonal
      "a1-c3", "b1-d3", "c1-a3", "c1-e3", "d1-b3", "d1-f3", "e1-c3", "e1-g3", "f1-d3", "f1-h3",
      "g1-e3", "h1-f3"};
  CHECK(jumps_of(*game, 0) == expected);
  CHECK(count_type(*game, 0, "resign") == 1);
  CHECK(count_type(*game, 0, "stop") == 0);
  CHECK(game->legal_moves_json(0).size() == 21);
  CHECK(game->legal_moves_json(1).empty());
  CHECK(game->to_act() == seats({0}));
  for (const auto& text : expected) {
    auto copy = kg::make_game_at(kg::opening_board(), 0, nullptr);
    play(*copy, 0, jump(text.substr(0, 2), text.substr(3, 2)));
    // No continuation without revisiting a square: the turn is over.
    CHECK_MESSAGE(!copy->mid_turn(), text);
    CHECK(copy->to_act() == seats({1}));
    CHECK(copy->view(0).at("moves_played") == 1);
  }
}

TEST_CASE("kangaroo 3.3.2 capture and optional chain") {
  SUBCASE("a1-c3 captures b2, then stop") {
    auto game = game_at("Wa1 Bb2 Bd4", 0);
    CHECK(jumps_of(*game, 0) == std::set<std::string>{"a1-c3"});
    const auto events = play(*game, 0, jump("a1", "c3"));
    REQUIRE(events.size() == 1);
    CHECK(
        events[0] ==
        Json{
            {"type", "jump"}, {"seat", 0}, {"from", {0, 0}}, {"to", {2, 2}}, {"captured", {1, 1}}});
    CHECK(game->mid_turn());
    CHECK(game->to_act() == seats({0}));
    CHECK(jumps_of(*game, 0) == std::set<std::string>{"c3-e5"});
    CHECK(count_type(*game, 0, "stop") == 1);
    CHECK(count_type(*game, 0, "resign") == 0);
    const auto view = game->view(0);
    CHECK(view.at("phase") == "chain");
    CHECK(view.at("chain") == Json{{"start", {0, 0}},
                                   {"piece", {2, 2}},
                                   {"path", {{0, 0}, {2, 2}}},
                                   {"captured", {{1, 1}}}});
    CHECK(view.at("pieces") == Json{1, 1});  // removed at once (§3.2.2)
    CHECK(event_types(play(*game, 0, stop)) == std::vector<std::string>{"stop"});
    CHECK(!game->mid_turn());
    CHECK(game->to_act() == seats({1}));  // Black's d4 next to c3 jumps to b2
    CHECK(jumps_of(*game, 1) == std::set<std::string>{"d4-b2"});
    CHECK(game->view(0).at("last_move") ==
          Json{{"seat", 0}, {"path", {{0, 0}, {2, 2}}}, {"captured", {{1, 1}}}});
  }
  SUBCASE("a1-c3-e5 captures b2 and d4") {
    auto game = game_at("Wa1 Bb2 Bd4", 0);
    play(*game, 0, jump("a1", "c3"));
    const auto events = play(*game, 0, jump("c3", "e5"));
    CHECK(event_types(events) == std::vector<std::string>{"jump", "game_over"});
    CHECK(events[1] == Json{{"type", "game_over"}, {"reason", "no_pieces"}, {"scores", {1, 0}}});
    CHECK(game->finished());
    CHECK(game->view(0).at("end_reason") == "no_pieces");
    CHECK(game->view(0).at("last_move") ==
          Json{{"seat", 0}, {"path", {{0, 0}, {2, 2}, {4, 4}}}, {"captured", {{1, 1}, {3, 3}}}});
    CHECK(game->outcome().at("winners") == Json{0});
  }
}

TEST_CASE("kangaroo 3.3.3 backed-up pieces cannot be jumped along their line") {
  auto backed = game_at("Wd4 Bd5 Bd6 Wa1 Wa2", 0);
  for (const auto& text : jumps_of(*backed, 0)) CHECK_MESSAGE(text.substr(0, 2) != "d4", text);
  CHECK(reason_for(*backed, 0, jump("d4", "d6")) == "d6 is not empty");

  auto open = game_at("Wd4 Bd5 Wa1 Wa2", 0);
  CHECK(jumps_of(*open, 0).count("d4-d6") == 1);
  const auto events = play(*open, 0, jump("d4", "d6"));
  CHECK(events[0].at("captured") == Json{3, 4});
  CHECK(open->view(0).at("board")[4] == "........");
  CHECK(open->view(0).at("board")[5] == "...w....");
}

TEST_CASE("kangaroo 3.3.4 a friendly jump removes nothing") {
  auto game = game_at("Wa1 Wa2 Bh8 Bh7", 0);
  CHECK(jumps_of(*game, 0).count("a1-a3") == 1);
  const auto events = play(*game, 0, jump("a1", "a3"));
  CHECK(events[0].at("captured").is_null());
  CHECK(game->view(0).at("pieces") == Json{2, 2});
  CHECK(game->view(0).at("board")[1] == "w.......");
  CHECK(game->view(0).at("board")[2] == "w.......");
}

TEST_CASE("kangaroo 3.3.5 doubling: a piece on its own doubling rank counts 2") {
  Json events = Json::array();
  auto game = game_at("Wg8 Wc5 Ba1", 0, &events);
  REQUIRE(game->finished());  // nobody can move
  CHECK(game->view(0).at("scores") == Json{3, 2});
  CHECK(game->scores() == std::vector<double>{3, 2});
  const auto outcome = game->outcome();
  CHECK(outcome.at("scores") == Json{3, 2});
  CHECK(outcome.at("winners") == Json{0});
  CHECK(outcome.at("ranking") == Json{0, 1});
  CHECK(outcome.at("breakdown") ==
        Json{{{"pieces", 2}, {"doubled", 1}}, {{"pieces", 1}, {"doubled", 1}}});
}

TEST_CASE("kangaroo 3.3.6 stranded: five obligatory moves, then the game ends") {
  Json events = Json::array();
  auto game = game_at("Wa1 Wb1 Bh8", 1, &events);
  CHECK(events == Json::array({{{"type", "stranded"}, {"seat", 1}}}));
  CHECK(game->to_act() == seats({0}));
  CHECK(game->view(0).at("stranded") == Json{{"seat", 1}, {"moves_made", 0}, {"limit", 5}});
  // Obligatory moves cannot be refused by resigning (§3.2.5).
  CHECK(count_type(*game, 0, "resign") == 0);
  CHECK(reason_for(*game, 0, resign) ==
        "you must make the obligatory moves: you cannot resign now");
  CHECK(reason_for(*game, 1, resign) == "it is not your turn");

  const std::vector<std::pair<std::string, std::string>> moves = {
      {"a1", "c1"}, {"b1", "d1"}, {"c1", "e1"}, {"d1", "f1"}, {"e1", "g1"}};
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const auto played = play(*game, 0, jump(moves[i].first, moves[i].second));
    if (i + 1 < moves.size()) {
      CHECK(game->to_act() == seats({0}));
      CHECK(game->view(0).at("stranded").at("moves_made") == i + 1);
    } else {
      CHECK(event_types(played) == std::vector<std::string>{"jump", "game_over"});
      CHECK(played[1].at("reason") == "stranded");
    }
  }
  REQUIRE(game->finished());
  // h8 is Black's home rank, not its doubling rank.
  CHECK(game->outcome().at("scores") == Json{2, 1});
  CHECK(game->view(0).at("turn").is_null());
  CHECK(game->view(0).at("moves_played") == 5);
}

TEST_CASE("kangaroo 3.3.6 variant: a move next to the stranded piece gives the turn back") {
  auto game = game_at("Wg5 Wg6 Wa1 Wa2 Bh8", 1);
  CHECK(game->to_act() == seats({0}));
  const auto events = play(*game, 0, jump("g5", "g7"));
  CHECK(event_types(events) == std::vector<std::string>{"jump", "regained"});
  CHECK(events[1] == Json{{"type", "regained"}, {"seat", 1}});
  CHECK(game->to_act() == seats({1}));
  CHECK(game->view(0).at("stranded").is_null());
  CHECK(jumps_of(*game, 1) == std::set<std::string>{"h8-f6"});
  CHECK(count_type(*game, 1, "resign") == 1);  // the regained player may move or resign
  play(*game, 1, jump("h8", "f6"));            // captures g7; f6 over g6 to h6 could follow
  REQUIRE(game->mid_turn());
  play(*game, 1, stop);
  // Normal play resumes: White moves, and may resign again.
  CHECK(game->to_act() == seats({0}));
  CHECK(count_type(*game, 0, "resign") == 1);
}

TEST_CASE("kangaroo 3.4.1 the fifth obligatory move can still give the turn back") {
  // Stranded White after four of its five obligatory moves.
  const auto after_four = [] {
    auto game = game_at("Wg5 Wg6 Wa1 Wa2 Bh8", 1);
    play(*game, 0, jump("a1", "a3"));
    play(*game, 0, jump("a2", "a4"));
    play(*game, 0, jump("a3", "a5"));
    play(*game, 0, jump("a4", "a6"));
    return game;
  };
  SUBCASE("regained after the fifth") {
    auto game = after_four();
    CHECK(game->view(0).at("stranded").at("moves_made") == 4);
    const auto events = play(*game, 0, jump("g5", "g7"));
    CHECK(event_types(events) == std::vector<std::string>{"jump", "regained"});
    CHECK(!game->finished());
    CHECK(game->to_act() == seats({1}));
  }
  SUBCASE("still stranded after the fifth: the game ends") {
    auto game = after_four();
    const auto events = play(*game, 0, jump("a5", "a7"));
    CHECK(event_types(events) == std::vector<std::string>{"jump", "game_over"});
    CHECK(game->outcome().at("scores") == Json{4, 1});
    CHECK(game->view(0).at("end_reason") == "stranded");
  }
  SUBCASE("the obligatory mover runs out of moves before the fifth") {
    auto game = game_at("Wa1 Bb2 Bh8", 1);
    CHECK(game->to_act() == seats({0}));
    const auto events = play(*game, 0, jump("a1", "c3"));
    CHECK(event_types(events) == std::vector<std::string>{"jump", "game_over"});
    CHECK(events[1].at("reason") == "stranded");
    CHECK(game->outcome().at("winners") == Json{0, 1});
  }
}

TEST_CASE("kangaroo 3.3.7 neither can move: the game ends at once") {
  Json events = Json::array();
  auto game = game_at("Wa1 Wc3 Bh8 Be5", 0, &events);
  CHECK(game->finished());
  CHECK(game->to_act().empty());
  CHECK(events ==
        Json::array({{{"type", "game_over"}, {"reason", "no_moves"}, {"scores", {2, 2}}}}));
  CHECK(game->view(0).at("stranded").is_null());
  CHECK(game->view(0).at("phase") == "finished");
  CHECK(game->outcome().at("winners") == Json{0, 1});
}

TEST_CASE("kangaroo 3.3.8 resignation costs a piece of the resigner's choice") {
  auto game = game_at("Be5 Be6 Ba5 Wa1 Wb1", 1);
  REQUIRE(game->to_act() == seats({1}));
  CHECK(reason_for(*game, 1, remove_at("a5")) == "remove only follows a resignation");
  CHECK(event_types(play(*game, 1, resign)) == std::vector<std::string>{"resign"});
  CHECK(game->mid_turn());
  CHECK(game->to_act() == seats({1}));
  CHECK(game->view(0).at("phase") == "remove");
  CHECK(game->legal_moves_json(1).size() == 3);
  CHECK(count_type(*game, 1, "remove") == 3);
  CHECK(reason_for(*game, 1, remove_at("a1")) == "a1 is not one of your pieces");
  CHECK(reason_for(*game, 1, jump("e5", "e7")) ==
        "you resigned: choose one of your pieces to give up");
  const auto events = play(*game, 1, remove_at("a5"));
  CHECK(events ==
        Json::array({{{"type", "remove"}, {"seat", 1}, {"at", {0, 4}}},
                     {{"type", "game_over"}, {"reason", "resigned"}, {"scores", {2, 2}}}}));
  REQUIRE(game->finished());
  CHECK(game->outcome().at("winners") == Json{0, 1});
  CHECK(game->view(0).at("last_move") ==
        Json{{"seat", 1}, {"resigned", true}, {"removed", {0, 4}}});
  CHECK(game->view(0).at("end_reason") == "resigned");
  CHECK(game->view(0).at("moves_played") == 1);
}

TEST_CASE(
    "kangaroo 3.4.2 a chain that takes the last enemy piece may go on; its end decides doubling") {
  SUBCASE("stop on the doubling rank") {
    auto game = game_at("Wa6 Wd7 Bb7", 0);
    play(*game, 0, jump("a6", "c8"));
    CHECK(!game->finished());
    CHECK(game->mid_turn());
    CHECK(jumps_of(*game, 0) == std::set<std::string>{"c8-e6"});
    CHECK(game->view(0).at("pieces") == Json{2, 0});
    const auto events = play(*game, 0, stop);
    CHECK(event_types(events) == std::vector<std::string>{"stop", "game_over"});
    CHECK(game->outcome().at("scores") == Json{3, 0});
  }
  SUBCASE("go on and leave it") {
    auto game = game_at("Wa6 Wd7 Bb7", 0);
    play(*game, 0, jump("a6", "c8"));
    // e6 has no jump left (back over d7 lands on c8, already visited): the chain ends by itself.
    const auto events = play(*game, 0, jump("c8", "e6"));
    CHECK(event_types(events) == std::vector<std::string>{"jump", "game_over"});
    CHECK(game->outcome().at("scores") == Json{2, 0});
  }
}

TEST_CASE("kangaroo 3.4.3 a chain never lands twice on a square, the start included") {
  // d4 -> f4 -> f6 -> d6 and then d4 (the start) would close the loop.
  auto game = game_at("Wd4 We4 Wf5 We6 Wd5 Wc7 Bh1 Bh2", 0);
  play(*game, 0, jump("d4", "f4"));
  play(*game, 0, jump("f4", "f6"));
  play(*game, 0, jump("f6", "d6"));
  REQUIRE(game->mid_turn());
  CHECK(jumps_of(*game, 0) == std::set<std::string>{"d6-b8"});
  CHECK(reason_for(*game, 0, jump("d6", "d4")) ==
        "this piece already stood on d4 in this move: a move uses each square once");
  CHECK(reason_for(*game, 0, jump("e4", "e2")) ==
        "only the piece on d6 may go on jumping (or stop)");

  auto simple = game_at("Wa1 Wa2 Bh8 Bh7", 0);
  play(*simple, 0, jump("a1", "a3"));
  CHECK(!simple->mid_turn());  // back to a1 is the only jump, and it is the start
  CHECK(simple->to_act() == seats({1}));
}

TEST_CASE("kangaroo turn rules: stop only mid-chain, resign only at the start, jump geometry") {
  auto game = kg::make_game_at(kg::opening_board(), 0, nullptr);
  CHECK(reason_for(*game, 0, stop) == "stop only ends a chain of jumps: make a jump first");
  CHECK(reason_for(*game, 0, jump("a3", "a5")) == "there is no piece of yours on a3");
  CHECK(reason_for(*game, 0, jump("a7", "a5")) == "there is no piece of yours on a7");
  CHECK(reason_for(*game, 0, jump("a2", "a4")) == "a3 is empty: there is no piece to jump over");
  CHECK(reason_for(*game, 0, jump("a1", "a4")) ==
        "a1 to a4 is not a jump: a piece jumps two squares in a straight line, over the piece "
        "between");
  CHECK(reason_for(*game, 0, jump("a1", "a2")) ==
        "a1 to a2 is not a jump: a piece jumps two squares in a straight line, over the piece "
        "between");
  CHECK(reason_for(*game, 0, jump("a1", "c1")) == "c1 is not empty");
  CHECK(reason_for(*game, 1, jump("a7", "a5")) == "it is not your turn");
  const auto off = game->apply(0, {{"type", "jump"}, {"from", {0, 0}}, {"to", {-2, 0}}}, nullptr);
  CHECK(off.code == "illegal_move");
  CHECK(off.reason == "(-2,0) is off the board");
  CHECK(reason_for(*game, 0, remove_at("a1")) == "remove only follows a resignation");
  play(*game, 0, jump("a1", "a3"));
  CHECK(reason_for(*game, 1, stop) == "stop only ends a chain of jumps: make a jump first");

  auto chain = game_at("Wa1 Bb2 Bd4", 0);
  play(*chain, 0, jump("a1", "c3"));
  CHECK(reason_for(*chain, 0, resign) == "you are in the middle of a chain: jump again or stop");
}

TEST_CASE("kangaroo option first_player: random keeps the colours with the seats") {
  using kangaroom::engine::create_game;
  std::string error;
  std::set<int> first;
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    auto game = create_game("kangaroo", 2, {{"first_player", "random"}}, seed, error);
    REQUIRE(game);
    first.insert(game->to_act().front());
    CHECK(game->view(0).at("colors") == Json{"white", "black"});
    CHECK(game->view(0).at("board")[0] == "wwwwwwww");
    auto again = create_game("kangaroo", 2, {{"first_player", "random"}}, seed, error);
    CHECK(again->to_act() == game->to_act());
  }
  CHECK(first == std::set<int>{0, 1});
  auto white = create_game("kangaroo", 2, Json::object(), 7, error);
  REQUIRE(white);
  CHECK(white->to_act() == seats({0}));
  CHECK(create_game("kangaroo", 3, Json::object(), 7, error) == nullptr);
  CHECK(create_game("kangaroo", 2, {{"first_player", "black"}}, 7, error) == nullptr);
}
