#pragma once
// Board generation, stage 2: the rivers (PQ-state.growRivers, boardRiver.ts)
// over the trees: a main river from one edge to the opposite one, then
// branches until the drawn share of river squares is reached.
#include <array>
#include <cstdint>

#include "core/rng.hpp"
#include "generator_grid.hpp"
#include "generator_tuning.hpp"

namespace kangaroom::engine::kangaruse {

class RiverGrower {
 public:
  // `trees` is the tree stage's layout, read at every grow_rivers().
  RiverGrower(const GeneratorGrid& grid, const std::array<bool, max_cells>& trees,
              const EditionTuning& tuning, Rng& rng);

  // False when the main river cannot be walked (the original rejects such a board).
  bool grow_rivers();
  // The edition's cap on river squares (PQ-new).
  bool river_share_ok() const;
  const std::array<bool, max_cells>& rivers() const { return river_; }

 private:
  static constexpr int max_padded_cells = (max_side + 2) * (max_side + 2);

  int padded(int index) const;
  int unpadded(int padded_index) const;
  void prepare_walk_grid(Edge start_edge);
  void make_river(int padded_index);
  int random_open_neighbour(int cell, std::uint32_t stamp);
  int walk_main_river(int start, int length);
  int walk_branch(int start, int length);
  int steps_to_opposite_edge(int cell, Edge from) const;

  const GeneratorGrid& grid_;
  const std::array<bool, max_cells>& trees_;
  const EditionTuning& tuning_;
  Rng& rng_;
  int padded_width_;
  std::array<int, 4> walk_offsets_;  // right, left, down, up on the padded grid
  std::array<bool, max_cells> river_;
  std::array<int, max_cells> seeds_;
  std::array<std::uint32_t, max_padded_cells> walk_mark_;
  std::array<std::uint8_t, max_padded_cells> steps_left_;
  std::array<int, max_cells> main_river_;
  std::array<int, max_cells> branch_;
  std::uint32_t walk_stamp_ = 0;
  int river_cell_count_ = 0;
  int main_river_length_ = 0;
};

}  // namespace kangaroom::engine::kangaruse
