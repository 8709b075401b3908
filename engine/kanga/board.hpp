#pragma once
// The Kanga board (RULES.md 2.1): N x N cells, each empty, black or white.
// Stored with a one-cell border of `Stone::edge` all round, so that
// neighbours and rays never need bounds checks: a ray that leaves the board
// meets an edge cell, which is exactly what the custodian rule asks about
// ("the cell after the run is ... off the board").
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace kangaroom::engine::kanga {

inline constexpr int min_size = 7;
inline constexpr int max_size = 19;
inline constexpr int max_stride = max_size + 2;
inline constexpr int max_padded = max_stride * max_stride;

enum class Stone : std::uint8_t { empty = 0, black = 1, white = 2, edge = 3 };

inline Stone opponent(Stone colour) { return colour == Stone::black ? Stone::white : Stone::black; }
std::string_view colour_name(Stone colour);                   // "black" / "white"
bool colour_from_name(std::string_view name, Stone& colour);  // false for other names
char stone_char(Stone stone);                                 // 'b', 'w', '.'

// A cell is an index into the padded array; `Board::cell(col, row)` makes one
// from zero-based board coordinates (col 0 = c1 on the left, row 0 = r1 at
// the top).
class Board {
 public:
  explicit Board(int size = min_size);

  int size() const { return size_; }
  int stride() const { return size_ + 2; }
  int cell(int col, int row) const { return (row + 1) * stride() + col + 1; }
  int col(int cell) const { return cell % stride() - 1; }
  int row(int cell) const { return cell / stride() - 1; }
  bool inside(int col, int row) const { return col >= 0 && row >= 0 && col < size_ && row < size_; }

  Stone at(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  void set(int cell, Stone stone) { cells_[static_cast<std::size_t>(cell)] = stone; }

  // The four orthogonal steps (groups and liberties) and all eight (the
  // custodian rays), as offsets between padded cells.
  std::array<int, 4> orthogonal_steps() const { return {-stride(), 1, stride(), -1}; }
  std::array<int, 8> all_steps() const {
    const int s = stride();
    return {-s, -s + 1, 1, s + 1, s, s - 1, -1, -s - 1};
  }

  // First and last padded cells of the playing area (for loops over every
  // cell; skip the edge cells in between with `at(cell) == Stone::edge`).
  int first_cell() const { return cell(0, 0); }
  int last_cell() const { return cell(size_ - 1, size_ - 1); }

  // Row `row` as text, one char per column: 'b', 'w' or '.'.
  std::string row_text(int row) const;

  friend bool operator==(const Board&, const Board&) = default;

 private:
  int size_;
  std::array<Stone, max_padded> cells_{};
};

// Zobrist keys for repetition (RULES.md 2.2.5): one random 64-bit key per
// (padded cell, colour), fixed forever (drawn from splitmix64 with a constant
// seed), so saved histories stay valid across builds.
std::uint64_t zobrist_key(int cell, Stone colour);
// Extra keys: White to move, and "the pie swap is still available".
std::uint64_t zobrist_white_to_move();
std::uint64_t zobrist_swap_available();

// How many stones of `colour` are on the board.
inline int stones_of(const Board& board, Stone colour) {
  int count = 0;
  for (int cell = board.first_cell(); cell <= board.last_cell(); ++cell)
    if (board.at(cell) == colour) ++count;
  return count;
}

}  // namespace kangaroom::engine::kanga
