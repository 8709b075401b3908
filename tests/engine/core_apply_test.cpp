// Game::apply, the full validation every move from outside goes through.
#include <doctest/doctest.h>

#include "core/registry.hpp"

using namespace kangaroom::engine;

TEST_CASE("apply checks a move against the legal moves it is given, or lists them itself") {
  const GameFactory* factory = find_game("kanga");
  REQUIRE(factory);
  const auto options = normalize_options(factory->info, Json::object());
  const auto game = factory->create(2, options.options, 5);
  const Seat seat = game->to_act().front();
  std::vector<Move> legal;
  game->legal_moves(seat, legal);
  REQUIRE(legal.size() >= 2);
  const Json first = game->move_to_json(legal.front());

  // The list given stands for this position's: a move missing from it is refused...
  const std::vector<Move> all_but_first(legal.begin() + 1, legal.end());
  auto copy = game->clone();
  const ApplyResult refused = copy->apply(seat, first, nullptr, &all_but_first);
  CHECK_FALSE(refused.accepted);
  CHECK(refused.code == reject::illegal_move);
  // ...one in it is taken, and without a list the game lists its own.
  CHECK(copy->apply(seat, first, nullptr, &legal).accepted);
  auto other = game->clone();
  CHECK(other->apply(seat, first, nullptr).accepted);
  CHECK(copy->save() == other->save());
  // Turn order is checked before any list is looked at.
  const Seat waiting = 1 - seat;
  CHECK(game->clone()->apply(waiting, first, nullptr, &legal).code == reject::not_your_turn);
}
