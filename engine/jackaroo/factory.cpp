#include "factory.hpp"

#include "game.hpp"
#include "how_to_play.hpp"
#include "teams.hpp"

namespace kangaroom::engine::jackaroo {

namespace {

GameInfo build_info() {
  GameInfo info;
  info.id = "jackaroo";
  info.display_name = "Jackaroo";
  info.summary =
      "Race your marbles home with cards, in teams of two: capture, swap, burn and split sevens.";
  info.min_players = min_players;
  info.max_players = max_players;
  info.hidden_information = true;

  info.options.push_back(choice_option(
      "start_protection", "Marbles on their start", "king_only", {"king_only", "full"},
      "king_only: a marble on its own start is safe only from a King passing it (the rulebook); "
      "full: it cannot be passed, landed on, swapped or moved by a 5."));
  info.options.push_back(integer_option(
      "set_limit", "Set limit", default_set_limit, min_set_limit, max_set_limit,
      "The game ends after this many sets (deals of 4, 4 and 5 cards); then the most marbles "
      "in safe zones win."));
  info.how_to_play = how_to_play();
  info.team_seats = &teams;
  return info;
}

std::unique_ptr<Game> create(int players, const Json& options, std::uint64_t seed) {
  const auto chosen = options_for_new_game(game_info(), players, options);
  if (!chosen) return nullptr;
  StartProtection protection{};
  if (!protection_from_name(chosen->at("start_protection").get<std::string>(), protection))
    return nullptr;
  return std::make_unique<JackarooGame>(
      new_game(players, protection, seed, chosen->at("set_limit").get<int>()));
}

std::unique_ptr<Game> load(const Json& state, std::string& error) {
  return load_game(state, error);
}

std::unique_ptr<Game> from_view(const Json& view, int players, const Json& options, Seat seat,
                                std::uint64_t seed, std::string& error) {
  return game_from_view(view, players, options, seat, seed, error);
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = build_info();
  return info;
}

GameFactory factory() { return {game_info(), &create, &load, &from_view}; }

}  // namespace kangaroom::engine::jackaroo
