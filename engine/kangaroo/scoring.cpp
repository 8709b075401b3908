#include "scoring.hpp"

namespace kangaroom::engine::kangaroo {

std::array<Breakdown, 2> score_breakdowns(const Board& board) {
  std::array<Breakdown, 2> out{};
  for (int square = 0; square < square_count; ++square) {
    const Piece piece = board[static_cast<std::size_t>(square)];
    if (piece == Piece::empty) continue;
    const int seat = piece == Piece::white ? 0 : 1;
    auto& breakdown = out[static_cast<std::size_t>(seat)];
    ++breakdown.pieces;
    if (rank_of(square) == doubling_rank(seat)) ++breakdown.doubled;
  }
  return out;
}

std::vector<int> ranking(const std::array<Breakdown, 2>& scores) {
  if (scores[1].total() > scores[0].total()) return {1, 0};
  return {0, 1};
}

std::vector<int> winners(const std::array<Breakdown, 2>& scores) {
  // Rule (§3.1): the higher score wins; equal scores are a draw.
  if (scores[0].total() == scores[1].total()) return {0, 1};
  return {ranking(scores).front()};
}

}  // namespace kangaroom::engine::kangaroo
