#pragma once
// Everything that changes during a game of Kangaroo: the board, whose turn it
// is and where that turn stands (a chain of jumps under way, a resigner
// choosing the piece to give up), the stranded sequence of RULES.md §3.1, and
// what the view shows of the last complete move. Flat, fixed-size data: a
// copy (clone, perft, playouts) never allocates.
#include <array>
#include <cstdint>
#include <string_view>

#include "board.hpp"

namespace kangaroom::engine::kangaroo {

// Where the game stands. `move`: the seat to act starts a turn (it has a
// jump); `chain`: the seat's piece has jumped and may jump again or stop;
// `remove`: the seat resigned and chooses the piece to give up.
enum class Phase : std::uint8_t { move, chain, remove, finished };

enum class EndReason : std::uint8_t {
  none,
  no_pieces,
  no_moves,
  resigned,
  stranded,
  move_limit,
  agreement  // a draw both players agreed to (README "Draw by agreement")
};

// Game length (README.md "Game length"): the rules end a game only by
// resigning, stranding or capture, and two players who only jump their own
// pieces could go on for ever; option `move_limit` ends it after that many
// complete moves, scored as the position stands.
inline constexpr int default_move_limit = 500;
inline constexpr int min_move_limit = 50;
inline constexpr int max_move_limit = 2000;

std::string_view phase_name(Phase phase);
std::string_view end_reason_name(EndReason reason);  // "" for none
// The names above read back; false for an unknown name.
bool phase_from_name(std::string_view name, Phase& phase);
bool end_reason_from_name(std::string_view name, EndReason& reason);

// The squares of one move: the piece's path (start square first) and the
// enemy pieces it captured, in order. A path never repeats a square
// (§3.4.3), so 64 entries always suffice; at most 16 enemy pieces exist.
struct Path {
  std::array<std::int8_t, square_count> squares{};
  int length = 0;
  std::array<std::int8_t, pieces_per_side> captured{};
  int captured_count = 0;

  int start() const { return squares[0]; }
  int last() const { return squares[static_cast<std::size_t>(length - 1)]; }
  // Bit i set: square i is on the path (the squares a chain may not land on again).
  std::uint64_t visited() const;
  // The same squares and captures; entries past the lengths do not count.
  bool operator==(const Path& other) const;
};

// What the view calls "last_move": a complete jump move, or a resignation
// and the piece given up.
struct LastMove {
  bool present = false;
  int seat = 0;
  bool resigned = false;
  int removed = -1;  // square, for a resignation
  Path path;         // for a jump move

  bool operator==(const LastMove&) const = default;
};

struct State {
  Board board{};
  std::array<int, 2> pieces{};  // pieces on the board per seat (derived from board)
  bool random_first = false;    // option first_player: "random" (else "white")
  int first_seat = 0;           // who moved first
  int current = 0;              // the seat to act; meaningless once finished
  Phase phase = Phase::move;
  Path chain;  // the move under way (phase chain)
  // Stranded rule (§3.1): -1, or the seat that cannot move while the other
  // makes obligatory moves; `obligatory_made` of them are done.
  int stranded_seat = -1;
  int obligatory_made = 0;
  LastMove last_move;
  EndReason end_reason = EndReason::none;
  int moves_played = 0;                 // complete turns
  int move_limit = default_move_limit;  // the game ends when moves_played reaches it

  Piece at(int square) const { return board[static_cast<std::size_t>(square)]; }
  void put(int square, Piece piece) { board[static_cast<std::size_t>(square)] = piece; }
  int piece_count(int seat) const { return pieces[static_cast<std::size_t>(seat)]; }
  bool stranded() const { return stranded_seat >= 0; }
  // Recounts `pieces` from the board.
  void count_pieces();
};

}  // namespace kangaroom::engine::kangaroo
