// Jackaroo's view (README.md "View"): the constant part (track, teams,
// options), the changing part, and the parts a move changed. Hidden
// information is decided here: a seat's view and parts hold its own hand
// only. Apart from the turn logic because it only reads the state.
#include "game.hpp"
#include "state_json.hpp"

namespace kangaroom::engine::jackaroo {

namespace {

Json marble_json(const Board& board, int marble) {
  Json entry = place_json(board.place(marble));
  entry["id"] = marble;
  entry["owner"] = owner_of(marble);
  return entry;
}

Json marbles_json(const Board& board) {
  Json out = Json::array();
  for (int marble = 0; marble < board.marble_count(); ++marble)
    out.push_back(marble_json(board, marble));
  return out;
}

// What everyone sees of a seat: where it sits, how many cards it holds.
Json player_json(const State& state, int seat) {
  const Board& board = state.board;
  return {{"seat", seat},
          {"position", board.position_of(seat)},
          {"start", board.start_of(seat)},
          {"safe_stop", board.safe_stop_of(seat)},
          {"partner", seat_or_null(board.partner_of(seat))},
          {"hand_count", state.hand(seat).size()},
          {"all_safe", board.all_safe(seat)}};
}

bool same_player(const State& a, const State& b, int seat) {
  return a.hand(seat).size() == b.hand(seat).size() &&
         a.board.all_safe(seat) == b.board.all_safe(seat);
}

// Only a seat's own view holds a hand, and only its own.
bool sees_hand(const State& state, int audience) {
  return audience >= 0 && audience < state.players();
}

}  // namespace

Json JackarooGame::constant_view(int audience) const {
  (void)audience;  // nothing constant is hidden
  return {{"track_length", track_length},
          {"teams", state_.board.teams()},
          {"start_protection", protection_name(state_.protection)},
          {"set_limit", state_.set_limit}};
}

Json JackarooGame::changing_view(int audience) const {
  Json players = Json::array();
  for (int seat = 0; seat < state_.players(); ++seat) players.push_back(player_json(state_, seat));
  Json view = {{"players", std::move(players)}, {"marbles", marbles_json(state_.board)}};
  if (sees_hand(state_, audience)) view["hand"] = card_list(state_.hand(audience));
  view["dealer"] = state_.dealer;
  view["set"] = state_.set;
  view["round"] = state_.round;
  view["deck_count"] = state_.deck.size();
  view["pile"] = card_list(state_.pile);
  view["last_play"] = last_play_json(state_.last_play);
  view["turn"] = seat_or_null(state_.turn);
  view["burned"] = seat_or_null(state_.burned);
  view["winners"] = winners_json(state_);
  view["end_reason"] = end_reason_json(state_);
  return view;
}

void JackarooGame::changed_view_parts(const Game& before, int audience,
                                      std::vector<ViewPart>& out) const {
  const State& was = dynamic_cast<const JackarooGame&>(before).state_;
  for (int seat = 0; seat < state_.players(); ++seat)
    if (!same_player(was, state_, seat))
      out.push_back(
          {"/players/" + std::to_string(seat), player_json(was, seat), player_json(state_, seat)});
  for (int marble = 0; marble < state_.board.marble_count(); ++marble)
    if (was.board.place(marble) != state_.board.place(marble))
      out.push_back({"/marbles/" + std::to_string(marble), marble_json(was.board, marble),
                     marble_json(state_.board, marble)});
  if (sees_hand(state_, audience) && was.hand(audience) != state_.hand(audience))
    out.push_back({"/hand", card_list(was.hand(audience)), card_list(state_.hand(audience))});
  if (was.dealer != state_.dealer) out.push_back({"/dealer", was.dealer, state_.dealer});
  if (was.set != state_.set) out.push_back({"/set", was.set, state_.set});
  if (was.round != state_.round) out.push_back({"/round", was.round, state_.round});
  if (was.deck.size() != state_.deck.size())
    out.push_back({"/deck_count", was.deck.size(), state_.deck.size()});
  // The pile is one part: within a set it only grows, and its diff adds just the new cards.
  if (was.pile != state_.pile)
    out.push_back({"/pile", card_list(was.pile), card_list(state_.pile)});
  if (was.last_play != state_.last_play)
    out.push_back({"/last_play", last_play_json(was.last_play), last_play_json(state_.last_play)});
  if (was.turn != state_.turn)
    out.push_back({"/turn", seat_or_null(was.turn), seat_or_null(state_.turn)});
  if (was.burned != state_.burned)
    out.push_back({"/burned", seat_or_null(was.burned), seat_or_null(state_.burned)});
  if (was.winners != state_.winners)
    out.push_back({"/winners", winners_json(was), winners_json(state_)});
  if (was.finished() != state_.finished() || was.ended_at_set_limit != state_.ended_at_set_limit)
    out.push_back({"/end_reason", end_reason_json(was), end_reason_json(state_)});
}

}  // namespace kangaroom::engine::jackaroo
