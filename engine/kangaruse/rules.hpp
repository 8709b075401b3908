#pragma once
// Turn structure and move application (RULES.md §1.3-§1.4, §1.6 landing
// effects): placement, jumps, teleports, tiger follow-ups, giving up, and
// the end of the game. Every decision a player makes is one Move of the seat
// to act; everything else (thorny devil, running out of jumps, devil
// destruction, the automatic end) happens by itself between decisions.
#include <vector>

#include "core/move.hpp"
#include "core/options.hpp"
#include "state.hpp"

namespace kangaroom::engine::kangaruse {

// Move.kind values; args[0] = x, args[1] = y for the kinds with a square.
enum class MoveKind : std::uint8_t { place = 1, jump, teleport, destroy, stop, give_up };

Move make_move(MoveKind kind, int x = 0, int y = 0);
// The square of a move whose kind has one, read only through these.
inline int x_of(const Move& move) { return move.args[0]; }
inline int y_of(const Move& move) { return move.args[1]; }
bool kind_has_square(MoveKind kind);

// A fresh state on `board` in the placing phase, seat 0 to place first.
State initial_state(Board board, int players, Edition edition, bool starting_positions,
                    std::string size_name);

// Appends every legal move of `seat` (nothing if it may not act now).
void append_legal_moves(const State& state, int seat, std::vector<Move>& out);

// Whether `move` is legal for `seat` now, without building the list.
bool is_legal(const State& state, int seat, const Move& move);

// Applies a legal move and runs the game on to the next decision (or the
// end). `events` (may be null) receives one JSON object per thing that happened.
void apply_move(State& state, int seat, const Move& move, Json* events);

// Recomputes what a loaded state derives from its data (destinations,
// unused score squares). Returns an empty string, or why the state is not one
// the rules can reach.
std::string derive_and_check(State& state);

}  // namespace kangaroom::engine::kangaruse
