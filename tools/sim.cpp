// kangaroom-sim: seeded offline games, positions and boards, printed as JSON
// (see tools/README.md).
#include <exception>
#include <iostream>

#include "sim_modes.hpp"

int main(int argc, char** argv) {
  using namespace kangaroom::tools;
  const std::vector<std::string> args(argv + 1, argv + argc);
  const SimParse parsed = parse_sim_options(args);
  if (!parsed.error.empty()) {
    std::cerr << "kangaroom-sim: " << parsed.error << "\n";
    return exit_usage;
  }
  try {
    switch (parsed.options.mode) {
      case SimMode::help:
        std::cout << sim_usage();
        return exit_ok;
      case SimMode::play:
        return run_play(parsed.options);
      case SimMode::save_at:
        return run_save_at(parsed.options);
      case SimMode::show:
        return run_show(parsed.options);
      case SimMode::position:
        return run_position(parsed.options);
      case SimMode::arena:
        return run_arena(parsed.options);
      case SimMode::perft:
        return run_perft(parsed.options);
    }
  } catch (const std::exception& problem) {
    // Every expected problem is reported above; this is a bug, said plainly.
    std::cerr << "kangaroom-sim: internal error: " << problem.what() << "\n";
    return 3;
  }
  return exit_ok;
}
