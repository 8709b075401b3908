#pragma once
// The generated Kangaruse board: what never changes during a game (RULES.md
// §1.1). Dynamic state (crossed squares, kangaroos, scores) lives in State.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cell_type.hpp"

namespace kangaroom::engine::kangaruse {

enum class Direction : std::uint8_t { right, down, left, up };
inline constexpr int direction_dx[4] = {1, 0, -1, 0};
inline constexpr int direction_dy[4] = {0, 1, 0, -1};
std::string_view direction_name(Direction direction);  // "right", "down", ... (JSON)
std::optional<Direction> direction_from_name(std::string_view name);
std::string_view direction_symbol(Direction direction);  // ">", "v", "<", "^" (board text)

struct Cell {
  CellType type = CellType::plain;
  bool river = false;     // drawn as river; a river square has type plain
  std::int8_t value = 0;  // score: printed points; echidna: its number; else 0
};

struct Board {
  int width = 0;
  int height = 0;
  // true: each column carries a number (1-4) and each row a direction;
  // false: each row carries a number and each column a direction.
  bool numbers_on_columns = true;
  std::vector<std::int8_t> numbers;   // one per column (or row), 1..4
  std::vector<Direction> directions;  // one per row (or column)
  std::vector<Cell> cells;            // row-major: index = y * width + x

  int index(int x, int y) const { return y * width + x; }
  int x_of(int index) const { return index % width; }
  int y_of(int index) const { return index / width; }
  bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
  const Cell& at(int x, int y) const { return cells[static_cast<std::size_t>(index(x, y))]; }
  Cell& at(int x, int y) { return cells[static_cast<std::size_t>(index(x, y))]; }

  int number_at(int x, int y) const {
    return numbers[static_cast<std::size_t>(numbers_on_columns ? x : y)];
  }
  Direction direction_at(int x, int y) const {
    return directions[static_cast<std::size_t>(numbers_on_columns ? y : x)];
  }
};

}  // namespace kangaroom::engine::kangaruse
