#pragma once
// The grid every stage of board generation works on (board_generator.cpp):
// each cell's coordinates, edge and orthogonal neighbours, computed once per
// board, since the tree floods and the river walks ask for them constantly.
// Fixed-size arrays, so that generation allocates nothing until the
// finished Board.
#include <array>
#include <cstdint>
#include <cstdlib>

#include "board_generator.hpp"

namespace kangaroom::engine::kangaruse {

inline constexpr int max_cells = max_side * max_side;

// Edges as the original names them (PQ-state.getEdgeName): the left and
// right columns win over the top and bottom rows, so corners are left/right.
enum class Edge : std::uint8_t { left, right, top, bottom, inside };
inline constexpr int edge_category_count = 5;

class GeneratorGrid {
 public:
  GeneratorGrid(int width, int height)
      : width_(width), height_(height), cell_count_(width * height) {
    for (int i = 0; i < cell_count_; ++i) {
      Geometry& cell = geometry_[static_cast<std::size_t>(i)];
      const int x = i % width_;
      const int y = i / width_;
      cell.x = static_cast<std::int16_t>(x);
      cell.y = static_cast<std::int16_t>(y);
      cell.edge = compute_edge(x, y);
      // Right, left, down, up.
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

  int width() const { return width_; }
  int height() const { return height_; }
  int cell_count() const { return cell_count_; }
  int longest_side() const { return width_ > height_ ? width_ : height_; }

  int x_of(int index) const { return geometry_[static_cast<std::size_t>(index)].x; }
  int y_of(int index) const { return geometry_[static_cast<std::size_t>(index)].y; }
  Edge edge_of(int index) const { return geometry_[static_cast<std::size_t>(index)].edge; }

  // Orthogonal neighbours of `index`; returns how many.
  int neighbours(int index, std::array<int, 4>& out) const {
    const Geometry& cell = geometry_[static_cast<std::size_t>(index)];
    for (int j = 0; j < cell.neighbour_count; ++j)
      out[static_cast<std::size_t>(j)] = cell.neighbours[static_cast<std::size_t>(j)];
    return cell.neighbour_count;
  }

  int distance(int a, int b) const {
    return std::abs(x_of(a) - x_of(b)) + std::abs(y_of(a) - y_of(b));
  }

 private:
  struct Geometry {
    std::int16_t x = 0;
    std::int16_t y = 0;
    Edge edge = Edge::inside;
    std::int16_t neighbour_count = 0;
    std::array<std::int16_t, 4> neighbours{};
  };

  Edge compute_edge(int x, int y) const {
    if (x <= 0) return Edge::left;
    if (x >= width_ - 1) return Edge::right;
    if (y <= 0) return Edge::top;
    if (y >= height_ - 1) return Edge::bottom;
    return Edge::inside;
  }

  int width_;
  int height_;
  int cell_count_;
  std::array<Geometry, max_cells> geometry_{};
};

}  // namespace kangaroom::engine::kangaruse
