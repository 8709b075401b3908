#include "core/registry.hpp"

#include "jackaroo/factory.hpp"
#include "kanga/factory.hpp"
#include "kangaroo/factory.hpp"
#include "kangaruse/factory.hpp"

namespace kangaroom::engine {

const std::vector<GameFactory>& all_games() {
  static const std::vector<GameFactory> games = {
      kangaruse::factory(),
      jackaroo::factory(),
      kangaroo::factory(),
      kanga::factory(),
  };
  return games;
}

const GameFactory* find_game(std::string_view id) {
  for (const auto& game : all_games())
    if (game.info.id == id) return &game;
  return nullptr;
}

std::vector<std::vector<int>> teams_for(std::string_view game, int players) {
  const GameFactory* factory = find_game(game);
  return factory ? factory->info.teams(players) : std::vector<std::vector<int>>{};
}

std::unique_ptr<Game> create_game(std::string_view id, int players, const Json& options,
                                  std::uint64_t seed, std::string& error) {
  const GameFactory* factory = find_game(id);
  if (!factory) {
    error = "unknown game '" + std::string(id) + "'";
    return nullptr;
  }
  if (!factory->info.takes_players(players)) {
    error = factory->info.display_name + " takes " + std::to_string(factory->info.min_players) +
            " to " + std::to_string(factory->info.max_players) + " players";
    return nullptr;
  }
  auto normalized = normalize_options(factory->info, options);
  if (!normalized.ok()) {
    error = normalized.error;
    return nullptr;
  }
  return factory->create(players, normalized.options, seed);
}

}  // namespace kangaroom::engine
