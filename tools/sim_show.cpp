// --show: the board of one seeded game as text (render_board_text), so a
// person can check a generated board at a glance. The board is read back from
// the game's public view, so what is shown is exactly what that seed plays.
#include <iostream>

#include "kangaruse/board_generator.hpp"
#include "kangaruse/game.hpp"
#include "sim_modes.hpp"

namespace kangaroom::tools {

namespace engine = kangaroom::engine;
namespace kangaruse = kangaroom::engine::kangaruse;

int run_show(const SimOptions& options) {
  if (options.game != "kangaruse") {
    std::cerr << "kangaroom-sim: --show draws Kangaruse boards only\n";
    return exit_usage;
  }
  auto game = create_sim_game(options, options.players, options.seed);
  if (!game) return exit_usage;
  kangaruse::Board board;
  std::string error;
  const auto view = game->view(engine::spectator);
  if (!view.contains("board") || !kangaruse::board_from_json(view["board"], board, error)) {
    std::cerr << "kangaroom-sim: --show: " << error << "\n";
    return exit_usage;
  }
  std::cout << "seed " << options.seed << ", " << board.width << "x" << board.height << "\n"
            << kangaruse::render_board_text(board);
  return exit_ok;
}

}  // namespace kangaroom::tools
