// The contract of Game::constant_view and Game::changing_view, for every
// registered game: the two parts have disjoint keys, together they are
// exactly view(), and the constant part stays the same for the whole game.
// The server relies on it to diff only the changing part per move.
#include <doctest/doctest.h>

#include <vector>

#include "core/registry.hpp"
#include "core/rng.hpp"

using namespace kangaroom::engine;

namespace {

void check_parts(const Game& game, int audience, const Json& constant_at_start) {
  const Json constant = game.constant_view(audience);
  const Json changing = game.changing_view(audience);
  REQUIRE(constant.is_object());
  REQUIRE(changing.is_object());
  for (const auto& [key, value] : constant.items()) {
    CAPTURE(key);
    CHECK_FALSE(changing.contains(key));
  }
  Json merged = changing;
  merged.update(constant);
  CHECK(merged == game.view(audience));
  CHECK(constant == constant_at_start);
}

}  // namespace

TEST_CASE("every game's view is its constant part plus its changing part, the constant part unchanged") {
  for (const GameFactory& factory : all_games()) {
    CAPTURE(factory.info.id);
    for (int players = factory.info.min_players; players <= factory.info.max_players; ++players) {
      CAPTURE(players);
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        std::string error;
        auto game = create_game(factory.info.id, players, Json::object(), seed, error);
        REQUIRE_MESSAGE(game, error);
        std::vector<Json> constant_at_start;
        for (int audience = spectator; audience < players; ++audience)
          constant_at_start.push_back(game->constant_view(audience));
        Rng rng(seed);
        std::vector<Move> moves;
        // Long enough to reach the middle of every game, short enough for ASan.
        for (int step = 0; step < 200 && !game->finished(); ++step) {
          if (step % 7 == 0)
            for (int audience = spectator; audience < players; ++audience)
              check_parts(*game, audience, constant_at_start[static_cast<std::size_t>(audience - spectator)]);
          const int seat = game->to_act().front();
          moves.clear();
          game->legal_moves(seat, moves);
          REQUIRE_FALSE(moves.empty());
          Move move = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
          // Resigning ends games too early to reach their middle.
          if (game->is_resignation(move) && moves.size() > 1) move = moves.front() == move ? moves.back() : moves.front();
          game->apply_legal(seat, move, nullptr);
        }
        for (int audience = spectator; audience < players; ++audience)
          check_parts(*game, audience, constant_at_start[static_cast<std::size_t>(audience - spectator)]);
      }
    }
  }
}
