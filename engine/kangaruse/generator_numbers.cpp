#include "generator_numbers.hpp"

#include <algorithm>
#include <climits>

namespace kangaroom::engine::kangaruse {

namespace {

constexpr int min_star_total = 30;
constexpr int max_star_total = 50;

}  // namespace

bool assign_numbers(const GeneratorGrid& grid, const TypePlacer& placed,
                    const EditionTuning& tuning, Rng& rng,
                    std::array<std::int8_t, max_cells>& values) {
  std::fill_n(values.begin(), grid.cell_count(), std::int8_t{0});
  std::array<int, max_cells> stars;
  std::array<int, max_cells> echidnas;
  int star_count = 0;
  int echidna_count = 0;
  for (int k = 0; k < placed.typed_count(); ++k) {
    const int cell = placed.typed_cell(k);
    if (placed.type_of(cell) == CellType::score)
      stars[static_cast<std::size_t>(star_count++)] = cell;
    if (placed.type_of(cell) == CellType::echidna)
      echidnas[static_cast<std::size_t>(echidna_count++)] = cell;
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
        star_count > max_star_total ? star_count : rng.between(lowest, max_star_total);
    const int base = total / star_count;
    const int extra = total % star_count;
    shuffle_range(stars.data(), star_count, rng);
    for (int k = 0; k < star_count; ++k)
      values[static_cast<std::size_t>(stars[static_cast<std::size_t>(k)])] =
          static_cast<std::int8_t>(base + (k < extra ? 1 : 0));
    if (tuning.negative_stars) {
      // PQ-new: round(U[0.05,0.2] * #stars) of them become negative, drawn
      // independently of which ones got the larger share.
      const int negatives = round_half_up((0.05 + rng.unit() * 0.15) * star_count);
      shuffle_range(stars.data(), star_count, rng);
      for (int k = 0; k < negatives; ++k) {
        std::int8_t& value = values[static_cast<std::size_t>(stars[static_cast<std::size_t>(k)])];
        value = static_cast<std::int8_t>(-value);
      }
    }
  }

  // Echidna numbers 1..k, unique, in random order.
  shuffle_range(echidnas.data(), echidna_count, rng);
  for (int k = 0; k < echidna_count; ++k)
    values[static_cast<std::size_t>(echidnas[static_cast<std::size_t>(k)])] =
        static_cast<std::int8_t>(k + 1);
  return true;
}

}  // namespace kangaroom::engine::kangaruse
