// Games without hidden information rebuild exactly from any seat's view
// (GameFactory::from_view), which is how networked bots search them: along
// random games, the rebuilt game shows the same view and the same legal moves.
// Kangaruse's view holds its whole position, so its rebuilt game also saves
// exactly as the original.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/game.hpp"
#include "core/registry.hpp"
#include "core/rng.hpp"

using namespace kangaroom::engine;

namespace {

void check_rebuilds_along_random_games(const char* id, const Json& options, int games,
                                       bool whole_position = false) {
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
      if (whole_position) {
        CHECK(rebuilt->save() == game->save());
        auto from_spectator =
            factory->from_view(game->view(spectator), 2, options, seat, rng.next(), error);
        REQUIRE_MESSAGE(from_spectator, error);
        CHECK(from_spectator->save() == game->save());
      }
      ++checked;
      moves.clear();
      game->legal_moves(seat, moves);
      REQUIRE(!moves.empty());
      Move move = moves[rng.below(moves.size())];
      // Kangaruse's give_up is legal at every decision: a random player who
      // takes it ends the game within a few moves, before its middle.
      if (whole_position && game->is_resignation(move) && moves.size() > 1)
        move = moves.front() == move ? moves.back() : moves.front();
      game->apply_legal(seat, move, nullptr);
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

TEST_CASE("kangaruse from_view: the rebuilt game saves exactly as the game") {
  check_rebuilds_along_random_games("kangaruse", Json{{"size", "tiny"}}, 20, true);
  check_rebuilds_along_random_games(
      "kangaruse", Json{{"size", "regular"}, {"starting_positions", true}, {"edition", "2023"}}, 5,
      true);
}

TEST_CASE("kangaruse from_view: a view without its board size or fields is refused") {
  const GameFactory* factory = find_game("kangaruse");
  REQUIRE(factory);
  std::string error;
  auto game = create_game("kangaruse", 2, Json{{"size", "small"}}, 7, error);
  REQUIRE_MESSAGE(game, error);
  const Json view = game->view(0);
  CHECK_FALSE(factory->from_view(view, 2, Json::object(), 0, 1, error));
  CHECK(error.find("size") != std::string::npos);
  Json partial = view;
  partial.erase("crossed");
  CHECK_FALSE(factory->from_view(partial, 2, Json{{"size", "small"}}, 0, 1, error));
  CHECK(error.find("crossed") != std::string::npos);
  CHECK_FALSE(factory->from_view(view, 3, Json{{"size", "small"}}, 0, 1, error));
  CHECK_FALSE(factory->from_view(Json::array(), 2, Json{{"size", "small"}}, 0, 1, error));
  CHECK(factory->from_view(view, 2, Json{{"size", "small"}}, 0, 1, error));
}
