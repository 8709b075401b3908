#include "server/room/game_build.hpp"

#include "core/rng.hpp"
#include "core/work_deadline.hpp"
#include "server/util/secret.hpp"

namespace kangaroom::server {

BuiltGame build_game(const GameBuildRequest& request,
                     std::optional<std::chrono::milliseconds> budget) {
  BuiltGame built;
  built.ticket = request.ticket;
  std::uint64_t seed = request.seed;
  std::uint64_t derived_seeds = request.seed;
  const int tries = budget ? seeds_per_build : 1;
  for (int attempt = 0; attempt < tries; ++attempt) {
    if (attempt > 0)
      seed = request.reproducible ? engine::splitmix64(derived_seeds) : server::random_seed();
    try {
      std::optional<engine::ScopedWorkDeadline> deadline;
      if (budget) deadline.emplace(std::chrono::steady_clock::now() + *budget);
      built.game = request.factory->create(request.players, request.options, seed);
      built.seed = seed;
      if (!built.game)
        built.error = request.factory->info.display_name + " cannot start with " +
                      std::to_string(request.players) + " seats";
      return built;
    } catch (const engine::WorkDeadlineExceeded&) {
      // this seed is dropped; the next one gets a fresh budget
    } catch (const std::exception& failure) {
      // A bug in a game's setup: the room says so instead of the thread dying.
      built.error = std::string("the game could not be made: ") + failure.what();
      return built;
    }
  }
  built.out_of_time = true;
  built.error = "making the game took longer than " + std::to_string(budget ? budget->count() : 0) +
                " ms for " + std::to_string(tries) +
                " different seeds; try again, or choose a smaller board";
  return built;
}

}  // namespace kangaroom::server
