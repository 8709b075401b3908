// --perft D: counts complete turns through the Game interface (engine/core/
// perft.hpp), depth by depth, from a new game or a saved position. The counts
// are the oracle the engines' move generators are checked against.
#include <iostream>

#include "core/perft.hpp"
#include "sim_modes.hpp"

namespace kangaroom::tools {

int run_perft(const SimOptions& options) {
  auto game = options.position_file.empty()
                  ? create_sim_game(options, options.players, options.seed)
                  : load_position_file(options);
  if (!game) return exit_usage;
  engine::Json counts = engine::Json::array();
  for (int depth = 1; depth <= options.perft_depth; ++depth)
    counts.push_back({{"depth", depth}, {"turns", engine::perft(*game, depth)}});
  std::cout << engine::Json{{"game", game->info().id}, {"perft", counts}}.dump(2) << "\n";
  return exit_ok;
}

}  // namespace kangaroom::tools
