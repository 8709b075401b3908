// build_game: a new game made under a time budget per seed. The factories
// here are stand-ins whose slowness does not depend on the machine: a "slow"
// seed works until the deadline stops it, however fast the machine is.
#include "server/room/game_build.hpp"

#include <doctest/doctest.h>

#include <stdexcept>

#include "core/registry.hpp"
#include "core/work_deadline.hpp"

using namespace kangaroom;
using namespace kangaroom::server;

namespace {

constexpr std::uint64_t slow_seed = 1234;

std::unique_ptr<engine::Game> real_game(int players, const Json& options, std::uint64_t seed) {
  return engine::find_game("kangaruse")->create(players, options, seed);
}
std::unique_ptr<engine::Game> slow_for_one_seed(int players, const Json& options,
                                                std::uint64_t seed) {
  while (seed == slow_seed) engine::check_work_deadline();
  return real_game(players, options, seed);
}
std::unique_ptr<engine::Game> always_slow(int, const Json&, std::uint64_t) {
  for (;;) engine::check_work_deadline();
}
std::unique_ptr<engine::Game> broken(int, const Json&, std::uint64_t) {
  throw std::logic_error("a bug");
}

GameBuildRequest request_for(const engine::GameFactory& factory, std::uint64_t seed,
                             bool reproducible = true) {
  GameBuildRequest request;
  request.factory = &factory;
  request.players = 2;
  request.options =
      engine::normalize_options(engine::find_game("kangaruse")->info, {{"size", "tiny"}}).options;
  request.seed = seed;
  request.reproducible = reproducible;
  request.ticket = 42;
  return request;
}

engine::GameFactory factory_with(std::unique_ptr<engine::Game> (*create)(int, const Json&,
                                                                         std::uint64_t)) {
  engine::GameFactory factory = *engine::find_game("kangaruse");
  factory.create = create;
  return factory;
}

}  // namespace

TEST_CASE("a game made in time keeps the request's seed and ticket") {
  const auto factory = factory_with(slow_for_one_seed);
  const BuiltGame built = build_game(request_for(factory, 7), std::chrono::milliseconds(5000));
  REQUIRE(built.game);
  CHECK(built.seed == 7);
  CHECK(built.ticket == 42);
  CHECK_FALSE(built.out_of_time);
  // The same game as without any budget.
  CHECK(built.game->save() == real_game(2, request_for(factory, 7).options, 7)->save());
}

TEST_CASE("a chosen seed that runs out of time is replaced by one derived from it") {
  const auto factory = factory_with(slow_for_one_seed);
  const BuiltGame first =
      build_game(request_for(factory, slow_seed), std::chrono::milliseconds(20));
  REQUIRE(first.game);
  CHECK(first.seed != slow_seed);
  CHECK_FALSE(first.out_of_time);
  // Derived, so the same request always ends with the same game.
  const BuiltGame again =
      build_game(request_for(factory, slow_seed), std::chrono::milliseconds(20));
  CHECK(again.seed == first.seed);
}

TEST_CASE(
    "a drawn seed that runs out of time is replaced by a fresh one, not by a function of it") {
  const auto factory = factory_with(slow_for_one_seed);
  const BuiltGame first =
      build_game(request_for(factory, slow_seed, false), std::chrono::milliseconds(20));
  REQUIRE(first.game);
  CHECK(first.seed != slow_seed);
  const BuiltGame again =
      build_game(request_for(factory, slow_seed, false), std::chrono::milliseconds(20));
  REQUIRE(again.game);
  // Two draws from the operating system: equal once in 2^64.
  CHECK(again.seed != first.seed);
}

TEST_CASE("when every seed runs out of time there is no game, and the reason says so") {
  const auto factory = factory_with(always_slow);
  const BuiltGame built = build_game(request_for(factory, 1), std::chrono::milliseconds(10));
  CHECK_FALSE(built.game);
  CHECK(built.out_of_time);
  CHECK(built.ticket == 42);
  CHECK(built.error.find("took longer than 10 ms") != std::string::npos);
}

TEST_CASE("a game whose setup throws gives an error, not an exception") {
  const auto factory = factory_with(broken);
  BuiltGame built;
  CHECK_NOTHROW(built = build_game(request_for(factory, 1), std::chrono::milliseconds(10)));
  CHECK_FALSE(built.game);
  CHECK_FALSE(built.out_of_time);
  CHECK(built.error.find("a bug") != std::string::npos);
}
