// Turn structure and landing effects (RULES.md §1.3, §1.4, §1.6, §1.7) on
// hand-built positions: placement, collecting, crocodile (§1.8 I), kangaroo,
// devils, tiger, teleport (§1.8 H, both editions), giving up, the end of the
// game, and the rejection codes of Game::apply.
#include <doctest/doctest.h>

#include "kangaruse/scoring.hpp"
#include "kangaruse_test_positions.hpp"

using namespace kangaruse_test;
using kr::CellType;
namespace reject = kangaroom::engine::reject;

namespace {
Json place(int x, int y) { return {{"action", "place"}, {"x", x}, {"y", y}}; }
const Json stop = {{"action", "stop"}};
const Json give_up = {{"action", "give_up"}};

std::unique_ptr<kr::KangaruseGame> fresh(const kr::Board& board, int players,
                                         bool starting_positions = false) {
  kr::Setup setup;
  setup.players = players;
  setup.starting_positions = starting_positions;
  return kr::make_game(board, setup);
}
}  // namespace

TEST_CASE("kangaruse placement: in seat order, not on trees, score squares or occupied squares") {
  auto board = scenario_board();
  set_cell(board, 0, 0, CellType::tree);
  set_cell(board, 1, 0, CellType::score, 3);
  set_cell(board, 2, 0, CellType::gems);
  set_cell(board, 3, 0, CellType::kangaroo);  // landing effects do not trigger at setup
  auto game = fresh(board, 2);
  CHECK(game->to_act() == std::vector<int>{0});
  CHECK(game->state().phase == kr::Phase::placing);
  const auto spots = targets(*game, 0, "place");
  CHECK(spots.size() == 30 - 3);
  CHECK(spots.count({0, 0}) == 0);
  CHECK(spots.count({1, 0}) == 0);
  CHECK(spots.count({2, 0}) == 0);

  CHECK(game->apply(1, place(4, 4), nullptr).code == reject::not_your_turn);
  CHECK(game->apply(0, place(0, 0), nullptr).reason == "(0,0) is a tree");
  CHECK(game->apply(0, place(1, 0), nullptr).reason == "you cannot start on a score square");
  play(*game, 0, place(3, 0));
  CHECK(game->state().step == kr::Step::place);  // no extra jump at setup
  CHECK(game->to_act() == std::vector<int>{1});
  CHECK(game->apply(1, place(3, 0), nullptr).reason == "(3,0) is occupied");
  play(*game, 1, place(4, 4));
  CHECK(game->state().phase == kr::Phase::playing);
  CHECK(game->to_act() == std::vector<int>{0});
  CHECK(game->state().step == kr::Step::jump);
}

TEST_CASE("kangaruse placement: with starting positions on, only free starting-position squares") {
  auto board = scenario_board();
  set_cell(board, 0, 0, CellType::starting_position);
  set_cell(board, 5, 4, CellType::starting_position);
  auto game = fresh(board, 2, true);
  CHECK(targets(*game, 0, "place") == Squares{{0, 0}, {5, 4}});
  CHECK(game->apply(0, place(2, 2), nullptr).code == reject::illegal_move);
  play(*game, 0, place(5, 4));
  CHECK(targets(*game, 1, "place") == Squares{{0, 0}});
}

TEST_CASE("kangaruse placement: giving up before placing leaves no kangaroo") {
  auto game = fresh(scenario_board(), 2);
  play(*game, 0, give_up);
  CHECK(game->state().player(0).out);
  CHECK_FALSE(game->state().player(0).placed());
  play(*game, 1, place(2, 2));
  CHECK(game->to_act() == std::vector<int>{1});
}

TEST_CASE("kangaruse collect: a score square gives its points; the square left is crossed out") {
  auto setup = Setup{};
  set_cell(setup.board, 5, 2, CellType::score, 4);
  set_cell(setup.board, 4, 4, CellType::gems);  // a second score square: no automatic end yet
  setup.kangaroos = {{2, 2}, {0, 4}};
  auto game = start(setup);
  Json events = Json::array();
  play(*game, 0, jump(5, 2), &events);
  CHECK(crossed(*game, 2, 2));
  CHECK(game->state().player(0).stars == 4);
  CHECK(collected(*game, 0, CellType::score) == 1);
  CHECK(game->scores()[0] == 4);
  CHECK(has_event(events, "collect"));
  CHECK(events.front().at("direction") == "right");
  CHECK(events.front().at("distance") == 3);
  CHECK(game->to_act() == std::vector<int>{1});
}

TEST_CASE("kangaruse §1.8 I: the crocodile is not retroactive, and nullifies later landings") {
  auto setup = Setup{};
  set_cell(setup.board, 5, 2, CellType::score, 4);  // P's 4 stars, row 2
  set_cell(setup.board, 3, 2, CellType::crocodile);
  set_cell(setup.board, 3, 0, CellType::score, 3);  // in the crocodile's column
  // P (2,2) -> right 3 to (5,2); Q (3,3) -> up 1 onto the crocodile; R (0,0) -> right 3 to (3,0).
  setup.kangaroos = {{2, 2}, {3, 3}, {0, 0}};
  auto game = start(setup);
  play(*game, 0, jump(5, 2));
  CHECK(game->state().player(0).stars == 4);
  play(*game, 1, jump(3, 2));
  CHECK(game->state().player(0).stars == 4);  // P keeps 4
  Json events = Json::array();
  play(*game, 2, jump(3, 0), &events);
  CHECK(game->state().player(2).stars == 0);
  CHECK(collected(*game, 2, CellType::score) == 0);  // adds nothing to any count
  CHECK(game->state().player(2).nullified == 1);
  CHECK(events.at(1).at("nullified_by_crocodile") == true);
  CHECK_FALSE(
      game->state().unused(game->state().lay().index(3, 0)));  // used: nobody collects it later
}

TEST_CASE(
    "kangaruse crocodile: its own occupant jumping to a score square in line collects nothing") {
  auto setup = Setup{};
  set_cell(setup.board, 2, 2, CellType::crocodile);
  set_cell(setup.board, 5, 2, CellType::toys);
  setup.kangaroos = {{2, 2}};
  auto game = start(setup);
  play(*game, 0, jump(5, 2));
  CHECK(collected(*game, 0, CellType::toys) == 0);
  CHECK(game->state().player(0).nullified == 1);
}

TEST_CASE(
    "kangaruse kangaroo: extra jumps chain as follow-up moves of the same seat, without teleport") {
  auto setup = Setup{};
  set_cell(setup.board, 1, 2, CellType::kangaroo);
  set_cell(setup.board, 0, 2, CellType::kangaroo);
  setup.kangaroos = {{2, 2}, {5, 4}};
  auto game = start(setup);
  play(*game, 0, jump(1, 2));
  CHECK(game->to_act() == std::vector<int>{0});
  CHECK(game->state().step == kr::Step::extra_jump);
  // From (1,2): N=2, D=left.
  CHECK(targets(*game, 0) == Squares{{0, 2}, {3, 2}, {1, 0}, {1, 4}});
  play(*game, 0, jump(0, 2));
  CHECK(game->state().step == kr::Step::extra_jump);
  // From (0,2): N=1, D=left; (1,2) is crossed now.
  CHECK(targets(*game, 0) == Squares{{0, 1}, {0, 3}});
  CHECK_FALSE(has_action(*game, 0, "teleport"));
  play(*game, 0, jump(0, 1));
  CHECK(game->to_act() == std::vector<int>{1});
}

TEST_CASE("kangaruse kangaroo: no valid extra jump just ends the turn") {
  auto setup = Setup{};
  set_cell(setup.board, 1, 2, CellType::kangaroo);
  setup.crossed = {{0, 2}, {3, 2}, {1, 0}, {1, 4}};
  setup.kangaroos = {{2, 2}, {5, 4}};
  auto game = start(setup);
  play(*game, 0, jump(1, 2));
  CHECK(game->to_act() == std::vector<int>{1});
  CHECK_FALSE(game->state().player(0).out);
}

TEST_CASE("kangaruse kangaroo: a thorny devil as the only extra jump puts you out") {
  auto setup = Setup{};
  set_cell(setup.board, 1, 2, CellType::kangaroo);
  set_cell(setup.board, 1, 4, CellType::thorny_devil);
  setup.crossed = {{0, 2}, {3, 2}, {1, 0}};
  setup.kangaroos = {{2, 2}, {5, 4}};
  auto game = start(setup);
  play(*game, 0, jump(1, 2));
  CHECK(game->state().player(0).out);
  CHECK(game->state().player(0).out_reason == kr::OutReason::thorny_devil);
  CHECK(at(*game, 0) == Square{1, 2});
}

TEST_CASE("kangaruse tasmanian devil: crosses out every unused orthogonal neighbour") {
  auto setup = Setup{};
  set_cell(setup.board, 1, 2, CellType::tasmanian_devil);
  set_cell(setup.board, 1, 1, CellType::tree);
  setup.kangaroos = {{2, 2}, {1, 3}};  // Q's square is occupied, so it stays
  auto game = start(setup);
  Json events = Json::array();
  play(*game, 0, jump(1, 2), &events);
  CHECK(crossed(*game, 0, 2));
  CHECK(crossed(*game, 2, 2));        // left by P
  CHECK_FALSE(crossed(*game, 1, 1));  // a tree is not a square to cross
  CHECK_FALSE(crossed(*game, 1, 3));
  CHECK(has_event(events, "destroy"));
}

TEST_CASE("kangaruse tasmanian tiger: two follow-up destroy moves in the tiger's row or column") {
  auto setup = Setup{};
  set_cell(setup.board, 1, 2, CellType::tasmanian_tiger);
  set_cell(setup.board, 1, 0, CellType::tree);
  setup.kangaroos = {{2, 2}, {1, 4}};
  auto game = start(setup);
  play(*game, 0, jump(1, 2));
  CHECK(game->to_act() == std::vector<int>{0});
  CHECK(game->state().step == kr::Step::destroy);
  CHECK(game->state().destroy_left == 2);
  // Row 2 minus (1,2) itself and the crossed (2,2); column 1 minus the tree and Q.
  CHECK(targets(*game, 0, "destroy") == Squares{{0, 2}, {3, 2}, {4, 2}, {5, 2}, {1, 1}, {1, 3}});
  CHECK(game->apply(0, destroy(4, 4), nullptr).reason ==
        "(4,4) is not in the tiger's row or column");
  play(*game, 0, destroy(5, 2));
  CHECK(game->state().destroy_left == 1);
  play(*game, 0, destroy(1, 3));
  CHECK(crossed(*game, 5, 2));
  CHECK(crossed(*game, 1, 3));
  CHECK(game->to_act() == std::vector<int>{1});
}

TEST_CASE("kangaruse tasmanian tiger: fewer squares than two means fewer destroys") {
  auto setup = Setup{};
  set_cell(setup.board, 1, 2, CellType::tasmanian_tiger);
  setup.crossed = {{0, 2}, {3, 2}, {4, 2}, {1, 0}, {1, 1}, {1, 3}, {1, 4}};
  setup.kangaroos = {{2, 2}, {4, 4}};
  // P's base moves from (2,2): (1,2) and (5,2) ((0,2) is crossed).
  auto game = start(setup);
  play(*game, 0, jump(1, 2));
  CHECK(targets(*game, 0, "destroy") == Squares{{5, 2}});
  play(*game, 0, destroy(5, 2));
  CHECK(game->to_act() == std::vector<int>{1});

  setup.crossed.push_back({5, 2});  // nothing left at all: the turn just ends
  auto none = start(setup);
  play(*none, 0, jump(1, 2));
  CHECK(none->to_act() == std::vector<int>{1});
}

TEST_CASE("kangaruse §1.8 H: with no valid jump, teleport for 10 (current) or 15 (2023), or stop") {
  for (const auto edition : {kr::Edition::current, kr::Edition::e2023}) {
    CAPTURE(static_cast<int>(edition));
    auto setup = Setup{};
    setup.edition = edition;
    set_cell(setup.board, 4, 4, CellType::score, 2);  // not a teleport target
    setup.crossed = {{1, 2}, {0, 2}, {5, 2}};
    setup.kangaroos = {{2, 2}, {0, 0}};
    auto game = start(setup);
    CHECK(game->state().step == kr::Step::no_jump);
    const auto spots = targets(*game, 0, "teleport");
    CHECK(spots.size() == 30 - 3 - 2 - 1);  // not crossed, not occupied, not the score square
    CHECK(spots.count({4, 4}) == 0);
    CHECK(has_action(*game, 0, "stop"));
    CHECK(game->apply(0, jump(1, 2), nullptr).code == reject::illegal_move);
    Json events = Json::array();
    play(*game, 0, teleport(3, 4), &events);
    const int cost = edition == kr::Edition::current ? 10 : 15;
    CHECK(events.front().at("cost") == cost);
    CHECK(crossed(*game, 2, 2));
    CHECK(at(*game, 0) == Square{3, 4});
    CHECK(game->scores()[0] == -cost);
    CHECK(kr::score_breakdowns(game->state())[0].teleports == -cost);
  }
  auto setup = Setup{};
  setup.crossed = {{1, 2}, {0, 2}, {5, 2}};
  setup.kangaroos = {{2, 2}, {0, 0}};
  auto game = start(setup);
  play(*game, 0, stop);
  CHECK(game->state().player(0).out);
  CHECK(game->state().player(0).out_reason == kr::OutReason::no_jump);
  CHECK(game->to_act() == std::vector<int>{1});
}

TEST_CASE("kangaruse teleport: the landing effect and the echidna rule apply at the destination") {
  auto setup = Setup{};
  set_cell(setup.board, 2, 2, CellType::echidna, 3);  // P starts on echidna 3
  set_cell(setup.board, 0, 0, CellType::echidna, 2);
  set_cell(setup.board, 0, 4, CellType::echidna, 4);
  set_cell(setup.board, 3, 4, CellType::kangaroo);
  setup.crossed = {{1, 2}, {0, 2}, {5, 2}};
  setup.kangaroos = {{2, 2}, {5, 0}};
  auto game = start(setup);
  const auto spots = targets(*game, 0, "teleport");
  CHECK(spots.count({0, 0}) == 0);
  CHECK(spots.count({0, 4}) == 1);
  play(*game, 0, teleport(3, 4));
  CHECK(game->state().step == kr::Step::extra_jump);  // the kangaroo's extra jump
  CHECK(game->to_act() == std::vector<int>{0});
}

TEST_CASE("kangaruse no jump and nowhere to teleport: the seat is out by itself") {
  kr::Board board = scenario_board();
  for (auto& cell : board.cells) cell = kr::Cell{CellType::gems, false, 0};
  set_cell(board, 2, 2, CellType::plain);
  set_cell(board, 0, 4, CellType::plain);
  Setup setup;
  setup.board = board;
  setup.crossed = {{1, 2}, {0, 2}, {5, 2}};
  setup.kangaroos = {{2, 2}, {0, 4}};
  Json events = Json::array();
  auto game = start(setup, &events);
  CHECK(game->state().player(0).out);
  CHECK(game->state().player(0).out_reason == kr::OutReason::no_jump);
}

TEST_CASE("kangaruse give up: at any decision of your turn, for the rest of the game") {
  auto setup = Setup{};
  set_cell(setup.board, 1, 2, CellType::tasmanian_tiger);
  setup.kangaroos = {{2, 2}, {4, 4}};
  auto game = start(setup);
  CHECK(has_action(*game, 0, "give_up"));
  play(*game, 0, jump(1, 2));
  CHECK(has_action(*game, 0, "give_up"));  // also during the tiger follow-up
  play(*game, 0, give_up);
  CHECK(game->state().player(0).out_reason == kr::OutReason::gave_up);
  CHECK(game->to_act() == std::vector<int>{1});
  // Out players keep their square occupied.
  CHECK(game->state().occupied(game->state().lay().index(1, 2)));
  play(*game, 1, jump(5, 4));
  CHECK(game->to_act() == std::vector<int>{1});  // seat 0 is skipped from now on
}

TEST_CASE("kangaruse game end: when everyone is out") {
  auto setup = Setup{};
  setup.kangaroos = {{2, 2}, {4, 4}};
  auto game = start(setup);
  CHECK(game->outcome().is_null());
  Json events = Json::array();
  play(*game, 0, give_up, &events);
  play(*game, 1, give_up, &events);
  CHECK(game->finished());
  CHECK(game->to_act().empty());
  CHECK(has_event(events, "game_over"));
  std::vector<Move> moves;
  game->legal_moves(0, moves);
  CHECK(moves.empty());
  CHECK(game->apply(0, jump(1, 2), nullptr).code == reject::game_over);
  const Json outcome = game->outcome();
  CHECK(outcome.at("winners") == Json::array({0, 1}));  // 0 - 0: a shared win
}

TEST_CASE("kangaruse game end: automatic once every score square is used or destroyed") {
  auto setup = Setup{};
  set_cell(setup.board, 5, 2, CellType::score, 4);
  set_cell(setup.board, 0, 0, CellType::coins);
  setup.crossed = {{0, 0}};
  setup.kangaroos = {{2, 2}, {4, 4}};
  auto game = start(setup);
  CHECK_FALSE(game->finished());
  play(*game, 0, jump(5, 2));  // the last unused score square
  CHECK(game->finished());
  CHECK(game->outcome().at("winners") == Json::array({0}));
  CHECK(game->outcome().at("scores") == Json::array({4, 0}));
}

TEST_CASE("kangaruse game end: a solo game ends when the player is out") {
  auto setup = Setup{};
  setup.kangaroos = {{2, 2}};
  auto game = start(setup);
  play(*game, 0, give_up);
  CHECK(game->finished());
  CHECK(game->outcome().at("ranking") == Json::array({0}));
}

TEST_CASE("kangaruse Game::apply: codes for the wrong seat, bad JSON and illegal moves") {
  auto setup = Setup{};
  setup.kangaroos = {{2, 2}, {4, 4}};
  auto game = start(setup);
  CHECK(game->apply(1, jump(4, 3), nullptr).code == reject::not_your_turn);
  CHECK(game->apply(0, Json::array(), nullptr).code == reject::bad_move);
  CHECK(game->apply(0, {{"action", "fly"}}, nullptr).code == reject::bad_move);
  CHECK(game->apply(0, {{"action", "jump"}, {"x", "1"}, {"y", 2}}, nullptr).code ==
        reject::bad_move);
  CHECK(game->apply(0, {{"action", "jump"}, {"x", 1}}, nullptr).code == reject::bad_move);
  CHECK(game->apply(0, {{"action", "jump"}, {"x", 1e9}, {"y", 2}}, nullptr).code ==
        reject::bad_move);
  CHECK(game->apply(0, jump(3, 3), nullptr).code == reject::illegal_move);
  CHECK(game->apply(0, stop, nullptr).code == reject::illegal_move);
  CHECK(game->apply(0, place(0, 0), nullptr).reason == "kangaroos are already placed");
  // Nothing changed after the rejections.
  CHECK(targets(*game, 0) == Squares{{1, 2}, {0, 2}, {5, 2}});
  CHECK(game->apply(0, jump(1, 2), nullptr).accepted);
}

TEST_CASE("kangaruse moves round-trip through their JSON form") {
  auto setup = Setup{};
  setup.kangaroos = {{2, 2}, {4, 4}};
  auto game = start(setup);
  std::string error;
  for (const Json& move : {jump(1, 2), teleport(0, 4), destroy(3, 3), place(1, 1), stop, give_up}) {
    const auto parsed = game->move_from_json(move, error);
    REQUIRE(parsed);
    CHECK(game->move_to_json(*parsed) == move);
  }
}
