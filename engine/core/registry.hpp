#pragma once
// The list of games. Adding a game = one line in engine/registry.cpp.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game.hpp"

namespace kangaroom::engine {

const std::vector<GameFactory>& all_games();
const GameFactory* find_game(std::string_view id);

// Convenience used by the server, bots and simulator: validates the player
// count and options, then creates. Null plus `error` on bad input.
std::unique_ptr<Game> create_game(std::string_view id, int players, const Json& options,
                                  std::uint64_t seed, std::string& error);

}  // namespace kangaroom::engine
