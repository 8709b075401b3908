// Re-drawing what a seat cannot see (issue 10): sample_for (bots in seats)
// and the factory's from_view (networked bots). The rebuilt game looks the
// same to that seat, hidden cards differ between draws, and every card is
// still in exactly one place.
#include "ai/strategy.hpp"
#include "core/registry.hpp"
#include "jackaroo_test_positions.hpp"

using namespace jackaroo_test;
using kangaroom::engine::spectator;

namespace {

// The cards of every hand but `seat`'s, and the deck, as one list.
std::vector<Card> hidden_from(const State& state, int seat) {
  std::vector<Card> hidden = state.deck;
  for (int other = 0; other < state.players(); ++other)
    if (other != seat)
      hidden.insert(hidden.end(), state.hand(other).begin(), state.hand(other).end());
  return hidden;
}

Json legal_of(const kangaroom::engine::Game& game, int seat) { return game.legal_moves_json(seat); }

// Walks random games and calls `check(game, seat)` for a random seat now and then.
template <typename Check>
void at_random_points(int games, Check check) {
  for (int g = 1; g <= games; ++g) {
    const int players = 2 + g % 3;
    auto game = new_game_of(players, static_cast<std::uint64_t>(g));
    Rng rng(static_cast<std::uint64_t>(g) * 31);
    std::vector<Move> moves;
    while (!game->finished()) {
      if (rng.below(10) == 0)
        check(*game, static_cast<int>(rng.below(static_cast<std::uint32_t>(players))));
      const int seat = game->to_act().front();
      moves.clear();
      game->legal_moves(seat, moves);
      game->apply_legal(seat, moves[rng.below(static_cast<std::uint32_t>(moves.size()))], nullptr);
    }
  }
}

}  // namespace

TEST_CASE("jackaroo sample_for: the seat's view is unchanged, hidden cards are re-drawn") {
  int samples = 0;
  int differing = 0;
  at_random_points(12, [&](const JackarooGame& game, int seat) {
    Rng rng(static_cast<std::uint64_t>(samples) + 1);
    const auto sample = game.sample_for(seat, rng);
    const auto& sampled = static_cast<const JackarooGame&>(*sample);
    REQUIRE(consistency_error(sampled.state()).empty());
    CHECK(sampled.view(seat) == game.view(seat));
    CHECK(sampled.view(spectator) == game.view(spectator));
    CHECK(legal_of(sampled, seat) == legal_of(game, seat));
    const auto hidden = hidden_from(game.state(), seat);
    if (hidden.size() >= 8) {
      ++samples;
      if (hidden_from(sampled.state(), seat) != hidden) ++differing;
    }
  });
  CHECK(samples > 30);
  CHECK(differing * 10 > samples * 9);
}

TEST_CASE("jackaroo from_view: rebuilt from a seat's view, consistent, different per seed") {
  const auto* factory = kangaroom::engine::find_game("jackaroo");
  REQUIRE(factory);
  REQUIRE(static_cast<bool>(factory->from_view));
  int rebuilt = 0;
  int differing = 0;
  at_random_points(12, [&](const JackarooGame& game, int seat) {
    const Json view = game.view(seat);
    std::string error;
    const auto first = factory->from_view(view, game.players(), Json::object(), seat, 1, error);
    REQUIRE_MESSAGE(first, error);
    const auto second = factory->from_view(view, game.players(), Json::object(), seat, 2, error);
    REQUIRE_MESSAGE(second, error);
    CHECK(first->view(seat) == view);
    CHECK(first->view(spectator) == game.view(spectator));
    CHECK(first->to_act() == game.to_act());
    CHECK(legal_of(*first, seat) == legal_of(game, seat));
    const auto& one = static_cast<const JackarooGame&>(*first);
    const auto& two = static_cast<const JackarooGame&>(*second);
    REQUIRE(consistency_error(one.state()).empty());
    if (hidden_from(game.state(), seat).size() >= 8) {
      ++rebuilt;
      if (hidden_from(one.state(), seat) != hidden_from(two.state(), seat)) ++differing;
    }
  });
  CHECK(rebuilt > 30);
  CHECK(differing * 10 > rebuilt * 9);
}

TEST_CASE("jackaroo from_view: refuses a spectator's view and counts that do not add up") {
  const auto* factory = kangaroom::engine::find_game("jackaroo");
  auto game = new_game_of(4, 8);
  std::string error;
  CHECK_FALSE(factory->from_view(game->view(spectator), 4, Json::object(), 0, 1, error));
  CHECK_FALSE(error.empty());
  Json view = game->view(0);
  view["deck_count"] = 35;
  error.clear();
  CHECK_FALSE(factory->from_view(view, 4, Json::object(), 0, 1, error));
  CHECK_FALSE(error.empty());
  error.clear();
  CHECK_FALSE(factory->from_view(Json::array(), 4, Json::object(), 0, 1, error));
}

TEST_CASE("jackaroo save/load: refuses states that lose or double a card") {
  auto game = new_game_of(4, 8);
  Json saved = game->save();
  std::string error;
  CHECK(load_game(saved, error));
  Json doubled = saved;
  doubled["deck"][0] = doubled["hands"][0][0];
  CHECK_FALSE(load_game(doubled, error));
  CHECK(error.find("exactly one") != std::string::npos);
  Json stacked = saved;
  stacked["marbles"][1] = {{"zone", "track"}, {"square", 5}};
  stacked["marbles"][2] = {{"zone", "track"}, {"square", 5}};
  CHECK_FALSE(load_game(stacked, error));
  CHECK_FALSE(load_game(Json{{"format", "jackaroo-state"}}, error));
}

TEST_CASE("jackaroo strategies: random, greedy and mcts choose legal moves on a seat's sample") {
  for (const char* name : {"random", "greedy", "mcts"}) {
    CAPTURE(name);
    kangaroom::engine::ai::StrategyBudget budget;
    budget.max_iterations = 30;
    auto strategy = kangaroom::engine::ai::make_strategy(name, budget);
    REQUIRE(strategy);
    auto game = new_game_of(4, 21);
    Rng rng(5);
    for (int turn = 0; turn < 30 && !game->finished(); ++turn) {
      const int seat = game->to_act().front();
      const Move move = kangaroom::engine::ai::choose_as_seat(*strategy, *game, seat, rng);
      std::vector<Move> legal;
      game->legal_moves(seat, legal);
      REQUIRE(std::find(legal.begin(), legal.end(), move) != legal.end());
      game->apply_legal(seat, move, nullptr);
    }
  }
}
