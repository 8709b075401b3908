#include "game.hpp"

#include <algorithm>

#include "json_pointer.hpp"

namespace kangaroom::engine {

bool Game::may_act(Seat seat) const {
  const auto seats = to_act();
  return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

Json Game::view(int audience) const {
  Json whole = changing_view(audience);
  whole.update(constant_view(audience));
  return whole;
}

void Game::changed_view_parts(const Game& before, int audience, std::vector<ViewPart>& out) const {
  Json was = before.changing_view(audience);
  Json now = changing_view(audience);
  if (was == now) return;
  bool same_fields = was.is_object() && now.is_object() && was.size() == now.size();
  if (same_fields)
    for (const auto& [key, value] : now.items()) same_fields = same_fields && was.contains(key);
  if (!same_fields) {
    // A field came or went: the whole changing view is the one part.
    out.push_back({"", std::move(was), std::move(now)});
    return;
  }
  for (auto& [key, value] : now.items()) {
    if (was[key] != value) {
      std::string path;
      append_pointer_token(path, key);
      out.push_back({std::move(path), std::move(was[key]), std::move(value)});
    }
  }
}

Json Game::legal_moves_json(Seat seat) const {
  std::vector<Move> moves;
  legal_moves(seat, moves);
  return moves_json(moves);
}

Json Game::moves_json(const std::vector<Move>& moves) const {
  Json out = Json::array();
  for (const auto& move : moves) out.push_back(move_to_json(move));
  return out;
}

bool event_visible_to(const Json& event, int audience) {
  if (!event.is_object()) return true;
  const auto seats = event.find("visible_to");
  if (seats == event.end()) return true;
  if (!seats->is_array()) return false;
  for (const auto& seat : *seats)
    if (is_signed_integer(seat) && seat.get<int>() == audience) return true;
  return false;
}

Json resignation_json() { return Json{{"resign", true}}; }

bool is_resignation_json(const Json& move) {
  if (!move.is_object() || move.size() != 1) return false;
  const auto flag = move.find("resign");
  return flag != move.end() && flag->is_boolean() && flag->get<bool>();
}

std::optional<Move> Game::resignation_move(Seat seat) const {
  if (finished() || !may_act(seat)) return std::nullopt;
  std::vector<Move> moves;
  legal_moves(seat, moves);
  for (const Move& move : moves)
    if (is_resignation(move)) return move;
  return std::nullopt;
}

ApplyResult Game::apply(Seat seat, const Json& move_json, Json* events,
                        const std::vector<Move>* legal, std::optional<Move>* read) {
  if (finished()) return ApplyResult::rejected(reject::game_over, "the game is over");
  if (is_resignation_json(move_json)) {
    if (seat < 0 || seat >= players())
      return ApplyResult::rejected(reject::bad_move, "no such seat");
    return resign(seat, events);
  }
  if (!may_act(seat)) return ApplyResult::rejected(reject::not_your_turn, "it is not your turn");
  std::string error;
  std::optional<Move> parsed;
  auto& move = read ? *read : parsed;
  move = move_from_json(move_json, error);
  if (!move) return ApplyResult::rejected(reject::bad_move, error.empty() ? "not a move" : error);
  std::vector<Move> listed;
  if (!legal) {
    legal_moves(seat, listed);
    legal = &listed;
  }
  if (std::find(legal->begin(), legal->end(), *move) == legal->end()) {
    return ApplyResult::rejected(reject::illegal_move, explain_illegal(seat, *move));
  }
  apply_legal(seat, *move, events);
  return ApplyResult::ok();
}

}  // namespace kangaroom::engine
