#include "generator_trees.hpp"

#include <algorithm>

#include "core/work_deadline.hpp"

namespace kangaroom::engine::kangaruse {

namespace {

constexpr int hole_clump_min = 1;
constexpr int hole_clump_max = 4;
// Evaluator (PQ-eval, PQ-cfg "evaluator").
constexpr int max_hole_clump = 5;
// Only a bound against bugs: the hardest allowed size (20x20, 2023 edition)
// needs about 100 tree layouts per attempt.
constexpr int tree_tries_per_attempt = 100'000;

}  // namespace

TreeGrower::TreeGrower(const GeneratorGrid& grid, const EditionTuning& tuning, Rng& rng)
    : grid_(grid), tuning_(tuning), rng_(rng) {
  for (int i = 0; i < grid_.cell_count(); ++i)
    ++category_size_[static_cast<std::size_t>(grid_.edge_of(i))];
  std::array<int, edge_category_count> filled{};
  for (std::size_t c = 1; c < edge_category_count; ++c)
    category_start_[c] = category_start_[c - 1] + category_size_[c - 1];
  for (int i = 0; i < grid_.cell_count(); ++i) {
    const auto c = static_cast<std::size_t>(grid_.edge_of(i));
    category_cells_[static_cast<std::size_t>(category_start_[c] + filled[c]++)] = i;
  }
}

bool TreeGrower::grow_trees_until_valid() {
  for (int t = 0; t < tree_tries_per_attempt; ++t) {
    if (t % 256 == 255) check_work_deadline();
    if (grow_trees() && open_cells_connected()) return true;
  }
  return false;
}

// Clump seeds cycle through the edge categories in a shuffled order; each
// clump grows to a random size 1-4 by random non-tree neighbours of any of
// its cells. Clumps are added until the target count is reached (the last
// may overshoot). Returns false as soon as a tree region grows above 5
// cells, which the evaluator would reject anyway.
bool TreeGrower::grow_trees() {
  std::fill_n(tree_.begin(), grid_.cell_count(), false);
  std::array<int, 5> order{0, 1, 2, 3, 4};
  for (int i = 4; i > 0; --i)
    std::swap(order[static_cast<std::size_t>(i)],
              order[rng_.below(static_cast<std::uint32_t>(i + 1))]);

  const int target = round_half_up(tuning_.hole_share * grid_.cell_count());
  int placed = 0;
  int current = 0;
  std::array<int, 5> left = category_size_;
  while (placed < target) {
    // The original pops from an empty category and crashes; we move on to
    // the next category instead, and stop if every category is exhausted.
    int skipped = 0;
    while (left[static_cast<std::size_t>(order[static_cast<std::size_t>(current)])] == 0 &&
           skipped < 5) {
      current = (current + 1) % 5;
      ++skipped;
    }
    if (skipped == 5) break;
    const auto c = static_cast<std::size_t>(order[static_cast<std::size_t>(current)]);
    // Popping a random remaining cell is the same as popping from the
    // shuffled list, without shuffling all of it first.
    int* cells = category_cells_.data() + category_start_[c];
    const int last = --left[c];
    std::swap(cells[rng_.below(static_cast<std::uint32_t>(last + 1))], cells[last]);
    const int seed = cells[last];
    if (tree_[seed]) continue;  // as the original: the same category again
    current = (current + 1) % 5;
    placed += grow_clump(seed);
    if (tree_region_exceeds(seed, max_hole_clump)) return false;
  }
  return true;
}

// Whether the tree region around `seed` has more than `limit` cells.
bool TreeGrower::tree_region_exceeds(int seed, int limit) {
  const std::uint32_t stamp = ++region_stamp_;
  int top = 0;
  int size = 0;
  stack_[static_cast<std::size_t>(top++)] = seed;
  region_mark_[static_cast<std::size_t>(seed)] = stamp;
  while (top > 0) {
    const int cell = stack_[static_cast<std::size_t>(--top)];
    if (++size > limit) return true;
    std::array<int, 4> around{};
    const int n = grid_.neighbours(cell, around);
    for (int j = 0; j < n; ++j) {
      const int next = around[static_cast<std::size_t>(j)];
      if (!tree_[next] || region_mark_[static_cast<std::size_t>(next)] == stamp) continue;
      region_mark_[static_cast<std::size_t>(next)] = stamp;
      stack_[static_cast<std::size_t>(top++)] = next;
    }
  }
  return false;
}

int TreeGrower::grow_clump(int seed) {
  const int size = rng_.between(hole_clump_min, hole_clump_max);
  std::array<int, hole_clump_max> clump{};
  int clump_size = 0;
  clump[static_cast<std::size_t>(clump_size++)] = seed;
  tree_[seed] = true;
  while (clump_size < size) {
    std::array<int, hole_clump_max * 4> candidates{};
    int candidate_count = 0;
    for (int k = 0; k < clump_size; ++k) {
      std::array<int, 4> around{};
      const int n = grid_.neighbours(clump[static_cast<std::size_t>(k)], around);
      for (int j = 0; j < n; ++j) {
        const int cell = around[static_cast<std::size_t>(j)];
        if (tree_[cell]) continue;
        if (std::find(candidates.begin(), candidates.begin() + candidate_count, cell) !=
            candidates.begin() + candidate_count)
          continue;
        candidates[static_cast<std::size_t>(candidate_count++)] = cell;
      }
    }
    if (candidate_count == 0) break;
    const int chosen = candidates[rng_.below(static_cast<std::uint32_t>(candidate_count))];
    clump[static_cast<std::size_t>(clump_size++)] = chosen;
    tree_[chosen] = true;
  }
  return clump_size;
}

// Evaluator: the non-tree squares form one orthogonally connected region
// (rivers count as squares). Clump sizes are checked while growing.
bool TreeGrower::open_cells_connected() {
  std::fill_n(seen_.begin(), grid_.cell_count(), false);
  int first_open = -1;
  int open_cells = 0;
  for (int i = 0; i < grid_.cell_count(); ++i) {
    if (tree_[i]) continue;
    if (first_open < 0) first_open = i;
    ++open_cells;
  }
  return first_open >= 0 && flood(first_open, false) == open_cells;
}

// Size of the orthogonal region of cells with tree_ == `trees` around start.
int TreeGrower::flood(int start, bool trees) {
  int top = 0;
  int size = 0;
  stack_[static_cast<std::size_t>(top++)] = start;
  seen_[start] = true;
  while (top > 0) {
    const int cell = stack_[static_cast<std::size_t>(--top)];
    ++size;
    std::array<int, 4> around{};
    const int n = grid_.neighbours(cell, around);
    for (int j = 0; j < n; ++j) {
      const int next = around[static_cast<std::size_t>(j)];
      if (seen_[next] || tree_[next] != trees) continue;
      seen_[next] = true;
      stack_[static_cast<std::size_t>(top++)] = next;
    }
  }
  return size;
}
}  // namespace kangaroom::engine::kangaruse
