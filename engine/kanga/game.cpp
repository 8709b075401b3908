#include "game.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <limits>

#include "core/json_fields.hpp"
#include "factory.hpp"
#include "guide.hpp"
#include "movegen.hpp"
#include "rules.hpp"

namespace kangaroom::engine::kanga {

namespace {

std::size_t at(int index) { return static_cast<std::size_t>(index); }

std::string cell_name(int col, int row) {
  std::string text = "r";
  text += std::to_string(row + 1);
  text += 'c';
  text += std::to_string(col + 1);
  return text;
}

Json board_rows(const Board& board) {
  Json rows = Json::array();
  for (int row = 0; row < board.size(); ++row) rows.push_back(board.row_text(row));
  return rows;
}

bool same_row(const Board& a, const Board& b, int row) {
  for (int col = 0; col < a.size(); ++col)
    if (a.at(a.cell(col, row)) != b.at(b.cell(col, row))) return false;
  return true;
}

Json colours_json(const State& state) {
  return Json::array({colour_name(state.seat_colour[0]), colour_name(state.seat_colour[1])});
}

// The last move as the view shows it (README.md "View"); `full` adds the
// capture counts for saved positions.
Json last_move_json(const State& state, bool full) {
  const LastMove& last = state.last_move;
  switch (last.kind) {
    case LastMoveKind::none:
      return nullptr;
    case LastMoveKind::swap:
      return {{"seat", last.seat}, {"swap", true}};
    case LastMoveKind::place:
      break;
  }
  Json out = {{"seat", last.seat},
              {"at", cell_json(state.board, last.cell)},
              {"captured", cells_json(state.board, last.captured)}};
  if (!last.self_captured.empty())
    out["self_captured"] = cells_json(state.board, last.self_captured);
  if (full) {
    out["go"] = last.go;
    out["custodian"] = last.custodian;
  }
  return out;
}

Json winning_group_json(const State& state) {
  if (state.winning_group.empty()) return nullptr;
  return cells_json(state.board, state.winning_group);
}

Json end_reason_json(const State& state) {
  if (!state.finished) return nullptr;
  return end_reason_name(state.end_reason);
}

Json turn_json(const State& state) {
  return state.finished ? Json(nullptr) : Json(state.seat_to_move());
}

std::string key_text(std::uint64_t key) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(key));
  return text;
}

}  // namespace

std::unique_ptr<KangaGame> make_game(const Options& options) {
  return std::make_unique<KangaGame>(initial_state(options));
}

const GameInfo& KangaGame::info() const { return game_info(); }

std::vector<Seat> KangaGame::to_act() const {
  if (state_.finished) return {};
  return {state_.seat_to_move()};
}

void KangaGame::legal_moves(Seat seat, std::vector<Move>& out) const {
  append_legal_moves(state_, seat, out);
}

void KangaGame::apply_legal(Seat seat, const Move& move, Json* events) {
  apply_move(state_, seat, move, events);
}

Json KangaGame::move_to_json(const Move& move) const {
  if (move.kind == static_cast<std::uint8_t>(MoveKind::swap)) return {{"type", "swap"}};
  return {{"type", "place"}, {"at", Json::array({col_of(move), row_of(move)})}};
}

std::optional<Move> KangaGame::move_from_json(const Json& json, std::string& error) const {
  if (!json.is_object()) {
    error = "a move must be a JSON object such as {\"type\":\"place\",\"at\":[3,2]}";
    return std::nullopt;
  }
  std::string type;
  if (!read_string(json, "type", type, error)) return std::nullopt;
  if (type == "swap") return make_swap();
  if (type != "place") {
    error = "unknown move type \"" + type + "\" (place or swap)";
    return std::nullopt;
  }
  const auto where = json.find("at");
  constexpr long long limit = std::numeric_limits<std::int16_t>::max();
  const auto small = [&](const Json& n) {
    return is_signed_integer(n) && n.get<long long>() >= -limit && n.get<long long>() <= limit;
  };
  if (where == json.end() || !where->is_array() || where->size() != 2 || !small((*where)[0]) ||
      !small((*where)[1])) {
    error = "\"at\" must be a [col,row] pair of integers";
    return std::nullopt;
  }
  return make_place((*where)[0].get<int>(), (*where)[1].get<int>());
}

ApplyResult KangaGame::resign(Seat seat, Json* events) {
  kanga::resign(state_, seat, events);
  return ApplyResult::ok();
}

std::string KangaGame::explain_illegal(Seat seat, const Move& move) const {
  if (state_.finished) return "the game is over";
  if (seat != state_.seat_to_move()) return "it is not your turn";
  if (move.kind == static_cast<std::uint8_t>(MoveKind::swap)) {
    if (!state_.options.pie_rule) return "the pie rule is off in this game";
    return "the swap is only possible as White's first decision";
  }
  const int col = col_of(move), row = row_of(move);
  const Board& board = state_.board;
  if (!board.inside(col, row)) return cell_name(col, row) + " is off the board";
  if (board.at(board.cell(col, row)) != Stone::empty) return cell_name(col, row) + " is occupied";
  return "a stone at " + cell_name(col, row) +
         " would have no liberty and captures nothing that gives it one (suicide)";
}

Json KangaGame::constant_view(int audience) const {
  (void)audience;  // everything in Kanga is public
  return {{"size", state_.options.size},
          {"pie_rule", state_.options.pie_rule},
          {"move_cap", state_.options.move_cap},
          {"suicide", suicide_rule_name(state_.options.suicide)},
          {"move_limit", state_.options.placement_limit()}};
}

Json KangaGame::changing_view(int audience) const {
  (void)audience;
  return {{"board", board_rows(state_.board)},
          {"colors", colours_json(state_)},
          {"turn", turn_json(state_)},
          {"captures", state_.captures},
          {"last_move", last_move_json(state_, false)},
          {"winning_group", winning_group_json(state_)},
          {"end_reason", end_reason_json(state_)},
          {"moves_played", state_.moves_played}};
}

void KangaGame::changed_view_parts(const Game& before, int audience,
                                   std::vector<ViewPart>& out) const {
  (void)audience;
  const State& was = dynamic_cast<const KangaGame&>(before).state_;
  for (int row = 0; row < state_.board.size(); ++row)
    if (!same_row(was.board, state_.board, row))
      out.push_back(
          {"/board/" + std::to_string(row), was.board.row_text(row), state_.board.row_text(row)});
  // A pie swap changes the colours.
  if (was.seat_colour != state_.seat_colour)
    out.push_back({"/colors", colours_json(was), colours_json(state_)});
  Json turn_before = turn_json(was);
  Json turn_now = turn_json(state_);
  if (turn_before != turn_now)
    out.push_back({"/turn", std::move(turn_before), std::move(turn_now)});
  if (was.captures != state_.captures) out.push_back({"/captures", was.captures, state_.captures});
  if (was.last_move != state_.last_move)
    out.push_back({"/last_move", last_move_json(was, false), last_move_json(state_, false)});
  if (was.winning_group != state_.winning_group)
    out.push_back({"/winning_group", winning_group_json(was), winning_group_json(state_)});
  if (was.finished != state_.finished || was.end_reason != state_.end_reason)
    out.push_back({"/end_reason", end_reason_json(was), end_reason_json(state_)});
  if (was.moves_played != state_.moves_played)
    out.push_back({"/moves_played", was.moves_played, state_.moves_played});
}

std::vector<double> KangaGame::scores() const {
  if (state_.finished) {
    if (state_.winner < 0) return {0.0, 0.0};
    return {state_.winner == 0 ? 1.0 : 0.0, state_.winner == 1 ? 1.0 : 0.0};
  }
  // While playing: a material balance in [0, 0.5], so that strategies which
  // read scores as "immediate gain" like captures but like a win (1) more.
  const Board& board = state_.board;
  const double cells = static_cast<double>(board.size() * board.size());
  std::vector<double> out(2);
  for (int seat = 0; seat < 2; ++seat) {
    const Stone mine = state_.seat_colour[at(seat)];
    const int balance = stones_of(board, mine) - stones_of(board, opponent(mine));
    out[at(seat)] = 0.25 * (1.0 + balance / cells);
  }
  return out;
}

int KangaGame::times_seen_before() const {
  return std::max(0, state_.occurrences(state_.position_key()) - 1);
}

std::vector<double> KangaGame::heuristic_scores() const {
  auto out = scores();
  if (state_.finished) return out;
  // The race to connect first, the stones second: between the two seats,
  // each stone one of them needs less than the other to connect counts 1/N,
  // each stone more on the board 1/(2 N^2) (the material of scores()). A
  // colour that can no longer connect counts as needing 2 N.
  const Board& board = state_.board;
  const double n = static_cast<double>(board.size());
  std::array<double, 2> needed{};
  for (int seat = 0; seat < 2; ++seat)
    needed[at(seat)] = std::min(
        static_cast<double>(stones_to_connect(board, state_.seat_colour[at(seat)])), 2 * n);
  for (int seat = 0; seat < 2; ++seat)
    out[at(seat)] += (needed[at(1 - seat)] - needed[at(seat)]) / (2 * n);
  return out;
}

void KangaGame::agree_draw() {
  if (state_.finished) return;
  state_.finished = true;
  state_.end_reason = EndReason::agreement;
  state_.winner = -1;
}

Json KangaGame::outcome() const {
  if (!state_.finished) return nullptr;
  const int winner = state_.winner;
  Json ranking = winner == 1 ? Json::array({1, 0}) : Json::array({0, 1});
  Json winners = winner < 0 ? Json::array({0, 1}) : Json::array({winner});
  Json scores = Json::array({winner == 0 ? 1 : 0, winner == 1 ? 1 : 0});
  Json breakdown = Json::array();
  for (int seat = 0; seat < 2; ++seat)
    breakdown.push_back({{"captures", state_.captures[at(seat)]},
                         {"stones", stones_of(state_.board, state_.seat_colour[at(seat)])}});
  return {{"ranking", ranking}, {"winners", winners}, {"scores", scores}, {"breakdown", breakdown}};
}

Json KangaGame::save() const {
  Json history = Json::array();
  for (const std::uint64_t key : state_.history) history.push_back(key_text(key));
  return {{"format", position_format},
          {"version", position_version},
          {"game", "kanga"},
          {"options",
           {{"size", state_.options.size},
            {"pie_rule", state_.options.pie_rule},
            {"move_cap", state_.options.move_cap},
            {"suicide", suicide_rule_name(state_.options.suicide)}}},
          {"board", board_rows(state_.board)},
          {"colors", colours_json(state_)},
          {"to_move", colour_name(state_.to_move)},
          {"moves_played", state_.moves_played},
          {"placements", state_.placements},
          {"captures", state_.captures},
          {"last_move", last_move_json(state_, true)},
          {"end_reason", end_reason_json(state_)},
          {"winner", state_.winner < 0 ? Json(nullptr) : Json(state_.winner)},
          {"winning_group", winning_group_json(state_)},
          {"history", std::move(history)}};
}

}  // namespace kangaroom::engine::kanga
