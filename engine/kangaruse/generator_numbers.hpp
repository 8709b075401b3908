#pragma once
// Board generation, stage 4: the numbers on squares (PQ-state.assignTypes):
// star values summing to 30-50 (some negative in the current edition) and
// echidna numbers 1..k, over the types stage 3 placed.
#include <array>
#include <cstdint>

#include "core/rng.hpp"
#include "generator_grid.hpp"
#include "generator_tuning.hpp"
#include "generator_types.hpp"

namespace kangaroom::engine::kangaruse {

// Writes every cell's number into `values` (0 where there is none). False if
// the echidnas are too many for a Cell's number.
bool assign_numbers(const GeneratorGrid& grid, const TypePlacer& placed,
                    const EditionTuning& tuning, Rng& rng,
                    std::array<std::int8_t, max_cells>& values);

}  // namespace kangaroom::engine::kangaruse
