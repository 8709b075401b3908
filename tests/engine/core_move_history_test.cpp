// MoveHistory (takebacks) and the games' answers to offers: a rebuilt game
// is the game as it stood, a takeback undoes whole turns, Jackaroo refuses
// to go back across a deal, and a draw by agreement is saved.
#include <doctest/doctest.h>

#include <random>

#include "core/move_history.hpp"
#include "core/registry.hpp"

using namespace kangaroom::engine;

namespace {
// Plays `count` random legal moves on `game`, recording them; returns the
// saves before each move.
std::vector<Json> play(Game& game, MoveHistory& history, int count, std::mt19937_64& random) {
  std::vector<Json> saves;
  for (int i = 0; i < count && !game.finished(); ++i) {
    saves.push_back(game.save());
    const int seat = game.to_act().front();
    const Json legal = game.legal_moves_json(seat);
    const Json move = legal[random() % legal.size()];
    const bool mid_turn = game.mid_turn();
    REQUIRE(game.apply(seat, move, nullptr).accepted);
    history.record(seat, move, mid_turn);
  }
  return saves;
}
}  // namespace

TEST_CASE("move history: every game is rebuilt as it stood after any number of moves") {
  for (const auto& factory : all_games()) {
    CAPTURE(factory.info.id);
    std::string error;
    auto game = create_game(factory.info.id, factory.info.min_players, Json::object(), 3, error);
    REQUIRE_MESSAGE(game, error);
    MoveHistory history(game->clone());
    std::mt19937_64 random(3);
    const auto saves = play(*game, history, 60, random);
    for (std::size_t kept = 0; kept < saves.size(); kept += 7) {
      const auto rebuilt = history.rebuilt(kept);
      REQUIRE(rebuilt);
      CHECK(rebuilt->save() == saves[kept]);
    }
    CHECK(history.rebuilt(history.size())->save() == game->save());
    CHECK_FALSE(history.rebuilt(history.size() + 1));
  }
}

TEST_CASE("move history: a turn is undone whole, from the move that began it") {
  // Seat 0 plays a turn of one move, seat 1 a chain of three, seat 0 again.
  MoveHistory history(create_game("kanga", 2, Json::object(), 1, *std::make_unique<std::string>()));
  history.record(0, Json{{"n", 1}}, false);
  history.record(1, Json{{"n", 2}}, false);
  history.record(1, Json{{"n", 3}}, true);
  history.record(1, Json{{"n", 4}}, true);
  history.record(0, Json{{"n", 5}}, false);
  CHECK(history.kept_without_last_turn_of(0) == 4u);
  CHECK(history.kept_without_last_turn_of(1) == 1u);
  CHECK_FALSE(history.kept_without_last_turn_of(2));
  history.truncate(1);
  CHECK(history.kept_without_last_turn_of(0) == 0u);
  CHECK_FALSE(history.kept_without_last_turn_of(1));
  CHECK_FALSE(MoveHistory().kept_without_last_turn_of(0));  // nothing to go back to
}

TEST_CASE("jackaroo: a takeback may not go back across a deal") {
  std::string error;
  auto game = create_game("jackaroo", 2, Json::object(), 11, error);
  REQUIRE_MESSAGE(game, error);
  MoveHistory history(game->clone());
  std::mt19937_64 random(11);
  const auto round_of = [](const Game& g) { return g.view(spectator).at("round"); };
  const Json first_round = round_of(*game);
  while (round_of(*game) == first_round) play(*game, history, 1, random);
  const std::size_t after_deal = history.size();
  // Every earlier position of the first round lies across the deal.
  for (std::size_t kept = 0; kept < after_deal; ++kept)
    CHECK_FALSE(game->may_take_back_to(*history.rebuilt(kept)));
  play(*game, history, 2, random);
  if (round_of(*game) == round_of(*history.rebuilt(after_deal)))
    CHECK(game->may_take_back_to(*history.rebuilt(after_deal)));
  // Games without hidden information always may.
  auto kanga = create_game("kanga", 2, Json::object(), 1, error);
  CHECK(kanga->may_take_back_to(*kanga->clone()));
}

TEST_CASE("a draw by agreement: Kanga and Kangaroo only, saved and loaded as drawn") {
  for (const auto& factory : all_games()) {
    CAPTURE(factory.info.id);
    std::string error;
    auto game = create_game(factory.info.id, factory.info.min_players, Json::object(), 2, error);
    REQUIRE_MESSAGE(game, error);
    const bool drawable = factory.info.id == "kanga" || factory.info.id == "kangaroo";
    CHECK(game->draw_by_agreement_allowed() == drawable);
    if (!drawable) continue;
    game->agree_draw();
    CHECK(game->finished());
    CHECK(game->to_act().empty());
    CHECK(game->outcome().at("winners") == Json::array({0, 1}));
    CHECK_FALSE(game->draw_by_agreement_allowed());
    const auto loaded = factory.load(game->save(), error);
    REQUIRE_MESSAGE(loaded, error);
    CHECK(loaded->finished());
    CHECK(loaded->outcome() == game->outcome());
  }
}
