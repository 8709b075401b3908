#include "factory.hpp"

#include "game.hpp"
#include "how_to_play.hpp"

namespace kangaroom::engine::kanga {

namespace {

GameInfo build_info() {
  GameInfo info;
  info.id = "kanga";
  info.display_name = "Kanga";
  info.summary =
      "Drop stones, capture Go-style and by odd custodian lines, connect two opposite edges.";
  info.min_players = 2;
  info.max_players = 2;

  info.options = {
      integer_option("size", "Board size", 7, min_size, max_size,
                     "Cells on each side of the square board (7 is the original)."),
      boolean_option("pie_rule", "Pie rule", false,
                     "After Black's first stone, White may swap colours instead of placing."),
      boolean_option("move_cap", "Move cap", false,
                     "The game is a draw after 10 x size x size placements (without the cap, "
                     "after 25 x size x size)."),
      choice_option("suicide", "Suicide", "illegal", {"illegal", "self_capture"},
                    "illegal: a stone may not end without liberty; self_capture: it may, and its "
                    "group is removed.")};
  info.how_to_play = how_to_play();
  return info;
}

std::unique_ptr<Game> create(int players, const Json& options, std::uint64_t seed) {
  (void)seed;  // Kanga has no randomness
  const auto chosen = options_for_new_game(game_info(), players, options);
  if (!chosen) return nullptr;
  Options kanga_options;
  kanga_options.size = chosen->at("size").get<int>();
  kanga_options.pie_rule = chosen->at("pie_rule").get<bool>();
  kanga_options.move_cap = chosen->at("move_cap").get<bool>();
  const auto rule = suicide_rule_from_name(chosen->at("suicide").get<std::string>());
  if (!rule) return nullptr;
  kanga_options.suicide = *rule;
  return make_game(kanga_options);
}

std::unique_ptr<Game> load(const Json& state, std::string& error) {
  return load_game(state, error);
}

// Everything in Kanga is public, so a view holds the position; only the
// positions seen before (for the repetition draw) are not in it, and the
// rebuilt game starts counting repetitions afresh.
std::unique_ptr<Game> from_view(const Json& view, int players, const Json& options, Seat seat,
                                std::uint64_t seed, std::string& error) {
  (void)seat;
  if (!view.is_object() || !view.contains("turn") || !is_signed_integer(view["turn"])) {
    error = "the view shows no seat to move (the game may be over)";
    return nullptr;
  }
  auto opening = create(players, options.is_object() ? options : Json::object(), seed);
  if (!opening) {
    error = "a 2-player game with valid options is needed";
    return nullptr;
  }
  Json saved = opening->save();
  for (const char* key : {"board", "colors", "captures", "last_move", "moves_played"}) {
    if (!view.contains(key)) {
      error = std::string("the view has no \"") + key + "\"";
      return nullptr;
    }
    saved[key] = view[key];
  }
  const int turn = view["turn"].get<int>();
  if (turn < 0 || turn > 1 || !view["colors"].is_array() || view["colors"].size() != 2) {
    error = "the view's turn or colors are out of range";
    return nullptr;
  }
  saved["to_move"] = view["colors"][static_cast<std::size_t>(turn)];
  saved.erase("placements");
  saved.erase("history");
  return load_game(saved, error);
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = build_info();
  return info;
}

GameFactory factory() { return {game_info(), &create, &load, &from_view}; }

}  // namespace kangaroom::engine::kanga
