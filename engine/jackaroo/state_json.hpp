#pragma once
// The JSON forms of the state's parts that a view and a saved state write
// alike (README.md "View" and `save()`): cards by id, a seat or
// null, the last play, the winners and why the game ended.
#include <vector>

#include "core/options.hpp"
#include "state.hpp"

namespace kangaroom::engine::jackaroo {

Json card_list(const std::vector<Card>& cards);
Json seat_or_null(int seat);
Json last_play_json(const LastPlay& play);
// The winners once the game is over; null while playing.
Json winners_json(const State& state);
// Why the game ended: a full safe zone ("won") or the set limit; null while playing.
Json end_reason_json(const State& state);

}  // namespace kangaroom::engine::jackaroo
