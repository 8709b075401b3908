// RULES.md 4.7: every Jackaroo test scenario, on positions built by hand.
// Geometry: L = 76; starts S = 0/19/38/57; safe stops T = 75/18/37/56.
// Marbles 0-3 are P0's, 4-7 P1's, 8-11 P2's (P0's partner), 12-15 P3's.
#include "jackaroo_test_positions.hpp"

using namespace jackaroo_test;

TEST_CASE("jackaroo 4.7.1 release: onto the start, capturing a foreign marble, never an own one") {
  {
    Position position;
    position.hand(0, {rank::ace});
    auto game = position.game();
    REQUIRE(is_legal(game, 0, release("A", 0)));
    play(game, 0, release("A", 0));
    CHECK(where(game, 0) == on_track(0));
  }
  {
    Position position;
    position.hand(0, {rank::ace}).track(4, 0);
    auto game = position.game();
    REQUIRE(is_legal(game, 0, release("A", 0)));
    const Json events = play(game, 0, release("A", 0));
    CHECK(where(game, 0) == on_track(0));
    CHECK(where(game, 4) == at_home());
    CHECK(events[0]["sent_home"] == Json::array({4}));
  }
  {
    Position position;
    position.hand(0, {rank::ace}).track(1, 0);
    auto game = position.game();
    CHECK_FALSE(is_legal(game, 0, release("A", 0)));
  }
}

TEST_CASE(
    "jackaroo 4.7.1 release under team assist: P0's ace releases P2's marble, P0's 7 splits P2's") {
  Position position;
  position.hand(0, {rank::ace, rank::seven})
      .safe(0, 0)
      .safe(1, 1)
      .safe(2, 2)
      .safe(3, 3)
      .track(9, 50)
      .track(10, 60);
  auto game = position.game();
  CHECK(is_legal(game, 0, release("A", 8)));
  CHECK(is_legal(game, 0, split(9, 3, 10)));
  CHECK(is_legal(game, 0, split(10, 2, 9)));
  auto released = game;
  play(released, 0, release("A", 8));
  CHECK(where(released, 8) == on_track(38));
  play(game, 0, split(9, 3, 10));
  CHECK(where(game, 9) == on_track(53));
  CHECK(where(game, 10) == on_track(64));
}

TEST_CASE("jackaroo 4.7.2 exact entry into the safe zone from 72") {
  Position position;
  position.hand(0, {2, 3, 5, 7, 8}).track(0, 72);
  const auto game = position.game();
  auto after = [&](const char* card, int steps) {
    return where_after(game, 0, mv(card, 0, steps), 0);
  };
  CHECK(after("3", 3) == on_track(75));
  CHECK(after("5", 5) == in_safe(1));
  CHECK(after("7", 7) == in_safe(3));
  CHECK_FALSE(is_legal(game, 0, mv("8", 0, 8)));
  CHECK(after("2", 2) == on_track(74));
}

TEST_CASE("jackaroo 4.7.3 passing: never over or onto an own marble, freely over foreign ones") {
  {
    Position position;
    position.hand(0, {rank::ace, 2, 3}).track(0, 10).track(1, 12);
    const auto game = position.game();
    CHECK_FALSE(is_legal(game, 0, mv("3", 0, 3)));
    CHECK_FALSE(is_legal(game, 0, mv("2", 0, 2)));
    CHECK(is_legal(game, 0, mv("A", 0, 1)));
  }
  {
    Position position;
    position.hand(0, {3}).track(0, 5).track(4, 6).track(12, 7);
    auto game = position.game();
    REQUIRE(is_legal(game, 0, mv("3", 0, 3)));
    play(game, 0, mv("3", 0, 3));
    CHECK(where(game, 0) == on_track(8));
    CHECK(where(game, 4) == on_track(6));
    CHECK(where(game, 12) == on_track(7));
  }
}

TEST_CASE("jackaroo 4.7.4 king: sends home every marble it passes, except one on its own start") {
  {
    Position position;
    position.hand(0, {rank::king}).track(0, 15).track(4, 19).track(8, 22).track(12, 28);
    auto game = position.game();
    const Json events = play(game, 0, mv("K", 0, 13));
    CHECK(where(game, 0) == on_track(28));
    CHECK(where(game, 4) == on_track(19));
    CHECK(where(game, 8) == at_home());
    CHECK(where(game, 12) == at_home());
    CHECK(events[0]["sent_home"] == Json::array({8, 12}));
  }
  {
    Position position;
    position.hand(0, {rank::king})
        .track(0, 15)
        .track(4, 19)
        .track(1, 20)
        .track(8, 22)
        .track(12, 28);
    auto game = position.game();
    play(game, 0, mv("K", 0, 13));
    CHECK(where(game, 1) == at_home());
    CHECK(where(game, 4) == on_track(19));
  }
}

TEST_CASE("jackaroo 4.7.5 split 7: the parts go in the chosen order and each landing captures") {
  {
    Position position;
    position.hand(0, {7}).track(0, 10).track(1, 40);
    auto game = position.game();
    REQUIRE(is_legal(game, 0, split(0, 3, 1)));
    play(game, 0, split(0, 3, 1));
    CHECK(where(game, 0) == on_track(13));
    CHECK(where(game, 1) == on_track(44));
  }
  {
    Position position;
    position.hand(0, {7}).track(0, 10).track(1, 13);
    auto game = position.game();
    CHECK(is_legal(game, 0, split(1, 4, 0)));        // 13 -> 17 first, then 10 -> 13
    CHECK_FALSE(is_legal(game, 0, split(0, 3, 1)));  // 10 -> 13 first lands on its own marble
    play(game, 0, split(1, 4, 0));
    CHECK(where(game, 1) == on_track(17));
    CHECK(where(game, 0) == on_track(13));
  }
  {
    Position position;
    position.hand(0, {7}).track(0, 10).track(1, 40).track(4, 13).track(12, 44);
    auto game = position.game();
    const Json events = play(game, 0, split(0, 3, 1));
    CHECK(where(game, 4) == at_home());
    CHECK(where(game, 12) == at_home());
    CHECK(events[0]["sent_home"] == Json::array({4, 12}));
    CHECK(events[0]["moves"].size() == 2);
  }
}

TEST_CASE(
    "jackaroo 4.7.6 backward entry: from the start 4 back, then into the safe zone with a 5") {
  Position position;
  position.hand(0, {4}).track(0, 0);
  auto game = position.game();
  play(game, 0, mv("4", 0, -4));
  CHECK(where(game, 0) == on_track(72));
  Position next;
  next.hand(0, {rank::ace, 2, 3, 5}).track(0, 72);
  const auto later = next.game();
  auto after = [&](const char* card, int steps) {
    return where_after(later, 0, mv(card, 0, steps), 0);
  };
  CHECK(after("5", 5) == in_safe(1));
  CHECK(after("A", 1) == on_track(73));
  CHECK(after("2", 2) == on_track(74));
  CHECK(after("3", 3) == on_track(75));
}

TEST_CASE(
    "jackaroo 4.7.7 safe-stop block: no entry past a foreign marble on the safe stop, but landing "
    "on it captures") {
  Position position;
  position.hand(0, {3, 5}).track(0, 72).track(4, 75);
  auto game = position.game();
  CHECK_FALSE(is_legal(game, 0, mv("5", 0, 5)));
  play(game, 0, mv("3", 0, 3));
  CHECK(where(game, 0) == on_track(75));
  CHECK(where(game, 4) == at_home());
}

TEST_CASE("jackaroo 4.7.8 ten: the burned player's next turn is one discard of their choice") {
  Position position;
  position.hand(0, {10, 2}).hand(1, {rank::ace, 5, rank::king}).hand(2, {3}).hand(3, {6});
  auto game = position.game();
  const Json burn = {{"card", "10"}, {"ability", "burn"}};
  REQUIRE(is_legal(game, 0, burn));
  const Json events = play(game, 0, burn);
  CHECK(events[0]["target"] == 1);
  CHECK(game.state().burned == 1);
  CHECK(game.to_act() == std::vector<int>{1});
  // P1 could release with the ace or the king, but may only discard.
  const auto moves = legal_json(game, 1);
  CHECK(moves == std::vector<Json>{discard("A"), discard("5"), discard("K")});
  const Json discarded = play(game, 1, discard("K"));
  CHECK(discarded[0]["reason"] == "burned");
  CHECK(game.state().burned == no_seat);
  CHECK(game.state().hand(1).size() == 2);
  CHECK(game.to_act() == std::vector<int>{2});
}

TEST_CASE(
    "jackaroo 4.7.8 / 4.8.4 ten: the burn hits the next seat that holds cards, and is gone when "
    "none does") {
  {
    Position position;
    position.hand(0, {10}).hand(2, {3});
    auto game = position.game();
    const Json burn = {{"card", "10"}, {"ability", "burn"}};
    REQUIRE(is_legal(game, 0, burn));
    play(game, 0, burn);
    CHECK(game.state().burned == 2);
    CHECK(game.to_act() == std::vector<int>{2});
  }
  {
    Position position;
    position.hand(0, {10, 2});
    const auto game = position.game();
    CHECK_FALSE(is_legal(game, 0, {{"card", "10"}, {"ability", "burn"}}));
  }
}

TEST_CASE(
    "jackaroo 4.7.9 jack: swaps with a foreign track marble, never a protected one, nothing "
    "captured") {
  {
    Position position;
    position.hand(0, {rank::jack}).track(0, 10).safe(8, 0).track(4, 50);
    auto game = position.game();
    CHECK_FALSE(is_legal(game, 0, swap_with(0, 8)));
    REQUIRE(is_legal(game, 0, swap_with(0, 4)));
    const Json events = play(game, 0, swap_with(0, 4));
    CHECK(where(game, 0) == on_track(50));
    CHECK(where(game, 4) == on_track(10));
    CHECK(events[0]["sent_home"].empty());
    CHECK(events[0]["target"] == 4);
  }
  for (const auto protection : {StartProtection::king_only, StartProtection::full}) {
    Position position(4, protection);
    position.hand(0, {rank::jack}).track(0, 10).track(4, 19);
    const auto game = position.game();
    CHECK(is_legal(game, 0, swap_with(0, 4)) == (protection == StartProtection::king_only));
  }
}

TEST_CASE("jackaroo 4.7.10 forced discard: only when no card can be played") {
  {
    Position position;
    position.hand(0, {2, 3, 6});
    const auto game = position.game();
    CHECK(legal_json(game, 0) == std::vector<Json>{discard("2"), discard("3"), discard("6")});
    auto copy = game;
    const Json events = play(copy, 0, discard("3"));
    CHECK(events[0]["type"] == "discard");
    CHECK(events[0]["reason"] == "no_move");
  }
  {
    // Two players (seat 1 sits at position 2: start 38, safe stop 37): the
    // 5 on P1's marble is the only legal play.
    Position position(2);
    position.hand(0, {2, 5}).track(4, 30);
    const auto game = position.game();
    CHECK(legal_json(game, 0) == std::vector<Json>{mv("5", 4, 5)});
  }
  {
    // Four players: the 5 may also bring out the partner's marble.
    Position position;
    position.hand(0, {2, 5}).track(4, 30);
    const auto game = position.game();
    CHECK(legal_json(game, 0) ==
          std::vector<Json>{mv("5", 4, 5),
                            {{"card", "5"}, {"ability", "release_partner"}, {"marble", 8}}});
  }
}
