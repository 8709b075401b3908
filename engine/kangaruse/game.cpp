// Kangaruse's turn through the Game interface: who acts, legal moves and
// applying them (rules.cpp), moves as JSON and text, why a move is illegal,
// scores. The view is in view.cpp, positions as data in position.cpp.
#include "game.hpp"

#include <limits>
#include <optional>
#include <utility>

#include "core/coordinates.hpp"
#include "core/json_fields.hpp"
#include "core/names.hpp"
#include "factory.hpp"
#include "movegen.hpp"
#include "scoring.hpp"

namespace kangaroom::engine::kangaruse {

namespace {

std::size_t at(int cell) { return static_cast<std::size_t>(cell); }

std::string xy_text(int x, int y) { return coordinate_pair_text(x, y); }

constexpr NameTable<MoveKind, 6> action_names = {{{MoveKind::place, "place"},
                                                  {MoveKind::jump, "jump"},
                                                  {MoveKind::teleport, "teleport"},
                                                  {MoveKind::destroy, "destroy"},
                                                  {MoveKind::stop, "stop"},
                                                  {MoveKind::give_up, "give_up"}}};

std::optional<MoveKind> kind_from_action(std::string_view action) {
  return value_of(action_names, action);
}

std::string_view action_name(MoveKind kind) { return name_of(action_names, kind); }

}  // namespace

// --- The game ---

std::unique_ptr<KangaruseGame> make_game(Board board, const Setup& setup) {
  return std::make_unique<KangaruseGame>(initial_state(
      std::move(board), setup.players, setup.edition, setup.starting_positions, setup.size_name));
}

const GameInfo& KangaruseGame::info() const { return game_info(); }

std::vector<Seat> KangaruseGame::to_act() const {
  if (finished()) return {};
  return {state_.current};
}

void KangaruseGame::legal_moves(Seat seat, std::vector<Move>& out) const {
  append_legal_moves(state_, seat, out);
}

void KangaruseGame::apply_legal(Seat seat, const Move& move, Json* events) {
  apply_move(state_, seat, move, events);
}

Json KangaruseGame::move_to_json(const Move& move) const {
  const auto kind = static_cast<MoveKind>(move.kind);
  Json out = {{"action", action_name(kind)}};
  if (kind_has_square(kind)) {
    out["x"] = x_of(move);
    out["y"] = y_of(move);
  }
  return out;
}

// move_to_json's objects, written as Json::dump() writes them (keys sorted).
std::string KangaruseGame::moves_text(const std::vector<Move>& moves) const {
  std::string out = "[";
  out.reserve(2 + moves.size() * 32);
  for (const Move& move : moves) {
    if (out.size() > 1) out += ',';
    const auto kind = static_cast<MoveKind>(move.kind);
    out += R"({"action":")";
    out += action_name(kind);
    out += '"';
    if (kind_has_square(kind)) {
      out += R"(,"x":)";
      out += std::to_string(x_of(move));
      out += R"(,"y":)";
      out += std::to_string(y_of(move));
    }
    out += '}';
  }
  out += ']';
  return out;
}

std::optional<Move> KangaruseGame::move_from_json(const Json& json, std::string& error) const {
  if (!json.is_object()) {
    error = "a move must be a JSON object such as {\"action\":\"jump\",\"x\":3,\"y\":2}";
    return std::nullopt;
  }
  std::string action;
  if (!read_string(json, "action", action, error)) return std::nullopt;
  const auto kind = kind_from_action(action);
  if (!kind) {
    error = "unknown action \"" + action + "\" (place, jump, teleport, destroy, stop, give_up)";
    return std::nullopt;
  }
  int x = 0, y = 0;
  if (kind_has_square(*kind)) {
    constexpr int limit = std::numeric_limits<std::int16_t>::max();
    if (!read_int(json, "x", -limit, limit, x, error)) return std::nullopt;
    if (!read_int(json, "y", -limit, limit, y, error)) return std::nullopt;
  }
  return make_move(*kind, x, y);
}

std::string KangaruseGame::explain_illegal(Seat seat, const Move& move) const {
  if (finished()) return "the game is over";
  if (seat != state_.current) return "it is not your turn";
  const auto kind = static_cast<MoveKind>(move.kind);
  const Layout& layout = state_.lay();
  const int x = x_of(move), y = y_of(move);
  const std::string where = xy_text(x, y);
  if (kind_has_square(kind) && !layout.board.inside(x, y)) return where + " is off the board";
  const int cell = kind_has_square(kind) ? layout.index(x, y) : -1;
  const bool tree = cell >= 0 && layout.type[at(cell)] == CellType::tree;
  const bool crossed = cell >= 0 && state_.crossed[at(cell)];
  const int cost = teleport_cost(state_.edition);

  switch (state_.step) {
    case Step::place:
      if (kind != MoveKind::place) return "place your kangaroo first";
      if (tree) return where + " is a tree";
      if (layout.score_square[at(cell)]) return "you cannot start on a score square";
      if (crossed) return where + " is crossed out";
      if (state_.occupied(cell)) return where + " is occupied";
      if (state_.starting_positions && layout.type[at(cell)] != CellType::starting_position)
        return "with starting positions on, you must start on a starting-position square";
      break;
    case Step::jump:
    case Step::extra_jump:
      if (kind == MoveKind::jump) return explain_invalid_jump(state_, seat, cell);
      if (kind == MoveKind::teleport) return "you have a valid jump, so you cannot teleport";
      if (kind == MoveKind::stop) return "you have a valid jump; to stop playing, give up";
      if (kind == MoveKind::place) return "kangaroos are already placed";
      if (kind == MoveKind::destroy) return "there is nothing to destroy now";
      break;
    case Step::no_jump:
      if (kind == MoveKind::jump)
        return "you have no valid jump: teleport (costs " + std::to_string(cost) + ") or stop";
      if (kind != MoveKind::teleport) return "you have no valid jump: teleport or stop";
      if (tree) return where + " is a tree";
      if (crossed) return where + " is crossed out";
      if (!state_.unused(cell)) return where + " is occupied";
      if (layout.score_square[at(cell)]) return "you cannot teleport to a score square";
      if (layout.type[at(cell)] == CellType::echidna)
        return "the echidna at " + where + " is not higher than your last echidna";
      break;
    case Step::destroy:
      if (kind != MoveKind::destroy) return "choose a square for the tasmanian tiger to cross out";
      if (cell == state_.player(seat).cell) return "you stand on " + where;
      if (tree) return "trees cannot be destroyed";
      if (crossed) return where + " is already crossed out";
      if (!state_.unused(cell)) return where + " is occupied";
      return where + " is not in the tiger's row or column";
  }
  return "that move is not legal now";
}

std::vector<double> KangaruseGame::scores() const {
  const auto breakdowns = score_breakdowns(state_);
  std::vector<double> out(static_cast<std::size_t>(state_.player_count));
  for (std::size_t seat = 0; seat < out.size(); ++seat) out[seat] = breakdowns[seat].total;
  return out;
}

}  // namespace kangaroom::engine::kangaruse
