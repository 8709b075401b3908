#include "board_generator.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <stdexcept>

#include "core/work_deadline.hpp"
#include "generator_grid.hpp"
#include "generator_numbers.hpp"
#include "generator_rivers.hpp"
#include "generator_trees.hpp"
#include "generator_tuning.hpp"
#include "generator_types.hpp"

// The generator follows RULES.md §1.2 and the "Generation" column of §1.6,
// which restate Pandaqi's own board generator (PQ-cfg, PQ-state, PQ-pick,
// PQ-eval). Where that generator's code and the rules differ, the comment at
// the spot says which was followed and why.
//
// Speed: one board is generated per simulated game, so generation works on
// fixed-size arrays on the stack (no allocation until the finished Board).
// A rejection that depends only on an earlier stage restarts only that stage:
// tree clumps and connectivity redraw the trees, a selection with 4 score
// types redraws the selection. Those stages draw nothing from later ones, so
// this gives exactly the boards that "generate everything, reject, retry"
// would give. The one shortcut that is not exact is documented at
// type_tries_per_layout.
//
// The stages, one file each: generator_trees, generator_rivers,
// generator_types, generator_numbers, over the grid of generator_grid.hpp.
// This file runs them in order and writes the Board.

namespace kangaroom::engine::kangaruse {

namespace {

// The original regenerates the whole board after any rejection. Checks on
// where the types landed (quadrants, mistletoebirds, start distances) reject
// most attempts on large boards, so a layout gets several type draws before
// it is discarded. This favours layouts on which those checks are hard to
// pass a little; a board is never accepted that fails a check.
constexpr int type_tries_per_layout = 32;

// One board's stages, on the stack and reused by every attempt.
class Generation {
 public:
  Generation(int width, int height, const GeneratorOptions& options, Rng& rng)
      : grid_(width, height),
        tuning_(tuning_for(options.edition)),
        trees_(grid_, tuning_, rng),
        rivers_(grid_, trees_.trees(), tuning_, rng),
        types_(grid_, trees_.trees(), rivers_.rivers(), options, tuning_, rng),
        rng_(rng) {}

  // Runs one attempt: a layout (trees and rivers), then up to
  // `type_tries_per_layout` draws of types over it. True if a board passed
  // every check.
  bool attempt() {
    check_work_deadline();  // a caller with a deadline gets an exception instead of a long wait
    if (!trees_.grow_trees_until_valid()) return false;
    if (!rivers_.grow_rivers()) return false;
    if (!rivers_.river_share_ok()) return false;
    for (int t = 0; t < type_tries_per_layout; ++t) {
      const std::uint32_t selection = types_.select_types_until_valid();
      if (!types_.assign_types(selection)) continue;
      if (!types_.passes_placement_checks()) continue;
      if (assign_numbers(grid_, types_, tuning_, rng_, values_)) return true;
    }
    return false;
  }

  void write_cells(Board& board) const {
    const auto& tree = trees_.trees();
    const auto& river = rivers_.rivers();
    board.cells.assign(static_cast<std::size_t>(grid_.cell_count()), Cell{});
    for (int i = 0; i < grid_.cell_count(); ++i) {
      Cell& cell = board.cells[static_cast<std::size_t>(i)];
      if (tree[static_cast<std::size_t>(i)]) {
        cell.type = CellType::tree;
      } else if (river[static_cast<std::size_t>(i)]) {
        cell.type = CellType::plain;
        cell.river = true;
      } else {
        cell.type = types_.type_of(i);
        cell.value = values_[static_cast<std::size_t>(i)];
      }
    }
  }

 private:
  GeneratorGrid grid_;
  const EditionTuning& tuning_;
  TreeGrower trees_;
  RiverGrower rivers_;
  TypePlacer types_;
  Rng& rng_;
  std::array<std::int8_t, max_cells> values_;
};

// PQ-state.getRandomNumbers / getRandomDirs: repeat the base list until it is
// at least as long as the axis, shuffle, and use the first axis-length
// entries.
template <typename T>
void balanced_list(const std::array<T, 4>& base, int length, std::vector<T>& out, Rng& rng) {
  std::array<T, max_side + 4> items{};
  int count = 0;
  while (count < length)
    for (const T& item : base) items[static_cast<std::size_t>(count++)] = item;
  for (int i = count - 1; i > 0; --i)
    std::swap(items[static_cast<std::size_t>(i)],
              items[rng.below(static_cast<std::uint32_t>(i + 1))]);
  out.assign(items.begin(), items.begin() + length);
}

}  // namespace

bool size_from_name(const std::string& name, int& width, int& height) {
  struct NamedSize {
    const char* name;
    int width;
    int height;
  };
  static constexpr NamedSize sizes[] = {
      {"tiny", 6, 5}, {"small", 8, 6}, {"regular", 12, 8}, {"large", 14, 10}, {"huge", 16, 12}};
  for (const NamedSize& size : sizes) {
    if (name == size.name) {
      width = size.width;
      height = size.height;
      return true;
    }
  }
  return false;
}

Board generate_board(const GeneratorOptions& options, Rng& rng) {
  // Callers validate sizes (the option specs carry the bounds); a size out of
  // range is clamped rather than allowed to overrun the fixed work arrays.
  Board board;
  board.width = std::clamp(options.width, min_side, max_side);
  board.height = std::clamp(options.height, min_side, max_side);

  // Commands (PQ-state.assignRowColumnCommands): numbers on columns with
  // probability 0.5, otherwise on rows.
  board.numbers_on_columns = rng.chance(0.5);
  const int number_axis = board.numbers_on_columns ? board.width : board.height;
  const int direction_axis = board.numbers_on_columns ? board.height : board.width;
  balanced_list<std::int8_t>({1, 2, 3, 4}, number_axis, board.numbers, rng);
  balanced_list<Direction>({Direction::right, Direction::down, Direction::left, Direction::up},
                           direction_axis, board.directions, rng);

  Generation generation(board.width, board.height, options, rng);
  // Every attempt can pass, so this ends with probability 1; the bound only
  // turns a generator bug into an error instead of a hang.
  constexpr int max_attempts = 1'000'000;
  for (int attempt = 0; attempt < max_attempts; ++attempt) {
    if (generation.attempt()) {
      generation.write_cells(board);
      return board;
    }
  }
  throw std::logic_error("kangaruse board generator: no valid board found");
}

}  // namespace kangaroom::engine::kangaruse
