#include "game.hpp"

#include <algorithm>

#include "core/json_fields.hpp"
#include "core/names.hpp"
#include "factory.hpp"
#include "movegen.hpp"

namespace kangaroom::engine::jackaroo {

namespace {

constexpr const char* state_format = "jackaroo-state";
constexpr int state_version = 1;

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

Json winners_json(const State& state) {
  return state.finished() ? Json(state.winners) : Json(nullptr);
}

// Why the game ended: a full safe zone ("won") or the set limit; null while playing.
Json end_reason_json(const State& state) {
  if (!state.finished()) return nullptr;
  return state.ended_at_set_limit ? "set_limit" : "won";
}

// --- Reading JSON without ever throwing ---

// An integer seat, or null for no_seat.
bool read_seat_or_null(const Json& object, const char* key, int players, int& seat,
                       std::string& error) {
  const auto it = object.find(key);
  if (it != object.end() && it->is_null()) {
    seat = no_seat;
    return true;
  }
  return read_int(object, key, 0, players - 1, seat, error);
}

bool read_cards(const Json& list, std::vector<Card>& cards, std::string& error) {
  if (!list.is_array()) {
    error = "a card list must be an array";
    return false;
  }
  for (const auto& item : list) {
    const auto card =
        item.is_string() ? card_from_id(item.get_ref<const std::string&>()) : std::nullopt;
    if (!card) {
      error = "not a card id: " + item.dump();
      return false;
    }
    cards.push_back(*card);
  }
  return true;
}

bool read_place(const Json& entry, Place& place, std::string& error) {
  if (!entry.is_object() || !entry.contains("zone") || !entry["zone"].is_string()) {
    error = "a marble needs a zone";
    return false;
  }
  const auto& zone = entry["zone"].get_ref<const std::string&>();
  int square = 0;
  if (zone == "home") {
    place = Place{Zone::home, 0};
    return true;
  }
  if (zone == "track") {
    if (!read_int(entry, "square", 0, track_length - 1, square, error)) return false;
    place = Place{Zone::track, static_cast<std::int8_t>(square)};
    return true;
  }
  if (zone == "safe") {
    if (!read_int(entry, "square", 0, safe_zone_length - 1, square, error)) return false;
    place = Place{Zone::safe, static_cast<std::int8_t>(square)};
    return true;
  }
  error = "unknown zone \"" + zone + "\"";
  return false;
}

bool read_marbles(const Json& list, Board& board, std::string& error) {
  if (!list.is_array() || static_cast<int>(list.size()) != board.marble_count()) {
    error = "\"marbles\" must list " + std::to_string(board.marble_count()) + " marbles";
    return false;
  }
  for (int marble = 0; marble < board.marble_count(); ++marble) {
    const Json& entry = list[static_cast<std::size_t>(marble)];
    int id = marble;
    if (entry.is_object() && entry.contains("id") &&
        !read_int(entry, "id", 0, board.marble_count() - 1, id, error))
      return false;
    Place place;
    if (!read_place(entry, place, error)) return false;
    if (place.zone == Zone::track && board.on_track(place.square) != empty_square) {
      error = "two marbles on track square " + std::to_string(place.square);
      return false;
    }
    if (place.zone == Zone::safe &&
        board.in_safe_zone(owner_of(id), place.square) != empty_square) {
      error = "two marbles on one safe square";
      return false;
    }
    board.put(id, place);
  }
  return true;
}

bool read_last_play(const Json& object, int players, LastPlay& play, std::string& error) {
  const auto it = object.find("last_play");
  if (it == object.end() || it->is_null()) {
    play = LastPlay{};
    return true;
  }
  if (!it->is_object() || !read_int(*it, "seat", 0, players - 1, play.seat, error)) {
    if (error.empty()) error = "\"last_play\" must be an object";
    return false;
  }
  const auto card = (*it).contains("card") && (*it)["card"].is_string()
                        ? card_from_id((*it)["card"].get_ref<const std::string&>())
                        : std::nullopt;
  if (!card || !(*it).contains("ability") || !(*it)["ability"].is_string() ||
      !ability_from_name((*it)["ability"].get_ref<const std::string&>(), play.ability)) {
    error = "\"last_play\" needs a card and an ability";
    return false;
  }
  play.card = *card;
  return true;
}

bool read_winners(const Json& object, int players, std::vector<int>& winners, std::string& error) {
  const auto it = object.find("winners");
  winners.clear();
  if (it == object.end() || it->is_null()) return true;
  if (!it->is_array()) {
    error = "\"winners\" must be an array or null";
    return false;
  }
  for (const auto& seat : *it) {
    if (!is_signed_integer(seat) || seat.get<int>() < 0 || seat.get<int>() >= players) {
      error = "bad seat in \"winners\"";
      return false;
    }
    winners.push_back(seat.get<int>());
  }
  return true;
}

// The parts of a saved state and of a view that are the same.
bool read_public(const Json& json, int players, State& state, std::string& error) {
  state.board = Board(players);
  if (!read_marbles(json.value("marbles", Json()), state.board, error)) return false;
  if (!read_int(json, "dealer", 0, players - 1, state.dealer, error)) return false;
  if (!read_int(json, "set", 1, 1 << 30, state.set, error)) return false;
  if (!read_int(json, "round", 1, rounds_per_set, state.round, error)) return false;
  if (!read_seat_or_null(json, "turn", players, state.turn, error)) return false;
  if (!read_seat_or_null(json, "burned", players, state.burned, error)) return false;
  if (!read_last_play(json, players, state.last_play, error)) return false;
  if (!read_winners(json, players, state.winners, error)) return false;
  // Saves and views from before the set limit have neither field.
  if (json.contains("set_limit") &&
      !read_int(json, "set_limit", min_set_limit, max_set_limit, state.set_limit, error))
    return false;
  const Json reason = json.value("end_reason", Json());
  if (!reason.is_null() && reason != "won" && reason != "set_limit") {
    error = "\"end_reason\" must be null, won or set_limit";
    return false;
  }
  state.ended_at_set_limit = reason == "set_limit";
  if (state.ended_at_set_limit && (!state.finished() || state.set < state.set_limit)) {
    error = "the set limit ended a game that had not reached it";
    return false;
  }
  state.pile.clear();
  if (!read_cards(json.value("pile", Json()), state.pile, error)) return false;
  return true;
}

constexpr NameTable<StartProtection, 2> protection_names = {
    {{StartProtection::king_only, "king_only"}, {StartProtection::full, "full"}}};

bool read_protection(const Json& json, StartProtection& protection, std::string& error) {
  const auto it = json.find("start_protection");
  if (it == json.end()) {
    protection = StartProtection::king_only;
    return true;
  }
  if (!it->is_string() || !protection_from_name(it->get_ref<const std::string&>(), protection)) {
    error = "\"start_protection\" must be king_only or full";
    return false;
  }
  return true;
}

}  // namespace

std::string_view protection_name(StartProtection protection) {
  return name_of(protection_names, protection, "king_only");
}

bool protection_from_name(std::string_view name, StartProtection& protection) {
  return read_value_of(protection_names, name, protection);
}

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

Json JackarooGame::save() const {
  Json hands = Json::array();
  for (int seat = 0; seat < state_.players(); ++seat) hands.push_back(card_list(state_.hand(seat)));
  Json marbles = Json::array();
  for (int marble = 0; marble < state_.board.marble_count(); ++marble)
    marbles.push_back(place_json(state_.board.place(marble)));
  // "game" lets a tool load a position file without being told its game.
  return {{"format", state_format},
          {"version", state_version},
          {"game", "jackaroo"},
          {"players", state_.players()},
          {"start_protection", protection_name(state_.protection)},
          {"marbles", marbles},
          {"hands", hands},
          {"deck", card_list(state_.deck)},
          {"pile", card_list(state_.pile)},
          {"dealer", state_.dealer},
          {"set", state_.set},
          {"round", state_.round},
          {"turn", seat_or_null(state_.turn)},
          {"burned", seat_or_null(state_.burned)},
          {"last_play", last_play_json(state_.last_play)},
          {"winners", winners_json(state_)},
          {"set_limit", state_.set_limit},
          {"end_reason", end_reason_json(state_)},
          {"shuffle_seed", state_.shuffle_seed}};
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

std::string consistency_error(const State& state) {
  int seen[deck_size] = {};
  auto count = [&](const std::vector<Card>& cards) {
    for (const Card card : cards) ++seen[card];
  };
  for (int seat = 0; seat < state.players(); ++seat) count(state.hand(seat));
  count(state.deck);
  count(state.pile);
  for (int card = 0; card < deck_size; ++card)
    if (seen[card] != 1)
      return "card " + card_id(static_cast<Card>(card)) + " is in " + std::to_string(seen[card]) +
             " places, not exactly one";
  if (state.finished()) return {};
  if (state.turn == no_seat || state.hand(state.turn).empty())
    return "the seat to act holds no card";
  if (state.burned != no_seat && state.burned != state.turn)
    return "a burned seat must be the one to act";
  return {};
}

std::unique_ptr<JackarooGame> load_game(const Json& saved, std::string& error) {
  // value(key, Json()) never throws; value(key, "") would on a "format" of another type.
  if (!saved.is_object() || saved.value("format", Json()) != state_format) {
    error = std::string("not a ") + state_format;
    return nullptr;
  }
  if (saved.value("version", Json()) != state_version) {
    error = "unsupported version";
    return nullptr;
  }
  int players = 0;
  if (!read_int(saved, "players", min_players, max_players, players, error)) return nullptr;
  State state;
  if (!read_protection(saved, state.protection, error)) return nullptr;
  if (!read_public(saved, players, state, error)) return nullptr;
  const auto hands = saved.find("hands");
  if (hands == saved.end() || !hands->is_array() || static_cast<int>(hands->size()) != players) {
    error = "\"hands\" must hold one list per seat";
    return nullptr;
  }
  for (int seat = 0; seat < players; ++seat)
    if (!read_cards((*hands)[static_cast<std::size_t>(seat)], state.hand(seat), error))
      return nullptr;
  if (!read_cards(saved.value("deck", Json()), state.deck, error)) return nullptr;
  const auto seed = saved.find("shuffle_seed");
  if (seed == saved.end() || !seed->is_number_unsigned()) {
    if (seed == saved.end() || !is_signed_integer(*seed) || seed->get<long long>() < 0) {
      error = "\"shuffle_seed\" must be an unsigned integer";
      return nullptr;
    }
  }
  state.shuffle_seed = seed->get<std::uint64_t>();
  error = consistency_error(state);
  if (!error.empty()) return nullptr;
  return std::make_unique<JackarooGame>(std::move(state));
}

std::unique_ptr<JackarooGame> game_from_view(const Json& view, int players, const Json& options,
                                             int seat, std::uint64_t seed, std::string& error) {
  if (!view.is_object()) {
    error = "the game view must be an object";
    return nullptr;
  }
  if (players < min_players || players > max_players) {
    const auto listed = view.find("players");
    players = listed != view.end() && listed->is_array() ? static_cast<int>(listed->size()) : 0;
  }
  if (players < min_players || players > max_players) {
    error = "Jackaroo takes 2 to 4 players";
    return nullptr;
  }
  if (seat < 0 || seat >= players) {
    error = "the seat is not in the game";
    return nullptr;
  }
  State state;
  if (!read_protection(view.contains("start_protection")
                           ? view
                           : (options.is_object() ? options : Json::object()),
                       state.protection, error))
    return nullptr;
  if (!read_public(view, players, state, error)) return nullptr;
  if (!view.contains("set_limit") && options.is_object() && options.contains("set_limit") &&
      !read_int(options, "set_limit", min_set_limit, max_set_limit, state.set_limit, error))
    return nullptr;
  if (!view.contains("hand") || !read_cards(view["hand"], state.hand(seat), error)) {
    if (error.empty()) error = "the view holds no hand: only a seat's own view rebuilds a game";
    return nullptr;
  }
  const auto listed = view.find("players");
  if (listed == view.end() || !listed->is_array() || static_cast<int>(listed->size()) != players) {
    error = "\"players\" must list every seat";
    return nullptr;
  }
  int deck_count = 0;
  if (!read_int(view, "deck_count", 0, deck_size, deck_count, error)) return nullptr;
  // The unseen cards: neither in this hand nor on the pile.
  bool known[deck_size] = {};
  for (const Card card : state.hand(seat)) known[card] = true;
  for (const Card card : state.pile) known[card] = true;
  std::vector<Card> unseen;
  for (int card = 0; card < deck_size; ++card)
    if (!known[card]) unseen.push_back(static_cast<Card>(card));
  Rng rng(seed);
  rng.shuffle(unseen);
  std::size_t next = 0;
  for (int other = 0; other < players; ++other) {
    const Json& entry = (*listed)[static_cast<std::size_t>(other)];
    int count = 0;
    if (!entry.is_object() || !read_int(entry, "hand_count", 0, 5, count, error)) return nullptr;
    if (other == seat) {
      if (count != static_cast<int>(state.hand(seat).size())) {
        error = "the hand does not match its hand_count";
        return nullptr;
      }
      continue;
    }
    for (int i = 0; i < count; ++i) {
      if (next >= unseen.size()) {
        error = "the view counts more hidden cards than there are";
        return nullptr;
      }
      state.hand(other).push_back(unseen[next++]);
    }
    std::sort(state.hand(other).begin(), state.hand(other).end());
  }
  if (unseen.size() - next != static_cast<std::size_t>(deck_count)) {
    error = "the view's card counts do not add up to 52";
    return nullptr;
  }
  state.deck.assign(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
  state.shuffle_seed = rng.next();
  error = consistency_error(state);
  if (!error.empty()) return nullptr;
  return std::make_unique<JackarooGame>(std::move(state));
}

}  // namespace kangaroom::engine::jackaroo
