#include "rules.hpp"

#include <algorithm>

#include "movegen.hpp"

namespace kangaroom::engine::kangaruse {

namespace {

std::size_t at(int cell) { return static_cast<std::size_t>(cell); }

Json xy(const Layout& layout, int cell) {
  return Json::array({layout.x[at(cell)], layout.y[at(cell)]});
}

// Events are built only when someone asked for them: playouts pass null and
// must not pay for JSON, so the event comes from a callable.
template <typename MakeEvent>
void emit(Json* events, MakeEvent&& make_event) {
  if (events) events->push_back(make_event());
}

// Crossing out (departure, devil, tiger). A score square stops counting as
// unused the first time it becomes used.
void cross_out(State& state, int cell) {
  if (state.crossed[at(cell)]) return;
  if (state.lay().score_square[at(cell)] && !state.occupied(cell)) --state.unused_score_squares;
  state.crossed[at(cell)] = 1;
}

void put_out(State& state, int seat, OutReason reason, Json* events) {
  PlayerState& player = state.player(seat);
  player.out = true;
  player.out_reason = reason;
  emit(events, [&] {
    return Json{{"type", "out"}, {"seat", seat}, {"reason", out_reason_name(reason)}};
  });
}

bool everyone_out(const State& state) {
  for (int seat = 0; seat < state.player_count; ++seat)
    if (!state.player(seat).out) return false;
  return true;
}

// RULES.md §1.4: the game ends when nobody can act, and (S002, adopted as
// automatic) once every score square is used or destroyed. A board without
// score squares only ends the first way.
bool game_should_end(const State& state) {
  if (everyone_out(state)) return true;
  return state.lay().score_square_count > 0 && state.unused_score_squares == 0;
}

void finish(State& state, Json* events) {
  state.phase = Phase::finished;
  state.destination_count = 0;
  state.destroy_left = 0;
  emit(events, [&] { return Json{{"type", "game_over"}}; });
}

bool any_teleport_target(const State& state, int seat) {
  for (int cell = 0; cell < state.lay().cell_count; ++cell)
    if (teleport_allowed(state, seat, cell)) return true;
  return false;
}

bool only_thorny_devil(const State& state) {
  return state.destination_count == 1 &&
         state.lay().type[at(state.destinations[0])] == CellType::thorny_devil;
}

// Start of `seat`'s turn (§1.4 steps 1-3). Returns false if the seat went out
// at once (thorny devil, or no jump and nowhere to teleport).
bool begin_turn(State& state, int seat, Json* events) {
  state.current = seat;
  state.destroy_left = 0;
  state.destination_count = valid_destination_cells(state, seat, state.destinations.data());
  if (only_thorny_devil(state)) {
    put_out(state, seat, OutReason::thorny_devil, events);
    return false;
  }
  if (state.destination_count == 0) {
    if (!any_teleport_target(state, seat)) {
      // Nothing to decide: with no jump and no square to teleport to, stopping
      // is the only choice left.
      put_out(state, seat, OutReason::no_jump, events);
      return false;
    }
    state.step = Step::no_jump;
    return true;
  }
  state.step = Step::jump;
  return true;
}

// Passes the turn to the next seat that is still in, in seat order.
void next_turn(State& state, Json* events) {
  int seat = state.current;
  for (;;) {
    if (game_should_end(state)) return finish(state, events);
    int next = -1;
    for (int i = 1; i <= state.player_count; ++i) {
      const int candidate = (seat + i) % state.player_count;
      if (!state.player(candidate).out) {
        next = candidate;
        break;
      }
    }
    if (next < 0) return finish(state, events);
    if (begin_turn(state, next, events)) return;
    seat = next;
  }
}

// After a placement (or a give-up while placing): the next seat in order
// that still has to place, else the first turn.
void next_placement(State& state, Json* events) {
  for (int seat = state.current + 1; seat < state.player_count; ++seat) {
    if (!state.player(seat).out && !state.player(seat).placed()) {
      state.current = seat;
      state.step = Step::place;
      return;
    }
  }
  state.phase = Phase::playing;
  state.current = state.player_count - 1;  // so that seat 0 moves first
  next_turn(state, events);
}

void begin_extra_jump(State& state, int seat, Json* events) {
  if (game_should_end(state)) return finish(state, events);
  state.destination_count = valid_destination_cells(state, seat, state.destinations.data());
  // Rule (§1.7.6): the thorny devil check applies to extra jumps too.
  if (only_thorny_devil(state)) {
    put_out(state, seat, OutReason::thorny_devil, events);
    return next_turn(state, events);
  }
  // Rule (§1.7.9): no teleport in an extra jump; without a jump the turn ends.
  if (state.destination_count == 0) return next_turn(state, events);
  state.step = Step::extra_jump;
}

void continue_destroy(State& state, int seat, Json* events) {
  if (game_should_end(state)) return finish(state, events);
  if (state.destroy_left > 0 && destroy_target_count(state, seat) > 0) {
    state.step = Step::destroy;
    state.destination_count = 0;
    return;
  }
  state.destroy_left = 0;
  next_turn(state, events);
}

// §1.6 landing effects on `cell`, then the next decision.
void land(State& state, int seat, int cell, bool nullified, Json* events) {
  const Layout& layout = state.lay();
  PlayerState& player = state.player(seat);
  const CellType type = layout.type[at(cell)];
  if (layout.score_square[at(cell)]) {
    --state.unused_score_squares;  // it was unused: jumps land on unused squares only
    int points = 0;
    if (nullified) {
      // Rule (§1.7.12): a nullified square adds nothing to any count.
      ++player.nullified;
    } else {
      ++player.collected[static_cast<std::size_t>(type)];
      if (type == CellType::score) {
        player.stars = static_cast<std::int16_t>(player.stars + layout.board.cells[at(cell)].value);
        points = layout.board.cells[at(cell)].value;
      }
      if (type == CellType::chests) points = 5;
    }
    emit(events, [&] {
      return Json{{"type", "collect"},
                  {"seat", seat},
                  {"cell_type", type_name(type)},
                  {"points", points},
                  {"nullified_by_crocodile", nullified}};
    });
  }
  switch (type) {
    case CellType::echidna:
      player.last_echidna = layout.board.cells[at(cell)].value;
      break;
    case CellType::kangaroo:
      return begin_extra_jump(state, seat, events);
    case CellType::tasmanian_devil: {
      // Rule: cross out every unused orthogonal neighbour.
      Json cells = Json::array();
      const int cx = layout.x[at(cell)], cy = layout.y[at(cell)];
      for (int d = 0; d < 4; ++d) {
        const int nx = cx + direction_dx[d], ny = cy + direction_dy[d];
        if (!layout.board.inside(nx, ny)) continue;
        const int neighbour = layout.index(nx, ny);
        if (!state.unused(neighbour)) continue;
        cross_out(state, neighbour);
        if (events) cells.push_back(xy(layout, neighbour));
      }
      if (events && !cells.empty())
        emit(events, [&] {
          return Json{{"type", "destroy"}, {"seat", seat}, {"cells", std::move(cells)}};
        });
      break;
    }
    case CellType::tasmanian_tiger:
      // Rule (§1.7.11): two squares of the lander's choice, fewer if fewer exist.
      state.destroy_left = 2;
      return continue_destroy(state, seat, events);
    default:
      break;
  }
  next_turn(state, events);
}

// Rule (§1.6 crocodile, §1.7.12): landing on a score square in the row or
// column of an occupied crocodile collects nothing; the jumper's own
// departure crocodile counts (it is occupied when the jump starts).
bool crocodile_nullifies(const State& state, int cell) {
  const Layout& layout = state.lay();
  if (!layout.score_square[at(cell)]) return false;
  for (const auto crocodile : layout.crocodiles) {
    if (!state.occupied(crocodile)) continue;
    if (layout.x[at(crocodile)] == layout.x[at(cell)] ||
        layout.y[at(crocodile)] == layout.y[at(cell)])
      return true;
  }
  return false;
}

void move_kangaroo(State& state, int seat, int to) {
  PlayerState& player = state.player(seat);
  const int from = player.cell;
  // Rule: cross out the square you leave (the first to leave a moth crosses it).
  cross_out(state, from);
  --state.occupants[at(from)];
  player.cell = static_cast<std::int16_t>(to);
  ++state.occupants[at(to)];
}

int cell_of(const State& state, const Move& move) {
  return state.lay().index(x_of(move), y_of(move));
}

bool on_board(const State& state, const Move& move) {
  return state.lay().board.inside(x_of(move), y_of(move));
}

}  // namespace

Move make_move(MoveKind kind, int x, int y) {
  Move move;
  move.kind = static_cast<std::uint8_t>(kind);
  if (kind_has_square(kind)) {
    move.args[0] = static_cast<std::int16_t>(x);
    move.args[1] = static_cast<std::int16_t>(y);
  }
  return move;
}

bool kind_has_square(MoveKind kind) {
  return kind == MoveKind::place || kind == MoveKind::jump || kind == MoveKind::teleport ||
         kind == MoveKind::destroy;
}

State initial_state(Board board, int players, Edition edition, bool starting_positions,
                    std::string size_name) {
  State state;
  state.layout = std::make_shared<const Layout>(std::move(board));
  state.edition = edition;
  state.starting_positions = starting_positions;
  state.size_name = std::move(size_name);
  state.player_count = players;
  state.phase = Phase::placing;
  state.current = 0;
  state.step = Step::place;
  state.unused_score_squares = state.lay().score_square_count;
  return state;
}

void append_legal_moves(const State& state, int seat, std::vector<Move>& out) {
  if (state.phase == Phase::finished || seat != state.current) return;
  const Layout& layout = state.lay();
  auto add_cell = [&](MoveKind kind, int cell) {
    out.push_back(make_move(kind, layout.x[at(cell)], layout.y[at(cell)]));
  };
  switch (state.step) {
    case Step::place:
      for (int cell = 0; cell < layout.cell_count; ++cell)
        if (placement_allowed(state, cell)) add_cell(MoveKind::place, cell);
      break;
    case Step::jump:
    case Step::extra_jump:
      for (int i = 0; i < state.destination_count; ++i)
        add_cell(MoveKind::jump, state.destinations[static_cast<std::size_t>(i)]);
      break;
    case Step::no_jump:
      for (int cell = 0; cell < layout.cell_count; ++cell)
        if (teleport_allowed(state, seat, cell)) add_cell(MoveKind::teleport, cell);
      out.push_back(make_move(MoveKind::stop));
      break;
    case Step::destroy:
      for (int cell = 0; cell < layout.cell_count; ++cell)
        if (destroy_allowed(state, seat, cell)) add_cell(MoveKind::destroy, cell);
      break;
  }
  // Rule (S002): a player may give up at any decision of their turn.
  out.push_back(make_move(MoveKind::give_up));
}

bool is_legal(const State& state, int seat, const Move& move) {
  if (state.phase == Phase::finished || seat != state.current) return false;
  const auto kind = static_cast<MoveKind>(move.kind);
  if (kind == MoveKind::give_up) return true;
  if (kind_has_square(kind) && !on_board(state, move)) return false;
  switch (state.step) {
    case Step::place:
      return kind == MoveKind::place && placement_allowed(state, cell_of(state, move));
    case Step::jump:
    case Step::extra_jump: {
      if (kind != MoveKind::jump) return false;
      const int cell = cell_of(state, move);
      for (int i = 0; i < state.destination_count; ++i)
        if (state.destinations[static_cast<std::size_t>(i)] == cell) return true;
      return false;
    }
    case Step::no_jump:
      if (kind == MoveKind::stop) return true;
      return kind == MoveKind::teleport && teleport_allowed(state, seat, cell_of(state, move));
    case Step::destroy:
      return kind == MoveKind::destroy && destroy_allowed(state, seat, cell_of(state, move));
  }
  return false;
}

void apply_move(State& state, int seat, const Move& move, Json* events) {
  const Layout& layout = state.lay();
  const auto kind = static_cast<MoveKind>(move.kind);
  if (kind == MoveKind::give_up) {
    put_out(state, seat, OutReason::gave_up, events);
    if (state.phase == Phase::placing) return next_placement(state, events);
    return next_turn(state, events);
  }
  const int cell = kind_has_square(kind) ? cell_of(state, move) : -1;
  switch (kind) {
    case MoveKind::place: {
      PlayerState& player = state.player(seat);
      player.cell = static_cast<std::int16_t>(cell);
      ++state.occupants[at(cell)];
      // Rule (§1.7.10): no landing effect at setup; an echidna start counts as visited.
      if (layout.type[at(cell)] == CellType::echidna)
        player.last_echidna = layout.board.cells[at(cell)].value;
      emit(events, [&] {
        return Json{{"type", "place"}, {"seat", seat}, {"x", x_of(move)}, {"y", y_of(move)}};
      });
      return next_placement(state, events);
    }
    case MoveKind::jump: {
      const int from = state.player(seat).cell;
      const bool extra = state.step == Step::extra_jump;
      const bool nullified = crocodile_nullifies(state, cell);
      if (events) {
        Json event = {
            {"type", "jump"}, {"seat", seat}, {"from", xy(layout, from)}, {"to", xy(layout, cell)}};
        Destination found[max_destinations];
        const int count = valid_destinations(state, seat, found);
        for (int i = 0; i < count; ++i) {
          if (found[i].cell != cell || found[i].distance == 0) continue;
          event["direction"] = direction_name(found[i].direction);
          event["distance"] = found[i].distance;
          break;
        }
        event["onto"] = type_name(layout.type[at(cell)]);
        int points = 0;
        if (!nullified && layout.type[at(cell)] == CellType::score)
          points = layout.board.cells[at(cell)].value;
        if (!nullified && layout.type[at(cell)] == CellType::chests) points = 5;
        event["points"] = points;
        event["extra"] = extra;
        events->push_back(std::move(event));
      }
      move_kangaroo(state, seat, cell);
      state.destination_count = 0;
      return land(state, seat, cell, nullified, events);
    }
    case MoveKind::teleport: {
      const int from = state.player(seat).cell;
      ++state.player(seat).teleports;
      emit(events, [&] {
        return Json{{"type", "teleport"},
                    {"seat", seat},
                    {"from", xy(layout, from)},
                    {"to", xy(layout, cell)},
                    {"cost", teleport_cost(state.edition)}};
      });
      move_kangaroo(state, seat, cell);
      // Rule (§1.7.7): the destination's landing effect applies.
      return land(state, seat, cell, false, events);
    }
    case MoveKind::destroy: {
      cross_out(state, cell);
      --state.destroy_left;
      emit(events, [&] {
        return Json{
            {"type", "destroy"}, {"seat", seat}, {"cells", Json::array({xy(layout, cell)})}};
      });
      return continue_destroy(state, seat, events);
    }
    case MoveKind::stop:
      put_out(state, seat, OutReason::no_jump, events);
      return next_turn(state, events);
    case MoveKind::give_up:
      break;
  }
}

std::string derive_and_check(State& state) {
  const Layout& layout = state.lay();
  std::fill(state.occupants.begin(), state.occupants.end(), 0);
  for (int seat = 0; seat < state.player_count; ++seat) {
    const PlayerState& player = state.player(seat);
    if (!player.placed()) continue;
    const int cell = player.cell;
    if (layout.type[at(cell)] == CellType::tree)
      return "seat " + std::to_string(seat) + " stands on a tree";
    if (state.occupants[at(cell)] > 0 && layout.type[at(cell)] != CellType::moth)
      return "two kangaroos share " + cell_text(layout, cell) + ", which is not a moth";
    if (state.crossed[at(cell)] && layout.type[at(cell)] != CellType::moth)
      return "seat " + std::to_string(seat) + " stands on crossed-out " + cell_text(layout, cell);
    ++state.occupants[at(cell)];
  }
  state.unused_score_squares = 0;
  for (int cell = 0; cell < layout.cell_count; ++cell)
    if (layout.score_square[at(cell)] && state.unused(cell)) ++state.unused_score_squares;

  const int seat = state.current;
  const std::string who = "seat " + std::to_string(seat);
  state.destination_count = 0;
  switch (state.phase) {
    case Phase::placing: {
      if (state.step != Step::place) return "while placing, the step must be \"place\"";
      for (int s = 0; s < state.player_count; ++s) {
        const PlayerState& player = state.player(s);
        if (s < seat && !player.placed() && !player.out)
          return "seat " + std::to_string(s) + " has not placed yet";
        if (s >= seat && player.placed())
          return "seat " + std::to_string(s) + " has placed before its turn";
        if (player.placed() && player.out)
          return "seat " + std::to_string(s) + " is out after placing";
        if (s > seat && player.out) return "seat " + std::to_string(s) + " is out before placing";
      }
      if (state.player(seat).out) return who + " is out and cannot place";
      return {};
    }
    case Phase::playing: {
      for (int s = 0; s < state.player_count; ++s) {
        const PlayerState& player = state.player(s);
        if (!player.placed() && !player.out) return "seat " + std::to_string(s) + " has not placed";
      }
      if (state.player(seat).out) return who + " is out and cannot be the seat to act";
      if (game_should_end(state)) return "the game should already be over";
      if (state.step == Step::place) return "the step \"place\" belongs to the placing phase";
      if (state.step != Step::destroy) state.destroy_left = 0;
      state.destination_count = valid_destination_cells(state, seat, state.destinations.data());
      switch (state.step) {
        case Step::jump:
        case Step::extra_jump:
          if (state.step == Step::extra_jump &&
              layout.type[at(state.player(seat).cell)] != CellType::kangaroo)
            return who + " has an extra jump but does not stand on a kangaroo";
          if (state.destination_count == 0)
            return who + " has no valid jump, so the step cannot be a jump";
          if (only_thorny_devil(state))
            return who + "'s only jump is a thorny devil, so it would be out";
          break;
        case Step::no_jump:
          if (state.destination_count > 0) return who + " has a valid jump, so it cannot teleport";
          if (!any_teleport_target(state, seat))
            return who + " has nowhere to teleport, so it would be out";
          break;
        case Step::destroy:
          state.destination_count = 0;
          if (layout.type[at(state.player(seat).cell)] != CellType::tasmanian_tiger)
            return who + " destroys squares but does not stand on a tasmanian tiger";
          if (state.destroy_left < 1 || state.destroy_left > 2)
            return "destroy_left must be 1 or 2";
          if (destroy_target_count(state, seat) == 0) return "no square is left to destroy";
          break;
        case Step::place:
          break;
      }
      return {};
    }
    case Phase::finished:
      if (!game_should_end(state)) return "the game is marked finished but players can still act";
      return {};
  }
  return "unknown phase";
}

}  // namespace kangaroom::engine::kangaruse
