// Kangaruse's view (README "JSON contract"): the constant part (board,
// edition, types present), the changing part (crossed squares, players with
// their score breakdowns, the turn), the parts a move changed, and the
// outcome. Apart from the turn logic because it only reads the state.
#include <algorithm>
#include <array>
#include <utility>

#include "game.hpp"
#include "scoring.hpp"

namespace kangaroom::engine::kangaruse {

namespace {

std::size_t at(int cell) { return static_cast<std::size_t>(cell); }

// A breakdown's fields as the view names them.
constexpr std::array<std::pair<const char*, int Breakdown::*>, 9> breakdown_fields = {{
    {"stars", &Breakdown::stars},
    {"chests", &Breakdown::chests},
    {"food_water", &Breakdown::food_water},
    {"toys", &Breakdown::toys},
    {"gems", &Breakdown::gems},
    {"coins", &Breakdown::coins},
    {"shelter", &Breakdown::shelter},
    {"teleports", &Breakdown::teleports},
    {"total", &Breakdown::total},
}};

Json breakdown_json(const Breakdown& b) {
  Json out = Json::object();
  for (const auto& [name, field] : breakdown_fields) out[name] = b.*field;
  return out;
}

constexpr std::array<CellType, 8> score_types = {CellType::score, CellType::chests, CellType::food,
                                                 CellType::water, CellType::toys,   CellType::gems,
                                                 CellType::coins, CellType::shelter};

}  // namespace

Json collected_json(const PlayerState& player) {
  Json out = Json::object();
  for (const CellType type : score_types)
    out[std::string(type_name(type))] = player.collected[static_cast<std::size_t>(type)];
  return out;
}

Json KangaruseGame::constant_view(int audience) const {
  (void)audience;  // everything in Kangaruse is public
  const Layout& layout = state_.lay();
  Json types = Json::array();
  for (int t = 0; t < cell_type_count; ++t) {
    const auto type = static_cast<CellType>(t);
    if (type == CellType::plain) continue;
    const bool present = std::any_of(layout.board.cells.begin(), layout.board.cells.end(),
                                     [&](const Cell& cell) { return cell.type == type; });
    if (present) types.push_back({{"type", type_name(type)}, {"rule", type_rule_text(type)}});
  }
  return {{"game", "kangaruse"},
          {"edition", edition_name(state_.edition)},
          {"teleport_cost", teleport_cost(state_.edition)},
          {"starting_positions", state_.starting_positions},
          {"board", board_to_json(layout.board)},
          {"types_present", std::move(types)}};
}

Json KangaruseGame::coordinate(const PlayerState& player, Axis axis) const {
  if (!player.placed()) return nullptr;
  return axis == Axis::x ? state_.lay().x[at(player.cell)] : state_.lay().y[at(player.cell)];
}

Json KangaruseGame::player_json(int seat, const Breakdown& breakdown) const {
  const PlayerState& player = state_.player(seat);
  return {{"seat", seat},
          {"x", coordinate(player, Axis::x)},
          {"y", coordinate(player, Axis::y)},
          {"placed", player.placed()},
          {"out", player.out},
          {"out_reason", out_reason_name(player.out_reason)},
          {"score", breakdown.total},
          {"breakdown", breakdown_json(breakdown)},
          {"teleports", player.teleports},
          {"stars", player.stars},
          {"collected", collected_json(player)},
          {"nullified", player.nullified},
          {"last_echidna", player.last_echidna}};
}

void KangaruseGame::append_player_parts(const KangaruseGame& before, int seat,
                                        const Breakdown& breakdown_before,
                                        const Breakdown& breakdown_now,
                                        std::vector<ViewPart>& out) const {
  // Field by field, as player_json writes them: a move changes two or three.
  const PlayerState& was = before.state_.player(seat);
  const PlayerState& now = state_.player(seat);
  const std::string prefix = "/players/" + std::to_string(seat) + "/";
  auto part = [&](const char* field, Json value_before, Json value_now) {
    if (value_before != value_now)
      out.push_back({prefix + field, std::move(value_before), std::move(value_now)});
  };
  part("x", before.coordinate(was, Axis::x), coordinate(now, Axis::x));
  part("y", before.coordinate(was, Axis::y), coordinate(now, Axis::y));
  part("placed", was.placed(), now.placed());
  part("out", was.out, now.out);
  part("out_reason", out_reason_name(was.out_reason), out_reason_name(now.out_reason));
  part("teleports", was.teleports, now.teleports);
  part("stars", was.stars, now.stars);
  part("nullified", was.nullified, now.nullified);
  part("last_echidna", was.last_echidna, now.last_echidna);
  if (was.collected != now.collected) part("collected", collected_json(was), collected_json(now));
  if (breakdown_before != breakdown_now) {
    part("score", breakdown_before.total, breakdown_now.total);
    // Field by field too: a move changes one or two of the nine.
    for (const auto& [name, field] : breakdown_fields)
      if (breakdown_before.*field != breakdown_now.*field)
        out.push_back(
            {prefix + "breakdown/" + name, breakdown_before.*field, breakdown_now.*field});
  }
}

Json KangaruseGame::turn_json() const {
  if (finished()) return nullptr;
  Json turn = {{"seat", state_.current}, {"step", step_name(state_.step)}};
  if (state_.step == Step::destroy) turn["destroy_left"] = state_.destroy_left;
  return turn;
}

Json KangaruseGame::changing_view(int audience) const {
  (void)audience;
  const auto breakdowns = score_breakdowns(state_);
  Json crossed = Json::array();
  for (int cell = 0; cell < state_.lay().cell_count; ++cell)
    crossed.push_back(state_.crossed[at(cell)] != 0);
  Json players = Json::array();
  for (int seat = 0; seat < state_.player_count; ++seat)
    players.push_back(player_json(seat, breakdowns[static_cast<std::size_t>(seat)]));
  return {{"phase", phase_name(state_.phase)},
          {"crossed", std::move(crossed)},
          {"players", std::move(players)},
          {"turn", turn_json()}};
}

void KangaruseGame::changed_view_parts(const Game& before_game, int audience,
                                       std::vector<ViewPart>& out) const {
  (void)audience;
  const auto& before = dynamic_cast<const KangaruseGame&>(before_game);
  const State& was = before.state_;
  if (was.phase != state_.phase)
    out.push_back(
        {"/phase", std::string(phase_name(was.phase)), std::string(phase_name(state_.phase))});
  for (int cell = 0; cell < state_.lay().cell_count; ++cell)
    if ((was.crossed[at(cell)] != 0) != (state_.crossed[at(cell)] != 0))
      out.push_back({"/crossed/" + std::to_string(cell), was.crossed[at(cell)] != 0,
                     state_.crossed[at(cell)] != 0});
  // A score can move without its player moving (a breakdown depends on the
  // whole board), so breakdowns are compared as well as player states.
  const auto breakdowns_before = score_breakdowns(was);
  const auto breakdowns_now = score_breakdowns(state_);
  for (int seat = 0; seat < state_.player_count; ++seat) {
    const auto i = static_cast<std::size_t>(seat);
    if (was.players[i] == state_.players[i] && breakdowns_before[i] == breakdowns_now[i]) continue;
    append_player_parts(before, seat, breakdowns_before[i], breakdowns_now[i], out);
  }
  // Most moves end the turn, but a jump that goes on does not: compared on
  // the state first, so an unchanged turn builds nothing.
  const bool same_turn = before.finished() == finished() && was.current == state_.current &&
                         was.step == state_.step &&
                         (state_.step != Step::destroy || was.destroy_left == state_.destroy_left);
  if (same_turn) return;
  Json turn_before = before.turn_json();
  Json turn_now = turn_json();
  if (turn_before != turn_now)
    out.push_back({"/turn", std::move(turn_before), std::move(turn_now)});
}

Json KangaruseGame::outcome() const {
  if (!finished()) return nullptr;
  const auto breakdowns = score_breakdowns(state_);
  const auto order = ranking(breakdowns, state_.player_count);
  const int best = breakdowns[static_cast<std::size_t>(order.front())].total;
  Json winners = Json::array(), scores = Json::array(), breakdown = Json::array();
  for (int seat = 0; seat < state_.player_count; ++seat) {
    const Breakdown& b = breakdowns[static_cast<std::size_t>(seat)];
    // Rule (§1.6, judgement): a tie for the best score is a shared win.
    if (b.total == best) winners.push_back(seat);
    scores.push_back(b.total);
    breakdown.push_back(breakdown_json(b));
  }
  return {{"ranking", order}, {"winners", winners}, {"scores", scores}, {"breakdown", breakdown}};
}

}  // namespace kangaroom::engine::kangaruse
