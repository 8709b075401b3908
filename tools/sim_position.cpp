// --position FILE [--apply MOVE_JSON]: positions are data. Loads a state
// written by Game::save, prints the legal moves of the seat to act, or
// applies one move through the same validation the server uses.
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/registry.hpp"
#include "sim_modes.hpp"

namespace kangaroom::tools {

namespace engine = kangaroom::engine;

namespace {

int file_error(const std::string& file, const std::string& message) {
  std::cerr << "kangaroom-sim: " << file << ": " << message << "\n";
  return exit_usage;
}

}  // namespace

std::unique_ptr<engine::Game> load_position_file(const SimOptions& options) {
  const std::string& file = options.position_file;
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    file_error(file, "cannot open the file");
    return nullptr;
  }
  std::stringstream text;
  text << in.rdbuf();
  const auto state = engine::Json::parse(text.str(), nullptr, false);
  if (state.is_discarded()) {
    file_error(file, "not valid JSON");
    return nullptr;
  }
  if (!state.is_object()) {
    file_error(file, "a position file holds one JSON object");
    return nullptr;
  }

  // A saved state names its game; --game is the fallback.
  std::string game_id = options.game;
  if (state.contains("game") && state["game"].is_string())
    game_id = state["game"].get<std::string>();
  const engine::GameFactory* factory = engine::find_game(game_id);
  if (!factory) {
    file_error(file, "unknown game '" + game_id + "'");
    return nullptr;
  }
  std::string error;
  auto game = factory->load(state, error);
  if (!game) {
    file_error(file, "not a valid " + game_id + " state: " + error);
    return nullptr;
  }
  return game;
}

int run_position(const SimOptions& options) {
  auto game = load_position_file(options);
  if (!game) return exit_usage;
  const std::string game_id = game->info().id;

  const auto acting = game->to_act();
  const engine::Seat seat =
      options.seat >= 0 ? options.seat : (acting.empty() ? -1 : acting.front());
  if (options.seat >= game->players()) {
    std::cerr << "kangaroom-sim: --seat " << options.seat << " is not a seat of this "
              << game->players() << "-player game\n";
    return exit_usage;
  }

  if (options.apply_move.empty()) {
    engine::Json out = {
        {"game", game_id},
        {"finished", game->finished()},
        {"to_act", acting},
        {"seat", seat},
        {"legal_moves", seat >= 0 ? game->legal_moves_json(seat) : engine::Json::array()}};
    if (game->finished()) out["outcome"] = game->outcome();
    if (options.print_state) out["state"] = game->save();
    std::cout << out.dump(2) << "\n";
    return exit_ok;
  }

  const auto move = engine::Json::parse(options.apply_move, nullptr, false);
  if (move.is_discarded()) {
    std::cerr << "kangaroom-sim: --apply: not valid JSON: " << options.apply_move << "\n";
    return exit_usage;
  }
  engine::Json events = engine::Json::array();
  // A finished game has no seat to act; apply() then answers game_over.
  const auto result = game->apply(seat >= 0 ? seat : 0, move, &events);
  if (!result.accepted) {
    std::cout << engine::Json{{"accepted", false},
                              {"seat", seat},
                              {"move", move},
                              {"code", result.code},
                              {"reason", result.reason}}
                     .dump(2)
              << "\n";
    return exit_rejected;
  }
  engine::Json out = {{"accepted", true},
                      {"seat", seat},
                      {"move", move},
                      {"events", events},
                      {"finished", game->finished()},
                      {"to_act", game->to_act()},
                      {"state", game->save()}};
  std::cout << out.dump(2) << "\n";
  return exit_ok;
}

}  // namespace kangaroom::tools
