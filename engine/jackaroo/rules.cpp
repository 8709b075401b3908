#include "rules.hpp"

#include <algorithm>

#include "movegen.hpp"
#include "state_json.hpp"

namespace kangaroom::engine::jackaroo {

namespace {

void sort_hand(std::vector<Card>& hand) { std::sort(hand.begin(), hand.end()); }

// Deals the state's current round from the deck, one card at a time from the
// dealer's left (4.8.5), and gives the turn to the dealer's left.
void deal_round(State& state, Json* events) {
  const int players = state.players();
  const int cards = cards_for_round(state.round);
  for (int card = 0; card < cards; ++card)
    for (int i = 1; i <= players; ++i) {
      auto& hand = state.hand((state.dealer + i) % players);
      hand.push_back(state.deck.back());
      state.deck.pop_back();
    }
  for (int seat = 0; seat < players; ++seat) sort_hand(state.hand(seat));
  state.turn = (state.dealer + 1) % players;
  if (!events) return;
  events->push_back({{"type", "deal"},
                     {"dealer", state.dealer},
                     {"set", state.set},
                     {"round", state.round},
                     {"cards", cards}});
  for (int seat = 0; seat < players; ++seat)
    events->push_back({{"type", "dealt"},
                       {"seat", seat},
                       {"cards", card_list(state.hand(seat))},
                       {"visible_to", Json::array({seat})}});
}

// S004 "Deck Reset": every card, played or not, back into one shuffled deck.
void reshuffle(State& state) {
  state.deck.insert(state.deck.end(), state.pile.begin(), state.pile.end());
  state.pile.clear();
  std::sort(state.deck.begin(), state.deck.end());
  Rng rng(state.shuffle_seed);
  rng.shuffle(state.deck);
  state.shuffle_seed = rng.next();
  // The pile's cards are back in the secret deck: the last play is no longer shown.
  state.last_play = LastPlay{};
}

void finish(State& state, std::vector<int> winners, bool at_set_limit, Json* events) {
  state.winners = std::move(winners);
  state.ended_at_set_limit = at_set_limit;
  state.turn = no_seat;
  state.burned = no_seat;
  if (events)
    events->push_back({{"type", "finish"},
                       {"winners", state.winners},
                       {"reason", at_set_limit ? "set_limit" : "won"}});
}

// All hands are empty: the next round, or the next set with a new dealer;
// after the last set the limit allows, the end.
void next_round(State& state, Json* events) {
  if (state.round == rounds_per_set) {
    if (state.set >= state.set_limit)
      return finish(state, leaders_at_set_limit(state.board), true, events);
    ++state.set;
    state.round = 1;
    state.dealer = (state.dealer + 1) % state.players();
    reshuffle(state);
  } else {
    ++state.round;
  }
  deal_round(state, events);
}

Card take_card(State& state, int seat, int rank) {
  auto& hand = state.hand(seat);
  const auto it =
      std::find_if(hand.begin(), hand.end(), [rank](Card card) { return rank_of(card) == rank; });
  const Card card = *it;
  hand.erase(it);
  state.pile.push_back(card);
  return card;
}

Json steps_json(const std::vector<MarbleStep>& steps) {
  Json out = Json::array();
  for (const auto& step : steps)
    out.push_back(
        {{"marble", step.marble}, {"from", place_json(step.from)}, {"to", place_json(step.to)}});
  return out;
}

}  // namespace

Json place_json(const Place& place) {
  switch (place.zone) {
    case Zone::home:
      return {{"zone", "home"}, {"square", nullptr}};
    case Zone::track:
      return {{"zone", "track"}, {"square", place.square}};
    case Zone::safe:
      return {{"zone", "safe"}, {"square", place.square}};
  }
  return nullptr;
}

State new_game(int players, StartProtection protection, std::uint64_t seed, int set_limit) {
  State state;
  state.board = Board(players);
  state.protection = protection;
  state.set_limit = set_limit;
  Rng rng(seed);
  state.dealer = static_cast<int>(rng.below(static_cast<std::uint32_t>(players)));
  state.shuffle_seed = rng.next();
  for (int card = 0; card < deck_size; ++card) state.deck.push_back(static_cast<Card>(card));
  reshuffle(state);
  deal_round(state, nullptr);
  return state;
}

std::vector<int> winners_of(const Board& board) {
  std::vector<int> winners;
  for (int seat = 0; seat < board.players(); ++seat) {
    if (!board.all_safe(seat)) continue;
    const int partner = board.partner_of(seat);
    if (partner < 0) return {seat};
    if (board.all_safe(partner)) return {std::min(seat, partner), std::max(seat, partner)};
  }
  return winners;
}

std::vector<int> leaders_at_set_limit(const Board& board) {
  const auto team_safe = [&](int seat) {
    const int partner = board.partner_of(seat);
    return board.safe_count(seat) + (partner >= 0 ? board.safe_count(partner) : 0);
  };
  int most = 0;
  for (int seat = 0; seat < board.players(); ++seat) most = std::max(most, team_safe(seat));
  std::vector<int> leaders;
  for (int seat = 0; seat < board.players(); ++seat)
    if (team_safe(seat) == most) leaders.push_back(seat);
  return leaders;
}

void apply_move(State& state, int seat, const Move& move, Json* events) {
  const int rank = card_rank_of(move);
  const Ability ability = ability_of(move);
  const Card card = take_card(state, seat, rank);
  state.last_play = LastPlay{seat, card, ability};

  if (ability == Ability::discard) {
    const bool burned = state.burned == seat;
    if (burned) state.burned = no_seat;
    if (events)
      events->push_back({{"type", "discard"},
                         {"seat", seat},
                         {"card", card_id(card)},
                         {"reason", burned ? "burned" : "no_move"}});
  } else if (ability == Ability::burn) {
    state.burned = next_seat_with_cards(state, seat);
    if (events)
      events->push_back({{"type", "play"},
                         {"seat", seat},
                         {"card", card_id(card)},
                         {"ability", ability_name(ability)},
                         {"moves", Json::array()},
                         {"sent_home", Json::array()},
                         {"target", state.burned}});
  } else {
    std::vector<MarbleStep> steps;
    SentHome sent;
    play_on_board(state.board, state.protection, seat, move, events ? &steps : nullptr,
                  events ? &sent : nullptr);
    if (events) {
      Json event = {{"type", "play"},
                    {"seat", seat},
                    {"card", card_id(card)},
                    {"ability", ability_name(ability)},
                    {"moves", steps_json(steps)},
                    {"sent_home", sent}};
      if (ability == Ability::swap) event["target"] = target_of(move);
      events->push_back(std::move(event));
    }
  }

  if (auto winners = winners_of(state.board); !winners.empty())
    return finish(state, std::move(winners), false, events);
  const int next = next_seat_with_cards(state, seat);
  if (next != no_seat) {
    state.turn = next;
    return;
  }
  if (!state.hand(seat).empty()) {  // only the mover still holds cards
    state.turn = seat;
    return;
  }
  next_round(state, events);
}

}  // namespace kangaroom::engine::jackaroo
