#pragma once
// Making a new game, as a room asks for it at start and rematch. Making one
// can take long enough to matter (a 20x20 Kangaruse board: about 30 ms for
// most seeds, a few hundred for some), so the server makes games on a thread
// of their own (game_builder.hpp) under a time budget, never on the thread
// that serves a room's moves.
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/game.hpp"

namespace kangaroom::server {

using Json = nlohmann::json;

struct GameBuildRequest {
  const engine::GameFactory* factory = nullptr;
  int players = 0;
  Json options;            // normalized
  std::uint64_t seed = 0;  // the first seed tried
  // True only for a client's chosen seed of a game without hidden
  // information (a reproducible board): a retry then derives its seed from
  // it. Otherwise every retry draws a fresh seed from the operating system,
  // so no seed is ever a function of another (a published one included).
  bool reproducible = false;
  std::uint64_t ticket = 0;  // the room's: a result for an older request is dropped
};

struct BuiltGame {
  std::unique_ptr<engine::Game> game;  // null if it could not be made
  std::uint64_t seed = 0;              // the seed the game was made from
  std::uint64_t ticket = 0;
  bool out_of_time = false;  // every seed tried ran out of the budget
  std::string error;         // why there is no game
};

// Seeds tried per request when a budget is set: the request's own, then
// others (derived from it, or fresh: see `reproducible`). A seed that runs out of time is dropped
// for the next, so a slow seed costs at most this many budgets and the players get a game all the
// same (a different board than that seed would have made).
inline constexpr int seeds_per_build = 2;

// Makes the game on the calling thread. Without a budget it takes as long as
// the game needs (tests, and rooms that are not served by a builder).
BuiltGame build_game(const GameBuildRequest& request,
                     std::optional<std::chrono::milliseconds> budget);

}  // namespace kangaroom::server
