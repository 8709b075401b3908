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

// Partners, as each game declares them: the seats of each team in a game of
// `players` seats (Jackaroo with 4: {{0,2},{1,3}}); empty when everyone plays
// alone. The lobby draws the seats as these teams, so a player chooses a
// partner by choosing a seat. The answer is the game's own
// (GameInfo::teams); empty for an unknown game.
std::vector<std::vector<int>> teams_for(std::string_view game, int players);

// Convenience used by the server, bots and simulator: validates the player
// count and options, then creates. Null plus `error` on bad input.
std::unique_ptr<Game> create_game(std::string_view id, int players, const Json& options,
                                  std::uint64_t seed, std::string& error);

}  // namespace kangaroom::engine
