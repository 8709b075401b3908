// --show: the board of one seeded game as text (render_board_text), so a
// person can check a generated board at a glance. The board is read back from
// the game's public view, so what is shown is exactly what that seed plays.
#include <iostream>

#include "kangaruse/board_generator.hpp"
#include "sim_modes.hpp"

namespace kangaroom::tools {

namespace engine = kangaroom::engine;
namespace kangaruse = kangaroom::engine::kangaruse;

namespace {

bool direction_from_name(const std::string& name, kangaruse::Direction& out) {
  for (int value = 0; value < 4; ++value) {
    const auto direction = static_cast<kangaruse::Direction>(value);
    if (kangaruse::direction_name(direction) == name) {
      out = direction;
      return true;
    }
  }
  return false;
}

// The "board" object of a Kangaruse view (engine/kangaruse/README.md).
bool board_from_view(const engine::Json& view, kangaruse::Board& board, std::string& error) {
  if (!view.contains("board") || !view["board"].is_object()) {
    error = "the view has no board";
    return false;
  }
  const auto& json = view["board"];
  try {
    board.width = json.at("width").get<int>();
    board.height = json.at("height").get<int>();
    board.numbers_on_columns = json.at("numbers_on_columns").get<bool>();
    for (const auto& number : json.at("numbers")) board.numbers.push_back(number.get<std::int8_t>());
    for (const auto& name : json.at("directions")) {
      kangaruse::Direction direction{};
      if (!direction_from_name(name.get<std::string>(), direction)) {
        error = "unknown direction " + name.dump();
        return false;
      }
      board.directions.push_back(direction);
    }
    for (const auto& cell_json : json.at("cells")) {
      kangaruse::Cell cell;
      const auto type = kangaruse::type_from_name(cell_json.at("type").get<std::string>());
      if (!type) {
        error = "unknown square type " + cell_json.at("type").dump();
        return false;
      }
      cell.type = *type;
      cell.river = cell_json.value("river", false);
      cell.value = static_cast<std::int8_t>(cell_json.value("value", 0));
      board.cells.push_back(cell);
    }
  } catch (const engine::Json::exception& problem) {
    error = std::string("unexpected board JSON: ") + problem.what();
    return false;
  }
  if (board.cells.size() != static_cast<std::size_t>(board.width * board.height)) {
    error = "the board's cell count does not match its size";
    return false;
  }
  return true;
}

}  // namespace

int run_show(const SimOptions& options) {
  if (options.game != "kangaruse") {
    std::cerr << "kangaroom-sim: --show draws Kangaruse boards only\n";
    return exit_usage;
  }
  auto game = create_sim_game(options, options.players, options.seed);
  if (!game) return exit_usage;
  kangaruse::Board board;
  std::string error;
  if (!board_from_view(game->view(engine::spectator), board, error)) {
    std::cerr << "kangaroom-sim: --show: " << error << "\n";
    return exit_usage;
  }
  std::cout << "seed " << options.seed << ", " << board.width << "x" << board.height << "\n"
            << kangaruse::render_board_text(board);
  return exit_ok;
}

}  // namespace kangaroom::tools
