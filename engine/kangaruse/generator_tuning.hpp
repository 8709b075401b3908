#pragma once
// What the stages of board generation share besides the grid: the numbers
// an edition changes, and the original generator's rounding and shuffle, so
// that every stage draws exactly as it does.
#include <cmath>
#include <utility>

#include "board_generator.hpp"
#include "core/rng.hpp"

namespace kangaroom::engine::kangaruse {

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

inline constexpr EditionTuning tuning_current{0.0866, true, 0.133, 0.075, 0.166};
inline constexpr EditionTuning tuning_2023{0.125, false, 0.0, 0.1, 0.0};

inline const EditionTuning& tuning_for(Edition edition) {
  return edition == Edition::current ? tuning_current : tuning_2023;
}

// JavaScript's Math.round, which the original generator uses: halves go up.
inline int round_half_up(double value) { return static_cast<int>(std::floor(value + 0.5)); }

template <typename T>
void shuffle_range(T* items, int count, Rng& rng) {
  for (int i = count - 1; i > 0; --i)
    std::swap(items[i], items[rng.below(static_cast<std::uint32_t>(i + 1))]);
}

}  // namespace kangaroom::engine::kangaruse
