#include "random_strategy.hpp"

#include <stdexcept>

namespace kangaroom::engine::ai {

Move RandomStrategy::choose(const Game& game, Seat seat, Rng& rng) {
  moves_.clear();
  game.legal_moves(seat, moves_);
  // Callers must only ask a seat that may act; an empty list is a broken invariant.
  if (moves_.empty()) throw std::logic_error("random strategy asked for a seat with no legal move");
  drop_resignations(game, moves_);
  return moves_[rng.below(static_cast<std::uint32_t>(moves_.size()))];
}

}  // namespace kangaroom::engine::ai
