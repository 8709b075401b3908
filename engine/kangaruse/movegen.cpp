#include "movegen.hpp"

#include <cstdlib>

namespace kangaroom::engine::kangaruse {

namespace {

enum class Failure : std::uint8_t {
  none,
  off_board,
  slide_blocked,
  target_tree,
  target_crossed,
  target_occupied,
  tree_in_path,
  koala_over,
  koala_next,
  kiwi_over,
  kiwi_next,
  echidna_low,
  cacketoo_score,
};

// Everything about the jumper and its departure square that the pipeline
// consults for every candidate.
struct Jumper {
  const State& state;
  const Layout& layout;
  int seat;
  int from;
  CellType from_type;
  unsigned forbidden_directions = 0;  // quoll, bit per Direction
  unsigned forbidden_distances = 0;   // quoll, bit per distance 1-4
  bool kiwi_active = false;           // someone else stands on a kiwi
  bool from_koala = false;

  Jumper(const State& s, int seat_index)
      : state(s),
        layout(s.lay()),
        seat(seat_index),
        from(s.player(seat_index).cell),
        from_type(s.lay().type[static_cast<std::size_t>(from)]) {
    // Step 3 (quoll): another player's quoll forbids its direction and number.
    for (const auto quoll : layout.quolls) {
      if (!state.occupied_by_other(quoll, seat)) continue;
      forbidden_directions |=
          1u << static_cast<unsigned>(layout.direction[static_cast<std::size_t>(quoll)]);
      forbidden_distances |=
          1u << static_cast<unsigned>(layout.number[static_cast<std::size_t>(quoll)]);
    }
    for (const auto kiwi : layout.kiwis)
      kiwi_active = kiwi_active || state.occupied_by_other(kiwi, seat);
    from_koala = from_type == CellType::koala;
  }

  bool forbidden(int direction, int distance) const {
    return (forbidden_directions >> direction & 1u) || (forbidden_distances >> distance & 1u);
  }

  bool kiwi_of_other(int cell) const {
    return kiwi_active && layout.type[static_cast<std::size_t>(cell)] == CellType::kiwi &&
           state.occupied_by_other(cell, seat);
  }

  bool adjacent(int a, int b) const {
    const auto ia = static_cast<std::size_t>(a), ib = static_cast<std::size_t>(b);
    return std::abs(layout.x[ia] - layout.x[ib]) + std::abs(layout.y[ia] - layout.y[ib]) == 1;
  }

  bool next_to_kiwi_of_other(int cell) const {
    if (!kiwi_active) return false;
    for (const auto kiwi : layout.kiwis)
      if (adjacent(cell, kiwi) && state.occupied_by_other(kiwi, seat)) return true;
    return false;
  }

  bool next_to_other_player(int cell) const {
    const int cx = layout.x[static_cast<std::size_t>(cell)];
    const int cy = layout.y[static_cast<std::size_t>(cell)];
    for (int d = 0; d < 4; ++d) {
      const int nx = cx + direction_dx[d], ny = cy + direction_dy[d];
      if (!layout.board.inside(nx, ny)) continue;
      if (state.occupied_by_other(layout.index(nx, ny), seat)) return true;
    }
    return false;
  }

  // One step in `direction`; false when it leaves the board (no wrap).
  bool step(int& x, int& y, int direction, bool wraps) const {
    x += direction_dx[direction];
    y += direction_dy[direction];
    if (wraps) {
      const int w = layout.board.width, h = layout.board.height;
      x = (x % w + w) % w;
      y = (y % h + h) % h;
      return true;
    }
    return layout.board.inside(x, y);
  }

  // Checks on a square passed over (strictly between departure and target).
  Failure check_passed(int cell) const {
    const auto at = static_cast<std::size_t>(cell);
    if (layout.type[at] == CellType::tree && from_type != CellType::platypus)
      return Failure::tree_in_path;
    if (from_koala && state.occupied_by_other(cell, seat)) return Failure::koala_over;
    if (kiwi_of_other(cell)) return Failure::kiwi_over;
    return Failure::none;
  }

  // Step 5 tests on the target itself.
  Failure check_target(int cell) const {
    const auto at = static_cast<std::size_t>(cell);
    const CellType type = layout.type[at];
    if (type == CellType::tree) return Failure::target_tree;
    if (state.crossed[at]) return Failure::target_crossed;
    if (!state.unused(cell)) return Failure::target_occupied;
    // Ruling: landing on a moth that holds another player is "next to" them too.
    if (from_koala && (next_to_other_player(cell) || state.occupied(cell)))
      return Failure::koala_next;
    if (next_to_kiwi_of_other(cell)) return Failure::kiwi_next;
    if (type == CellType::echidna &&
        layout.board.cells[at].value <= state.player(seat).last_echidna)
      return Failure::echidna_low;
    if (from_type == CellType::cacketoo && layout.score_square[at]) return Failure::cacketoo_score;
    return Failure::none;
  }

  // Steps 4-5 for one (direction, distance) pair. `target` is set whenever
  // the pair reaches a square, even if that square then fails a test.
  Failure resolve(int direction, int distance, int& target) const {
    target = -1;
    const bool wraps = from_type == CellType::mistletoebird;
    if (from_type != CellType::sugar_glider && !from_koala && !kiwi_active) {
      // Fast path: only trees matter on the way, so test the target first
      // and walk the path only for a usable target.
      const int w = layout.board.width, h = layout.board.height;
      const int fx = layout.x[static_cast<std::size_t>(from)],
                fy = layout.y[static_cast<std::size_t>(from)];
      const int dx = direction_dx[direction], dy = direction_dy[direction];
      int tx = fx + dx * distance, ty = fy + dy * distance;
      if (wraps) {
        tx = (tx % w + w) % w;
        ty = (ty % h + h) % h;
      } else if (!layout.board.inside(tx, ty)) {
        return Failure::off_board;
      }
      target = layout.index(tx, ty);
      const Failure on_target = check_target(target);
      if (on_target == Failure::target_tree || on_target == Failure::target_crossed ||
          on_target == Failure::target_occupied || from_type == CellType::platypus)
        return on_target;
      for (int k = 1; k < distance; ++k) {
        int px = fx + dx * k, py = fy + dy * k;
        if (wraps) {
          px = (px % w + w) % w;
          py = (py % h + h) % h;
        }
        if (layout.type[static_cast<std::size_t>(layout.index(px, py))] == CellType::tree)
          return Failure::tree_in_path;
      }
      return on_target;
    }
    int x = layout.x[static_cast<std::size_t>(from)];
    int y = layout.y[static_cast<std::size_t>(from)];
    Failure passed = Failure::none;
    for (int k = 1; k <= distance; ++k) {
      if (!step(x, y, direction, wraps)) return Failure::off_board;
      if (k < distance && passed == Failure::none) passed = check_passed(layout.index(x, y));
    }
    int cell = layout.index(x, y);
    if (from_type == CellType::sugar_glider) {
      // Rule: a used (crossed or occupied) target slides on to the first
      // unused square; a tree or the edge on the way ends the jump.
      while (layout.type[static_cast<std::size_t>(cell)] != CellType::tree && !state.unused(cell)) {
        if (passed == Failure::none) passed = check_passed(cell);
        if (!step(x, y, direction, false)) return Failure::slide_blocked;
        cell = layout.index(x, y);
        if (layout.type[static_cast<std::size_t>(cell)] == CellType::tree)
          return Failure::slide_blocked;
      }
    }
    target = cell;
    const Failure on_target = check_target(cell);
    // Report the target's own problem first when it is plainly unusable.
    if (on_target == Failure::target_tree || on_target == Failure::target_crossed ||
        on_target == Failure::target_occupied)
      return on_target;
    if (passed != Failure::none) return passed;
    return on_target;
  }
};

struct DestinationList {
  Destination* items;
  int count = 0;

  void add(int cell, int direction, int distance) {
    for (int i = 0; i < count; ++i)
      if (items[i].cell == cell) return;
    items[count++] = {static_cast<std::int16_t>(cell), static_cast<Direction>(direction),
                      static_cast<std::int8_t>(distance)};
  }
};

// Step 1: the candidate pairs from the departure square.
template <typename Visit>
void for_each_candidate(const Jumper& jumper, Visit&& visit) {
  const auto at = static_cast<std::size_t>(jumper.from);
  if (jumper.from_type == CellType::platypus) {
    for (int d = 0; d < 4; ++d)
      for (int n = 1; n <= 4; ++n) visit(d, n);
    return;
  }
  const int own_direction = static_cast<int>(jumper.layout.direction[at]);
  const int own_number = jumper.layout.number[at];
  for (int n = 1; n <= 4; ++n) visit(own_direction, n);
  for (int d = 0; d < 4; ++d)
    if (d != own_direction) visit(d, own_number);
}

bool is_candidate(const Jumper& jumper, int direction, int distance) {
  bool found = false;
  for_each_candidate(jumper,
                     [&](int d, int n) { found = found || (d == direction && n == distance); });
  return found;
}

}  // namespace

int valid_destinations(const State& state, int seat, Destination* out) {
  const Jumper jumper(state, seat);
  const Layout& layout = jumper.layout;
  DestinationList list{out};
  int target = -1;

  // Step 2 (dingo): an occupied dingo's own commands replace the candidates,
  // unless that forced jump fails; several dingos offer a choice.
  for (const auto dingo : layout.dingos) {
    if (!state.occupied(dingo)) continue;
    const int d = static_cast<int>(layout.direction[static_cast<std::size_t>(dingo)]);
    const int n = layout.number[static_cast<std::size_t>(dingo)];
    if (jumper.forbidden(d, n)) continue;
    if (jumper.resolve(d, n, target) == Failure::none) list.add(target, d, n);
  }
  if (list.count == 0) {
    for_each_candidate(jumper, [&](int d, int n) {
      if (jumper.forbidden(d, n)) return;
      if (jumper.resolve(d, n, target) == Failure::none) list.add(target, d, n);
    });
  }

  // Step 6 (frog): any other unused frog, ignoring distance and path.
  if (jumper.from_type == CellType::frog) {
    for (const auto frog : layout.frogs)
      if (frog != jumper.from && jumper.check_target(frog) == Failure::none) list.add(frog, 0, 0);
  }

  // Step 7 (numbat): if a score square can be reached, only those remain.
  if (jumper.from_type == CellType::numbat) {
    int kept = 0;
    for (int i = 0; i < list.count; ++i)
      if (layout.score_square[static_cast<std::size_t>(out[i].cell)]) out[kept++] = out[i];
    if (kept > 0) list.count = kept;
  }
  return list.count;
}

int valid_destination_cells(const State& state, int seat, std::int16_t* out) {
  Destination found[max_destinations];
  const int count = valid_destinations(state, seat, found);
  for (int i = 0; i < count; ++i) out[i] = found[i].cell;
  return count;
}

int destroy_target_count(const State& state, int seat) {
  const int tiger = state.player(seat).cell;
  if (tiger < 0) return 0;
  const Layout& layout = state.lay();
  const int tx = layout.x[static_cast<std::size_t>(tiger)],
            ty = layout.y[static_cast<std::size_t>(tiger)];
  int count = 0;
  for (int x = 0; x < layout.board.width; ++x)
    if (x != tx && state.unused(layout.index(x, ty))) ++count;
  for (int y = 0; y < layout.board.height; ++y)
    if (y != ty && state.unused(layout.index(tx, y))) ++count;
  return count;
}

std::string cell_text(const Layout& layout, int cell) {
  const auto at = static_cast<std::size_t>(cell);
  // Appending (rather than "(" + ...) sidesteps a GCC 12 -Wrestrict false positive at -O3.
  std::string text = "(";
  text += std::to_string(layout.x[at]);
  text += ',';
  text += std::to_string(layout.y[at]);
  text += ')';
  return text;
}

std::string explain_invalid_jump(const State& state, int seat, int target) {
  const Jumper jumper(state, seat);
  const Layout& layout = jumper.layout;
  const auto at = static_cast<std::size_t>(target);
  const std::string where = cell_text(layout, target);
  if (target == jumper.from) return "you are already on " + where;

  // Which pairs reach the target at all, and the first problem of each kind.
  bool reached = false, reached_by_candidate = false, allowed_by_quoll = false;
  Failure first_failure = Failure::none;
  bool some_pair_valid = false;
  int reaching_direction = -1, reaching_distance = 0;
  for (int d = 0; d < 4; ++d) {
    for (int n = 1; n <= 4; ++n) {
      int reached_cell = -1;
      const Failure failure = jumper.resolve(d, n, reached_cell);
      if (reached_cell != target) continue;
      if (!reached) {
        reaching_direction = d;
        reaching_distance = n;
      }
      reached = true;
      if (!is_candidate(jumper, d, n)) continue;
      reached_by_candidate = true;
      if (jumper.forbidden(d, n)) continue;
      allowed_by_quoll = true;
      if (failure == Failure::none)
        some_pair_valid = true;
      else if (first_failure == Failure::none)
        first_failure = failure;
    }
  }
  bool frog_reach = false;
  if (jumper.from_type == CellType::frog && layout.type[at] == CellType::frog) {
    frog_reach = true;
    const Failure failure = jumper.check_target(target);
    if (failure == Failure::none)
      some_pair_valid = true;
    else if (first_failure == Failure::none)
      first_failure = failure;
  }

  // The target's own state explains most refusals.
  if (layout.type[at] == CellType::tree) return where + " is a tree";
  if (state.crossed[at]) return where + " is crossed out";
  if (!state.unused(target)) return where + " is occupied";

  const auto from_at = static_cast<std::size_t>(jumper.from);
  if (!reached && !frog_reach) {
    const std::string own = std::to_string(layout.number[from_at]);
    const std::string dir{direction_name(layout.direction[from_at])};
    if (jumper.from_type == CellType::platypus)
      return where + " is not 1 to 4 squares away in a straight line";
    return where + " is not reachable: jump " + own +
           " squares in any direction, or 1 to 4 squares " + dir;
  }
  if (!reached_by_candidate && !frog_reach) {
    return "you must follow your square's number (" + std::to_string(layout.number[from_at]) +
           ") or its direction (" + std::string(direction_name(layout.direction[from_at])) + "); " +
           where + " is " + std::to_string(reaching_distance) + " " +
           std::string(direction_name(static_cast<Direction>(reaching_direction)));
  }
  if (!allowed_by_quoll && !frog_reach) {
    for (const auto quoll : layout.quolls) {
      if (!state.occupied_by_other(quoll, seat)) continue;
      const auto q = static_cast<std::size_t>(quoll);
      return "the player on the quoll at " + cell_text(layout, quoll) + " forbids direction " +
             std::string(direction_name(layout.direction[q])) + " and distance " +
             std::to_string(layout.number[q]);
    }
  }
  switch (first_failure) {
    case Failure::tree_in_path:
      return "a tree is in the way";
    case Failure::off_board:
      return where + " is off the board";
    case Failure::slide_blocked:
      return "the sugar glider's slide runs into a tree or the edge";
    case Failure::koala_over:
      return "from a koala you cannot jump over another player";
    case Failure::koala_next:
      return "from a koala you cannot land next to another player";
    case Failure::kiwi_over:
      return "you cannot jump over the player on a kiwi";
    case Failure::kiwi_next:
      return "you cannot land next to the player on a kiwi";
    case Failure::echidna_low:
      return "the echidna at " + where + " has number " +
             std::to_string(layout.board.cells[at].value) +
             ", not higher than your last echidna (" +
             std::to_string(state.player(seat).last_echidna) + ")";
    case Failure::cacketoo_score:
      return "from a cacketoo you cannot jump to a score square";
    default:
      break;
  }
  if (some_pair_valid) {
    for (const auto dingo : layout.dingos) {
      if (!state.occupied(dingo)) continue;
      const auto g = static_cast<std::size_t>(dingo);
      return "the dingo at " + cell_text(layout, dingo) + " forces the jump " +
             std::to_string(layout.number[g]) + " " +
             std::string(direction_name(layout.direction[g]));
    }
    if (jumper.from_type == CellType::numbat)
      return "from a numbat you must jump to a score square when you can";
  }
  return "that jump is not valid now";
}

}  // namespace kangaroom::engine::kangaruse
