#pragma once
// kangaroom-sim's command line, parsed into one plain struct. Parsing never
// exits or throws: a bad flag comes back as an error message for main().
#include <cstdint>
#include <string>
#include <vector>

#include "core/options.hpp"

namespace kangaroom::tools {

enum class SimMode { play, show, position, arena, save_at, perft, help };

struct SimOptions {
  SimMode mode = SimMode::play;
  std::string game = "kangaruse";
  int games = 100;
  int players = 2;
  std::uint64_t seed = 1;
  // One strategy per seat, cycled when fewer names than seats are given.
  std::vector<std::string> strategies = {"random"};
  // Game options: --size, --edition and every --option key=value end up here.
  engine::Json game_options = engine::Json::object();

  // mcts budget: iterations per decision, and (if > 0) milliseconds per
  // decision measured by the simulator's clock.
  int mcts_iterations = 1000000;
  int mcts_ms = 0;
  bool mcts_iterations_given = false;
  // --mcts-setting KEY=VALUE: overrides of the tuned mcts settings, for tuning.
  engine::Json mcts_settings = engine::Json::object();

  std::string position_file;       // --position
  std::string apply_move;          // --apply (JSON text), empty for none
  int seat = -1;                   // --seat for --apply/--position; -1: the first seat to act
  bool print_state = false;        // --print-state: --position also prints the state as re-saved
  std::vector<std::string> arena;  // --arena a,b,c
  int save_at = 0;                 // --save-at N: moves to play before printing the state
  int perft_depth = 0;             // --perft D: count complete turns to depth D
};

struct SimParse {
  SimOptions options;
  std::string error;  // empty when the command line was fine
};

SimParse parse_sim_options(const std::vector<std::string>& args);
std::string sim_usage();

}  // namespace kangaroom::tools
