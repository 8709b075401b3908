#include "movegen.hpp"

namespace kangaroom::engine::kangaroo {

namespace {

// Calls `found(over, to)` for each jump of the piece on `from`; stops early
// when it returns false.
template <typename Found>
void each_jump(const Board& board, int from, std::uint64_t visited, Found&& found) {
  const int file = file_of(from), rank = rank_of(from);
  for (const Direction& direction : directions) {
    const int to_file = file + 2 * direction.file_step, to_rank = rank + 2 * direction.rank_step;
    if (!on_board(to_file, to_rank)) continue;
    const int over = square_at(file + direction.file_step, rank + direction.rank_step);
    const int to = square_at(to_file, to_rank);
    if (board[static_cast<std::size_t>(over)] == Piece::empty) continue;
    if (board[static_cast<std::size_t>(to)] != Piece::empty) continue;
    if (visited & (std::uint64_t{1} << to)) continue;
    if (!found(over, to)) return;
  }
}

}  // namespace

int jumps_from(const Board& board, int from, std::uint64_t visited, Jump* out) {
  int count = 0;
  each_jump(board, from, visited, [&](int over, int to) {
    out[count++] = {static_cast<std::int8_t>(from), static_cast<std::int8_t>(over),
                    static_cast<std::int8_t>(to)};
    return true;
  });
  return count;
}

bool piece_can_jump(const Board& board, int from, std::uint64_t visited) {
  bool any = false;
  each_jump(board, from, visited, [&](int, int) {
    any = true;
    return false;
  });
  return any;
}

bool has_jump(const Board& board, int seat) {
  const Piece own = piece_of(seat);
  for (int square = 0; square < square_count; ++square)
    if (board[static_cast<std::size_t>(square)] == own &&
        piece_can_jump(board, square, std::uint64_t{1} << square))
      return true;
  return false;
}

}  // namespace kangaroom::engine::kangaroo
