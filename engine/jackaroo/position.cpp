// Jackaroo's saved states: save(), load_game with
// its consistency checks, and a game rebuilt from a seat's view with the
// unseen cards dealt at random. Apart from the turn logic because both read
// untrusted JSON, field by field, without ever throwing.
#include <algorithm>

#include "core/json_fields.hpp"
#include "core/names.hpp"
#include "factory.hpp"
#include "game.hpp"
#include "state_json.hpp"

namespace kangaroom::engine::jackaroo {

namespace {

constexpr const char* state_format = "jackaroo-state";
constexpr int state_version = 1;

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
