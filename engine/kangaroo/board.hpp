#pragma once
// The 8x8 board of Kangaroo (RULES.md §3.1): squares, the 8 jump directions,
// square names ("a1".."h8") and the two colours. A square is one integer
// 0..63, rank * 8 + file, with file 0..7 = a..h and rank 0..7 = 1..8, the
// same [file, rank] pair the wire uses.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kangaroom::engine::kangaroo {

inline constexpr int board_side = 8;
inline constexpr int square_count = board_side * board_side;
inline constexpr int pieces_per_side = 16;
// Rule (§3.1): a stranded player's opponent makes at most five obligatory moves.
inline constexpr int obligatory_move_limit = 5;

// What stands on a square: nothing, or the piece of seat 0 (White) or 1 (Black).
enum class Piece : std::uint8_t { empty = 0, white = 1, black = 2 };

inline Piece piece_of(int seat) { return seat == 0 ? Piece::white : Piece::black; }
inline int other_seat(int seat) { return 1 - seat; }

inline int square_at(int file, int rank) { return rank * board_side + file; }
inline int file_of(int square) { return square % board_side; }
inline int rank_of(int square) { return square / board_side; }
inline bool on_board(int file, int rank) {
  return file >= 0 && file < board_side && rank >= 0 && rank < board_side;
}

// Rule (§3.1): White doubles on rank 8 (index 7), Black on rank 1 (index 0).
inline int doubling_rank(int seat) { return seat == 0 ? board_side - 1 : 0; }

// The 8 directions a jump may take, as (file step, rank step).
struct Direction {
  int file_step;
  int rank_step;
};
inline constexpr std::array<Direction, 8> directions = {{
    {0, 1},
    {1, 1},
    {1, 0},
    {1, -1},
    {0, -1},
    {-1, -1},
    {-1, 0},
    {-1, 1},
}};

using Board = std::array<Piece, square_count>;

// "a1".."h8".
std::string square_name(int square);
// "c3" -> its square; nullopt for anything else.
std::optional<int> square_from_name(std::string_view name);
// The name of (file, rank) even off the board, for messages: "a1", or "(9,-1)".
std::string coordinates_text(int file, int rank);

// The starting position: White on ranks 1-2, Black on ranks 7-8.
Board opening_board();

}  // namespace kangaroom::engine::kangaroo
