// Perft for Kangaroo: the engine's counts of complete turns (core/perft.hpp,
// a whole chain is one turn; a resignation and the piece given up is one turn
// per piece that could be given up) against a second, deliberately naive
// generator written here from RULES.md §3.1 alone: a plain 8x8 char array,
// recursion, copies everywhere, no engine code. They must agree from the
// opening and from positions reached in play or set up at random.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/perft.hpp"
#include "core/rng.hpp"
#include "kangaroo_test_positions.hpp"

using namespace kangaroo_test;
using kangaroom::engine::perft;
using kangaroom::engine::Rng;

namespace naive {

struct Position {
  char board[8][8];  // [rank][file]: 'w', 'b' or '.'
  int mover;         // 0 White, 1 Black: who starts a turn now
  int obligatory;    // -1 in normal play; else obligatory moves made so far (the other side is
                     // stranded)
};

char colour(int seat) { return seat == 0 ? 'w' : 'b'; }

bool inside(int rank, int file) { return rank >= 0 && rank < 8 && file >= 0 && file < 8; }

// Can `seat` make any jump at all?
bool can_move(const Position& p, int seat) {
  for (int r = 0; r < 8; ++r)
    for (int f = 0; f < 8; ++f) {
      if (p.board[r][f] != colour(seat)) continue;
      for (int dr = -1; dr <= 1; ++dr)
        for (int df = -1; df <= 1; ++df) {
          if (dr == 0 && df == 0) continue;
          if (!inside(r + 2 * dr, f + 2 * df)) continue;
          if (p.board[r + dr][f + df] != '.' && p.board[r + 2 * dr][f + 2 * df] == '.') return true;
        }
    }
  return false;
}

int count(const Position& p, char c) {
  int n = 0;
  for (int r = 0; r < 8; ++r)
    for (int f = 0; f < 8; ++f)
      if (p.board[r][f] == c) ++n;
  return n;
}

std::uint64_t turns(const Position& p, int depth);

// p.mover has just finished a move; `depth` turns remain after it.
std::uint64_t after(const Position& p, int depth) {
  if (count(p, 'w') == 0 || count(p, 'b') == 0) return 1;  // game over
  const int mover = p.mover, other = 1 - p.mover;
  Position next = p;
  if (p.obligatory >= 0) {
    const int made = p.obligatory + 1;
    if (can_move(p, other)) {  // the stranded side moves again
      next.mover = other;
      next.obligatory = -1;
      return turns(next, depth);
    }
    if (made >= 5 || !can_move(p, mover)) return 1;  // game over
    next.obligatory = made;
    return turns(next, depth);
  }
  if (can_move(p, other)) {
    next.mover = other;
    return turns(next, depth);
  }
  if (!can_move(p, mover)) return 1;  // neither can move
  next.obligatory = 0;                // `other` is stranded; mover moves again
  return turns(next, depth);
}

// The piece on (r, f) has jumped at least... or is about to jump; `seen`
// holds the squares it stood on in this move. Counts every way to go on.
std::uint64_t chain(const Position& p, int r, int f, const std::vector<bool>& seen, int depth) {
  std::uint64_t total = 0;
  const char me = colour(p.mover);
  for (int dr = -1; dr <= 1; ++dr)
    for (int df = -1; df <= 1; ++df) {
      if (dr == 0 && df == 0) continue;
      const int tr = r + 2 * dr, tf = f + 2 * df;
      if (!inside(tr, tf)) continue;
      if (p.board[r + dr][f + df] == '.' || p.board[tr][tf] != '.') continue;
      if (seen[static_cast<std::size_t>(tr * 8 + tf)]) continue;
      Position q = p;
      q.board[r][f] = '.';
      q.board[tr][tf] = me;
      if (q.board[r + dr][f + df] != me) q.board[r + dr][f + df] = '.';
      auto seen_next = seen;
      seen_next[static_cast<std::size_t>(tr * 8 + tf)] = true;
      total += after(q, depth - 1);                 // the move ends here
      total += chain(q, tr, tf, seen_next, depth);  // or goes on
    }
  return total;
}

std::uint64_t turns(const Position& p, int depth) {
  if (depth == 0) return 1;
  std::uint64_t total = 0;
  const char me = colour(p.mover);
  for (int r = 0; r < 8; ++r)
    for (int f = 0; f < 8; ++f) {
      if (p.board[r][f] != me) continue;
      std::vector<bool> seen(64, false);
      seen[static_cast<std::size_t>(r * 8 + f)] = true;
      total += chain(p, r, f, seen, depth);
    }
  // Resigning (not during obligatory moves) then giving up one own piece:
  // one finished game per piece.
  if (p.obligatory < 0) total += static_cast<std::uint64_t>(count(p, me));
  return total;
}

// From a game's view at the start of a turn.
Position from_view(const Json& view) {
  Position p{};
  for (int r = 0; r < 8; ++r) {
    const auto row = view.at("board")[static_cast<std::size_t>(r)].get<std::string>();
    for (int f = 0; f < 8; ++f) p.board[r][f] = row[static_cast<std::size_t>(f)];
  }
  p.mover = view.at("turn").get<int>();
  p.obligatory =
      view.at("stranded").is_null() ? -1 : view.at("stranded").at("moves_made").get<int>();
  return p;
}

}  // namespace naive

namespace {

// Plays random games (never resigning) and collects up to `wanted`
// positions at the start of a turn, every `every` turns, keeping those with
// at most `most_turns` complete turns (open middle games can have hundreds
// of chains, and perft grows fast from there).
std::vector<std::unique_ptr<Game>> positions_in_play(std::size_t wanted, int every,
                                                     std::uint64_t most_turns, std::uint64_t seed) {
  std::vector<std::unique_ptr<Game>> out;
  Rng rng(seed);
  std::vector<Move> moves;
  while (out.size() < wanted) {
    std::unique_ptr<Game> game = kg::make_game(0, false);
    int turn = 0;
    while (!game->finished() && turn < 400) {
      const int seat = game->to_act().front();
      if (!game->mid_turn() && turn % every == every - 1 && out.size() < wanted &&
          perft(*game, 1) <= most_turns)
        out.push_back(game->clone());
      moves.clear();
      game->legal_moves(seat, moves);
      Move move = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
      if (game->is_resignation(move) && moves.size() > 1) move = moves.front();
      game->apply_legal(seat, move, nullptr);
      if (!game->mid_turn()) ++turn;
    }
  }
  return out;
}

// Sparse random boards (2 to 10 pieces a side): they reach the stranded
// rule, regained turns and every end condition often.
std::vector<std::unique_ptr<Game>> random_sparse_positions(int wanted, std::uint64_t seed) {
  std::vector<std::unique_ptr<Game>> out;
  Rng rng(seed);
  while (static_cast<int>(out.size()) < wanted) {
    kg::Board board{};
    for (int seat = 0; seat < 2; ++seat) {
      const int pieces = rng.between(1, 8);
      for (int i = 0; i < pieces; ++i)
        board[rng.below(64)] = seat == 0 ? kg::Piece::white : kg::Piece::black;
    }
    auto game = kg::make_game_at(board, static_cast<int>(rng.below(2)), nullptr);
    if (!game->finished()) out.push_back(std::move(game));
  }
  return out;
}

void check_agrees(const Game& game, int depth) {
  const auto view = game.view(0);
  REQUIRE(view.at("phase") == "move");
  const auto expected = naive::turns(naive::from_view(view), depth);
  INFO("position " << game.save().dump() << " depth " << depth);
  CHECK(perft(game, depth) == expected);
}

}  // namespace

TEST_CASE("kangaroo perft from the opening agrees with the naive generator to depth 3") {
  const auto game = kg::make_game(0, false);
  // Depth 1: 20 jumps + 16 resignations (one per piece given up).
  CHECK(perft(*game, 1) == 36);
  // Depth 2: White's 20 moves leave Black its own 20 jumps + 16 resignations.
  CHECK(perft(*game, 2) == 20 * 36 + 16);
  const auto start = naive::from_view(game->view(0));
  for (int depth = 1; depth <= 3; ++depth) CHECK(perft(*game, depth) == naive::turns(start, depth));
}

TEST_CASE("kangaroo perft depth 4 from the opening (slow: run by hand in release)" *
          doctest::skip()) {
  const auto game = kg::make_game(0, false);
  const auto counted = perft(*game, 4);
  MESSAGE("opening perft(4) = " << counted);
  CHECK(counted == naive::turns(naive::from_view(game->view(0)), 4));
}

TEST_CASE("kangaroo perft agrees with the naive generator at positions reached in play") {
  const auto positions = positions_in_play(120, 7, 60, 0x6b616e67u);
  REQUIRE(positions.size() == 120);
  int deeper = 0;
  std::uint64_t largest = 0;
  for (const auto& position : positions) {
    check_agrees(*position, 2);
    // Depth 3 where it stays cheap (open middle games grow fast under ASan).
    const auto two = perft(*position, 2);
    largest = std::max(largest, two);
    if (two <= 1500) {
      check_agrees(*position, 3);
      ++deeper;
    }
  }
  CHECK(deeper >= 40);
  MESSAGE("positions reached in play: " << positions.size() << " at depth 2, " << deeper
                                        << " also at depth 3; largest perft(2) " << largest);
}

// The depth: 4 turns from 100 positions reached in play. Hours under
// ASan, minutes in release, so run by hand:
//   build/release/tests/engine_tests -tc='kangaroo perft depth 4 at*' --no-skip
TEST_CASE("kangaroo perft depth 4 at 100 positions reached in play (slow: run by hand in release)" *
          doctest::skip()) {
  const auto positions = positions_in_play(100, 7, 60, 0x64657034u);
  REQUIRE(positions.size() == 100);
  std::uint64_t leaves = 0;
  for (const auto& position : positions) {
    check_agrees(*position, 4);
    leaves += perft(*position, 4);
  }
  MESSAGE("100 positions agree at depth 4; leaves: " << leaves);
}

TEST_CASE("kangaroo perft agrees with the naive generator on sparse random boards") {
  const auto positions = random_sparse_positions(200, 0x726f6fu);
  int stranded = 0;
  for (const auto& game : positions) {
    if (!game->view(0).at("stranded").is_null()) ++stranded;
    check_agrees(*game, 3);
  }
  CHECK(stranded > 0);  // the stranded rule is exercised from the first turn
  MESSAGE("sparse positions checked: " << positions.size() << ", starting stranded: " << stranded);
}
