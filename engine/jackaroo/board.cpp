#include "board.hpp"

namespace kangaroom::engine::jackaroo {

Board::Board(int players) : players_(players) {
  track_.fill(empty_square);
  for (auto& zone : safe_) zone.fill(empty_square);
}

int Board::safe_count(int seat) const {
  int count = 0;
  for (int i = 0; i < marbles_per_player; ++i)
    if (place(seat * marbles_per_player + i).zone == Zone::safe) ++count;
  return count;
}

void Board::put(int marble, Place to) {
  const auto index = static_cast<std::size_t>(marble);
  const Place from = marbles_[index];
  const auto owner = static_cast<std::size_t>(owner_of(marble));
  if (from.zone == Zone::track && track_[static_cast<std::size_t>(from.square)] == marble)
    track_[static_cast<std::size_t>(from.square)] = empty_square;
  if (from.zone == Zone::safe && safe_[owner][static_cast<std::size_t>(from.square)] == marble)
    safe_[owner][static_cast<std::size_t>(from.square)] = empty_square;
  if (to.zone == Zone::home) to.square = 0;
  marbles_[index] = to;
  if (to.zone == Zone::track)
    track_[static_cast<std::size_t>(to.square)] = static_cast<std::int8_t>(marble);
  if (to.zone == Zone::safe)
    safe_[owner][static_cast<std::size_t>(to.square)] = static_cast<std::int8_t>(marble);
}

}  // namespace kangaroom::engine::jackaroo
