// Final scoring (RULES.md §1.6): §1.8 J verbatim, then every scoring type
// with its ties, both gem tables, and the outcome's ranking.
#include <doctest/doctest.h>

#include "kangaruse/scoring.hpp"
#include "kangaruse_test_positions.hpp"

using namespace kangaruse_test;
using kr::CellType;

namespace {
kr::State players_state(int players, kr::Edition edition = kr::Edition::current) {
  return kr::initial_state(scenario_board(), players, edition, false, "custom");
}

void give(kr::State& state, int seat, CellType type, int count) {
  state.player(seat).collected[static_cast<std::size_t>(type)] = static_cast<std::int16_t>(count);
}

int sum_of_parts(const kr::Breakdown& b) {
  return b.stars + b.chests + b.food_water + b.toys + b.gems + b.coins + b.shelter + b.teleports;
}
}  // namespace

TEST_CASE("kangaruse §1.8 J: end scoring") {
  auto state = players_state(2);
  // P: 3 gems, 4 coins, 2 shelters, 2 water, 3 food, 7 toys. Q: 4 coins, 0 shelters.
  give(state, 0, CellType::gems, 3);
  give(state, 0, CellType::coins, 4);
  give(state, 0, CellType::shelter, 2);
  give(state, 0, CellType::water, 2);
  give(state, 0, CellType::food, 3);
  give(state, 0, CellType::toys, 7);
  give(state, 1, CellType::coins, 4);
  const auto scores = kr::score_breakdowns(state);
  CHECK(scores[0].gems == 3);
  CHECK(scores[0].coins == 4);
  CHECK(scores[0].shelter == 10);
  CHECK(scores[0].food_water == 6);
  CHECK(scores[0].toys == 10);
  CHECK(scores[0].total == 33);
  CHECK(scores[1].coins == 4);  // ties P for most coins
  CHECK(scores[1].shelter == -10);
  CHECK(scores[1].total == -6);
  for (int seat = 0; seat < 2; ++seat)
    CHECK(sum_of_parts(scores[static_cast<std::size_t>(seat)]) ==
          scores[static_cast<std::size_t>(seat)].total);
}

TEST_CASE("kangaruse stars and chests: printed points, and 5 per chest") {
  auto state = players_state(1);
  state.player(0).stars = 7;
  give(state, 0, CellType::chests, 3);
  const auto b = kr::score_breakdowns(state)[0];
  CHECK(b.stars == 7);
  CHECK(b.chests == 15);
  CHECK(b.total == 22);
}

TEST_CASE("kangaruse food and water: food x water, each worth nothing alone") {
  auto state = players_state(1);
  give(state, 0, CellType::water, 4);
  CHECK(kr::score_breakdowns(state)[0].food_water == 0);
  give(state, 0, CellType::food, 2);
  CHECK(kr::score_breakdowns(state)[0].food_water == 8);
}

TEST_CASE("kangaruse toys: 5 per complete set of 3") {
  auto state = players_state(1);
  const int expected[] = {0, 0, 0, 5, 5, 5, 10, 10};
  for (int toys = 0; toys < 8; ++toys) {
    give(state, 0, CellType::toys, toys);
    CHECK(kr::score_breakdowns(state)[0].toys == expected[toys]);
  }
}

TEST_CASE("kangaruse gems: the table of each edition, capped at its last value") {
  const int current[] = {0, 1, 1, 3, 5, 8, 12, 16, 21, 28, 35, 35, 35};
  const int older[] = {0, 1, 1, 3, 5, 8, 12, 16, 22, 30, 30, 30, 30};
  for (int gems = 0; gems <= 12; ++gems) {
    CAPTURE(gems);
    CHECK(kr::gem_points(kr::Edition::current, gems) == current[gems]);
    CHECK(kr::gem_points(kr::Edition::e2023, gems) == older[gems]);
  }
  auto state = players_state(1, kr::Edition::e2023);
  give(state, 0, CellType::gems, 9);
  CHECK(kr::score_breakdowns(state)[0].gems == 30);
}

TEST_CASE("kangaruse coins: the most (ties too) score +1 each, everyone else -1 each") {
  auto state = players_state(3);
  give(state, 0, CellType::coins, 5);
  give(state, 1, CellType::coins, 3);
  give(state, 2, CellType::coins, 5);
  const auto scores = kr::score_breakdowns(state);
  CHECK(scores[0].coins == 5);
  CHECK(scores[1].coins == -3);
  CHECK(scores[2].coins == 5);
}

TEST_CASE("kangaruse shelter: most +10, fewest -10, ties share, all equal nets 0") {
  auto state = players_state(4);
  give(state, 0, CellType::shelter, 3);
  give(state, 1, CellType::shelter, 3);
  give(state, 2, CellType::shelter, 1);
  give(state, 3, CellType::shelter, 2);
  auto scores = kr::score_breakdowns(state);
  CHECK(scores[0].shelter == 10);
  CHECK(scores[1].shelter == 10);
  CHECK(scores[2].shelter == -10);
  CHECK(scores[3].shelter == 0);

  for (int seat = 0; seat < 4; ++seat) give(state, seat, CellType::shelter, 2);
  scores = kr::score_breakdowns(state);
  for (int seat = 0; seat < 4; ++seat) CHECK(scores[static_cast<std::size_t>(seat)].shelter == 0);

  give(state, 2, CellType::shelter, 0);
  give(state, 3, CellType::shelter, 0);
  scores = kr::score_breakdowns(state);
  CHECK(scores[2].shelter == -10);
  CHECK(scores[3].shelter == -10);
}

TEST_CASE("kangaruse teleport penalties: the edition's cost per teleport") {
  auto current = players_state(1);
  current.player(0).teleports = 2;
  CHECK(kr::score_breakdowns(current)[0].teleports == -20);
  auto older = players_state(1, kr::Edition::e2023);
  older.player(0).teleports = 2;
  CHECK(kr::score_breakdowns(older)[0].teleports == -30);
  CHECK(kr::score_breakdowns(older)[0].total == -30);
}

TEST_CASE("kangaruse outcome: ranking best first, ties share the win, breakdowns add up") {
  kr::State state = players_state(3);
  state.player(0).stars = 4;
  state.player(1).stars = 9;
  state.player(2).stars = 9;
  for (int seat = 0; seat < 3; ++seat) {
    state.player(seat).cell = static_cast<std::int16_t>(seat);
    state.player(seat).out = true;
    state.player(seat).out_reason = kr::OutReason::gave_up;
  }
  state.phase = kr::Phase::finished;
  REQUIRE(kr::derive_and_check(state).empty());
  const kr::KangaruseGame game(state);
  const Json outcome = game.outcome();
  CHECK(outcome.at("ranking") == Json::array({1, 2, 0}));
  CHECK(outcome.at("winners") == Json::array({1, 2}));
  CHECK(outcome.at("scores") == Json::array({4, 9, 9}));
  for (const auto& b : outcome.at("breakdown")) {
    int parts = 0;
    for (const auto& [key, value] : b.items())
      if (key != "total") parts += value.get<int>();
    CHECK(parts == b.at("total").get<int>());
  }
}
