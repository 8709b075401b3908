#pragma once
// The simulator's modes. Each prints its result as JSON (or text for --show)
// on stdout, problems on stderr, and returns the process exit status.
#include <memory>
#include <string>

#include "core/game.hpp"
#include "sim_options.hpp"

namespace kangaroom::tools {

inline constexpr int exit_ok = 0;
inline constexpr int exit_rejected = 1;  // --apply: the game refused the move
inline constexpr int exit_usage = 2;     // bad command line, unreadable or invalid file

int run_play(const SimOptions& options);
int run_save_at(const SimOptions& options);
int run_show(const SimOptions& options);
int run_position(const SimOptions& options);
int run_arena(const SimOptions& options);
int run_perft(const SimOptions& options);

// The game saved in a position file (its "game" field, else --game); prints
// the problem and returns null on a bad file.
std::unique_ptr<engine::Game> load_position_file(const SimOptions& options);

// create_game for the command line's game, players and options; prints the
// error and returns null on bad input.
std::unique_ptr<engine::Game> create_sim_game(const SimOptions& options, int players,
                                              std::uint64_t seed);

}  // namespace kangaroom::tools
