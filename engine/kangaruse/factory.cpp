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

  OptionSpec size;
  size.key = "size";
  size.label = "Board size";
  size.type = OptionSpec::Type::choice;
  size.default_value = "regular";
  size.choices = {"tiny", "small", "regular", "large", "huge", "custom"};
  size.help =
      "tiny 6x5, small 8x6, regular 12x8, large 14x10, huge 16x12, or custom (width x height).";
  info.options.push_back(size);

  OptionSpec width;
  width.key = "width";
  width.label = "Custom width";
  width.type = OptionSpec::Type::integer;
  width.default_value = 12;
  width.min = min_side;
  width.max = max_side;
  width.help = "Columns, used only when size is custom.";
  info.options.push_back(width);

  OptionSpec height = width;
  height.key = "height";
  height.label = "Custom height";
  height.default_value = 8;
  height.help = "Rows, used only when size is custom.";
  info.options.push_back(height);

  OptionSpec starting;
  starting.key = "starting_positions";
  starting.label = "Starting positions";
  starting.type = OptionSpec::Type::boolean;
  starting.default_value = false;
  starting.help = "Kangaroos start only on the board's starting-position squares.";
  info.options.push_back(starting);

  OptionSpec edition;
  edition.key = "edition";
  edition.label = "Edition";
  edition.type = OptionSpec::Type::choice;
  edition.default_value = "current";
  edition.choices = {"current", "2023"};
  edition.help = "current: teleport costs 10; 2023: teleport costs 15 and the older gem table.";
  info.options.push_back(edition);
  info.how_to_play = how_to_play();
  return info;
}

std::unique_ptr<Game> create(int players, const Json& options, std::uint64_t seed) {
  if (players < 1 || players > max_players || !options.is_object()) return nullptr;
  const auto normalized = normalize_options(game_info(), options);
  if (!normalized.ok()) return nullptr;
  const Json& chosen = normalized.options;
  GeneratorOptions generator;
  const auto size_name = chosen.at("size").get<std::string>();
  if (size_name == "custom") {
    generator.width = chosen.at("width").get<int>();
    generator.height = chosen.at("height").get<int>();
  } else if (!size_from_name(size_name, generator.width, generator.height)) {
    return nullptr;
  }
  generator.starting_positions = chosen.at("starting_positions").get<bool>();
  if (!edition_from_name(chosen.at("edition").get<std::string>(), generator.edition))
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

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = build_info();
  return info;
}

GameFactory factory() { return {game_info(), &create, &load}; }

}  // namespace kangaroom::engine::kangaruse
