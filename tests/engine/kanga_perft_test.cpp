// Perft for Kanga: the engine's counts (engine/core/perft.hpp, as
// `kangaroom-sim --perft` prints them) against a second implementation of
// the rules written separately and as plainly as possible: a 2-D array, a
// depth-first flood fill per group, a string per position for repetition,
// every legality test done by playing the move out. Nothing here calls the
// engine's rules.
#include <doctest/doctest.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/perft.hpp"
#include "core/registry.hpp"
#include "core/rng.hpp"
#include "kanga/game.hpp"

using kangaroom::engine::Game;
using kangaroom::engine::Json;
using kangaroom::engine::Move;
using kangaroom::engine::Rng;

namespace {

// ---------------------------------------------------------------------------
// The naive rules (RULES.md 2.1-2.2).

constexpr int EMPTY = 0, BLACK = 1, WHITE = 2;

struct Naive {
  int n = 7;
  int grid[19][19] = {};  // [row][col]
  int to_move = BLACK;
  bool swap_open = false;  // pie rule: the swap may be chosen now
  bool pie_rule = false;
  bool self_capture = false;
  bool over = false;
  int placements = 0;
  std::vector<std::string> seen;  // every position so far, as text
};

bool on_board(const Naive& p, int r, int c) { return r >= 0 && c >= 0 && r < p.n && c < p.n; }

std::string position_text(const Naive& p) {
  std::string text;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c) text += static_cast<char>('0' + p.grid[r][c]);
  text += p.to_move == BLACK ? 'B' : 'W';
  text += p.swap_open ? 'S' : '-';
  return text;
}

// Depth-first flood fill of the group at (r, c) in `grid`.
void flood(const Naive& p, const int grid[19][19], int r, int c, bool in_group[19][19],
           std::vector<std::pair<int, int>>& cells) {
  in_group[r][c] = true;
  cells.push_back({r, c});
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  for (int d = 0; d < 4; ++d) {
    const int rr = r + dr[d], cc = c + dc[d];
    if (on_board(p, rr, cc) && !in_group[rr][cc] && grid[rr][cc] == grid[r][c])
      flood(p, grid, rr, cc, in_group, cells);
  }
}

std::vector<std::pair<int, int>> group_at(const Naive& p, const int grid[19][19], int r, int c) {
  bool in_group[19][19] = {};
  std::vector<std::pair<int, int>> cells;
  flood(p, grid, r, c, in_group, cells);
  return cells;
}

bool has_liberty(const Naive& p, const int grid[19][19],
                 const std::vector<std::pair<int, int>>& cells) {
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  for (const auto& [r, c] : cells)
    for (int d = 0; d < 4; ++d) {
      const int rr = r + dr[d], cc = c + dc[d];
      if (on_board(p, rr, cc) && grid[rr][cc] == EMPTY) return true;
    }
  return false;
}

// Places for the player to move at (r, c): captures and the suicide rule,
// no end of game. Nullopt if illegal.
std::optional<Naive> place_only(const Naive& p, int r, int c) {
  if (p.over || !on_board(p, r, c) || p.grid[r][c] != EMPTY) return std::nullopt;
  const int me = p.to_move, enemy = me == BLACK ? WHITE : BLACK;
  int after[19][19];
  for (int i = 0; i < 19; ++i)
    for (int j = 0; j < 19; ++j) after[i][j] = p.grid[i][j];
  after[r][c] = me;
  bool remove[19][19] = {};
  // Go: enemy groups next to the stone without liberty.
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  for (int d = 0; d < 4; ++d) {
    const int rr = r + dr[d], cc = c + dc[d];
    if (!on_board(p, rr, cc) || after[rr][cc] != enemy) continue;
    const auto cells = group_at(p, after, rr, cc);
    if (!has_liberty(p, after, cells))
      for (const auto& [gr, gc] : cells) remove[gr][gc] = true;
  }
  // Custodian: 8 rays, odd runs of at least 3 enemy stones, closed by my
  // stone or by the edge.
  for (int ddr = -1; ddr <= 1; ++ddr)
    for (int ddc = -1; ddc <= 1; ++ddc) {
      if (ddr == 0 && ddc == 0) continue;
      int length = 0;
      int rr = r + ddr, cc = c + ddc;
      while (on_board(p, rr, cc) && after[rr][cc] == enemy) {
        ++length;
        rr += ddr;
        cc += ddc;
      }
      const bool closed = !on_board(p, rr, cc) || after[rr][cc] == me;
      if (closed && length >= 3 && length % 2 == 1)
        for (int k = 1; k <= length; ++k) remove[r + k * ddr][c + k * ddc] = true;
    }
  Naive next = p;
  for (int i = 0; i < p.n; ++i)
    for (int j = 0; j < p.n; ++j) next.grid[i][j] = remove[i][j] ? EMPTY : after[i][j];
  const auto mine = group_at(next, next.grid, r, c);
  if (!has_liberty(next, next.grid, mine)) {
    if (!p.self_capture) return std::nullopt;
    for (const auto& [gr, gc] : mine) next.grid[gr][gc] = EMPTY;
  }
  next.placements = p.placements + 1;
  return next;
}

bool any_placement(const Naive& p) {
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c)
      if (place_only(p, r, c)) return true;
  return false;
}

void after_move(Naive& next) {
  next.seen.push_back(position_text(next));
  int count = 0;
  for (const auto& text : next.seen) count += text == next.seen.back() ? 1 : 0;
  if (count >= 3)
    next.over = true;
  else if (!next.swap_open && !any_placement(next))
    next.over = true;
}

std::optional<Naive> play(const Naive& p, int r, int c) {
  auto next = place_only(p, r, c);
  if (!next) return std::nullopt;
  next->swap_open = p.pie_rule && next->placements == 1 && p.to_move == BLACK;
  if (next->grid[r][c] == p.to_move) {
    const auto mine = group_at(*next, next->grid, r, c);
    bool top = false, bottom = false, left = false, right = false;
    for (const auto& [gr, gc] : mine) {
      top = top || gr == 0;
      bottom = bottom || gr == p.n - 1;
      left = left || gc == 0;
      right = right || gc == p.n - 1;
    }
    if ((top && bottom) || (left && right)) {
      next->over = true;
      return next;
    }
  }
  next->to_move = p.to_move == BLACK ? WHITE : BLACK;
  after_move(*next);
  return next;
}

Naive swap(const Naive& p) {
  // The seats exchange colours; the colour to move (White) is unchanged.
  Naive next = p;
  next.swap_open = false;
  after_move(next);
  return next;
}

std::uint64_t naive_perft(const Naive& p, int depth) {
  if (depth == 0 || p.over) return 1;
  std::uint64_t total = 0;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c)
      if (const auto next = play(p, r, c)) total += naive_perft(*next, depth - 1);
  if (p.swap_open) total += naive_perft(swap(p), depth - 1);
  return total;
}

Naive naive_start(int n, bool pie_rule, bool self_capture) {
  Naive p;
  p.n = n;
  p.pie_rule = pie_rule;
  p.self_capture = self_capture;
  p.seen.push_back(position_text(p));
  return p;
}

// ---------------------------------------------------------------------------

std::unique_ptr<Game> engine_game(int n, bool pie_rule, bool self_capture) {
  std::string error;
  auto game = kangaroom::engine::create_game(
      "kanga", 2,
      {{"size", n}, {"pie_rule", pie_rule}, {"suicide", self_capture ? "self_capture" : "illegal"}},
      1, error);
  INFO(error);
  REQUIRE(game);
  return game;
}

Json naive_rows(const Naive& p) {
  Json rows = Json::array();
  for (int r = 0; r < p.n; ++r) {
    std::string row;
    for (int c = 0; c < p.n; ++c)
      row += p.grid[r][c] == BLACK ? 'b' : p.grid[r][c] == WHITE ? 'w' : '.';
    rows.push_back(row);
  }
  return rows;
}

struct Pair {
  std::unique_ptr<Game> engine;
  Naive naive;
};

// Plays random engine moves from the start for up to `length` moves, the
// naive model following move by move (same board, same end), and stops
// before a move that would end the game so that the position is alive.
Pair random_position(int n, bool pie_rule, bool self_capture, int length, std::uint64_t seed) {
  Pair pair{engine_game(n, pie_rule, self_capture), naive_start(n, pie_rule, self_capture)};
  Rng rng(seed);
  std::vector<Move> moves;
  for (int step = 0; step < length; ++step) {
    const int seat = pair.engine->to_act().front();
    moves.clear();
    pair.engine->legal_moves(seat, moves);
    const Move move = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
    auto trial = pair.engine->clone();
    trial->apply_legal(seat, move, nullptr);
    const Json json = trial->move_to_json(move);
    const Naive next = json["type"] == "swap"
                           ? swap(pair.naive)
                           : *play(pair.naive, json["at"][1].get<int>(), json["at"][0].get<int>());
    REQUIRE(trial->view(-1)["board"] == naive_rows(next));
    REQUIRE(trial->finished() == next.over);
    if (trial->finished()) break;
    pair.engine = std::move(trial);
    pair.naive = next;
  }
  return pair;
}

}  // namespace

TEST_CASE("kanga perft from the empty 7x7 board: 49, 2352, 110544, and the naive rules agree") {
  const auto game = engine_game(7, false, false);
  const Naive naive = naive_start(7, false, false);
  const std::uint64_t expected[] = {49, 2352, 110544};
  for (int depth = 1; depth <= 3; ++depth) {
    CAPTURE(depth);
    const auto counted = kangaroom::engine::perft(*game, depth);
    CHECK(counted == expected[depth - 1]);
    CHECK(naive_perft(naive, depth) == counted);
  }
}

TEST_CASE("kanga perft with the pie rule: White's first decision has the swap too") {
  const auto game = engine_game(7, true, false);
  CHECK(kangaroom::engine::perft(*game, 2) == 49 * 49);
  CHECK(naive_perft(naive_start(7, true, false), 2) == 49 * 49);
  CHECK(naive_perft(naive_start(7, true, false), 3) == kangaroom::engine::perft(*game, 3));
}

TEST_CASE(
    "kanga perft from 100 random 7x7 positions reached in play agrees with the naive rules (depth "
    "2)") {
  int with_captures = 0, with_suicide_points = 0;
  std::uint64_t leaves = 0;
  for (int index = 0; index < 100; ++index) {
    CAPTURE(index);
    Rng shape(0x9e3779b9u + static_cast<std::uint64_t>(index));
    const bool self_capture = index % 5 == 4;
    const bool pie_rule = index % 7 == 3;
    const int length = 4 + static_cast<int>(shape.below(60));
    Pair pair = random_position(7, pie_rule, self_capture, length,
                                1000 + static_cast<std::uint64_t>(index));
    const Json view = pair.engine->view(-1);
    if (view["captures"][0].get<int>() + view["captures"][1].get<int>() > 0) ++with_captures;
    int empty = 0;
    for (const auto& row : view["board"])
      for (const char c : row.get<std::string>()) empty += c == '.' ? 1 : 0;
    const int seat = pair.engine->to_act().front();
    const auto listed = pair.engine->legal_moves_json(seat).size();
    if (!self_capture && static_cast<int>(listed) < empty) ++with_suicide_points;
    const auto counted = kangaroom::engine::perft(*pair.engine, 2);
    CHECK(naive_perft(pair.naive, 2) == counted);
    leaves += counted;
  }
  MESSAGE("positions with captures: " << with_captures << ", with suicide points: "
                                      << with_suicide_points << ", leaves: " << leaves);
  // The sample must reach the interesting rules, or the comparison proves little.
  CHECK(with_captures >= 30);
  CHECK(with_suicide_points >= 5);
}

TEST_CASE("kanga perft from random 9x9 positions agrees with the naive rules (depth 2)") {
  for (int index = 0; index < 10; ++index) {
    CAPTURE(index);
    Pair pair = random_position(9, false, index % 2 == 1, 40 + 8 * index,
                                5000 + static_cast<std::uint64_t>(index));
    CHECK(naive_perft(pair.naive, 2) == kangaroom::engine::perft(*pair.engine, 2));
  }
}

// Deep counts, run by hand in a release build:
//   build/release/tests/engine_tests -tc='kanga perft depth 4*' --no-skip
// (both depth-4 cases below)
TEST_CASE("kanga perft depth 4 from the empty 7x7 board, engine and naive" * doctest::skip()) {
  const auto game = engine_game(7, false, false);
  const auto counted = kangaroom::engine::perft(*game, 4);
  MESSAGE("perft(4) = " << counted);
  CHECK(counted < 49ull * 48 * 47 * 46);
  CHECK(naive_perft(naive_start(7, false, false), 4) == counted);
}

TEST_CASE("kanga perft depth 4 from 100 random 7x7 positions, engine and naive" * doctest::skip()) {
  std::uint64_t leaves = 0;
  for (int index = 0; index < 100; ++index) {
    CAPTURE(index);
    Rng shape(0x5eedu + static_cast<std::uint64_t>(index));
    // 14 to 43 stones played: 4 plies from an open board would be 30^4 leaves
    // per position, too slow for the naive side even in release.
    const int length = 14 + static_cast<int>(shape.below(30));
    Pair pair = random_position(7, index % 7 == 3, index % 5 == 4, length,
                                7000 + static_cast<std::uint64_t>(index));
    const auto counted = kangaroom::engine::perft(*pair.engine, 4);
    CHECK(naive_perft(pair.naive, 4) == counted);
    leaves += counted;
  }
  MESSAGE("leaves: " << leaves);
}
