#include <doctest/doctest.h>

#include "core/registry.hpp"

using namespace kangaroom::engine;

// The server builds the view once for all audiences when a game says they
// are the same (Game::same_view_for_everyone); Kangaruse must keep that true.
TEST_CASE("kangaruse view: every seat and spectators see the same view throughout a game") {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    std::string error;
    auto game = create_game("kangaruse", 3, {{"size", "small"}}, seed, error);
    REQUIRE_MESSAGE(game, error);
    REQUIRE(game->same_view_for_everyone());
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
