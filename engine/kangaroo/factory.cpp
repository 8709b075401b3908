#include "factory.hpp"

#include "game.hpp"
#include "how_to_play.hpp"

namespace kangaroom::engine::kangaroo {

namespace {

GameInfo build_info() {
  GameInfo info;
  info.id = "kangaroo";
  info.display_name = "Kangaroo";
  info.summary = "John Flagg's 1977 jumping game: capture by jumping, double on the far rank.";
  info.min_players = 2;
  info.max_players = 2;
  info.hidden_information = false;

  info.options.push_back(choice_option(
      "first_player", "First player", "white", {"white", "random"},
      "white: White moves first; random: the seed decides (colours stay with the seats)."));
  info.options.push_back(integer_option(
      "move_limit", "Move limit", default_move_limit, min_move_limit, max_move_limit,
      "The game ends after this many moves (a chain of jumps is one move), scored as the "
      "position stands."));
  info.how_to_play = how_to_play();
  return info;
}

std::unique_ptr<Game> create(int players, const Json& options, std::uint64_t seed) {
  const auto chosen = options_for_new_game(game_info(), players, options);
  if (!chosen) return nullptr;
  // Rule (§3.2.7): White first, or a seeded coin toss.
  const bool random_first = chosen->at("first_player") == "random";
  int first_seat = 0;
  if (random_first) {
    Rng rng(seed);
    first_seat = static_cast<int>(rng.below(2));
  }
  return make_game(first_seat, random_first, chosen->at("move_limit").get<int>());
}

std::unique_ptr<Game> load(const Json& state, std::string& error) {
  return load_game(state, error);
}

// Everything in Kangaroo is public, so a seat's view holds the whole
// position except who moved first; a saved opening supplies the format
// fields, the view the rest.
std::unique_ptr<Game> from_view(const Json& view, int players, const Json& options, Seat seat,
                                std::uint64_t seed, std::string& error) {
  (void)seat;
  (void)seed;
  if (players != 2 || !view.is_object()) {
    error = "a Kangaroo view of a 2-player game is needed";
    return nullptr;
  }
  const auto normalized =
      normalize_options(game_info(), options.is_object() ? options : Json::object());
  if (!normalized.ok()) {
    error = normalized.error;
    return nullptr;
  }
  Json saved = make_game(0, normalized.options.at("first_player") == "random",
                         normalized.options.at("move_limit").get<int>())
                   ->save();
  for (const char* key : {"board", "phase", "turn", "last_move", "end_reason", "moves_played"}) {
    if (!view.contains(key)) {
      error = std::string("the view has no \"") + key + "\"";
      return nullptr;
    }
    saved[key] = view[key];
  }
  const Json& chain = view.value("chain", Json());
  saved["chain"] = chain.is_object() ? Json{{"path", chain.value("path", Json::array())},
                                            {"captured", chain.value("captured", Json::array())}}
                                     : Json();
  const Json& stranded = view.value("stranded", Json());
  saved["stranded"] = stranded.is_object() ? Json{{"seat", stranded.value("seat", -1)},
                                                  {"moves_made", stranded.value("moves_made", -1)}}
                                           : Json();
  // Who moved first is not shown; it changes no rule, so either seat loads.
  for (int first_seat : {0, 1}) {
    saved["first_seat"] = first_seat;
    std::string why;
    if (auto game = load_game(saved, why)) return game;
    error = why;
  }
  return nullptr;
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = build_info();
  return info;
}

GameFactory factory() { return {game_info(), &create, &load, &from_view}; }

}  // namespace kangaroom::engine::kangaroo
