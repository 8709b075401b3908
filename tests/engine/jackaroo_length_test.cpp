// Game length in Jackaroo (README.md "Game length"): a marble sent home
// loses its lap, so nothing in the rules makes a game end; option
// `set_limit` ends it after that many sets, won by the most safe marbles.
#include <doctest/doctest.h>

#include <algorithm>

#include "jackaroo_test_positions.hpp"

using namespace jackaroo_test;

namespace {

std::unique_ptr<JackarooGame> game_with_set_limit(int players, std::uint64_t seed, int set_limit) {
  std::string error;
  auto game =
      kangaroom::engine::create_game("jackaroo", players, {{"set_limit", set_limit}}, seed, error);
  INFO(error);
  REQUIRE(game);
  return std::unique_ptr<JackarooGame>(static_cast<JackarooGame*>(game.release()));
}

// Safe marbles of a seat's side (its team with partners).
int side_safe(const Board& board, int seat) {
  const int partner = board.partner_of(seat);
  return board.safe_count(seat) + (partner >= 0 ? board.safe_count(partner) : 0);
}

}  // namespace

TEST_CASE("jackaroo option set_limit: declared with its default and bounds, and validated") {
  const auto* factory = kangaroom::engine::find_game("jackaroo");
  REQUIRE(factory);
  const auto& options = factory->info.options;
  const auto it = std::find_if(options.begin(), options.end(),
                               [](const auto& option) { return option.key == "set_limit"; });
  REQUIRE(it != options.end());
  CHECK(it->type == kangaroom::engine::OptionSpec::Type::integer);
  CHECK(it->default_value == 40);
  CHECK(it->min == 5);
  CHECK(it->max == 100);

  const auto plain = new_game_of(4, 1);
  CHECK(plain->state().set_limit == 40);
  CHECK(plain->view(0).at("set_limit") == 40);
  CHECK(plain->view(0).at("end_reason").is_null());
  CHECK(game_with_set_limit(2, 1, 5)->state().set_limit == 5);
  CHECK(game_with_set_limit(2, 1, 100)->save().at("set_limit") == 100);
  std::string error;
  using kangaroom::engine::create_game;
  CHECK(create_game("jackaroo", 4, {{"set_limit", 4}}, 1, error) == nullptr);
  CHECK(create_game("jackaroo", 4, {{"set_limit", 0}}, 1, error) == nullptr);
  CHECK(create_game("jackaroo", 4, {{"set_limit", 101}}, 1, error) == nullptr);
  CHECK(create_game("jackaroo", 4, {{"set_limit", "40"}}, 1, error) == nullptr);
}

TEST_CASE(
    "jackaroo set_limit: the last card of the last set ends the game, most safe marbles win") {
  int ended_at_limit = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    auto game = game_with_set_limit(players, seed, 5);
    Rng rng(seed);
    std::vector<Move> moves;
    Json events = Json::array();
    while (!game->finished()) {
      const int seat = game->to_act().front();
      moves.clear();
      game->legal_moves(seat, moves);
      REQUIRE_FALSE(moves.empty());
      events = Json::array();
      game->apply_legal(seat, moves[rng.below(static_cast<std::uint32_t>(moves.size()))], &events);
    }
    const State& state = game->state();
    REQUIRE(state.set <= 5);
    const Json view = game->view(kangaroom::engine::spectator);
    const Json outcome = game->outcome();
    CHECK(outcome.at("winners") == Json(state.winners));
    CHECK(view.at("winners") == Json(state.winners));
    if (!state.ended_at_set_limit) {
      CHECK(view.at("end_reason") == "won");
      CHECK(events.back().at("reason") == "won");
      continue;
    }
    ++ended_at_limit;
    // The whole fifth set was played: every hand is empty.
    CHECK(state.set == 5);
    CHECK(state.round == rounds_per_set);
    for (int seat = 0; seat < players; ++seat) CHECK(state.hand(seat).empty());
    CHECK(view.at("end_reason") == "set_limit");
    CHECK(view.at("turn").is_null());
    CHECK(events.back() ==
          Json{{"type", "finish"}, {"winners", state.winners}, {"reason", "set_limit"}});
    // Winners: every seat whose side has the most safe marbles, nobody else.
    int most = 0;
    for (int seat = 0; seat < players; ++seat) most = std::max(most, side_safe(state.board, seat));
    for (int seat = 0; seat < players; ++seat) {
      const bool winner =
          std::find(state.winners.begin(), state.winners.end(), seat) != state.winners.end();
      CHECK(winner == (side_safe(state.board, seat) == most));
      CHECK(outcome.at("scores")[static_cast<std::size_t>(seat)] == side_safe(state.board, seat));
    }
    // Ranking: the winners first, as for a win.
    for (std::size_t i = 0; i < state.winners.size(); ++i)
      CHECK(outcome.at("ranking")[i] == state.winners[i]);
    // The end survives save/load.
    std::string error;
    const auto loaded = load_game(game->save(), error);
    INFO(error);
    REQUIRE(loaded);
    CHECK(loaded->finished());
    CHECK(loaded->outcome() == outcome);
    CHECK(loaded->view(0) == game->view(0));
  }
  // Random play takes about 10 sets (bench/README.md): most games reach 5.
  CHECK(ended_at_limit > 100);
}

TEST_CASE("jackaroo set_limit in saved states: old saves get the default, bad ones are refused") {
  const auto game = new_game_of(4, 3);
  Json saved = game->save();
  std::string error;

  saved.erase("set_limit");
  saved.erase("end_reason");
  auto old = load_game(saved, error);
  INFO(error);
  REQUIRE(old);
  CHECK(old->state().set_limit == default_set_limit);

  saved["set_limit"] = 4;
  CHECK(load_game(saved, error) == nullptr);
  saved["set_limit"] = 40;
  saved["end_reason"] = "bored";
  CHECK(load_game(saved, error) == nullptr);
  // A running game was not ended by the limit.
  saved["end_reason"] = "set_limit";
  CHECK(load_game(saved, error) == nullptr);
  CHECK(error == "the set limit ended a game that had not reached it");
}
