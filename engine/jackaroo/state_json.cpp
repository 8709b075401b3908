#include "state_json.hpp"

namespace kangaroom::engine::jackaroo {

Json card_list(const std::vector<Card>& cards) {
  Json out = Json::array();
  for (const Card card : cards) out.push_back(card_id(card));
  return out;
}

Json seat_or_null(int seat) { return seat == no_seat ? Json(nullptr) : Json(seat); }

Json last_play_json(const LastPlay& play) {
  if (play.seat == no_seat) return nullptr;
  return {
      {"seat", play.seat}, {"card", card_id(play.card)}, {"ability", ability_name(play.ability)}};
}

Json winners_json(const State& state) {
  return state.finished() ? Json(state.winners) : Json(nullptr);
}

Json end_reason_json(const State& state) {
  if (!state.finished()) return nullptr;
  return state.ended_at_set_limit ? "set_limit" : "won";
}

}  // namespace kangaroom::engine::jackaroo
