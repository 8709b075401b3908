#pragma once
// Seeded, deterministic board generation (RULES.md §1.2): commands, trees,
// rivers, a random selection of special types with their weights and limits,
// score values, echidna numbers, optional starting positions, and the
// generator's quality checks. Retries until a board passes.
#include <string>

#include "board.hpp"
#include "core/rng.hpp"

namespace kangaroom::engine::kangaruse {

enum class Edition { current, e2023 };  // current = S002 (teleport 10), e2023 = S000 (15)

struct GeneratorOptions {
  int width = 12;
  int height = 8;
  bool starting_positions = false;
  Edition edition = Edition::current;
};

// Named sizes: tiny 6x5, small 8x6, regular 12x8, large 14x10, huge 16x12.
// Returns false for an unknown name.
bool size_from_name(const std::string& name, int& width, int& height);

// Custom sizes are accepted within these bounds.
inline constexpr int min_side = 5;
inline constexpr int max_side = 20;

// Always returns a board that passes every quality check. Throws
// WorkDeadlineExceeded if the thread's deadline (core/work_deadline.hpp) passes first.
Board generate_board(const GeneratorOptions& options, Rng& rng);

// A board as readable text, for `kangaroom-sim --show` and bug reports.
std::string render_board_text(const Board& board);

}  // namespace kangaroom::engine::kangaruse
