#pragma once
// The legal moves of the seat to act in a room's current position, listed
// once per position: the feeds send them to that seat, and the move it
// then makes is checked against the same list (Game::apply) instead of a
// second one.
#include <cstdint>
#include <vector>

#include "core/game.hpp"

namespace kangaroom::server {

class PositionMoves {
 public:
  // `position` changes whenever the game does (a room's move ticket); a
  // list from another position or of another seat is listed afresh.
  const std::vector<engine::Move>& of(const engine::Game& game, int seat,
                                      std::uint64_t position) const {
    if (!listed_ || position_ != position || seat_ != seat) {
      moves_.clear();
      game.legal_moves(seat, moves_);
      position_ = position;
      seat_ = seat;
      listed_ = true;
    }
    return moves_;
  }

 private:
  // A cache: listing fills it from const callers (the feeds).
  mutable std::vector<engine::Move> moves_;
  mutable std::uint64_t position_ = 0;
  mutable int seat_ = 0;
  mutable bool listed_ = false;
};

}  // namespace kangaroom::server
