#include "rules.hpp"

#include <cstdlib>

#include "core/json_fields.hpp"
#include "movegen.hpp"
#include "scoring.hpp"

namespace kangaroom::engine::kangaroo {

namespace {

std::int16_t arg(int value) { return static_cast<std::int16_t>(value); }

void emit(Json* events, Json event) {
  if (events) events->push_back(std::move(event));
}

void finish(State& state, EndReason reason, Json* events) {
  state.phase = Phase::finished;
  state.end_reason = reason;
  // The stranded sequence stays in view only when it is what ended the game.
  if (reason != EndReason::stranded) {
    state.stranded_seat = -1;
    state.obligatory_made = 0;
  }
  if (events) {
    const auto scores = score_breakdowns(state.board);
    emit(events, {{"type", "game_over"},
                  {"reason", end_reason_name(reason)},
                  {"scores", {scores[0].total(), scores[1].total()}}});
  }
}

bool no_pieces_left(const State& state) {
  return state.piece_count(0) == 0 || state.piece_count(1) == 0;
}

// `seat` is next to start a turn in normal play.
void begin_turn(State& state, int seat, Json* events) {
  if (no_pieces_left(state)) return finish(state, EndReason::no_pieces, events);
  state.chain = Path{};
  if (has_jump(state.board, seat)) {
    state.current = seat;
    state.phase = Phase::move;
    return;
  }
  // Rule (§3.1): a player who cannot move may not resign; if the opponent
  // cannot move either, the game ends at once.
  const int opponent = other_seat(seat);
  if (!has_jump(state.board, opponent)) return finish(state, EndReason::no_moves, events);
  state.stranded_seat = seat;
  state.obligatory_made = 0;
  emit(events, {{"type", "stranded"}, {"seat", seat}});
  state.current = opponent;
  state.phase = Phase::move;
}

// `mover` has just completed a move (a chain of jumps).
void after_move(State& state, int mover, Json* events) {
  ++state.moves_played;
  if (no_pieces_left(state)) return finish(state, EndReason::no_pieces, events);
  // Game length: the limit ends the game even during obligatory moves, and
  // the position is scored as at every other end.
  if (state.moves_played >= state.move_limit) return finish(state, EndReason::move_limit, events);
  if (!state.stranded()) return begin_turn(state, other_seat(mover), events);

  // Rule (§3.1, §3.4.1): after each obligatory move, the fifth included, the
  // stranded player gets the turn back as soon as it has a jump.
  ++state.obligatory_made;
  const int stranded = state.stranded_seat;
  if (has_jump(state.board, stranded)) {
    state.stranded_seat = -1;
    state.obligatory_made = 0;
    emit(events, {{"type", "regained"}, {"seat", stranded}});
    return begin_turn(state, stranded, events);
  }
  if (state.obligatory_made >= obligatory_move_limit || !has_jump(state.board, mover))
    return finish(state, EndReason::stranded, events);
  state.chain = Path{};
  state.current = mover;
  state.phase = Phase::move;
}

void complete_chain(State& state, int seat, Json* events) {
  state.last_move = LastMove{};
  state.last_move.present = true;
  state.last_move.seat = seat;
  state.last_move.path = state.chain;
  after_move(state, seat, events);
}

void apply_jump(State& state, int seat, int from, int to, Json* events) {
  if (state.phase == Phase::move) {
    state.chain = Path{};
    state.chain.squares[0] = static_cast<std::int8_t>(from);
    state.chain.length = 1;
  }
  const int over = square_at((file_of(from) + file_of(to)) / 2, (rank_of(from) + rank_of(to)) / 2);
  const Piece own = piece_of(seat);
  state.put(from, Piece::empty);
  state.put(to, own);
  Json captured = nullptr;
  // Rule (§3.2.2): a jumped enemy piece is removed at once.
  if (state.at(over) != own) {
    state.put(over, Piece::empty);
    --state.pieces[static_cast<std::size_t>(other_seat(seat))];
    state.chain.captured[static_cast<std::size_t>(state.chain.captured_count++)] =
        static_cast<std::int8_t>(over);
    captured = square_json(over);
  }
  state.chain.squares[static_cast<std::size_t>(state.chain.length++)] =
      static_cast<std::int8_t>(to);
  emit(events, {{"type", "jump"},
                {"seat", seat},
                {"from", square_json(from)},
                {"to", square_json(to)},
                {"captured", std::move(captured)}});
  // Rule (§3.4.2): the move is complete when the chain cannot go on.
  if (piece_can_jump(state.board, to, state.chain.visited())) {
    state.phase = Phase::chain;
    return;
  }
  complete_chain(state, seat, events);
}

bool is_jump_shape(int from_file, int from_rank, int to_file, int to_rank) {
  const int df = std::abs(to_file - from_file), dr = std::abs(to_rank - from_rank);
  return (df == 0 || df == 2) && (dr == 0 || dr == 2) && (df != 0 || dr != 0);
}

}  // namespace

Json square_json(int square) { return Json::array({file_of(square), rank_of(square)}); }

bool read_coordinates(const Json& object, const char* key, int limit, int& file, int& rank,
                      std::string& error) {
  const auto it = object.find(key);
  const bool pair = it != object.end() && it->is_array() && it->size() == 2 &&
                    is_signed_integer((*it)[0]) && is_signed_integer((*it)[1]);
  if (!pair) {
    error = std::string("\"") + key + "\" must be a square [file, rank], e.g. [2, 0] for c1";
    return false;
  }
  const auto f = (*it)[0].get<long long>(), r = (*it)[1].get<long long>();
  if (f < -limit || f >= board_side + limit || r < -limit || r >= board_side + limit) {
    error = std::string("\"") + key + "\" is far off the board";
    return false;
  }
  file = static_cast<int>(f);
  rank = static_cast<int>(r);
  return true;
}

Move make_jump(int from_file, int from_rank, int to_file, int to_rank) {
  Move move;
  move.kind = static_cast<std::uint8_t>(MoveKind::jump);
  move.args[0] = arg(from_file);
  move.args[1] = arg(from_rank);
  move.args[2] = arg(to_file);
  move.args[3] = arg(to_rank);
  return move;
}

Move make_jump(int from, int to) {
  return make_jump(file_of(from), rank_of(from), file_of(to), rank_of(to));
}

Move make_stop() {
  Move move;
  move.kind = static_cast<std::uint8_t>(MoveKind::stop);
  return move;
}

Move make_resign() {
  Move move;
  move.kind = static_cast<std::uint8_t>(MoveKind::resign);
  return move;
}

Move make_remove(int file, int rank) {
  Move move;
  move.kind = static_cast<std::uint8_t>(MoveKind::remove);
  move.args[0] = arg(file);
  move.args[1] = arg(rank);
  return move;
}

State state_at(const Board& board, int to_move, Json* events) {
  State state;
  state.board = board;
  state.count_pieces();
  state.first_seat = to_move;
  begin_turn(state, to_move, events);
  return state;
}

void append_legal_moves(const State& state, int seat, std::vector<Move>& out) {
  if (state.phase == Phase::finished || seat != state.current) return;
  Jump jumps[max_jumps_per_piece];
  switch (state.phase) {
    case Phase::move: {
      const Piece own = piece_of(seat);
      for (int square = 0; square < square_count; ++square) {
        if (state.at(square) != own) continue;
        const int count = jumps_from(state.board, square, std::uint64_t{1} << square, jumps);
        for (int i = 0; i < count; ++i) out.push_back(make_jump(jumps[i].from, jumps[i].to));
      }
      // Rule (§3.1, §3.2.5): resign instead of moving, but never during
      // obligatory moves (while the other seat is stranded).
      if (!state.stranded()) out.push_back(make_resign());
      break;
    }
    case Phase::chain: {
      const int count = jumps_from(state.board, state.chain.last(), state.chain.visited(), jumps);
      for (int i = 0; i < count; ++i) out.push_back(make_jump(jumps[i].from, jumps[i].to));
      out.push_back(make_stop());
      break;
    }
    case Phase::remove: {
      const Piece own = piece_of(seat);
      for (int square = 0; square < square_count; ++square)
        if (state.at(square) == own) out.push_back(make_remove(file_of(square), rank_of(square)));
      break;
    }
    case Phase::finished:
      break;
  }
}

void apply_move(State& state, int seat, const Move& move, Json* events) {
  switch (kind_of(move)) {
    case MoveKind::jump:
      apply_jump(state, seat, square_at(file_of(move), rank_of(move)),
                 square_at(to_file_of(move), to_rank_of(move)), events);
      return;
    case MoveKind::stop:
      emit(events, {{"type", "stop"}, {"seat", seat}});
      complete_chain(state, seat, events);
      return;
    case MoveKind::resign:
      emit(events, {{"type", "resign"}, {"seat", seat}});
      state.phase = Phase::remove;
      return;
    case MoveKind::remove: {
      // Rule (§3.2.1): resigning ends the game; the piece given up is gone
      // before scoring.
      const int square = square_at(file_of(move), rank_of(move));
      state.put(square, Piece::empty);
      --state.pieces[static_cast<std::size_t>(seat)];
      emit(events, {{"type", "remove"}, {"seat", seat}, {"at", square_json(square)}});
      state.last_move = LastMove{};
      state.last_move.present = true;
      state.last_move.seat = seat;
      state.last_move.resigned = true;
      state.last_move.removed = square;
      ++state.moves_played;
      finish(state, EndReason::resigned, events);
      return;
    }
  }
}

std::string explain_illegal_move(const State& state, int seat, const Move& move) {
  if (state.phase == Phase::finished) return "the game is over";
  if (seat != state.current) return "it is not your turn";
  const MoveKind kind = kind_of(move);
  if (state.phase == Phase::remove) {
    if (kind != MoveKind::remove) return "you resigned: choose one of your pieces to give up";
    if (!on_board(file_of(move), rank_of(move)))
      return coordinates_text(file_of(move), rank_of(move)) + " is off the board";
    return square_name(square_at(file_of(move), rank_of(move))) + " is not one of your pieces";
  }
  switch (kind) {
    case MoveKind::remove:
      return "remove only follows a resignation";
    case MoveKind::stop:
      if (state.phase == Phase::move) return "stop only ends a chain of jumps: make a jump first";
      break;
    case MoveKind::resign:
      if (state.phase == Phase::chain)
        return "you are in the middle of a chain: jump again or stop";
      if (state.stranded()) return "you must make the obligatory moves: you cannot resign now";
      break;
    case MoveKind::jump: {
      const int from_file = file_of(move), from_rank = rank_of(move);
      const int to_file = to_file_of(move), to_rank = to_rank_of(move);
      if (!on_board(from_file, from_rank))
        return coordinates_text(from_file, from_rank) + " is off the board";
      if (!on_board(to_file, to_rank))
        return coordinates_text(to_file, to_rank) + " is off the board";
      const int from = square_at(from_file, from_rank), to = square_at(to_file, to_rank);
      if (state.phase == Phase::chain && from != state.chain.last())
        return "only the piece on " + square_name(state.chain.last()) +
               " may go on jumping (or stop)";
      if (state.at(from) != piece_of(seat))
        return "there is no piece of yours on " + square_name(from);
      if (!is_jump_shape(from_file, from_rank, to_file, to_rank))
        return square_name(from) + " to " + square_name(to) +
               " is not a jump: a piece jumps two squares in a straight line, over the piece "
               "between";
      const int over = square_at((from_file + to_file) / 2, (from_rank + to_rank) / 2);
      if (state.at(over) == Piece::empty)
        return square_name(over) + " is empty: there is no piece to jump over";
      if (state.at(to) != Piece::empty) return square_name(to) + " is not empty";
      if (state.phase == Phase::chain && (state.chain.visited() & (std::uint64_t{1} << to)))
        return "this piece already stood on " + square_name(to) +
               " in this move: a move uses each square once";
      break;
    }
  }
  return "that move is not legal now";
}

std::string derive_and_check(State& state) {
  state.count_pieces();
  if (state.piece_count(0) > pieces_per_side || state.piece_count(1) > pieces_per_side)
    return "a side has more than 16 pieces";
  if (state.moves_played < 0) return "moves_played is negative";
  if (state.phase == Phase::finished) {
    if (state.end_reason == EndReason::none) return "a finished game needs an end_reason";
    if (state.end_reason == EndReason::move_limit && state.moves_played < state.move_limit)
      return "the move limit ended a game that had not reached it";
    if (state.stranded() && state.end_reason != EndReason::stranded)
      return "stranded is set in a game that did not end so";
    return {};
  }
  if (state.end_reason != EndReason::none) return "an unfinished game has an end_reason";
  if (state.current != 0 && state.current != 1) return "turn must be 0 or 1";
  // Rule (§3.4.2): mid-chain the opponent may have no pieces left; the end
  // is checked when the move is complete.
  if (state.phase != Phase::chain && no_pieces_left(state))
    return "a side has no pieces, so the game is over";
  if (state.stranded()) {
    if (state.stranded_seat != other_seat(state.current))
      return "the stranded seat cannot be the one to act";
    if (state.obligatory_made < 0 || state.obligatory_made >= obligatory_move_limit)
      return "moves_made must be 0 to 4 while the stranded sequence goes on";
    if (state.phase == Phase::remove) return "nobody resigns during obligatory moves";
  }
  switch (state.phase) {
    case Phase::move:
      if (state.chain.length != 0) return "a chain is given, but the phase is move";
      if (!has_jump(state.board, state.current)) return "the seat to move has no jump";
      if (state.stranded() && has_jump(state.board, state.stranded_seat))
        return "the stranded seat has a jump, so it has the turn";
      break;
    case Phase::remove:
      if (state.chain.length != 0) return "a chain is given, but the phase is remove";
      break;
    case Phase::chain: {
      const Path& path = state.chain;
      if (path.length < 2) return "a chain needs a path of at least two squares";
      std::uint64_t seen = 0;
      for (int i = 0; i < path.length; ++i) {
        const int square = path.squares[static_cast<std::size_t>(i)];
        if (seen & (std::uint64_t{1} << square)) return "the chain's path repeats a square";
        seen |= std::uint64_t{1} << square;
        if (i == 0) continue;
        const int before = path.squares[static_cast<std::size_t>(i - 1)];
        if (!is_jump_shape(file_of(before), rank_of(before), file_of(square), rank_of(square)))
          return "the chain's path has a step that is not a jump";
      }
      for (int i = 0; i + 1 < path.length; ++i)
        if (state.at(path.squares[static_cast<std::size_t>(i)]) != Piece::empty)
          return "a square the chain's piece left is not empty";
      if (state.at(path.last()) != piece_of(state.current))
        return "the chain's piece is not on its last square";
      for (int i = 0; i < path.captured_count; ++i)
        if (state.at(path.captured[static_cast<std::size_t>(i)]) != Piece::empty)
          return "a captured square is not empty";
      if (!piece_can_jump(state.board, path.last(), path.visited()))
        return "the chain's piece cannot jump again, so the move is over";
      break;
    }
    case Phase::finished:
      break;
  }
  return {};
}

}  // namespace kangaroom::engine::kangaroo
