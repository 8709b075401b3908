#include <doctest/doctest.h>

#include "core/registry.hpp"

using namespace kangaroom::engine;

// The server builds and diffs the view once for all audiences of a game
// without hidden information (GameInfo::hidden_information); Kangaruse must
// keep every audience's view the same.
TEST_CASE("kangaruse view: every seat and spectators see the same view throughout a game") {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    std::string error;
    auto game = create_game("kangaruse", 3, {{"size", "small"}}, seed, error);
    REQUIRE_MESSAGE(game, error);
    REQUIRE_FALSE(game->info().hidden_information);
    Rng rng(seed);
    std::vector<Move> legal;
    for (int step = 0; step < 400 && !game->finished(); ++step) {
      const Json spectator_view = game->view(spectator);
      for (Seat seat = 0; seat < game->players(); ++seat) CHECK(game->view(seat) == spectator_view);
      const Seat seat = game->to_act().front();
      legal.clear();
      game->legal_moves(seat, legal);
      game->apply_legal(seat, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    }
  }
}
