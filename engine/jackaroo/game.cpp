// Jackaroo's turn through the Game interface: who acts, legal moves and
// applying them (rules.cpp), moves as JSON, resigning, why a move is
// illegal, scores and outcome, takeback and sampling the hidden cards. The
// view is in view.cpp, saved states in position.cpp.
#include "game.hpp"

#include <algorithm>

#include "core/json_fields.hpp"
#include "factory.hpp"
#include "movegen.hpp"

namespace kangaroom::engine::jackaroo {

const GameInfo& JackarooGame::info() const { return game_info(); }

std::vector<Seat> JackarooGame::to_act() const {
  if (state_.finished() || state_.turn == no_seat) return {};
  return {state_.turn};
}

void JackarooGame::legal_moves(Seat seat, std::vector<Move>& out) const {
  generate_moves(state_, seat, out);
}

void JackarooGame::apply_legal(Seat seat, const Move& move, Json* events) {
  apply_move(state_, seat, move, events);
}

Json JackarooGame::move_to_json(const Move& move) const {
  const Ability ability = ability_of(move);
  Json out = {{"card", rank_text(card_rank_of(move))}, {"ability", ability_name(ability)}};
  // Every ability but a burn and a discard names a marble.
  if (ability != Ability::burn && ability != Ability::discard) out["marble"] = marble_of(move);
  if (ability == Ability::move || ability == Ability::split) out["steps"] = steps_of(move);
  if (ability == Ability::split) out["marble2"] = second_marble_of(move);
  if (ability == Ability::swap) out["target"] = target_of(move);
  return out;
}

std::optional<Move> JackarooGame::move_from_json(const Json& json, std::string& error) const {
  if (!json.is_object()) {
    error = "a move must be an object";
    return std::nullopt;
  }
  const auto card = json.find("card");
  const auto ability_it = json.find("ability");
  std::optional<int> rank;
  if (card != json.end() && card->is_string())
    rank = rank_from_text(card->get_ref<const std::string&>());
  if (!rank) {
    error = "\"card\" must be a rank: A, 2 ... 10, J, Q or K";
    return std::nullopt;
  }
  Ability ability{};
  if (ability_it == json.end() || !ability_it->is_string() ||
      !ability_from_name(ability_it->get_ref<const std::string&>(), ability)) {
    error = "\"ability\" must be release, release_partner, move, split, swap, burn or discard";
    return std::nullopt;
  }
  const int marbles = state_.board.marble_count() - 1;
  int marble = 0, steps = 0, marble2 = 0, target = 0;
  switch (ability) {
    case Ability::release:
    case Ability::release_partner:
      if (!read_int(json, "marble", 0, marbles, marble, error)) return std::nullopt;
      break;
    case Ability::move:
      if (!read_int(json, "marble", 0, marbles, marble, error) ||
          !read_int(json, "steps", -4, 13, steps, error))
        return std::nullopt;
      break;
    case Ability::split:
      if (!read_int(json, "marble", 0, marbles, marble, error) ||
          !read_int(json, "steps", 1, 6, steps, error) ||
          !read_int(json, "marble2", 0, marbles, marble2, error))
        return std::nullopt;
      break;
    case Ability::swap:
      if (!read_int(json, "marble", 0, marbles, marble, error) ||
          !read_int(json, "target", 0, marbles, target, error))
        return std::nullopt;
      break;
    case Ability::burn:
    case Ability::discard:
      break;
  }
  return make_move(ability, *rank, marble, steps, marble2, target);
}

ApplyResult JackarooGame::resign(Seat seat, Json* events) {
  if (events) events->push_back({{"type", "resign"}, {"seat", seat}});
  return ApplyResult::ok();
}

std::string JackarooGame::explain_illegal(Seat seat, const Move& move) const {
  const int rank = card_rank_of(move);
  const auto& hand = state_.hand(seat);
  if (std::none_of(hand.begin(), hand.end(), [rank](Card card) { return rank_of(card) == rank; }))
    return "you hold no " + std::string(rank_text(rank));
  if (state_.burned == seat) return "your turn was burned by a 10: discard a card";
  std::vector<Move> legal;
  generate_moves(state_, seat, legal);
  if (std::all_of(legal.begin(), legal.end(),
                  [](const Move& m) { return ability_of(m) == Ability::discard; }))
    return "no card can be played: discard one";
  if (ability_of(move) == Ability::discard)
    return "you may discard only when no card can be played";
  return "that " + std::string(rank_text(rank)) +
         " cannot do that now (own marbles block, a protected marble, "
         "or the move does not fit exactly)";
}

std::vector<double> JackarooGame::scores() const {
  // Marbles safe, counted per team with partners: what a greedy player raises.
  const Board& board = state_.board;
  std::vector<double> scores;
  for (int seat = 0; seat < board.players(); ++seat) {
    int safe = board.safe_count(seat);
    if (board.partner_of(seat) >= 0) safe += board.safe_count(board.partner_of(seat));
    scores.push_back(safe);
  }
  return scores;
}

Json JackarooGame::outcome() const {
  if (!state_.finished()) return nullptr;
  const Board& board = state_.board;
  const auto points = scores();
  std::vector<int> ranking = state_.winners;
  std::vector<int> rest;
  for (int seat = 0; seat < board.players(); ++seat)
    if (std::find(ranking.begin(), ranking.end(), seat) == ranking.end()) rest.push_back(seat);
  std::stable_sort(rest.begin(), rest.end(), [&](int a, int b) {
    return points[static_cast<std::size_t>(a)] > points[static_cast<std::size_t>(b)];
  });
  ranking.insert(ranking.end(), rest.begin(), rest.end());
  Json breakdown = Json::array();
  for (int seat = 0; seat < board.players(); ++seat) {
    int home = 0, track = 0, safe = 0;
    for (int i = 0; i < marbles_per_player; ++i) {
      const Zone zone = board.place(seat * marbles_per_player + i).zone;
      (zone == Zone::home ? home : zone == Zone::track ? track : safe) += 1;
    }
    breakdown.push_back({{"safe", safe}, {"track", track}, {"home", home}, {"total", safe}});
  }
  return {{"ranking", ranking},
          {"winners", state_.winners},
          {"scores", points},
          {"breakdown", breakdown}};
}

bool JackarooGame::may_take_back_to(const Game& earlier) const {
  // A deal (the next round, or a new set) put unseen cards into every hand:
  // going back past it would hand them back with everyone knowing them, and
  // the deck after it has been seen in part. Same set and round: no deal.
  const auto* before = dynamic_cast<const JackarooGame*>(&earlier);
  return before && before->state_.set == state_.set && before->state_.round == state_.round;
}

std::unique_ptr<Game> JackarooGame::sample_for(Seat seat, Rng& rng) const {
  State sample = state_;
  // Everything the seat cannot see: the other hands and the deck.
  std::vector<Card> unseen = sample.deck;
  for (int other = 0; other < sample.players(); ++other)
    if (other != seat)
      unseen.insert(unseen.end(), sample.hand(other).begin(), sample.hand(other).end());
  std::sort(unseen.begin(), unseen.end());
  rng.shuffle(unseen);
  std::size_t next = 0;
  for (int other = 0; other < sample.players(); ++other) {
    if (other == seat) continue;
    for (auto& card : sample.hand(other)) card = unseen[next++];
    std::sort(sample.hand(other).begin(), sample.hand(other).end());
  }
  for (auto& card : sample.deck) card = unseen[next++];
  sample.shuffle_seed = rng.next();
  return std::make_unique<JackarooGame>(std::move(sample));
}

}  // namespace kangaroom::engine::jackaroo
