#include "state.hpp"

namespace kangaroom::engine::jackaroo {

int controlled_owner(const State& state, int seat) {
  if (state.board.teams() && state.board.all_safe(seat)) return state.board.partner_of(seat);
  return seat;
}

int next_seat_with_cards(const State& state, int seat) {
  const int players = state.players();
  for (int i = 1; i < players; ++i) {
    const int next = (seat + i) % players;
    if (!state.hand(next).empty()) return next;
  }
  return no_seat;
}

}  // namespace kangaroom::engine::jackaroo
