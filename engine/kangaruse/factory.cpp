#include "factory.hpp"

#include "board_generator.hpp"
#include "game.hpp"
#include "how_to_play.hpp"

namespace kangaroom::engine::kangaruse {

namespace {

GameInfo build_info() {
  GameInfo info;
  info.id = "kangaruse";
  info.display_name = "Kangaruse";
  info.summary =
      "Jump by your square's number or direction, collect score squares, avoid dead ends.";
  info.min_players = 1;
  info.max_players = max_players;

  info.options = {
      choice_option("size", "Board size", "regular",
                    {"tiny", "small", "regular", "large", "huge", "custom"},
                    "tiny 6x5, small 8x6, regular 12x8, large 14x10, huge 16x12, or custom (width "
                    "x height)."),
      integer_option("width", "Custom width", 12, min_side, max_side,
                     "Columns, used only when size is custom."),
      integer_option("height", "Custom height", 8, min_side, max_side,
                     "Rows, used only when size is custom."),
      boolean_option("starting_positions", "Starting positions", false,
                     "Kangaroos start only on the board's starting-position squares."),
      choice_option(
          "edition", "Edition", "current", {"current", "2023"},
          "current: teleport costs 10; 2023: teleport costs 15 and the older gem table.")};
  info.how_to_play = how_to_play();
  return info;
}

std::unique_ptr<Game> create(int players, const Json& options, std::uint64_t seed) {
  const auto chosen = options_for_new_game(game_info(), players, options);
  if (!chosen) return nullptr;
  GeneratorOptions generator;
  const auto size_name = chosen->at("size").get<std::string>();
  if (size_name == "custom") {
    generator.width = chosen->at("width").get<int>();
    generator.height = chosen->at("height").get<int>();
  } else if (!size_from_name(size_name, generator.width, generator.height)) {
    return nullptr;
  }
  generator.starting_positions = chosen->at("starting_positions").get<bool>();
  if (!edition_from_name(chosen->at("edition").get<std::string>(), generator.edition))
    return nullptr;

  Rng rng(seed);
  Setup setup;
  setup.players = players;
  setup.edition = generator.edition;
  setup.starting_positions = generator.starting_positions;
  setup.size_name = size_name;
  return make_game(generate_board(generator, rng), setup);
}

std::unique_ptr<Game> load(const Json& state, std::string& error) {
  return load_game(state, error);
}

std::unique_ptr<Game> from_view(const Json& view, int players, const Json& options, Seat seat,
                                std::uint64_t seed, std::string& error) {
  (void)seat;  // every seat sees everything
  (void)seed;  // nothing is hidden, so nothing is drawn
  return game_from_view(view, players, options, error);
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = build_info();
  return info;
}

GameFactory factory() { return {game_info(), &create, &load, &from_view}; }

}  // namespace kangaroom::engine::kangaruse
