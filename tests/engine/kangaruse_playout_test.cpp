// Invariants over 10,000 seeded random games on generated boards, across all
// sizes, both editions, with and without starting positions, and 1 to 5
// players: every applied move was legal, games end within a bound, every
// reachable position is consistent and round-trips through save/load,
// breakdowns add up, and the same seed gives the same game.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>

#include "core/registry.hpp"
#include "kangaruse/game.hpp"
#include "kangaruse/rules.hpp"

namespace kr = kangaroom::engine::kangaruse;
using kangaroom::engine::Game;
using kangaroom::engine::Json;
using kangaroom::engine::Move;
using kangaroom::engine::Rng;

namespace {

struct GameSpec {
  int players = 2;
  Json options;
  std::uint64_t seed = 0;
};

GameSpec spec_for(int index) {
  static const std::array<const char*, 6> sizes = {"tiny",  "small", "regular",
                                                   "large", "huge",  "custom"};
  GameSpec spec;
  spec.players = 1 + index % 5;
  const char* size = sizes[static_cast<std::size_t>((index / 5) % 6)];
  spec.options = {{"size", size},
                  {"starting_positions", index % 3 == 0},
                  {"edition", index % 4 == 0 ? "2023" : "current"}};
  if (std::string(size) == "custom") {
    spec.options["width"] = 5 + index % 16;
    spec.options["height"] = 5 + (index / 16) % 16;
  }
  spec.seed = 0x5eed0000u + static_cast<std::uint64_t>(index);
  return spec;
}

std::unique_ptr<Game> create(const GameSpec& spec) {
  std::string error;
  auto game =
      kangaroom::engine::create_game("kangaruse", spec.players, spec.options, spec.seed, error);
  INFO(error);
  REQUIRE(game);
  return game;
}

// Random play that rarely gives up, so games run their natural course.
Move pick(const std::vector<Move>& moves, Rng& rng) {
  const bool only_give_up = moves.size() == 1;
  if (only_give_up || rng.below(100) == 0) return moves.back();  // give_up is listed last
  return moves[rng.below(static_cast<std::uint32_t>(moves.size() - 1))];
}

struct Played {
  Json final_save;
  int moves = 0;
};

// Plays one game. `careful` games go through Game::apply with JSON moves and
// check every position's consistency and save/load round trip.
Played play_out(const GameSpec& spec, bool careful) {
  auto game = create(spec);
  auto& kangaruse = dynamic_cast<kr::KangaruseGame&>(*game);
  Rng rng(spec.seed ^ 0xabcdefu);
  Rng probe(spec.seed);  // careful-mode probes draw from their own generator
  const int cells = kangaruse.state().lay().cell_count;
  const int bound = 2 * spec.players + (spec.players + 1) * cells;
  std::vector<Move> moves, others;
  Played played;
  while (!game->finished()) {
    const auto acting = game->to_act();
    REQUIRE(acting.size() == 1);
    const int seat = acting.front();
    moves.clear();
    game->legal_moves(seat, moves);
    REQUIRE_FALSE(moves.empty());
    const Move move = pick(moves, rng);
    REQUIRE(kr::is_legal(kangaruse.state(), seat, move));
    if (careful) {
      for (int other = 0; other < spec.players; ++other) {
        if (other == seat) continue;
        others.clear();
        game->legal_moves(other, others);
        CHECK(others.empty());
      }
      // A position reached in play is consistent and loads back exactly.
      kr::State copy = kangaruse.state();
      CHECK(kr::derive_and_check(copy) == "");
      std::string error;
      auto loaded = kr::load_game(game->save(), error);
      INFO(error);
      REQUIRE(loaded);
      CHECK(loaded->save() == game->save());
      CHECK(loaded->legal_moves_json(seat) == game->legal_moves_json(seat));
      // A jump to a square not in the list is refused and changes nothing.
      const Json before = game->save();
      const Move wrong = kr::make_move(kr::MoveKind::jump, static_cast<int>(probe.below(30)) - 5,
                                       static_cast<int>(probe.below(30)) - 5);
      if (std::find(moves.begin(), moves.end(), wrong) == moves.end()) {
        const auto result = game->apply(seat, game->move_to_json(wrong), nullptr);
        CHECK_FALSE(result.accepted);
        CHECK_FALSE(result.reason.empty());
        CHECK(game->save() == before);
      }
      Json events = Json::array();
      const auto result = game->apply(seat, game->move_to_json(move), &events);
      REQUIRE_MESSAGE(result.accepted, result.reason);
      CHECK_FALSE(events.empty());
    } else {
      game->apply_legal(seat, move, nullptr);
    }
    ++played.moves;
    REQUIRE(played.moves <= bound);
  }
  CHECK(game->to_act().empty());
  const Json outcome = game->outcome();
  REQUIRE(outcome.is_object());
  const auto scores = game->scores();
  REQUIRE(outcome.at("breakdown").size() == static_cast<std::size_t>(spec.players));
  for (int seat = 0; seat < spec.players; ++seat) {
    const Json& b = outcome.at("breakdown").at(static_cast<std::size_t>(seat));
    int parts = 0;
    for (const auto& [key, value] : b.items())
      if (key != "total") parts += value.get<int>();
    CHECK(parts == b.at("total").get<int>());
    CHECK(b.at("total").get<int>() ==
          outcome.at("scores").at(static_cast<std::size_t>(seat)).get<int>());
    CHECK(scores[static_cast<std::size_t>(seat)] == b.at("total").get<double>());
  }
  CHECK_FALSE(outcome.at("winners").empty());
  CHECK(outcome.at("ranking").size() == static_cast<std::size_t>(spec.players));
  played.final_save = game->save();
  return played;
}

}  // namespace

TEST_CASE("kangaruse random playouts: invariants over 10,000 seeded games") {
  constexpr int games = 10000;
  long long total_moves = 0;
  for (int index = 0; index < games; ++index) {
    const GameSpec spec = spec_for(index);
    CAPTURE(index);
    CAPTURE(spec.options.dump());
    const bool careful = index % 100 == 0;
    const Played first = play_out(spec, careful);
    total_moves += first.moves;
    if (index % 25 == 0) {
      // Same seed, same options, same choices: the same game, bit for bit.
      const Played second = play_out(spec, false);
      CHECK(second.final_save == first.final_save);
      CHECK(second.moves == first.moves);
    }
  }
  MESSAGE("moves played: " << total_moves);
  CHECK(total_moves > games);
}

TEST_CASE("kangaruse generated games: different seeds give different boards") {
  GameSpec a = spec_for(2), b = spec_for(2);
  b.seed += 1;
  CHECK(create(a)->save().at("board") != create(b)->save().at("board"));
  CHECK(create(a)->save().at("board") == create(a)->save().at("board"));
}

TEST_CASE("kangaruse factory: options, player counts and their errors") {
  const auto* factory = kangaroom::engine::find_game("kangaruse");
  REQUIRE(factory);
  CHECK(factory->info.min_players == 1);
  CHECK(factory->info.max_players == 5);
  std::string error;
  CHECK_FALSE(kangaroom::engine::create_game("kangaruse", 6, Json::object(), 1, error));
  CHECK_FALSE(kangaroom::engine::create_game("kangaruse", 2, {{"size", "galactic"}}, 1, error));
  CHECK_FALSE(kangaroom::engine::create_game("kangaruse", 2, {{"width", 99}}, 1, error));
  auto game = kangaroom::engine::create_game("kangaruse", 2,
                                             {{"size", "tiny"}, {"edition", "2023"}}, 1, error);
  REQUIRE(game);
  const Json view = game->view(kangaroom::engine::spectator);
  CHECK(view.at("board").at("width") == 6);
  CHECK(view.at("board").at("height") == 5);
  CHECK(view.at("teleport_cost") == 15);
  auto custom = kangaroom::engine::create_game(
      "kangaruse", 3, {{"size", "custom"}, {"width", 9}, {"height", 7}}, 1, error);
  REQUIRE(custom);
  CHECK(custom->view(0).at("board").at("width") == 9);
  CHECK(custom->view(0).at("board").at("height") == 7);
  CHECK(custom->view(0).at("phase") == "placing");
}
