#include "generator_rivers.hpp"

#include <algorithm>
#include <climits>
#include <cmath>

namespace kangaroom::engine::kangaruse {

namespace {

constexpr std::uint32_t blocked_mark = UINT32_MAX;
constexpr double river_share_min = 0.125;
constexpr double river_share_max = 0.2;
constexpr int main_river_tries = 1000;
constexpr int branch_tries = 100;

// For a 4-bit set of open directions: how many are open, and which
// direction is the n-th open one.
constexpr std::array<std::uint32_t, 16> open_count_of = [] {
  std::array<std::uint32_t, 16> counts{};
  for (unsigned set = 0; set < 16; ++set)
    for (unsigned d = 0; d < 4; ++d) counts[set] += (set >> d) & 1u;
  return counts;
}();
constexpr std::array<std::array<std::uint8_t, 4>, 16> nth_open_of = [] {
  std::array<std::array<std::uint8_t, 4>, 16> table{};
  for (unsigned set = 0; set < 16; ++set) {
    unsigned n = 0;
    for (unsigned d = 0; d < 4; ++d)
      if ((set >> d) & 1u) table[set][n++] = static_cast<std::uint8_t>(d);
  }
  return table;
}();

}  // namespace

RiverGrower::RiverGrower(const GeneratorGrid& grid, const std::array<bool, max_cells>& trees,
                         const EditionTuning& tuning, Rng& rng)
    : grid_(grid),
      trees_(trees),
      tuning_(tuning),
      rng_(rng),
      padded_width_(grid.width() + 2),
      walk_offsets_{1, -1, grid.width() + 2, -(grid.width() + 2)} {}

bool RiverGrower::grow_rivers() {
  std::fill_n(river_.begin(), grid_.cell_count(), false);
  const double share = river_share_min + rng_.unit() * (river_share_max - river_share_min);
  const int target = round_half_up(share * grid_.cell_count());

  // The original starts at any edge cell, even a tree; RULES.md says the
  // river avoids trees, so the start is drawn among non-tree edge cells.
  int edge_cells = 0;
  for (int i = 0; i < grid_.cell_count(); ++i)
    if (grid_.edge_of(i) != Edge::inside && !trees_[i])
      seeds_[static_cast<std::size_t>(edge_cells++)] = i;
  if (edge_cells == 0) return false;
  const int start = seeds_[rng_.below(static_cast<std::uint32_t>(edge_cells))];
  prepare_walk_grid(grid_.edge_of(start));

  const int main_max = static_cast<int>(std::ceil(1.3 * grid_.longest_side()));
  int main_length = 0;
  for (int t = 0; t < main_river_tries && main_length == 0; ++t)
    main_length = walk_main_river(padded(start), main_max);
  if (main_length == 0) return false;  // the original rejects such a board
  for (int k = 0; k < main_length; ++k) make_river(main_river_[static_cast<std::size_t>(k)]);
  river_cell_count_ = main_length;
  main_river_length_ = main_length;

  // Branches start at random cells of the main river. The original walk
  // stops as soon as its length (start included) is within
  // [ceil(0.2 L), ceil(0.5 L)], so every branch is ceil(0.2 L) cells long
  // (at least 2), its start on the main river included, and the running
  // total counts that start too. Both are kept, since PQ-new's 16.6% check
  // was tuned on them.
  const int branch_length = static_cast<int>(std::ceil(0.2 * grid_.longest_side()));
  shuffle_range(main_river_.data(), main_length, rng_);
  int starts_left = main_length;
  int counted = main_length;
  while (counted < target && starts_left > 0) {
    // The original would pop from an exhausted list; we stop instead.
    const int branch_start = main_river_[static_cast<std::size_t>(--starts_left)];
    int length = 0;
    for (int t = 0; t < branch_tries && length == 0; ++t)
      length = walk_branch(branch_start, branch_length);
    if (length == 0) continue;
    counted += length;
    for (int k = 1; k < length; ++k) make_river(branch_[static_cast<std::size_t>(k)]);
    river_cell_count_ += length - 1;
  }
  return true;
}

// The walks run on a grid padded with a blocked border, so a step needs no
// bounds checks. A padded cell is blocked for the current walk when its
// mark is at least the walk's stamp: trees and rivers carry the largest
// mark, cells visited by this walk its stamp, all others something lower.
int RiverGrower::padded(int index) const {
  return (grid_.y_of(index) + 1) * padded_width_ + grid_.x_of(index) + 1;
}
int RiverGrower::unpadded(int padded_index) const {
  return (padded_index / padded_width_ - 1) * grid_.width() + padded_index % padded_width_ - 1;
}

void RiverGrower::prepare_walk_grid(Edge start_edge) {
  const int padded_cells = padded_width_ * (grid_.height() + 2);
  std::fill_n(walk_mark_.begin(), padded_cells, blocked_mark);
  for (int i = 0; i < grid_.cell_count(); ++i) {
    const auto p = static_cast<std::size_t>(padded(i));
    walk_mark_[p] = trees_[i] ? blocked_mark : 0;
    steps_left_[p] = static_cast<std::uint8_t>(steps_to_opposite_edge(i, start_edge));
  }
  walk_stamp_ = 0;
}

void RiverGrower::make_river(int padded_index) {
  walk_mark_[static_cast<std::size_t>(padded_index)] = blocked_mark;
  river_[unpadded(padded_index)] = true;
}

// Picks a random unblocked neighbour of `cell` for the walk with `stamp`;
// -1 if there is none. Branch-free apart from the RNG: this is the
// generator's innermost loop.
int RiverGrower::random_open_neighbour(int cell, std::uint32_t stamp) {
  const std::uint32_t* mark = walk_mark_.data() + cell;
  const int row = padded_width_;
  const unsigned open = (mark[1] < stamp ? 1u : 0u) | (mark[-1] < stamp ? 2u : 0u) |
                        (mark[row] < stamp ? 4u : 0u) | (mark[-row] < stamp ? 8u : 0u);
  if (open == 0) return -1;
  const std::uint32_t pick = rng_.below(open_count_of[open]);
  return cell + walk_offsets_[nth_open_of[open][pick]];
}

// The main river: a random orthogonal walk over cells that are neither
// trees nor visited, from `start` until it first reaches the edge opposite
// the start's, at most `length` cells long. Returns its length (cells in
// main_river_, padded), or 0 if this walk failed.
int RiverGrower::walk_main_river(int start, int length) {
  const std::uint32_t stamp = ++walk_stamp_;
  int size = 0;
  main_river_[static_cast<std::size_t>(size++)] = start;
  walk_mark_[static_cast<std::size_t>(start)] = stamp;
  // A walk that can no longer reach the opposite edge in time fails at
  // once rather than later (the original walks on until stuck): the same
  // rivers, fewer wasted steps.
  if (size + steps_left_[static_cast<std::size_t>(start)] > length) return 0;
  int last = start;
  while (true) {
    last = random_open_neighbour(last, stamp);
    if (last < 0) return 0;
    if (size + 1 + steps_left_[static_cast<std::size_t>(last)] > length) return 0;
    walk_mark_[static_cast<std::size_t>(last)] = stamp;
    main_river_[static_cast<std::size_t>(size++)] = last;
    if (steps_left_[static_cast<std::size_t>(last)] == 0) return size;
  }
}

// A branch: a random walk from a main-river cell over cells that are
// neither trees, rivers nor visited, stopping at `length` cells (start
// included; the original always takes at least one step). Returns its
// length (cells in branch_, padded), or 0 if it got stuck.
int RiverGrower::walk_branch(int start, int length) {
  const std::uint32_t stamp = ++walk_stamp_;
  int size = 0;
  branch_[static_cast<std::size_t>(size++)] = start;
  int last = start;
  do {
    last = random_open_neighbour(last, stamp);
    if (last < 0) return 0;
    walk_mark_[static_cast<std::size_t>(last)] = stamp;
    branch_[static_cast<std::size_t>(size++)] = last;
  } while (size < length);
  return size;
}

// Fewest steps from `cell` to a cell named as the edge opposite `from`.
int RiverGrower::steps_to_opposite_edge(int cell, Edge from) const {
  const int x = grid_.x_of(cell);
  const int y = grid_.y_of(cell);
  const int corner_step =
      (x == 0 || x == grid_.width() - 1) ? 1 : 0;  // corners count as left/right
  switch (from) {
    case Edge::left:
      return grid_.width() - 1 - x;
    case Edge::right:
      return x;
    case Edge::top:
      return grid_.height() - 1 - y + corner_step;
    case Edge::bottom:
      return y + corner_step;
    case Edge::inside:
      break;
  }
  return 0;
}

// PQ-new rejects boards with more than 16.6% river squares. A main river
// alone can exceed that (on a tiny 6x5 board it is at least 5 of 30
// squares), which would reject every tiny board; so the main river always
// passes and only branches beyond the share are rejected.
bool RiverGrower::river_share_ok() const {
  if (tuning_.max_river_share <= 0) return true;
  const double allowed = std::max(tuning_.max_river_share * grid_.cell_count(),
                                  static_cast<double>(main_river_length_));
  return river_cell_count_ <= allowed;
}
}  // namespace kangaroom::engine::kangaruse
