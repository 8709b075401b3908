#include "guide.hpp"

#include <algorithm>
#include <array>
#include <deque>

namespace kangaroom::engine::kanga {

namespace {

std::size_t at(int index) { return static_cast<std::size_t>(index); }

// The cheapest path from the first row (vertical) or first column to the
// opposite one: a 0-1 breadth-first search, own stones cost 0, empty cells 1.
int crossing_cost(const Board& board, Stone colour, bool vertical) {
  const int n = board.size();
  std::array<int, max_padded> cost;
  cost.fill(unreachable);
  std::deque<int> queue;
  for (int i = 0; i < n; ++i) {
    const int cell = vertical ? board.cell(i, 0) : board.cell(0, i);
    const Stone stone = board.at(cell);
    if (stone != colour && stone != Stone::empty) continue;
    const int step = stone == colour ? 0 : 1;
    if (step < cost[at(cell)]) {
      cost[at(cell)] = step;
      step == 0 ? queue.push_front(cell) : queue.push_back(cell);
    }
  }
  int best = unreachable;
  while (!queue.empty()) {
    const int cell = queue.front();
    queue.pop_front();
    const int here = cost[at(cell)];
    if (here >= best) continue;
    if ((vertical ? board.row(cell) : board.col(cell)) == n - 1) {
      best = here;  // the deque hands out cells cheapest first
      continue;
    }
    for (const int offset : board.orthogonal_steps()) {
      const int next = cell + offset;
      const Stone stone = board.at(next);
      if (stone != colour && stone != Stone::empty) continue;  // the other colour, or the edge
      const int step = stone == colour ? 0 : 1;
      if (here + step < cost[at(next)]) {
        cost[at(next)] = here + step;
        step == 0 ? queue.push_front(next) : queue.push_back(next);
      }
    }
  }
  return best;
}

}  // namespace

int stones_to_connect(const Board& board, Stone colour) {
  return std::min(crossing_cost(board, colour, true), crossing_cost(board, colour, false));
}

}  // namespace kangaroom::engine::kanga
