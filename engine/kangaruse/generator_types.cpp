#include "generator_types.hpp"

#include <algorithm>
#include <bit>
#include <climits>

namespace kangaroom::engine::kangaruse {

namespace {

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
// Evaluator (PQ-eval, PQ-cfg "evaluator").
constexpr int min_score_cells_per_quadrant = 2;
constexpr int max_quadrant_difference = 5;
constexpr int min_start_distance = 3;
constexpr int max_mistletoebird_edge_distance = 3;
constexpr int start_placement_tries = 4096;

// Number of types in a set (std::popcount compiles to a library call
// without -mpopcnt).
constexpr int count_types(std::uint32_t set) {
  int count = 0;
  for (; set != 0; set &= set - 1) ++count;
  return count;
}

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

}  // namespace

TypePlacer::TypePlacer(const GeneratorGrid& grid, const std::array<bool, max_cells>& trees,
                       const std::array<bool, max_cells>& rivers, const GeneratorOptions& options,
                       const EditionTuning& tuning, Rng& rng)
    : grid_(grid), trees_(trees), rivers_(rivers), options_(options), tuning_(tuning), rng_(rng) {}

// --- Type selection (PQ-typeManager with PQ-pick.pickPossibleTypes) ---

// A mask of 5-7 pickable types. First 2 random score types, then draws
// weighted by prob; water and food always come together; score types leave
// the pool once 3 are in. Adding a pair when 2 score types are already in
// makes 4, which the evaluator rejects; only the selection is redrawn then.
std::uint32_t TypePlacer::select_types_until_valid() {
  while (true) {
    const std::uint32_t selection = select_types();
    if (count_types(selection & score_types_mask) <= max_score_types) return selection;
  }
}

std::uint32_t TypePlacer::select_types() {
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

CellType TypePlacer::weighted_pick(std::uint32_t set) {
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

bool TypePlacer::assign_types(std::uint32_t selection) {
  if (options_.starting_positions) selection |= bit(CellType::starting_position);
  int typed = 0;
  for (int i = 0; i < grid_.cell_count(); ++i)
    if (!trees_[i] && !rivers_[i]) free_cells_[static_cast<std::size_t>(typed++)] = i;
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
  shuffle_range(type_list_.data(), others, rng_);
  std::fill_n(type_.begin(), grid_.cell_count(), CellType::plain);
  for (int k = 0; k < starts; ++k)
    type_[free_cells_[static_cast<std::size_t>(k)]] = CellType::starting_position;
  for (int k = 0; k < others; ++k)
    type_[free_cells_[static_cast<std::size_t>(starts + k)]] =
        type_list_[static_cast<std::size_t>(k)];
  return true;
}

// Moves `count` random free cells, pairwise at least min_start_distance
// apart, to the front of free_cells_.
bool TypePlacer::place_starts(int count, int typed) {
  for (int t = 0; t < start_placement_tries; ++t) {
    bool spread = true;
    for (int i = 0; i < count && spread; ++i) {
      const int j = i + static_cast<int>(rng_.below(static_cast<std::uint32_t>(typed - i)));
      std::swap(free_cells_[static_cast<std::size_t>(i)], free_cells_[static_cast<std::size_t>(j)]);
      for (int p = 0; p < i && spread; ++p)
        spread = grid_.distance(free_cells_[static_cast<std::size_t>(i)],
                                free_cells_[static_cast<std::size_t>(p)]) >= min_start_distance;
    }
    if (spread) return true;
  }
  return false;
}

// Evaluator checks that depend on where the types landed.
bool TypePlacer::passes_placement_checks() const {
  std::array<int, 4> per_quadrant{};
  int score_cells = 0;
  std::array<int, 8> starts{};
  int start_count = 0;
  for (int k = 0; k < typed_count_; ++k) {
    const int cell = free_cells_[static_cast<std::size_t>(k)];
    const CellType type = type_[cell];
    const int x = grid_.x_of(cell);
    const int y = grid_.y_of(cell);
    if (is_score_type(type)) {
      // PQ-state.getQuadrantForCell: x < W/2 is the left half, y < H/2 the top.
      const int quadrant = (2 * x < grid_.width() ? 0 : 2) + (2 * y < grid_.height() ? 0 : 1);
      ++per_quadrant[static_cast<std::size_t>(quadrant)];
      ++score_cells;
    } else if (type == CellType::starting_position) {
      if (start_count == static_cast<int>(starts.size())) return false;
      starts[static_cast<std::size_t>(start_count++)] = cell;
    } else if (type == CellType::mistletoebird) {
      const int to_edge =
          std::min(std::min(x, grid_.width() - 1 - x), std::min(y, grid_.height() - 1 - y));
      if (to_edge > max_mistletoebird_edge_distance) return false;
    }
  }
  const auto [fewest, most] = std::minmax_element(per_quadrant.begin(), per_quadrant.end());
  if (*most - *fewest > max_quadrant_difference) return false;
  if (score_cells >= 4 * min_score_cells_per_quadrant && *fewest < min_score_cells_per_quadrant)
    return false;
  for (int a = 0; a < start_count; ++a) {
    for (int b = a + 1; b < start_count; ++b) {
      if (grid_.distance(starts[static_cast<std::size_t>(a)], starts[static_cast<std::size_t>(b)]) <
          min_start_distance)
        return false;
    }
  }
  return true;
}
}  // namespace kangaroom::engine::kangaruse
