// The valid-jump pipeline (RULES.md §1.5) on hand-built positions: RULES.md
// §1.8 scenarios A-H verbatim, then one case per departure / aura type.
// Board: 6x5 river, column numbers [1,2,3,4,1,2], row directions
// [right,down,left,up,right]; P (seat 0) at (2,2) has N=3, D=left.
#include <doctest/doctest.h>

#include "kangaruse_test_positions.hpp"

using namespace kangaruse_test;
using kr::CellType;

namespace {
Setup p_at_2_2() {
  Setup setup;
  setup.kangaroos = {{2, 2}};
  return setup;
}
}  // namespace

TEST_CASE("kangaruse §1.8 A: base moves follow the number or the direction") {
  auto game = start(p_at_2_2());
  CHECK(game->state().step == kr::Step::jump);
  CHECK(targets(*game, 0) == Squares{{1, 2}, {0, 2}, {5, 2}});
}

TEST_CASE(
    "kangaruse §1.8 B: a tree blocks landing and passing; a platypus passes trees in any "
    "direction") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 1, 2, CellType::tree);
  CHECK(targets(*start(setup), 0) == Squares{{5, 2}});

  set_cell(setup.board, 2, 2, CellType::platypus);
  CHECK(targets(*start(setup), 0) ==
        Squares{{0, 2}, {3, 2}, {4, 2}, {5, 2}, {2, 1}, {2, 0}, {2, 3}, {2, 4}});
}

TEST_CASE("kangaruse §1.8 C: a mistletoebird wraps jumps around the edges") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 2, 2, CellType::mistletoebird);
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}, {0, 2}, {5, 2}, {4, 2}, {2, 4}, {2, 0}});
}

TEST_CASE("kangaruse mistletoebird: trees on the wrapped path still block") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 2, 2, CellType::mistletoebird);
  set_cell(setup.board, 5, 2, CellType::tree);
  // Left 3 lands on the tree at x=5; left 4 passes over it.
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}, {0, 2}, {2, 4}, {2, 0}});
}

TEST_CASE("kangaruse §1.8 D: another player's quoll forbids its number and its direction") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 1, 0, CellType::quoll);  // N=2, D=right
  setup.kangaroos.push_back({1, 0});
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}});
}

TEST_CASE("kangaruse quoll: your own quoll does not restrict you") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 2, 2, CellType::quoll);
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}, {0, 2}, {5, 2}});
}

TEST_CASE("kangaruse §1.8 E: an occupied dingo forces its commands, unless that jump fails") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 4, 4, CellType::dingo);  // N=1, D=right
  setup.kangaroos.push_back({4, 4});
  CHECK(targets(*start(setup), 0) == Squares{{3, 2}});

  setup.crossed = {{3, 2}};
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}, {0, 2}, {5, 2}});
}

TEST_CASE(
    "kangaruse dingo: a quoll forbidding the forced jump means jumping normally (minus the "
    "quoll)") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 4, 4, CellType::dingo);  // forces right 1
  set_cell(setup.board, 4, 0, CellType::quoll);  // forbids distance 1 and direction right
  setup.kangaroos.push_back({4, 4});
  setup.kangaroos.push_back({4, 0});
  CHECK(targets(*start(setup), 0) == Squares{{0, 2}});
}

TEST_CASE("kangaruse dingo: several occupied dingos give a choice among their forced jumps") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 4, 4, CellType::dingo);  // right 1 -> (3,2)
  set_cell(setup.board, 1, 1, CellType::dingo);  // down 2 -> (2,4)
  setup.kangaroos.push_back({4, 4});
  setup.kangaroos.push_back({1, 1});
  CHECK(targets(*start(setup), 0) == Squares{{3, 2}, {2, 4}});
}

TEST_CASE("kangaruse §1.8 F: nobody jumps over or next to a kiwi's occupant") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 4, 2, CellType::kiwi);
  setup.kangaroos.push_back({4, 2});
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}, {0, 2}});
}

TEST_CASE("kangaruse kiwi: landing next to the kiwi occupant is invalid") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 0, 3, CellType::kiwi);
  setup.kangaroos.push_back({0, 3});
  // (0,2) touches (0,3); (1,2) does not (diagonal).
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}, {5, 2}});
}

TEST_CASE("kangaruse §1.8 G: a sugar glider slides past used squares to the next unused one") {
  Setup setup;
  set_cell(setup.board, 0, 0, CellType::sugar_glider);  // N=1, D=right
  setup.crossed = {{1, 0}, {2, 0}};
  setup.kangaroos = {{0, 0}};
  CHECK(targets(*start(setup), 0) == Squares{{3, 0}, {4, 0}, {0, 1}});
}

TEST_CASE(
    "kangaruse sugar glider: a slide into a tree is invalid, and slides pass occupied squares") {
  Setup setup;
  set_cell(setup.board, 0, 0, CellType::sugar_glider);
  set_cell(setup.board, 3, 0, CellType::tree);
  setup.crossed = {{1, 0}, {2, 0}};
  setup.kangaroos = {{0, 0}};
  CHECK(targets(*start(setup), 0) == Squares{{0, 1}});

  Setup occupied;
  set_cell(occupied.board, 0, 0, CellType::sugar_glider);
  occupied.kangaroos = {{0, 0}, {1, 0}};  // Q stands on (1,0)
  CHECK(targets(*start(occupied), 0) == Squares{{2, 0}, {3, 0}, {4, 0}, {0, 1}});
}

TEST_CASE("kangaruse §1.8 H: a thorny devil as the only valid jump puts you out without moving") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 1, 2, CellType::thorny_devil);
  setup.crossed = {{0, 2}, {5, 2}};
  setup.kangaroos.push_back({3, 4});
  Json events = Json::array();
  auto game = start(setup, &events);
  CHECK(game->state().player(0).out);
  CHECK(game->state().player(0).out_reason == kr::OutReason::thorny_devil);
  CHECK(at(*game, 0) == Square{2, 2});
  CHECK_FALSE(crossed(*game, 2, 2));
  CHECK(game->to_act() == std::vector<int>{1});
  CHECK(has_event(events, "out"));
}

TEST_CASE("kangaruse thorny devil: with another valid jump it is an ordinary destination") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 1, 2, CellType::thorny_devil);
  setup.crossed = {{0, 2}};
  auto game = start(setup);
  CHECK(targets(*game, 0) == Squares{{1, 2}, {5, 2}});
  play(*game, 0, jump(1, 2));
  CHECK_FALSE(game->state().player(0).out);
}

TEST_CASE("kangaruse koala: from a koala you cannot jump over or next to another player") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 2, 2, CellType::koala);
  setup.kangaroos.push_back({0, 3});  // next to (0,2)
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}, {5, 2}});

  auto over = p_at_2_2();
  set_cell(over.board, 2, 2, CellType::koala);
  over.kangaroos.push_back({3, 0});  // (5,2) is reached over (3,2),(4,2): Q is elsewhere
  CHECK(targets(*start(over), 0) == Squares{{1, 2}, {0, 2}, {5, 2}});
  over.kangaroos.back() = {3, 2};  // now the jump to (5,2) passes over Q
  CHECK(targets(*start(over), 0) == Squares{{1, 2}, {0, 2}});

  auto plain = p_at_2_2();  // without the koala, Q next to the target is fine
  plain.kangaroos.push_back({0, 3});
  CHECK(targets(*start(plain), 0) == Squares{{1, 2}, {0, 2}, {5, 2}});
}

TEST_CASE("kangaruse koala: a moth holding another player is not a koala destination") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 2, 2, CellType::koala);
  set_cell(setup.board, 5, 2, CellType::moth);
  setup.kangaroos.push_back({5, 2});
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}, {0, 2}});
  set_cell(setup.board, 2, 2, CellType::plain);  // without the koala the moth is fine
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}, {0, 2}, {5, 2}});
}

TEST_CASE("kangaruse occupied and crossed squares can be jumped over but not landed on") {
  auto setup = p_at_2_2();
  setup.crossed = {{1, 2}};
  setup.kangaroos.push_back({3, 2});
  // (1,2) crossed, (3,2) occupied: (0,2) and (5,2) pass over them.
  CHECK(targets(*start(setup), 0) == Squares{{0, 2}, {5, 2}});
}

TEST_CASE(
    "kangaruse echidna: only a number higher than your last echidna; an echidna start counts") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 1, 2, CellType::echidna, 2);
  set_cell(setup.board, 0, 2, CellType::echidna, 1);
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}, {0, 2}, {5, 2}});

  set_cell(setup.board, 2, 2, CellType::echidna, 2);  // P starts on echidna 2
  auto game = start(setup);
  CHECK(game->state().player(0).last_echidna == 2);
  CHECK(targets(*game, 0) == Squares{{5, 2}});
}

TEST_CASE("kangaruse echidna: landing records the number for later jumps") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 1, 2, CellType::echidna, 3);
  set_cell(setup.board, 1, 0, CellType::echidna, 2);  // from (1,2): up 2
  auto game = start(setup);
  play(*game, 0, jump(1, 2));
  CHECK(game->state().player(0).last_echidna == 3);
  // From (1,2): N=2, D=left -> (0,2), (3,2), (1,0) echidna 2 (too low), (1,4).
  CHECK(targets(*game, 0) == Squares{{0, 2}, {3, 2}, {1, 4}});
}

TEST_CASE("kangaruse cacketoo: from a cacketoo you cannot jump to a score square") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 2, 2, CellType::cacketoo);
  set_cell(setup.board, 5, 2, CellType::score, 3);
  set_cell(setup.board, 0, 2, CellType::coins);
  CHECK(targets(*start(setup), 0) == Squares{{1, 2}});
}

TEST_CASE("kangaruse numbat: if a score square can be reached, you must go to one") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 2, 2, CellType::numbat);
  set_cell(setup.board, 5, 2, CellType::score, 3);
  set_cell(setup.board, 0, 2, CellType::gems);
  CHECK(targets(*start(setup), 0) == Squares{{5, 2}, {0, 2}});

  auto none = p_at_2_2();
  set_cell(none.board, 2, 2, CellType::numbat);
  set_cell(none.board, 4, 4, CellType::score, 3);  // not reachable
  CHECK(targets(*start(none), 0) == Squares{{1, 2}, {0, 2}, {5, 2}});
}

TEST_CASE("kangaruse frog: you may also jump to any other unused frog") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 2, 2, CellType::frog);
  set_cell(setup.board, 4, 4, CellType::frog);  // unused: a destination
  set_cell(setup.board, 0, 0, CellType::frog);  // crossed: not
  set_cell(setup.board, 3, 0, CellType::frog);  // occupied by Q: not
  setup.crossed = {{0, 0}};
  setup.kangaroos.push_back({3, 0});
  auto game = start(setup);
  CHECK(targets(*game, 0) == Squares{{1, 2}, {0, 2}, {5, 2}, {4, 4}});
  Json events = Json::array();
  play(*game, 0, jump(4, 4), &events);
  CHECK(at(*game, 0) == Square{4, 4});
  CHECK(crossed(*game, 2, 2));
  CHECK_FALSE(events.front().contains("direction"));  // a frog jump has no direction/distance
}

TEST_CASE("kangaruse moth: holds several kangaroos and the first to leave crosses it out") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 1, 2, CellType::moth);
  setup.kangaroos.push_back({1, 2});  // Q on the moth
  auto game = start(setup);
  CHECK(targets(*game, 0).count({1, 2}) == 1);  // an occupied moth still counts as unused
  play(*game, 0, jump(1, 2));
  CHECK(at(*game, 0) == Square{1, 2});
  CHECK(at(*game, 1) == Square{1, 2});
  // Q leaves first (N=2, D=left from (1,2)): the moth is crossed, P stays on it.
  CHECK(targets(*game, 1) == Squares{{0, 2}, {3, 2}, {1, 0}, {1, 4}});
  play(*game, 1, jump(3, 2));
  CHECK(crossed(*game, 1, 2));
  CHECK(at(*game, 0) == Square{1, 2});
  CHECK(targets(*game, 0) == Squares{{0, 2}, {1, 0}, {1, 4}});  // (3,2) now holds Q
  play(*game, 0, jump(1, 0));
  CHECK(game->state().occupants[static_cast<std::size_t>(game->state().lay().index(1, 2))] == 0);
}

TEST_CASE("kangaruse jumps are identified by destination: two pairs to one square are one move") {
  auto wrap = p_at_2_2();
  set_cell(wrap.board, 2, 2, CellType::mistletoebird);
  auto game = start(wrap);
  std::vector<Move> moves;
  game->legal_moves(0, moves);
  // left 3 and right 3 both land on (5,2); it is listed once (plus give_up).
  CHECK(moves.size() == 6 + 1);
}

TEST_CASE("kangaruse explain_illegal gives reasons a player understands") {
  auto setup = p_at_2_2();
  set_cell(setup.board, 1, 2, CellType::tree);
  setup.crossed = {{2, 1}};
  setup.kangaroos.push_back({4, 4});
  auto game = start(setup);
  auto reason = [&](const Json& move) { return game->apply(0, move, nullptr).reason; };
  CHECK(reason(jump(0, 2)) == "a tree is in the way");
  CHECK(reason(jump(1, 2)) == "(1,2) is a tree");
  CHECK(reason(jump(2, 1)) == "(2,1) is crossed out");
  CHECK(reason(jump(4, 4)) == "(4,4) is occupied");
  CHECK(reason(jump(9, 9)) == "(9,9) is off the board");
  CHECK(reason(jump(3, 3)).find("not reachable") != std::string::npos);
  CHECK(reason(jump(4, 2)).find("you must follow your square's number (3)") != std::string::npos);
  CHECK(reason(teleport(0, 0)) == "you have a valid jump, so you cannot teleport");
}
