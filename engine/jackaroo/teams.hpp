#pragma once
// Jackaroo's teams, as its GameInfo declares them (factory.cpp): with
// four players partners sit opposite, seat and seat + 2 (Board::partner_of),
// so seats 1 and 3 play against seats 2 and 4. With 2 or 3 everyone plays
// alone.
#include <vector>

namespace kangaroom::engine::jackaroo {

inline std::vector<std::vector<int>> teams(int players) {
  if (players != 4) return {};
  return {{0, 2}, {1, 3}};
}

}  // namespace kangaroom::engine::jackaroo
