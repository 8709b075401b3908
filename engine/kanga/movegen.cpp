#include "movegen.hpp"

namespace kangaroom::engine::kanga {

Move make_place(int col, int row) {
  Move move;
  move.kind = static_cast<std::uint8_t>(MoveKind::place);
  move.args[0] = static_cast<std::int16_t>(col);
  move.args[1] = static_cast<std::int16_t>(row);
  return move;
}

Move make_swap() {
  Move move;
  move.kind = static_cast<std::uint8_t>(MoveKind::swap);
  return move;
}

void append_legal_moves(const State& state, int seat, std::vector<Move>& out) {
  if (state.finished || seat != state.seat_to_move()) return;
  const Board& board = state.board;
  for (int row = 0; row < board.size(); ++row)
    for (int col = 0; col < board.size(); ++col)
      if (placement_legal(board, board.cell(col, row), state.to_move, state.options.suicide))
        out.push_back(make_place(col, row));
  if (state.swap_available()) out.push_back(make_swap());
}

bool is_legal(const State& state, int seat, const Move& move) {
  if (state.finished || seat != state.seat_to_move()) return false;
  if (move.kind == static_cast<std::uint8_t>(MoveKind::swap))
    return state.swap_available() && move == make_swap();
  if (move.kind != static_cast<std::uint8_t>(MoveKind::place)) return false;
  const int col = col_of(move), row = row_of(move);
  if (!state.board.inside(col, row) || !(move == make_place(col, row))) return false;
  return placement_legal(state.board, state.board.cell(col, row), state.to_move,
                         state.options.suicide);
}

bool has_legal_placement(const State& state) {
  const Board& board = state.board;
  for (int row = 0; row < board.size(); ++row)
    for (int col = 0; col < board.size(); ++col)
      if (placement_legal(board, board.cell(col, row), state.to_move, state.options.suicide))
        return true;
  return false;
}

}  // namespace kangaroom::engine::kanga
