#include "board.hpp"

#include "core/coordinates.hpp"

namespace kangaroom::engine::kangaroo {

std::string square_name(int square) {
  std::string name;
  name += static_cast<char>('a' + file_of(square));
  name += static_cast<char>('1' + rank_of(square));
  return name;
}

std::optional<int> square_from_name(std::string_view name) {
  if (name.size() != 2) return std::nullopt;
  const int file = name[0] - 'a';
  const int rank = name[1] - '1';
  if (!on_board(file, rank)) return std::nullopt;
  return square_at(file, rank);
}

std::string coordinates_text(int file, int rank) {
  if (on_board(file, rank)) return square_name(square_at(file, rank));
  return coordinate_pair_text(file, rank);
}

Board opening_board() {
  Board board{};
  for (int file = 0; file < board_side; ++file) {
    board[static_cast<std::size_t>(square_at(file, 0))] = Piece::white;
    board[static_cast<std::size_t>(square_at(file, 1))] = Piece::white;
    board[static_cast<std::size_t>(square_at(file, 6))] = Piece::black;
    board[static_cast<std::size_t>(square_at(file, 7))] = Piece::black;
  }
  return board;
}

}  // namespace kangaroom::engine::kangaroo
