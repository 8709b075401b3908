#include "perft.hpp"

#include <vector>

namespace kangaroom::engine {

namespace {

// Counts the leaves below `game` when `depth` turns remain, the current one
// included while it is mid-turn.
std::uint64_t count(const Game& game, int depth) {
  if (depth == 0 || game.finished()) return 1;
  const auto seats = game.to_act();
  if (seats.empty()) return 1;
  std::uint64_t total = 0;
  std::vector<Move> moves;
  // Games where several seats may act (a forced discard beside the normal
  // turn) explore every seat's moves: each is a possible next decision.
  for (const Seat seat : seats) {
    moves.clear();
    game.legal_moves(seat, moves);
    for (const auto& move : moves) {
      auto next = game.clone();
      next->apply_legal(seat, move, nullptr);
      total += count(*next, next->mid_turn() ? depth : depth - 1);
    }
  }
  return total;
}

}  // namespace

std::uint64_t perft(const Game& game, int depth) { return count(game, depth); }

}  // namespace kangaroom::engine
