#include "capture.hpp"

namespace kangaroom::engine::kanga {

namespace {
std::size_t at(int cell) { return static_cast<std::size_t>(cell); }
}  // namespace

void find_group(const Board& board, int start, const std::uint8_t* also_empty, Group& group) {
  // 1 = in the group, 2 = a liberty already counted.
  std::array<std::uint8_t, max_padded> seen{};
  const Stone colour = board.at(start);
  const auto steps = board.orthogonal_steps();
  group.size = 0;
  group.liberties = 0;
  group.cells[at(group.size++)] = static_cast<std::int16_t>(start);
  seen[at(start)] = 1;
  for (int i = 0; i < group.size; ++i) {
    const int cell = group.cells[at(i)];
    for (const int step : steps) {
      const int next = cell + step;
      if (seen[at(next)]) continue;
      const Stone stone = board.at(next);
      if (stone == Stone::empty || (also_empty && also_empty[at(next)])) {
        seen[at(next)] = 2;
        ++group.liberties;
      } else if (stone == colour) {
        seen[at(next)] = 1;
        group.cells[at(group.size++)] = static_cast<std::int16_t>(next);
      }
    }
  }
}

void resolve_placement(const Board& board, int cell, Stone colour, SuicideRule rule,
                       Resolution& out) {
  Board after = board;
  after.set(cell, colour);
  const Stone enemy = opponent(colour);
  std::array<std::uint8_t, max_padded> removed{};  // 1 = removed by this move
  std::array<std::uint8_t, max_padded> alive{};    // enemy groups already found to keep a liberty
  int count = 0;
  out.go = out.custodian = out.self = 0;
  Group group;

  // Rule 2.1 step 1: every enemy group without liberty (only groups touching
  // the placed stone can have lost their last one).
  for (const int step : after.orthogonal_steps()) {
    const int next = cell + step;
    if (after.at(next) != enemy || removed[at(next)] || alive[at(next)]) continue;
    find_group(after, next, nullptr, group);
    for (int i = 0; i < group.size; ++i) {
      const int stone = group.cells[at(i)];
      if (group.liberties == 0) {
        removed[at(stone)] = 1;
        out.removed[at(count++)] = static_cast<std::int16_t>(stone);
      } else {
        alive[at(stone)] = 1;
      }
    }
    if (group.liberties == 0) out.go += group.size;
  }

  // Rule 2.1 step 2 (2.2.2, 2.2.3): odd runs of 3 or more enemy stones from
  // the placed stone, closed by a stone of the mover or by the edge.
  for (const int step : after.all_steps()) {
    int length = 0;
    int next = cell + step;
    while (after.at(next) == enemy) {
      ++length;
      next += step;
    }
    const Stone closer = after.at(next);
    if (length < 3 || length % 2 == 0 || (closer != colour && closer != Stone::edge)) continue;
    for (int stone = cell + step, i = 0; i < length; ++i, stone += step) {
      if (removed[at(stone)]) continue;
      removed[at(stone)] = 1;
      out.removed[at(count++)] = static_cast<std::int16_t>(stone);
      ++out.custodian;
    }
  }

  // Rule 2.1 step 3 (2.2.4): the mover's group after the removals.
  find_group(after, cell, removed.data(), group);
  if (group.liberties > 0) {
    out.legal = true;
    return;
  }
  if (rule == SuicideRule::illegal) {
    out.legal = false;
    return;
  }
  out.legal = true;
  out.self = group.size;
  for (int i = 0; i < group.size; ++i) out.removed[at(count++)] = group.cells[at(i)];
}

bool placement_legal(const Board& board, int cell, Stone colour, SuicideRule rule) {
  if (board.at(cell) != Stone::empty) return false;
  for (const int step : board.orthogonal_steps())
    if (board.at(cell + step) == Stone::empty) return true;
  if (rule == SuicideRule::self_capture) return true;
  Resolution resolution;
  resolve_placement(board, cell, colour, rule, resolution);
  return resolution.legal;
}

}  // namespace kangaroom::engine::kanga
