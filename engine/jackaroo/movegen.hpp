#pragma once
// The legal moves of a seat (RULES.md 4.2 "Turn", 4.4): every ability of
// every rank in hand that can be carried out in full; discards only when
// none can, or when the seat's turn was burned by a 10.
#include <vector>

#include "state.hpp"

namespace kangaroom::engine::jackaroo {

// One marble's part of a play, for the log.
struct MarbleStep {
  int marble = 0;
  Place from;
  Place to;
};

// Carries out the board part of `move` (everything but burn and discard) on
// `board`. Returns false, with `board` possibly half changed, if the move
// cannot be made; callers test on a copy.
bool play_on_board(Board& board, StartProtection protection, int seat, const Move& move,
                   std::vector<MarbleStep>* steps, SentHome* sent);

// Every legal move of `seat` now (nothing unless it is the seat's turn), in
// a fixed order: ranks ascending, then abilities, marbles and steps.
void generate_moves(const State& state, int seat, std::vector<Move>& out);

}  // namespace kangaroom::engine::jackaroo
