#include "rules.hpp"

#include <algorithm>

#include "movegen.hpp"

namespace kangaroom::engine::kanga {

namespace {

std::size_t at(int index) { return static_cast<std::size_t>(index); }

void finish(State& state, EndReason reason, int winner, Json* events) {
  state.finished = true;
  state.end_reason = reason;
  state.winner = winner;
  if (events)
    events->push_back({{"type", "game_over"},
                       {"reason", end_reason_name(reason)},
                       {"winner", winner < 0 ? Json(nullptr) : Json(winner)}});
}

// The ends that arrive with a new position rather than with a win (RULES.md
// 2.2.5 and 2.1 "no legal placement"), in this order: repetition, move cap,
// move limit, no legal placement for the player now to move.
void record_position_and_check_end(State& state, Json* events) {
  const std::uint64_t key = state.position_key();
  state.history.push_back(key);
  if (state.occurrences(key) >= 3) {
    finish(state, EndReason::repetition, -1, events);
  } else if (state.options.move_cap && state.placements >= state.options.placement_cap()) {
    finish(state, EndReason::move_cap, -1, events);
  } else if (state.placements >= state.options.placement_limit()) {
    finish(state, EndReason::move_limit, -1, events);
  } else if (!state.swap_available() && !has_legal_placement(state)) {
    finish(state, EndReason::no_legal_move, 1 - state.seat_to_move(), events);
  }
}

}  // namespace

void resign(State& state, int seat, Json* events) {
  if (events) events->push_back({{"type", "resign"}, {"seat", seat}});
  finish(state, EndReason::resigned, 1 - seat, events);
}

namespace {

void apply_swap(State& state, int seat, Json* events) {
  // Seat 1 takes Black's stone; seat 0 becomes White and moves next.
  std::swap(state.seat_colour[0], state.seat_colour[1]);
  ++state.moves_played;
  state.last_move.kind = LastMoveKind::swap;
  state.last_move.seat = seat;
  state.last_move.cell = 0;
  state.last_move.go = state.last_move.custodian = 0;
  state.last_move.captured.clear();
  state.last_move.self_captured.clear();
  if (events) events->push_back({{"type", "swap"}, {"seat", seat}});
  record_position_and_check_end(state, events);
}

void apply_place(State& state, int seat, int col, int row, Json* events) {
  Board& board = state.board;
  const int cell = board.cell(col, row);
  const Stone colour = state.to_move;
  const Stone enemy = opponent(colour);
  Resolution resolution;
  resolve_placement(board, cell, colour, state.options.suicide, resolution);

  board.set(cell, colour);
  state.stones_hash ^= zobrist_key(cell, colour);
  LastMove& last = state.last_move;
  last.kind = LastMoveKind::place;
  last.seat = seat;
  last.cell = cell;
  last.go = resolution.go;
  last.custodian = resolution.custodian;
  last.captured.clear();
  last.self_captured.clear();
  for (int i = 0; i < resolution.enemy_removed(); ++i) {
    const int stone = resolution.removed[at(i)];
    board.set(stone, Stone::empty);
    state.stones_hash ^= zobrist_key(stone, enemy);
    last.captured.push_back(static_cast<std::int16_t>(stone));
  }
  for (int i = resolution.enemy_removed(); i < resolution.enemy_removed() + resolution.self; ++i) {
    const int stone = resolution.removed[at(i)];
    board.set(stone, Stone::empty);
    state.stones_hash ^= zobrist_key(stone, colour);
    last.self_captured.push_back(static_cast<std::int16_t>(stone));
  }
  std::sort(last.self_captured.begin(), last.self_captured.end());
  state.captures[at(seat)] += resolution.enemy_removed();
  // Ruling (README): stones lost to self-capture count for the opponent, as
  // prisoners do in Go rule sets that allow suicide.
  state.captures[at(1 - seat)] += resolution.self;
  ++state.placements;
  ++state.moves_played;
  if (events) {
    Json event = {{"type", "place"},
                  {"seat", seat},
                  {"at", Json::array({col, row})},
                  {"captured", cells_json(board, last.captured)},
                  {"go", resolution.go},
                  {"custodian", resolution.custodian}};
    if (resolution.self > 0) event["self_captured"] = cells_json(board, last.self_captured);
    events->push_back(std::move(event));
  }

  // Rule 2.1 step 4. Only the group of the placed stone can have become
  // connected: the move adds no other stone of the mover and removes none
  // of theirs except (self-capture) that very group.
  if (resolution.self == 0) {
    Group group;
    find_group(board, cell, nullptr, group);
    if (connects(board, group)) {
      state.winning_group.assign(group.cells.begin(), group.cells.begin() + group.size);
      std::sort(state.winning_group.begin(), state.winning_group.end());
      finish(state, EndReason::connection, seat, events);
      return;
    }
  }
  state.to_move = enemy;
  record_position_and_check_end(state, events);
}

}  // namespace

Json cell_json(const Board& board, int cell) {
  return Json::array({board.col(cell), board.row(cell)});
}

Json cells_json(const Board& board, const std::vector<std::int16_t>& cells) {
  Json out = Json::array();
  for (const int cell : cells) out.push_back(cell_json(board, cell));
  return out;
}

State initial_state(const Options& options) {
  State state(options);
  state.history.push_back(state.position_key());
  return state;
}

bool connects(const Board& board, const Group& group) {
  const int last = board.size() - 1;
  bool top = false, bottom = false, left = false, right = false;
  for (int i = 0; i < group.size; ++i) {
    const int cell = group.cells[at(i)];
    const int row = board.row(cell), col = board.col(cell);
    top = top || row == 0;
    bottom = bottom || row == last;
    left = left || col == 0;
    right = right || col == last;
  }
  return (top && bottom) || (left && right);
}

void apply_move(State& state, int seat, const Move& move, Json* events) {
  if (move.kind == static_cast<std::uint8_t>(MoveKind::swap)) {
    apply_swap(state, seat, events);
  } else {
    apply_place(state, seat, col_of(move), row_of(move), events);
  }
}

std::string derive_and_check(State& state) {
  const Board& board = state.board;
  state.stones_hash = hash_stones(board);
  Group group;
  std::array<std::uint8_t, max_padded> seen{};
  bool connected[2] = {false, false};
  for (int cell = board.first_cell(); cell <= board.last_cell(); ++cell) {
    const Stone stone = board.at(cell);
    if ((stone != Stone::black && stone != Stone::white) || seen[at(cell)]) continue;
    find_group(board, cell, nullptr, group);
    for (int i = 0; i < group.size; ++i) seen[at(group.cells[at(i)])] = 1;
    // Appended piece by piece: "r" + std::string trips GCC 12's -Wrestrict at -O3.
    std::string where = "r";
    where += std::to_string(board.row(cell) + 1);
    where += 'c';
    where += std::to_string(board.col(cell) + 1);
    if (group.liberties == 0)
      return "the " + std::string(colour_name(stone)) + " group at " + where + " has no liberty";
    if (connects(board, group)) connected[stone == Stone::white ? 1 : 0] = true;
  }
  if (state.seat_colour[0] == state.seat_colour[1]) return "both seats have the same colour";

  const std::uint64_t key = state.position_key();
  if (state.history.empty()) state.history.push_back(key);
  if (state.finished) {
    const bool draw =
        state.end_reason == EndReason::repetition || state.end_reason == EndReason::move_cap ||
        state.end_reason == EndReason::move_limit || state.end_reason == EndReason::agreement;
    if (state.end_reason == EndReason::none) return "a finished game needs an end reason";
    if (draw != (state.winner < 0)) return "the winner does not match the end reason";
    if (state.end_reason == EndReason::move_limit &&
        state.placements < state.options.placement_limit())
      return "the move limit ended a game that had not reached it";
    if (state.end_reason == EndReason::connection) {
      const Stone colour = state.seat_colour[at(state.winner)];
      if (!connected[colour == Stone::white ? 1 : 0])
        return "the winner has no group connecting opposite edges";
      if (state.winning_group.empty()) return "a game won by connection lists the winning group";
      const int first = state.winning_group.front();
      if (board.at(first) != colour) return "the winning group is not the winner's";
      find_group(board, first, nullptr, group);
      std::vector<std::int16_t> cells(group.cells.begin(), group.cells.begin() + group.size);
      std::sort(cells.begin(), cells.end());
      std::vector<std::int16_t> given = state.winning_group;
      std::sort(given.begin(), given.end());
      if (cells != given || !connects(board, group))
        return "the winning group is not a connecting group";
      state.winning_group = cells;
    } else if (!state.winning_group.empty()) {
      return "only a game won by connection has a winning group";
    }
    return "";
  }
  if (!state.winning_group.empty()) return "a running game has no winning group";
  if (connected[0] || connected[1])
    return "a group already connects opposite edges: the game would be over";
  if (state.history.back() != key) return "the last entry of the history is not this position";
  if (state.occurrences(key) >= 3)
    return "this position occurred three times: the game would be drawn";
  if (state.options.move_cap && state.placements >= state.options.placement_cap())
    return "the move cap is reached: the game would be drawn";
  if (!state.swap_available() && !has_legal_placement(state))
    return "the player to move has no legal placement: the game would be over";
  return "";
}

}  // namespace kangaroom::engine::kanga
