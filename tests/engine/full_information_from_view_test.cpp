// Games without hidden information rebuild exactly from any seat's view
// (GameFactory::from_view), which is how networked bots search them: along
// random games, the rebuilt game shows the same view and the same legal moves.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/game.hpp"
#include "core/registry.hpp"
#include "core/rng.hpp"

using namespace kangaroom::engine;

namespace {

void check_rebuilds_along_random_games(const char* id, const Json& options, int games) {
  const GameFactory* factory = find_game(id);
  REQUIRE(factory);
  const bool rebuilds = factory->from_view != nullptr;
  REQUIRE(rebuilds);
  Rng rng(20261124);
  int checked = 0;
  for (int g = 0; g < games; ++g) {
    std::string error;
    auto game = create_game(id, 2, options, 1000 + g, error);
    REQUIRE_MESSAGE(game, error);
    std::vector<Move> moves;
    for (int turn = 0; turn < 400 && !game->finished(); ++turn) {
      const Seat seat = game->to_act().front();
      auto rebuilt = factory->from_view(game->view(seat), 2, options, seat, rng.next(), error);
      REQUIRE_MESSAGE(rebuilt, error);
      CHECK(rebuilt->view(seat) == game->view(seat));
      CHECK(rebuilt->legal_moves_json(seat) == game->legal_moves_json(seat));
      ++checked;
      moves.clear();
      game->legal_moves(seat, moves);
      REQUIRE(!moves.empty());
      game->apply_legal(seat, moves[rng.below(moves.size())], nullptr);
    }
  }
  CHECK(checked > games * 20);
}

}  // namespace

TEST_CASE("kangaroo from_view: the rebuilt game has the seat's view and legal moves") {
  check_rebuilds_along_random_games("kangaroo", Json::object(), 20);
}

TEST_CASE("kanga from_view: the rebuilt game has the seat's view and legal moves") {
  check_rebuilds_along_random_games("kanga", Json::object(), 20);
  check_rebuilds_along_random_games("kanga", Json{{"size", 9}, {"pie_rule", true}}, 5);
}
