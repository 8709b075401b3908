#pragma once
// Turn structure and move application (RULES.md §3.1, §3.2, §3.4): a turn is
// a chain of decisions of one seat (a jump, then further jumps of the same
// piece or `stop`), or a resignation followed by the choice of the piece to
// give up. Everything else (a chain that cannot go on, the stranded rule,
// the end of the game) happens by itself between decisions.
#include <string>
#include <vector>

#include "core/move.hpp"
#include "core/options.hpp"
#include "state.hpp"

namespace kangaroom::engine::kangaroo {

// Move.kind values. jump: args = from file, from rank, to file, to rank;
// remove: args = file, rank. Coordinates are kept as given (possibly off the
// board) so that explain_illegal can say what was wrong.
enum class MoveKind : std::uint8_t { jump = 1, stop, resign, remove };

Move make_jump(int from_file, int from_rank, int to_file, int to_rank);
Move make_jump(int from, int to);
Move make_stop();
Move make_resign();
Move make_remove(int file, int rank);
inline MoveKind kind_of(const Move& move) { return static_cast<MoveKind>(move.kind); }
// A jump's origin, or the square a remove names; then a jump's destination.
inline int file_of(const Move& move) { return move.args[0]; }
inline int rank_of(const Move& move) { return move.args[1]; }
inline int to_file_of(const Move& move) { return move.args[2]; }
inline int to_rank_of(const Move& move) { return move.args[3]; }

// A game at `board` with `to_move` about to start a turn. The start-of-turn
// rules run at once (a seat that cannot move is stranded; if neither can
// move, or a side has no pieces, the game is over) and report their events.
State state_at(const Board& board, int to_move, Json* events);

// Appends every legal move of `seat` (nothing if it may not act now), jumps
// in board order first, then stop, then resign.
void append_legal_moves(const State& state, int seat, std::vector<Move>& out);

// Applies a legal move and runs the game on to the next decision or the end.
void apply_move(State& state, int seat, const Move& move, Json* events);

// Why `move` is not legal for `seat` now, in a player's words.
std::string explain_illegal_move(const State& state, int seat, const Move& move);

// Recounts what a loaded state derives from its data and checks that the
// rules could have reached it. Empty, or what is wrong.
std::string derive_and_check(State& state);

// [file, rank] of a square, as the wire writes it.
Json square_json(int square);
// Reads it back from `object[key]`, both within `limit` of the board
// (limit 0: on the board); false with `error` otherwise, never throws.
bool read_coordinates(const Json& object, const char* key, int limit, int& file, int& rank,
                      std::string& error);

}  // namespace kangaroom::engine::kangaroo
