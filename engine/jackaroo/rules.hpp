#pragma once
// The flow of a game (RULES.md 4.2): dealing sets of 4, 4 and 5 cards,
// playing one card per turn, the burned turn of a 10, skipping empty hands,
// the dealer moving on with a full reshuffle, and the win.
#include <cstdint>

#include "core/options.hpp"
#include "core/rng.hpp"
#include "state.hpp"

namespace kangaroom::engine::jackaroo {

// A new game: marbles home, a random first dealer, the first round dealt.
State new_game(int players, StartProtection protection, std::uint64_t seed,
               int set_limit = default_set_limit);

// Applies a move from generate_moves(state, seat). `events`, when not null,
// receives the log events (README.md "Events").
void apply_move(State& state, int seat, const Move& move, Json* events);

// The winning seats once `board` is won: a team of partners with all eight
// marbles safe, or (no teams) a player with all four. Empty otherwise.
std::vector<int> winners_of(const Board& board);

// The winning seats when the set limit ends the game: the team (or player)
// with the most marbles in its safe zones; equal counts share the win.
std::vector<int> leaders_at_set_limit(const Board& board);

// JSON of a place, as in views and events: {"zone":"track","square":12}.
Json place_json(const Place& place);

}  // namespace kangaroom::engine::jackaroo
