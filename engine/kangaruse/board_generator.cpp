#include "board_generator.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cmath>
#include <cstdint>
#include <stdexcept>

#include "core/work_deadline.hpp"

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

namespace kangaroom::engine::kangaruse {

namespace {

constexpr int max_cells = max_side * max_side;
constexpr int max_padded_cells = (max_side + 2) * (max_side + 2);
constexpr std::uint32_t blocked_mark = UINT32_MAX;

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

// What an edition changes in generation (RULES.md §1.2, §1.6, §1.7.16).
// current follows the later revision of the generator (PQ-new): fewer trees,
// some negative star values, crocodiles capped at 13.3%, thorny devils at 7.5%,
// and boards with more than 16.6% river squares rejected. e2023 follows the
// 2023 generator (PQ-cfg/PQ-dict b1f067): 12.5% trees, no negative values,
// thorny devils capped at 10%, no crocodile cap and no river check.
struct EditionTuning {
  double hole_share;
  bool negative_stars;
  double crocodile_max_rel;  // 0: no cap
  double thorny_devil_max_rel;
  double max_river_share;  // 0: not checked
};

constexpr EditionTuning tuning_current{0.0866, true, 0.133, 0.075, 0.166};
constexpr EditionTuning tuning_2023{0.125, false, 0.0, 0.1, 0.0};

const EditionTuning& tuning_for(Edition edition) {
  return edition == Edition::current ? tuning_current : tuning_2023;
}

// Generation data of one type (PQ-dict). Zero means "not set", as in the
// original dictionary, where a missing minAbs counts as 1 and a missing
// maximum as unlimited.
struct TypeSpec {
  double prob = 1.0;
  double min_rel = 0.0;
  int min_abs = 0;
  double max_rel = 0.0;
  int max_abs = 0;
};

constexpr int type_index(CellType type) { return static_cast<int>(type); }
constexpr std::uint32_t bit(CellType type) { return 1u << type_index(type); }

static_assert(cell_type_count <= 32, "type sets are 32-bit masks");

// Indexed by CellType. plain and tree are never picked; starting_position is
// added on top of the selection when that option is on (5-6 copies:
// minAbs = maxNumPlayers = 5, maxAbs = 6).
constexpr std::array<TypeSpec, cell_type_count> base_specs = [] {
  std::array<TypeSpec, cell_type_count> specs{};
  auto set = [&specs](CellType type, TypeSpec spec) { specs[type_index(type)] = spec; };
  set(CellType::starting_position, {1.0, 0.0, 5, 0.0, 6});
  set(CellType::score, {1.5, 0.2, 0, 0.33, 0});
  set(CellType::kangaroo, {1.5, 0.0, 0, 0.0, 0});
  set(CellType::crocodile, {1.25, 0.0, 0, 0.0, 0});  // max set per edition
  set(CellType::echidna, {1.5, 0.0, 0, 0.0, 0});
  set(CellType::tasmanian_devil, {1.0, 0.0, 0, 0.0, 0});
  set(CellType::thorny_devil, {0.75, 0.0, 0, 0.0, 0});  // max set per edition
  set(CellType::tasmanian_tiger, {1.0, 0.0, 0, 0.2, 0});
  set(CellType::koala, {1.33, 0.0, 0, 0.0, 0});
  set(CellType::platypus, {0.75, 0.0, 0, 0.2, 0});
  set(CellType::sugar_glider, {0.66, 0.0, 0, 0.0, 0});
  set(CellType::dingo, {1.5, 0.0, 0, 0.0, 0});
  set(CellType::mistletoebird, {1.25, 0.0, 0, 0.0, 0});
  set(CellType::kiwi, {1.0, 0.0, 0, 0.0, 0});
  set(CellType::quoll, {1.5, 0.0, 0, 0.0, 0});
  set(CellType::moth, {0.66, 0.0, 0, 0.0, 5});
  set(CellType::numbat, {1.25, 0.0, 0, 0.0, 0});
  set(CellType::cacketoo, {1.0, 0.0, 0, 0.0, 0});
  set(CellType::frog, {1.25, 0.0, 3, 0.08, 0});
  set(CellType::water, {1.0, 0.05, 0, 0.0, 0});
  set(CellType::shelter, {1.25, 0.1, 0, 0.0, 0});
  set(CellType::food, {1.0, 0.05, 0, 0.0, 0});
  set(CellType::toys, {1.25, 0.1, 0, 0.0, 0});
  set(CellType::gems, {1.0, 0.075, 0, 0.0, 0});
  set(CellType::coins, {1.5, 0.15, 0, 0.0, 0});
  set(CellType::chests, {1.0, 0.0, 0, 0.0, 5});
  return specs;
}();

// prob in hundredths, so that weighted draws use exact integers.
constexpr std::array<std::uint32_t, cell_type_count> weight_of = [] {
  std::array<std::uint32_t, cell_type_count> weights{};
  for (std::size_t i = 0; i < weights.size(); ++i)
    weights[i] = static_cast<std::uint32_t>(base_specs[i].prob * 100.0 + 0.5);
  return weights;
}();

constexpr std::uint32_t score_types_mask = [] {
  std::uint32_t mask = 0;
  for (int i = 0; i < cell_type_count; ++i)
    if (is_score_type(static_cast<CellType>(i))) mask |= 1u << i;
  return mask;
}();

constexpr std::uint32_t pickable_mask = [] {
  std::uint32_t mask = 0;
  for (int i = 0; i < cell_type_count; ++i) mask |= 1u << i;
  return mask & ~bit(CellType::plain) & ~bit(CellType::tree) & ~bit(CellType::starting_position);
}();

constexpr int min_unique_types = 5;
constexpr int max_unique_types = 7;
constexpr int forced_score_types = 2;
constexpr int max_score_types = 3;
constexpr int min_star_total = 30;
constexpr int max_star_total = 50;
constexpr int hole_clump_min = 1;
constexpr int hole_clump_max = 4;
constexpr double river_share_min = 0.125;
constexpr double river_share_max = 0.2;
constexpr int main_river_tries = 1000;
constexpr int branch_tries = 100;
// Evaluator (PQ-eval, PQ-cfg "evaluator").
constexpr int min_score_cells_per_quadrant = 2;
constexpr int max_quadrant_difference = 5;
constexpr int min_start_distance = 3;
constexpr int max_hole_clump = 5;
constexpr int max_mistletoebird_edge_distance = 3;
// The original regenerates the whole board after any rejection. Checks on
// where the types landed (quadrants, mistletoebirds, start distances) reject
// most attempts on large boards, so a layout gets several type draws before
// it is discarded. This favours layouts on which those checks are hard to
// pass a little; a board is never accepted that fails a check.
constexpr int type_tries_per_layout = 32;
constexpr int start_placement_tries = 4096;
// Only a bound against bugs: the hardest allowed size (20x20, 2023 edition)
// needs about 100 tree layouts per attempt.
constexpr int tree_tries_per_attempt = 100'000;

// Number of types in a set (std::popcount compiles to a library call
// without -mpopcnt).
constexpr int count_types(std::uint32_t set) {
  int count = 0;
  for (; set != 0; set &= set - 1) ++count;
  return count;
}

// JavaScript's Math.round, which the original generator uses: halves go up.
int round_half_up(double value) { return static_cast<int>(std::floor(value + 0.5)); }

enum class Edge : std::uint8_t { left, right, top, bottom, inside };

struct CellGeometry {
  std::int16_t x = 0;
  std::int16_t y = 0;
  Edge edge = Edge::inside;
  std::int16_t neighbour_count = 0;
  std::array<std::int16_t, 4> neighbours{};
};

struct TypeLimits {
  int min;
  int max;
};

TypeSpec spec_for(CellType type, const EditionTuning& tuning) {
  TypeSpec spec = base_specs[type_index(type)];
  if (type == CellType::crocodile) spec.max_rel = tuning.crocodile_max_rel;
  if (type == CellType::thorny_devil) spec.max_rel = tuning.thorny_devil_max_rel;
  return spec;
}

// PQ-pick.getFullTypeList: min = round(max(minAbs or 1, minRel*N or 1)),
// max = round(min(maxAbs or inf, maxRel*N or inf)).
TypeLimits limits_for(const TypeSpec& spec, int typed_cells) {
  const double min_abs = spec.min_abs > 0 ? spec.min_abs : 1.0;
  const double min_rel = spec.min_rel > 0 ? spec.min_rel * typed_cells : 1.0;
  const int min = round_half_up(std::max(min_abs, min_rel));
  double max = 1e9;
  if (spec.max_abs > 0) max = std::min(max, static_cast<double>(spec.max_abs));
  if (spec.max_rel > 0) max = std::min(max, spec.max_rel * typed_cells);
  return {min, max >= 1e9 ? INT_MAX : round_half_up(max)};
}

// The working state of generation, on the stack and reused by every attempt.
class Workspace {
 public:
  Workspace(int width, int height, const GeneratorOptions& options, Rng& rng)
      : width_(width),
        height_(height),
        cell_count_(width * height),
        longest_side_(std::max(width, height)),
        padded_width_(width + 2),
        walk_offsets_{1, -1, width + 2, -(width + 2)},
        options_(options),
        tuning_(tuning_for(options.edition)),
        rng_(rng) {
    compute_geometry();
  }

  // Runs one attempt: a layout (trees and rivers), then up to
  // `type_tries_per_layout` draws of types over it. True if a board passed
  // every check.
  bool attempt() {
    check_work_deadline();  // a caller with a deadline gets an exception instead of a long wait
    if (!grow_trees_until_valid()) return false;
    if (!grow_rivers()) return false;
    if (!river_share_ok()) return false;
    for (int t = 0; t < type_tries_per_layout; ++t) {
      const std::uint32_t selection = select_types_until_valid();
      if (!assign_types(selection)) continue;
      if (!passes_placement_checks()) continue;
      if (assign_numbers()) return true;
    }
    return false;
  }

  void write_cells(Board& board) const {
    board.cells.assign(static_cast<std::size_t>(cell_count_), Cell{});
    for (int i = 0; i < cell_count_; ++i) {
      Cell& cell = board.cells[static_cast<std::size_t>(i)];
      if (tree_[i]) {
        cell.type = CellType::tree;
      } else if (river_[i]) {
        cell.type = CellType::plain;
        cell.river = true;
      } else {
        cell.type = type_[i];
        cell.value = value_[i];
      }
    }
  }

 private:
  int x_of(int index) const { return geometry_[static_cast<std::size_t>(index)].x; }
  int y_of(int index) const { return geometry_[static_cast<std::size_t>(index)].y; }
  Edge edge_of(int index) const { return geometry_[static_cast<std::size_t>(index)].edge; }

  // Edges as the original names them (PQ-state.getEdgeName): the left and
  // right columns win over the top and bottom rows, so corners are left/right.
  Edge compute_edge(int x, int y) const {
    if (x <= 0) return Edge::left;
    if (x >= width_ - 1) return Edge::right;
    if (y <= 0) return Edge::top;
    if (y >= height_ - 1) return Edge::bottom;
    return Edge::inside;
  }

  // Coordinates, edge and orthogonal neighbours (right, left, down, up) of
  // every cell, computed once: the river walks and floods use them a lot.
  void compute_geometry() {
    category_size_.fill(0);
    for (int i = 0; i < cell_count_; ++i)
      ++category_size_[static_cast<std::size_t>(compute_edge(i % width_, i / width_))];
    std::array<int, 5> filled{};
    for (std::size_t c = 1; c < 5; ++c)
      category_start_[c] = category_start_[c - 1] + category_size_[c - 1];
    for (int i = 0; i < cell_count_; ++i) {
      const auto c = static_cast<std::size_t>(compute_edge(i % width_, i / width_));
      category_cells_[static_cast<std::size_t>(category_start_[c] + filled[c]++)] = i;
    }

    for (int i = 0; i < cell_count_; ++i) {
      CellGeometry& cell = geometry_[static_cast<std::size_t>(i)];
      const int x = i % width_;
      const int y = i / width_;
      cell.x = static_cast<std::int16_t>(x);
      cell.y = static_cast<std::int16_t>(y);
      cell.edge = compute_edge(x, y);
      int count = 0;
      if (x + 1 < width_)
        cell.neighbours[static_cast<std::size_t>(count++)] = static_cast<std::int16_t>(i + 1);
      if (x > 0)
        cell.neighbours[static_cast<std::size_t>(count++)] = static_cast<std::int16_t>(i - 1);
      if (y + 1 < height_)
        cell.neighbours[static_cast<std::size_t>(count++)] = static_cast<std::int16_t>(i + width_);
      if (y > 0)
        cell.neighbours[static_cast<std::size_t>(count++)] = static_cast<std::int16_t>(i - width_);
      cell.neighbour_count = static_cast<std::int16_t>(count);
    }
  }

  // Orthogonal neighbours of `index`; returns how many.
  int neighbours(int index, std::array<int, 4>& out) const {
    const CellGeometry& cell = geometry_[static_cast<std::size_t>(index)];
    for (int j = 0; j < cell.neighbour_count; ++j)
      out[static_cast<std::size_t>(j)] = cell.neighbours[static_cast<std::size_t>(j)];
    return cell.neighbour_count;
  }

  // --- Trees (PQ-state.cutHolesOutOfGrid, boardHole.ts) ---

  bool grow_trees_until_valid() {
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
  bool grow_trees() {
    std::fill_n(tree_.begin(), cell_count_, false);
    std::array<int, 5> order{0, 1, 2, 3, 4};
    for (int i = 4; i > 0; --i)
      std::swap(order[static_cast<std::size_t>(i)],
                order[rng_.below(static_cast<std::uint32_t>(i + 1))]);

    const int target = round_half_up(tuning_.hole_share * cell_count_);
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
  bool tree_region_exceeds(int seed, int limit) {
    const std::uint32_t stamp = ++region_stamp_;
    int top = 0;
    int size = 0;
    stack_[static_cast<std::size_t>(top++)] = seed;
    region_mark_[static_cast<std::size_t>(seed)] = stamp;
    while (top > 0) {
      const int cell = stack_[static_cast<std::size_t>(--top)];
      if (++size > limit) return true;
      std::array<int, 4> around{};
      const int n = neighbours(cell, around);
      for (int j = 0; j < n; ++j) {
        const int next = around[static_cast<std::size_t>(j)];
        if (!tree_[next] || region_mark_[static_cast<std::size_t>(next)] == stamp) continue;
        region_mark_[static_cast<std::size_t>(next)] = stamp;
        stack_[static_cast<std::size_t>(top++)] = next;
      }
    }
    return false;
  }

  int grow_clump(int seed) {
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
        const int n = neighbours(clump[static_cast<std::size_t>(k)], around);
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
  bool open_cells_connected() {
    std::fill_n(seen_.begin(), cell_count_, false);
    int first_open = -1;
    int open_cells = 0;
    for (int i = 0; i < cell_count_; ++i) {
      if (tree_[i]) continue;
      if (first_open < 0) first_open = i;
      ++open_cells;
    }
    return first_open >= 0 && flood(first_open, false) == open_cells;
  }

  // Size of the orthogonal region of cells with tree_ == `trees` around start.
  int flood(int start, bool trees) {
    int top = 0;
    int size = 0;
    stack_[static_cast<std::size_t>(top++)] = start;
    seen_[start] = true;
    while (top > 0) {
      const int cell = stack_[static_cast<std::size_t>(--top)];
      ++size;
      std::array<int, 4> around{};
      const int n = neighbours(cell, around);
      for (int j = 0; j < n; ++j) {
        const int next = around[static_cast<std::size_t>(j)];
        if (seen_[next] || tree_[next] != trees) continue;
        seen_[next] = true;
        stack_[static_cast<std::size_t>(top++)] = next;
      }
    }
    return size;
  }

  // --- Rivers (PQ-state.growRivers, boardRiver.ts) ---

  bool grow_rivers() {
    std::fill_n(river_.begin(), cell_count_, false);
    const double share = river_share_min + rng_.unit() * (river_share_max - river_share_min);
    const int target = round_half_up(share * cell_count_);

    // The original starts at any edge cell, even a tree; RULES.md says the
    // river avoids trees, so the start is drawn among non-tree edge cells.
    int edge_cells = 0;
    for (int i = 0; i < cell_count_; ++i)
      if (edge_of(i) != Edge::inside && !tree_[i])
        seeds_[static_cast<std::size_t>(edge_cells++)] = i;
    if (edge_cells == 0) return false;
    const int start = seeds_[rng_.below(static_cast<std::uint32_t>(edge_cells))];
    prepare_walk_grid(edge_of(start));

    const int main_max = static_cast<int>(std::ceil(1.3 * longest_side_));
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
    const int branch_length = static_cast<int>(std::ceil(0.2 * longest_side_));
    shuffle_range(main_river_.data(), main_length);
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
  int padded(int index) const { return (y_of(index) + 1) * padded_width_ + x_of(index) + 1; }
  int unpadded(int padded_index) const {
    return (padded_index / padded_width_ - 1) * width_ + padded_index % padded_width_ - 1;
  }

  void prepare_walk_grid(Edge start_edge) {
    const int padded_cells = padded_width_ * (height_ + 2);
    std::fill_n(walk_mark_.begin(), padded_cells, blocked_mark);
    for (int i = 0; i < cell_count_; ++i) {
      const auto p = static_cast<std::size_t>(padded(i));
      walk_mark_[p] = tree_[i] ? blocked_mark : 0;
      steps_left_[p] = static_cast<std::uint8_t>(steps_to_opposite_edge(i, start_edge));
    }
    walk_stamp_ = 0;
  }

  void make_river(int padded_index) {
    walk_mark_[static_cast<std::size_t>(padded_index)] = blocked_mark;
    river_[unpadded(padded_index)] = true;
  }

  // Picks a random unblocked neighbour of `cell` for the walk with `stamp`;
  // -1 if there is none. Branch-free apart from the RNG: this is the
  // generator's innermost loop.
  int random_open_neighbour(int cell, std::uint32_t stamp) {
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
  int walk_main_river(int start, int length) {
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
  int walk_branch(int start, int length) {
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
  int steps_to_opposite_edge(int cell, Edge from) const {
    const int x = x_of(cell);
    const int y = y_of(cell);
    const int corner_step = (x == 0 || x == width_ - 1) ? 1 : 0;  // corners count as left/right
    switch (from) {
      case Edge::left:
        return width_ - 1 - x;
      case Edge::right:
        return x;
      case Edge::top:
        return height_ - 1 - y + corner_step;
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
  bool river_share_ok() const {
    if (tuning_.max_river_share <= 0) return true;
    const double allowed =
        std::max(tuning_.max_river_share * cell_count_, static_cast<double>(main_river_length_));
    return river_cell_count_ <= allowed;
  }

  // --- Type selection (PQ-typeManager with PQ-pick.pickPossibleTypes) ---

  // A mask of 5-7 pickable types. First 2 random score types, then draws
  // weighted by prob; water and food always come together; score types leave
  // the pool once 3 are in. Adding a pair when 2 score types are already in
  // makes 4, which the evaluator rejects; only the selection is redrawn then.
  std::uint32_t select_types_until_valid() {
    while (true) {
      const std::uint32_t selection = select_types();
      if (count_types(selection & score_types_mask) <= max_score_types) return selection;
    }
  }

  std::uint32_t select_types() {
    std::uint32_t chosen = 0;
    std::uint32_t pool = pickable_mask;
    auto add = [&](CellType type) {
      if (chosen & bit(type)) return;
      std::uint32_t adding = bit(type);
      if (type == CellType::water) adding |= bit(CellType::food);
      if (type == CellType::food) adding |= bit(CellType::water);
      // Would not fit (the original checks the same projected size); it never
      // fits later either, so it leaves the pool. RULES.md: water and food
      // always together, so a pair is added whole or not at all.
      if (count_types(chosen | adding) > max_unique_types) {
        pool &= ~adding;
        return;
      }
      chosen |= adding;
      pool &= ~adding;
      if (count_types(chosen & score_types_mask) >= max_score_types) pool &= ~score_types_mask;
    };

    std::array<CellType, 8> score_types{};
    int score_type_count = 0;
    for (int i = 0; i < cell_type_count; ++i)
      if (score_types_mask & (1u << i))
        score_types[static_cast<std::size_t>(score_type_count++)] = static_cast<CellType>(i);
    for (int k = 0; k < forced_score_types; ++k) {
      const int j =
          k + static_cast<int>(rng_.below(static_cast<std::uint32_t>(score_type_count - k)));
      std::swap(score_types[static_cast<std::size_t>(k)], score_types[static_cast<std::size_t>(j)]);
      add(score_types[static_cast<std::size_t>(k)]);
    }

    const int wanted = rng_.between(min_unique_types, max_unique_types);
    while (count_types(chosen) < wanted && pool != 0) add(weighted_pick(pool));
    return chosen;
  }

  CellType weighted_pick(std::uint32_t set) {
    std::uint32_t total = 0;
    for (std::uint32_t rest = set; rest != 0; rest &= rest - 1)
      total += weight_of[static_cast<std::size_t>(std::countr_zero(rest))];
    std::uint32_t point = rng_.below(total);
    int last = 0;
    for (std::uint32_t rest = set; rest != 0; rest &= rest - 1) {
      last = std::countr_zero(rest);
      const std::uint32_t weight = weight_of[static_cast<std::size_t>(last)];
      if (point < weight) break;
      point -= weight;
    }
    return static_cast<CellType>(last);
  }

  // --- Copies per type and placement (PQ-pick.getFullTypeList) ---

  bool assign_types(std::uint32_t selection) {
    if (options_.starting_positions) selection |= bit(CellType::starting_position);
    int typed = 0;
    for (int i = 0; i < cell_count_; ++i)
      if (!tree_[i] && !river_[i]) free_cells_[static_cast<std::size_t>(typed++)] = i;
    typed_count_ = typed;

    std::array<int, cell_type_count> copies{};
    std::array<int, cell_type_count> max_copies{};
    std::uint32_t open = selection;
    int listed = 0;
    auto place = [&](int index) {
      type_list_[static_cast<std::size_t>(listed++)] = static_cast<CellType>(index);
      if (++copies[static_cast<std::size_t>(index)] >= max_copies[static_cast<std::size_t>(index)])
        open &= ~(1u << index);
    };
    // Each type's minimum first (even above its maximum, as in the original).
    for (std::uint32_t rest = selection; rest != 0; rest &= rest - 1) {
      const int index = std::countr_zero(rest);
      const TypeLimits limits = limits_for(spec_for(static_cast<CellType>(index), tuning_), typed);
      max_copies[static_cast<std::size_t>(index)] = limits.max;
      if (listed + limits.min > typed) return false;  // the minimums do not fit
      for (int k = 0; k < limits.min; ++k) place(index);
    }
    // Then weighted draws, each type leaving once it reaches its maximum. If
    // every type is full before the board is (the original would then write
    // "undefined" squares), the attempt is rejected.
    while (listed < typed) {
      if (open == 0) return false;
      place(type_index(weighted_pick(open)));
    }

    // The list is shuffled over the cells. Starting positions go first: a
    // uniformly random set of cells, redrawn until they are pairwise at least
    // 3 apart (the evaluator's rule), which is the same as shuffling
    // everything and rejecting, only much faster on small boards.
    const int starts = copies[static_cast<std::size_t>(type_index(CellType::starting_position))];
    if (!place_starts(starts, typed)) return false;
    int others = 0;
    for (int k = 0; k < typed; ++k)
      if (type_list_[static_cast<std::size_t>(k)] != CellType::starting_position)
        type_list_[static_cast<std::size_t>(others++)] = type_list_[static_cast<std::size_t>(k)];
    shuffle_range(type_list_.data(), others);
    std::fill_n(type_.begin(), cell_count_, CellType::plain);
    for (int k = 0; k < starts; ++k)
      type_[free_cells_[static_cast<std::size_t>(k)]] = CellType::starting_position;
    for (int k = 0; k < others; ++k)
      type_[free_cells_[static_cast<std::size_t>(starts + k)]] =
          type_list_[static_cast<std::size_t>(k)];
    return true;
  }

  int distance(int a, int b) const {
    return std::abs(x_of(a) - x_of(b)) + std::abs(y_of(a) - y_of(b));
  }

  // Moves `count` random free cells, pairwise at least min_start_distance
  // apart, to the front of free_cells_.
  bool place_starts(int count, int typed) {
    for (int t = 0; t < start_placement_tries; ++t) {
      bool spread = true;
      for (int i = 0; i < count && spread; ++i) {
        const int j = i + static_cast<int>(rng_.below(static_cast<std::uint32_t>(typed - i)));
        std::swap(free_cells_[static_cast<std::size_t>(i)],
                  free_cells_[static_cast<std::size_t>(j)]);
        for (int p = 0; p < i && spread; ++p)
          spread = distance(free_cells_[static_cast<std::size_t>(i)],
                            free_cells_[static_cast<std::size_t>(p)]) >= min_start_distance;
      }
      if (spread) return true;
    }
    return false;
  }

  // Evaluator checks that depend on where the types landed.
  bool passes_placement_checks() const {
    std::array<int, 4> per_quadrant{};
    int score_cells = 0;
    std::array<int, 8> starts{};
    int start_count = 0;
    for (int k = 0; k < typed_count_; ++k) {
      const int cell = free_cells_[static_cast<std::size_t>(k)];
      const CellType type = type_[cell];
      const int x = x_of(cell);
      const int y = y_of(cell);
      if (is_score_type(type)) {
        // PQ-state.getQuadrantForCell: x < W/2 is the left half, y < H/2 the top.
        const int quadrant = (2 * x < width_ ? 0 : 2) + (2 * y < height_ ? 0 : 1);
        ++per_quadrant[static_cast<std::size_t>(quadrant)];
        ++score_cells;
      } else if (type == CellType::starting_position) {
        if (start_count == static_cast<int>(starts.size())) return false;
        starts[static_cast<std::size_t>(start_count++)] = cell;
      } else if (type == CellType::mistletoebird) {
        const int to_edge = std::min(std::min(x, width_ - 1 - x), std::min(y, height_ - 1 - y));
        if (to_edge > max_mistletoebird_edge_distance) return false;
      }
    }
    const auto [fewest, most] = std::minmax_element(per_quadrant.begin(), per_quadrant.end());
    if (*most - *fewest > max_quadrant_difference) return false;
    if (score_cells >= 4 * min_score_cells_per_quadrant && *fewest < min_score_cells_per_quadrant)
      return false;
    for (int a = 0; a < start_count; ++a) {
      for (int b = a + 1; b < start_count; ++b) {
        if (distance(starts[static_cast<std::size_t>(a)], starts[static_cast<std::size_t>(b)]) <
            min_start_distance)
          return false;
      }
    }
    return true;
  }

  // --- Numbers on squares (PQ-state.assignTypes) ---

  bool assign_numbers() {
    std::fill_n(value_.begin(), cell_count_, std::int8_t{0});
    int star_count = 0;
    int echidna_count = 0;
    for (int k = 0; k < typed_count_; ++k) {
      const int cell = free_cells_[static_cast<std::size_t>(k)];
      if (type_[cell] == CellType::score) seeds_[static_cast<std::size_t>(star_count++)] = cell;
      if (type_[cell] == CellType::echidna)
        stack_[static_cast<std::size_t>(echidna_count++)] = cell;
    }
    if (echidna_count > INT8_MAX) return false;  // numbers must fit a Cell

    if (star_count > 0) {
      // A total T in [30,50] split near-evenly (the original's
      // distributeDiscrete was not found; RULES.md assumes positive integers).
      // So that no star square shows 0, T is at least the number of star
      // squares; above 50 star squares (only on large custom boards) each
      // shows 1.
      const int lowest = std::clamp(star_count, min_star_total, max_star_total);
      const int total =
          star_count > max_star_total ? star_count : rng_.between(lowest, max_star_total);
      const int base = total / star_count;
      const int extra = total % star_count;
      shuffle_range(seeds_.data(), star_count);
      for (int k = 0; k < star_count; ++k)
        value_[seeds_[static_cast<std::size_t>(k)]] =
            static_cast<std::int8_t>(base + (k < extra ? 1 : 0));
      if (tuning_.negative_stars) {
        // PQ-new: round(U[0.05,0.2] * #stars) of them become negative, drawn
        // independently of which ones got the larger share.
        const int negatives = round_half_up((0.05 + rng_.unit() * 0.15) * star_count);
        shuffle_range(seeds_.data(), star_count);
        for (int k = 0; k < negatives; ++k) {
          std::int8_t& value = value_[seeds_[static_cast<std::size_t>(k)]];
          value = static_cast<std::int8_t>(-value);
        }
      }
    }

    // Echidna numbers 1..k, unique, in random order.
    shuffle_range(stack_.data(), echidna_count);
    for (int k = 0; k < echidna_count; ++k)
      value_[stack_[static_cast<std::size_t>(k)]] = static_cast<std::int8_t>(k + 1);
    return true;
  }

  template <typename T>
  void shuffle_range(T* items, int count) {
    for (int i = count - 1; i > 0; --i)
      std::swap(items[i], items[rng_.below(static_cast<std::uint32_t>(i + 1))]);
  }

  int width_;
  int height_;
  int cell_count_;
  int longest_side_;
  int padded_width_;
  std::array<int, 4> walk_offsets_;  // right, left, down, up on the padded grid
  const GeneratorOptions& options_;
  const EditionTuning& tuning_;
  Rng& rng_;

  std::array<CellGeometry, max_cells> geometry_{};
  // Cells per edge category (PQ-state.getCellsPerEdgeType), for tree seeds.
  std::array<int, 5> category_size_{};
  std::array<int, 5> category_start_{};
  std::array<int, max_cells> category_cells_;
  std::array<std::uint32_t, max_cells> region_mark_{};
  std::uint32_t region_stamp_ = 0;
  std::array<bool, max_cells> tree_;
  std::array<bool, max_cells> river_;
  std::array<bool, max_cells> seen_;
  std::array<CellType, max_cells> type_;
  std::array<std::int8_t, max_cells> value_;
  std::array<int, max_cells> seeds_;
  std::array<int, max_cells> stack_;
  std::array<std::uint32_t, max_padded_cells> walk_mark_;
  std::array<std::uint8_t, max_padded_cells> steps_left_;
  std::array<int, max_cells> main_river_;
  std::array<int, max_cells> branch_;
  std::array<int, max_cells> free_cells_;
  std::array<CellType, max_cells> type_list_;
  std::uint32_t walk_stamp_ = 0;
  int river_cell_count_ = 0;
  int main_river_length_ = 0;
  int typed_count_ = 0;
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

  Workspace workspace(board.width, board.height, options, rng);
  // Every attempt can pass, so this ends with probability 1; the bound only
  // turns a generator bug into an error instead of a hang.
  constexpr int max_attempts = 1'000'000;
  for (int attempt = 0; attempt < max_attempts; ++attempt) {
    if (workspace.attempt()) {
      workspace.write_cells(board);
      return board;
    }
  }
  throw std::logic_error("kangaruse board generator: no valid board found");
}

}  // namespace kangaroom::engine::kangaruse
