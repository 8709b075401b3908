#pragma once
// Board generation, stage 1: the trees (PQ-state.cutHolesOutOfGrid,
// boardHole.ts), redrawn until no clump is too large and the open squares
// are connected. The rivers and the types are drawn over them.
#include <array>
#include <cstdint>

#include "core/rng.hpp"
#include "generator_grid.hpp"
#include "generator_tuning.hpp"

namespace kangaroom::engine::kangaruse {

class TreeGrower {
 public:
  TreeGrower(const GeneratorGrid& grid, const EditionTuning& tuning, Rng& rng);

  // False only when the bound against bugs (tree_tries_per_attempt) is hit.
  bool grow_trees_until_valid();
  const std::array<bool, max_cells>& trees() const { return tree_; }

 private:
  bool grow_trees();
  bool tree_region_exceeds(int seed, int limit);
  int grow_clump(int seed);
  bool open_cells_connected();
  int flood(int start, bool trees);

  const GeneratorGrid& grid_;
  const EditionTuning& tuning_;
  Rng& rng_;
  // Cells per edge category (PQ-state.getCellsPerEdgeType), for tree seeds.
  // Seeds are popped by swapping, so the order carries over from one layout
  // to the next, as it always has.
  std::array<int, edge_category_count> category_size_{};
  std::array<int, edge_category_count> category_start_{};
  std::array<int, max_cells> category_cells_;
  std::array<std::uint32_t, max_cells> region_mark_{};
  std::uint32_t region_stamp_ = 0;
  std::array<bool, max_cells> tree_;
  std::array<bool, max_cells> seen_;
  std::array<int, max_cells> stack_;
};

}  // namespace kangaroom::engine::kangaruse
