#include "factory.hpp"

#include "game.hpp"

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

  OptionSpec first;
  first.key = "first_player";
  first.label = "First player";
  first.type = OptionSpec::Type::choice;
  first.default_value = "white";
  first.choices = {"white", "random"};
  first.help = "white: White moves first; random: the seed decides (colours stay with the seats).";
  info.options.push_back(first);
  return info;
}

std::unique_ptr<Game> create(int players, const Json& options, std::uint64_t seed) {
  if (players != 2 || !options.is_object()) return nullptr;
  const auto normalized = normalize_options(game_info(), options);
  if (!normalized.ok()) return nullptr;
  // Rule (§3.2.7): White first, or a seeded coin toss.
  const bool random_first = normalized.options.at("first_player") == "random";
  int first_seat = 0;
  if (random_first) {
    Rng rng(seed);
    first_seat = static_cast<int>(rng.below(2));
  }
  return make_game(first_seat, random_first);
}

std::unique_ptr<Game> load(const Json& state, std::string& error) { return load_game(state, error); }

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = build_info();
  return info;
}

GameFactory factory() { return {game_info(), &create, &load, nullptr}; }

}  // namespace kangaroom::engine::kangaroo
