// Every card's abilities and the movement rules of RULES.md 4.3, 4.4 and
// 4.8, on positions built by hand. Marbles 0-3 are P0's, 4-7 P1's, 8-11
// P2's (P0's partner), 12-15 P3's; starts 0/19/38/57, safe stops 75/18/37/56.
#include <set>

#include "jackaroo_test_positions.hpp"

using namespace jackaroo_test;

namespace {

// The abilities a rank offers now, as "ability" or "move:<steps>" keys.
std::set<std::string> abilities(const JackarooGame& game, int seat, const char* card) {
  std::set<std::string> keys;
  for (const auto& move : legal_json(game, seat)) {
    if (move["card"] != card) continue;
    const std::string ability = move["ability"];
    keys.insert(ability == "move" ? "move:" + std::to_string(move["steps"].get<int>()) : ability);
  }
  return keys;
}

}  // namespace

TEST_CASE("jackaroo cards: each rank offers exactly its abilities") {
  Position position;
  position.hand(0, {rank::ace, 2, 3, 4, 5})
      .hand(1, {6, 7, 8, 9, 10})
      .hand(2, {rank::jack, rank::queen, rank::king});
  position.track(0, 10).track(1, 30).track(12, 50);
  const auto game = position.game();
  using Keys = std::set<std::string>;
  CHECK(abilities(game, 0, "A") == Keys{"release", "move:1", "move:11"});
  CHECK(abilities(game, 0, "2") == Keys{"move:2"});
  CHECK(abilities(game, 0, "3") == Keys{"move:3"});
  CHECK(abilities(game, 0, "4") == Keys{"move:-4"});
  CHECK(abilities(game, 0, "5") == Keys{"move:5", "release_partner"});
  auto turn_of = [&](int seat) {
    auto copy = position;
    copy.turn(seat);
    return copy.game();
  };
  const auto p1 = turn_of(1);
  // P1 has no marble out: 6, 7, 8, 9 cannot move; the 10 can burn P2.
  CHECK(abilities(p1, 1, "6").empty());
  CHECK(abilities(p1, 1, "10") == Keys{"burn"});
  auto p1_out = position;
  p1_out.track(4, 25).track(5, 40).turn(1);
  const auto p1_game = p1_out.game();
  CHECK(abilities(p1_game, 1, "6") == Keys{"move:6"});
  CHECK(abilities(p1_game, 1, "7") == Keys{"move:7", "split"});
  CHECK(abilities(p1_game, 1, "8") == Keys{"move:8"});
  CHECK(abilities(p1_game, 1, "9") == Keys{"move:9"});
  CHECK(abilities(p1_game, 1, "10") == Keys{"move:10", "burn"});
  auto p2_out = position;
  p2_out.track(8, 60).turn(2);
  const auto p2_game = p2_out.game();
  CHECK(abilities(p2_game, 2, "J") == Keys{"swap"});
  CHECK(abilities(p2_game, 2, "Q") == Keys{"move:12"});
  CHECK(abilities(p2_game, 2, "K") == Keys{"release", "move:13"});
}

TEST_CASE("jackaroo cards: a release is offered once, for the lowest marble at home") {
  Position position;
  position.hand(0, {rank::king}).track(0, 30);
  const auto moves = legal_json(position.game(), 0);
  CHECK(std::count(moves.begin(), moves.end(), release("K", 1)) == 1);
  CHECK(std::count_if(moves.begin(), moves.end(),
                      [](const Json& m) { return m["ability"] == "release"; }) == 1);
}

TEST_CASE(
    "jackaroo protected zones: home and safe-zone marbles cannot be moved, swapped or landed on by "
    "others") {
  Position position;
  position.hand(0, {5, rank::jack}).track(0, 30).safe(4, 0);
  const auto game = position.game();
  const auto moves = legal_json(game, 0);
  for (const auto& move : moves) {
    CHECK(move.value("marble", -1) != 4);
    CHECK(move.value("target", -1) != 4);
    CHECK(move.value("marble", -1) != 5);  // P1's marble at home
  }
  CHECK(is_legal(game, 0, mv("5", 0, 5)));
}

TEST_CASE("jackaroo captures: landing on a partner's marble sends it home too (4.6.11)") {
  Position position;
  position.hand(0, {6}).track(0, 30).track(8, 36);
  auto game = position.game();
  play(game, 0, mv("6", 0, 6));
  CHECK(where(game, 0) == on_track(36));
  CHECK(where(game, 8) == at_home());
}

TEST_CASE("jackaroo the 4: back on the track with the usual passing and landing rules") {
  {
    Position position;
    position.hand(0, {4}).track(0, 30).track(1, 28);
    const auto game = position.game();
    CHECK_FALSE(is_legal(game, 0, mv("4", 0, -4)));  // would pass its own marble
  }
  {
    Position position;
    position.hand(0, {4}).track(0, 30).track(4, 26).track(12, 28);
    auto game = position.game();
    const Json events = play(game, 0, mv("4", 0, -4));
    CHECK(where(game, 0) == on_track(26));
    CHECK(where(game, 4) == at_home());
    CHECK(where(game, 12) == on_track(28));
    CHECK(events[0]["moves"][0]["to"] == Json{{"zone", "track"}, {"square", 26}});
  }
  {
    Position position;
    position.hand(0, {4}).safe(0, 2);
    CHECK_FALSE(is_legal(position.game(), 0, mv("4", 0, -4)));  // never in the safe zone
  }
}

TEST_CASE(
    "jackaroo the 5: moves any marble along its owner's route; own/foreign is the owner's "
    "(4.8.1)") {
  {
    // P1's marble 3 before its safe stop 18 enters P1's safe zone with a 5.
    Position position;
    position.hand(0, {5}).track(4, 15);
    auto game = position.game();
    play(game, 0, mv("5", 4, 5));
    CHECK(where(game, 4) == in_safe(1));
  }
  {
    // Overshooting the owner's safe zone is illegal.
    Position position;
    position.hand(0, {5}).track(4, 17).safe(5, 3);
    CHECK_FALSE(is_legal(position.game(), 0, mv("5", 4, 5)));
  }
  {
    // P1's marble may not pass P1's own marble, but may land on P0's and send it home.
    Position position;
    position.hand(0, {5}).track(4, 40).track(5, 43).track(6, 50).track(0, 55);
    const auto game = position.game();
    CHECK_FALSE(is_legal(game, 0, mv("5", 4, 5)));
    auto copy = game;
    play(copy, 0, mv("5", 6, 5));
    CHECK(where(copy, 6) == on_track(55));
    CHECK(where(copy, 0) == at_home());
  }
  {
    // Under full protection a marble on its own start is not pushed.
    Position position(4, StartProtection::full);
    position.hand(0, {5}).track(4, 19);
    CHECK_FALSE(is_legal(position.game(), 0, mv("5", 4, 5)));
    Position lenient;
    lenient.hand(0, {5}).track(4, 19);
    CHECK(is_legal(lenient.game(), 0, mv("5", 4, 5)));
  }
}

TEST_CASE("jackaroo the 5: releasing the partner's marble to its start + 5 (4.8.2)") {
  const Json release_partner = {{"card", "5"}, {"ability", "release_partner"}, {"marble", 8}};
  {
    Position position;
    position.hand(0, {5}).track(4, 38).track(12, 43);
    auto game = position.game();
    const Json events = play(game, 0, release_partner);
    CHECK(where(game, 8) == on_track(43));
    CHECK(where(game, 4) == at_home());   // on the partner's start
    CHECK(where(game, 12) == at_home());  // on the landing square
    CHECK(events[0]["moves"] == Json::array({{{"marble", 8},
                                              {"from", {{"zone", "home"}, {"square", nullptr}}},
                                              {"to", {{"zone", "track"}, {"square", 43}}}}}));
  }
  {
    Position position;
    position.hand(0, {5}).track(9, 38);
    CHECK_FALSE(
        is_legal(position.game(), 0, release_partner));  // the partner's own marble on its start
  }
  {
    Position position;
    position.hand(0, {5}).track(9, 41);
    CHECK_FALSE(
        is_legal(position.game(), 0, release_partner));  // it would pass the partner's marble
  }
  {
    Position position(2);
    position.hand(0, {5});
    for (const auto& move : legal_json(position.game(), 0))
      CHECK(move["ability"] != "release_partner");
  }
}

TEST_CASE("jackaroo moves inside the safe zone: forward, exact, no passing (4.6.9)") {
  Position position;
  position.hand(0, {rank::ace, 2, 3}).safe(0, 0).safe(1, 2);
  const auto game = position.game();
  CHECK(is_legal(game, 0, mv("A", 0, 1)));
  CHECK_FALSE(is_legal(game, 0, mv("2", 0, 2)));  // lands on its own marble
  CHECK_FALSE(is_legal(game, 0, mv("3", 0, 3)));  // passes it
  CHECK(is_legal(game, 0, mv("A", 1, 1)));
  CHECK_FALSE(is_legal(game, 0, mv("2", 1, 2)));  // past z4
  Position entry;
  entry.hand(0, {3}).track(0, 74).safe(1, 1);
  CHECK_FALSE(is_legal(entry.game(), 0, mv("3", 0, 3)));  // would pass its own marble in z2
}

TEST_CASE(
    "jackaroo the king: release, a blocked safe stop, own starts and the safe zone (4.6.4, 4.6.5, "
    "4.8.3)") {
  {
    Position position;
    position.hand(0, {rank::king});
    auto game = position.game();
    play(game, 0, release("K", 0));
    CHECK(where(game, 0) == on_track(0));
  }
  {
    // A foreign marble on the safe stop blocks the King's entry too.
    Position position;
    position.hand(0, {rank::king}).track(0, 65).track(4, 75);
    CHECK_FALSE(is_legal(position.game(), 0, mv("K", 0, 13)));
  }
  {
    // The King enters the safe zone; the marbles it passed on the track go home.
    Position position;
    position.hand(0, {rank::king}).track(0, 65).track(4, 70).safe(1, 3);
    auto game = position.game();
    play(game, 0, mv("K", 0, 13));
    CHECK(where(game, 0) == in_safe(2));  // 10 to the safe stop, then z3
    CHECK(where(game, 4) == at_home());
    CHECK(where(game, 1) == in_safe(3));
  }
  {
    // It cannot land on an own marble even though it may pass one.
    Position position;
    position.hand(0, {rank::king}).track(0, 10).track(1, 23);
    CHECK_FALSE(is_legal(position.game(), 0, mv("K", 0, 13)));
  }
  {
    // Under full protection the King still passes a marble on its start unharmed.
    Position position(4, StartProtection::full);
    position.hand(0, {rank::king}).track(0, 15).track(4, 19);
    auto game = position.game();
    play(game, 0, mv("K", 0, 13));
    CHECK(where(game, 4) == on_track(19));
  }
}

TEST_CASE(
    "jackaroo full start protection: no passing and no landing on a marble on its own start") {
  Position strict(4, StartProtection::full);
  strict.hand(0, {3, 6}).track(0, 16).track(4, 19);
  const auto game = strict.game();
  CHECK_FALSE(is_legal(game, 0, mv("3", 0, 3)));
  CHECK_FALSE(is_legal(game, 0, mv("6", 0, 6)));
  Position lenient;
  lenient.hand(0, {3, 6}).track(0, 16).track(4, 19);
  CHECK(is_legal(lenient.game(), 0, mv("3", 0, 3)));
  CHECK(is_legal(lenient.game(), 0, mv("6", 0, 6)));
}

TEST_CASE("jackaroo the 7: a split needs two different marbles and both parts in full") {
  Position position;
  position.hand(0, {7}).track(0, 74).track(1, 10).track(2, 13);
  const auto game = position.game();
  CHECK(is_legal(game, 0, split(0, 5, 1)));        // 74 -> z4, then 10 -> 12
  CHECK_FALSE(is_legal(game, 0, split(0, 6, 1)));  // 6 from 74 overshoots z4
  CHECK_FALSE(is_legal(game, 0, split(0, 4, 1)));  // 10 + 3 lands on its own marble at 13
  CHECK_FALSE(is_legal(game, 0, split(0, 3, 0)));  // one marble twice
  CHECK(is_legal(game, 0, split(2, 3, 1)));        // 13 -> 16, then 10 -> 14
  for (const auto& move : legal_json(game, 0))
    if (move["ability"] == "split") {
      CHECK(move["steps"].get<int>() >= 1);
      CHECK(move["steps"].get<int>() <= 6);
      CHECK(move["marble"] != move["marble2"]);
    }
}

TEST_CASE("jackaroo the jack: only own track marbles, never an own-own swap") {
  Position position;
  position.hand(0, {rank::jack}).track(0, 10).track(1, 20).safe(2, 0).track(4, 30);
  const auto game = position.game();
  CHECK_FALSE(is_legal(game, 0, swap_with(0, 1)));
  CHECK_FALSE(is_legal(game, 0, swap_with(2, 4)));
  CHECK(is_legal(game, 0, swap_with(1, 4)));
}

TEST_CASE("jackaroo team assist: with all four safe, the partner's marbles are the player's own") {
  // Marbles 0-2 safe; marble 3 safe too, or still on the track.
  const auto with_fourth_safe = [](bool fourth_safe) {
    Position position;
    position.hand(0, {rank::jack, 4, 5}).safe(0, 0).safe(1, 1).safe(2, 2).track(8, 50).track(4, 60);
    if (fourth_safe)
      position.safe(3, 3);
    else
      position.track(3, 30);
    return position.game();
  };
  const auto game = with_fourth_safe(true);
  CHECK(is_legal(game, 0, swap_with(8, 4)));
  CHECK(is_legal(game, 0, mv("4", 8, -4)));
  CHECK(is_legal(game, 0, mv("5", 8, 5)));
  // Without the assist the partner's marbles only move by a 5.
  const auto game2 = with_fourth_safe(false);
  CHECK_FALSE(is_legal(game2, 0, swap_with(8, 4)));
  CHECK_FALSE(is_legal(game2, 0, mv("4", 8, -4)));
  CHECK(is_legal(game2, 0, mv("5", 8, 5)));
}

TEST_CASE("jackaroo win: the team of partners with all eight safe; a single player without teams") {
  {
    Position position;
    position.hand(0, {rank::ace}).hand(1, {2}).safe(0, 1).safe(1, 2).safe(2, 3).track(3, 75);
    position.safe(8, 0).safe(9, 1).safe(10, 2).safe(11, 3);
    auto game = position.game();
    const Json events = play(game, 0, mv("A", 3, 1));
    CHECK(game.finished());
    CHECK(game.to_act().empty());
    CHECK(game.state().winners == std::vector<int>{0, 2});
    CHECK(events.back() == Json{{"type", "finish"}, {"winners", {0, 2}}, {"reason", "won"}});
    CHECK(game.outcome()["winners"] == Json::array({0, 2}));
    CHECK(game.outcome()["ranking"][0] == 0);
    CHECK(game.view(1)["winners"] == Json::array({0, 2}));
  }
  {
    // Four safe without the partner's four is no win yet: the player assists.
    Position position;
    position.hand(0, {rank::ace}).hand(1, {2}).safe(0, 1).safe(1, 2).safe(2, 3).track(3, 75);
    auto game = position.game();
    play(game, 0, mv("A", 3, 1));
    CHECK_FALSE(game.finished());
    CHECK(game.view(0)["players"][0]["all_safe"] == true);
  }
  {
    // An opponent's 5 can complete the other team.
    Position position;
    position.hand(1, {5}).hand(0, {2}).turn(1).safe(0, 1).safe(1, 2).safe(2, 3).track(3, 71);
    position.safe(8, 0).safe(9, 1).safe(10, 2).safe(11, 3);
    auto game = position.game();
    play(game, 1, mv("5", 3, 5));
    CHECK(game.state().winners == std::vector<int>{0, 2});
  }
  {
    Position position(3);
    position.hand(1, {rank::ace}).turn(1).safe(4, 1).safe(5, 2).safe(6, 3).track(7, 18);
    auto game = position.game();
    play(game, 1, mv("A", 7, 1));
    CHECK(game.state().winners == std::vector<int>{1});
  }
}
