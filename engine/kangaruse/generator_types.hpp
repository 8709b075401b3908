#pragma once
// Board generation, stage 3: the square types (PQ-typeManager, PQ-pick) on
// the squares the trees and rivers left: a selection of 5-7 types, the
// copies of each, their shuffled placement (starting positions spread
// apart), and the evaluator's checks on where they landed.
#include <array>
#include <cstdint>

#include "cell_type.hpp"
#include "core/rng.hpp"
#include "generator_grid.hpp"
#include "generator_tuning.hpp"

namespace kangaroom::engine::kangaruse {

class TypePlacer {
 public:
  TypePlacer(const GeneratorGrid& grid, const std::array<bool, max_cells>& trees,
             const std::array<bool, max_cells>& rivers, const GeneratorOptions& options,
             const EditionTuning& tuning, Rng& rng);

  // A set of types (a mask by CellType) the evaluator accepts.
  std::uint32_t select_types_until_valid();
  // Places `selection` on the free squares; false if it does not fit.
  bool assign_types(std::uint32_t selection);
  bool passes_placement_checks() const;

  // The free squares (neither tree nor river), in the order assign_types left them.
  int typed_count() const { return typed_count_; }
  int typed_cell(int k) const { return free_cells_[static_cast<std::size_t>(k)]; }
  CellType type_of(int cell) const { return type_[static_cast<std::size_t>(cell)]; }

 private:
  std::uint32_t select_types();
  CellType weighted_pick(std::uint32_t set);
  bool place_starts(int count, int typed);

  const GeneratorGrid& grid_;
  const std::array<bool, max_cells>& trees_;
  const std::array<bool, max_cells>& rivers_;
  const GeneratorOptions& options_;
  const EditionTuning& tuning_;
  Rng& rng_;
  std::array<CellType, max_cells> type_;
  std::array<int, max_cells> free_cells_;
  std::array<CellType, max_cells> type_list_;
  int typed_count_ = 0;
};

}  // namespace kangaroom::engine::kangaruse
