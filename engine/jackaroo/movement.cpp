#include "movement.hpp"

namespace kangaroom::engine::jackaroo {

namespace {

// Under `full` start protection a marble standing on its own start is immune
// to every other colour: it cannot be passed, landed on, swapped or pushed
// (RULES.md 4.6.2).
bool immune(const Board& board, int marble, int mover_owner, StartProtection protection) {
  return protection == StartProtection::full && owner_of(marble) != mover_owner &&
         board.on_own_start(marble);
}

void capture(Board& board, int marble, SentHome* sent) {
  board.send_home(marble);
  if (sent) sent->push_back(marble);
}

}  // namespace

bool release(Board& board, int marble, SentHome* sent) {
  if (board.place(marble).zone != Zone::home) return false;
  const int owner = owner_of(marble);
  const int start = board.start_of(owner);
  const int occupant = board.on_track(start);
  if (occupant != empty_square && owner_of(occupant) == owner) return false;
  if (occupant != empty_square) capture(board, occupant, sent);
  board.put(marble, Place{Zone::track, static_cast<std::int8_t>(start)});
  return true;
}

bool forward(Board& board, int marble, int steps, bool king, StartProtection protection,
             SentHome* sent) {
  if (steps <= 0) return false;
  const Place from = board.place(marble);
  const int owner = owner_of(marble);
  if (from.zone == Zone::home) return false;
  if (from.zone == Zone::safe) {
    const int to = from.square + steps;
    if (to >= safe_zone_length) return false;
    for (int z = from.square + 1; z <= to; ++z)
      if (board.in_safe_zone(owner, z) != empty_square) return false;
    board.put(marble, Place{Zone::safe, static_cast<std::int8_t>(to)});
    return true;
  }
  const int safe_stop = board.safe_stop_of(owner);
  const int to_stop = wrap(safe_stop - from.square);
  if (steps > to_stop + safe_zone_length) return false;  // one lap only, exact entry
  const int track_steps = steps < to_stop ? steps : to_stop;
  const int safe_steps = steps - track_steps;
  if (safe_steps > 0) {
    // Safe-stop block: a foreign marble on the safe stop closes the safe zone.
    const int blocker = board.on_track(safe_stop);
    if (blocker != empty_square && owner_of(blocker) != owner) return false;
    for (int z = 0; z < safe_steps; ++z)
      if (board.in_safe_zone(owner, z) != empty_square) return false;
  }
  // Squares passed on the track: all before the landing, and the safe stop
  // itself when the marble turns into the safe zone.
  const int last_passed = safe_steps > 0 ? track_steps : track_steps - 1;
  int king_victims[track_length];
  int victims = 0;
  for (int i = 1; i <= last_passed; ++i) {
    const int other = board.on_track(wrap(from.square + i));
    if (other == empty_square) continue;
    if (king) {
      if (!board.on_own_start(other)) king_victims[victims++] = other;
      continue;
    }
    if (owner_of(other) == owner || immune(board, other, owner, protection)) return false;
  }
  int landed_on = empty_square;
  if (safe_steps == 0) {
    landed_on = board.on_track(wrap(from.square + steps));
    if (landed_on != empty_square &&
        (owner_of(landed_on) == owner || immune(board, landed_on, owner, protection)))
      return false;
  }
  for (int i = 0; i < victims; ++i) capture(board, king_victims[i], sent);
  if (landed_on != empty_square) capture(board, landed_on, sent);
  if (safe_steps > 0)
    board.put(marble, Place{Zone::safe, static_cast<std::int8_t>(safe_steps - 1)});
  else
    board.put(marble, Place{Zone::track, static_cast<std::int8_t>(wrap(from.square + steps))});
  return true;
}

bool backward(Board& board, int marble, int steps, StartProtection protection, SentHome* sent) {
  const Place from = board.place(marble);
  if (from.zone != Zone::track || steps <= 0) return false;
  const int owner = owner_of(marble);
  for (int i = 1; i < steps; ++i) {
    const int other = board.on_track(wrap(from.square - i));
    if (other != empty_square &&
        (owner_of(other) == owner || immune(board, other, owner, protection)))
      return false;
  }
  const int to = wrap(from.square - steps);
  const int landed_on = board.on_track(to);
  if (landed_on != empty_square) {
    if (owner_of(landed_on) == owner || immune(board, landed_on, owner, protection)) return false;
    capture(board, landed_on, sent);
  }
  board.put(marble, Place{Zone::track, static_cast<std::int8_t>(to)});
  return true;
}

bool swap(Board& board, int marble, int target, StartProtection protection) {
  const Place mine = board.place(marble);
  const Place theirs = board.place(target);
  if (mine.zone != Zone::track || theirs.zone != Zone::track) return false;
  if (owner_of(marble) == owner_of(target)) return false;  // RULES.md 4.6.7: a null move
  if (immune(board, target, owner_of(marble), protection)) return false;
  board.put(marble, Place{Zone::home, 0});
  board.put(target, mine);
  board.put(marble, theirs);
  return true;
}

}  // namespace kangaroom::engine::jackaroo
