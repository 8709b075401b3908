// Random Jackaroo games, checking the invariants after every move (issue 10):
// each of the 52 cards in exactly one place, every marble accounted for, no
// marble ever past its safe stop, every game ends, the same seed and moves
// give the same game, and save/load round-trips.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "core/registry.hpp"
#include "jackaroo/game.hpp"
#include "jackaroo/movegen.hpp"

namespace {

using kangaroom::engine::Json;
using kangaroom::engine::Move;
using kangaroom::engine::Rng;
using namespace kangaroom::engine::jackaroo;

// A cap far above any real game: reaching it means the game would not end.
constexpr int move_cap = 20000;

std::unique_ptr<JackarooGame> new_jackaroo(int players, std::uint64_t seed) {
  std::string error;
  auto game = kangaroom::engine::create_game("jackaroo", players, Json::object(), seed, error);
  REQUIRE(game);
  return std::unique_ptr<JackarooGame>(static_cast<JackarooGame*>(game.release()));
}

// The board's indexes agree with the marbles, and every marble is somewhere.
void check_marbles(const Board& board) {
  int on_track = 0;
  int in_safe = 0;
  for (int marble = 0; marble < board.marble_count(); ++marble) {
    const Place place = board.place(marble);
    if (place.zone == Zone::track) {
      ++on_track;
      REQUIRE(board.on_track(place.square) == marble);
    } else if (place.zone == Zone::safe) {
      ++in_safe;
      REQUIRE(board.in_safe_zone(owner_of(marble), place.square) == marble);
    }
  }
  int track_squares = 0;
  for (int square = 0; square < track_length; ++square) track_squares += board.on_track(square) != empty_square;
  int safe_squares = 0;
  for (int seat = 0; seat < board.players(); ++seat)
    for (int z = 0; z < safe_zone_length; ++z) safe_squares += board.in_safe_zone(seat, z) != empty_square;
  REQUIRE(track_squares == on_track);
  REQUIRE(safe_squares == in_safe);
}

// A marble moved forward by `steps` from the track stayed within its owner's
// lap: on the track it went exactly `steps` and no further than its safe stop.
void check_lap(const Board& before, const Board& after, int marble, int steps) {
  const Place from = before.place(marble);
  const Place to = after.place(marble);
  if (from.zone != Zone::track || to.zone == Zone::home) return;
  const int to_stop = wrap(before.safe_stop_of(owner_of(marble)) - from.square);
  if (to.zone == Zone::track) {
    REQUIRE(wrap(to.square - from.square) == steps);
    REQUIRE(steps <= to_stop);
  } else {
    REQUIRE(to.zone == Zone::safe);
    REQUIRE(steps == to_stop + 1 + to.square);
  }
}

void check_move_kept_laps(const Board& before, const Board& after, const Move& move) {
  switch (ability_of(move)) {
    case Ability::move:
      if (steps_of(move) > 0) check_lap(before, after, marble_of(move), steps_of(move));
      break;
    case Ability::split: {
      // The first part moved first: check it on the board as it was.
      check_lap(before, after, marble_of(move), steps_of(move));
      check_lap(before, after, second_marble_of(move), 7 - steps_of(move));
      break;
    }
    default: break;
  }
}

struct PlayoutStats {
  std::vector<int> lengths;
  int max_sets = 0;
};

// Plays one random game to the end, checking every invariant after each move.
// Returns the moves played.
std::vector<Move> random_game(int players, std::uint64_t seed, bool round_trip_every_move, PlayoutStats& stats) {
  auto game = new_jackaroo(players, seed);
  Rng rng(seed * 7919 + 17);
  std::vector<Move> played;
  std::vector<Move> moves;
  REQUIRE(consistency_error(game->state()).empty());
  while (!game->finished()) {
    REQUIRE(static_cast<int>(played.size()) < move_cap);
    const auto acting = game->to_act();
    REQUIRE(acting.size() == 1);
    const int seat = acting.front();
    REQUIRE(!game->state().hand(seat).empty());
    moves.clear();
    game->legal_moves(seat, moves);
    REQUIRE(!moves.empty());
    const Move move = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
    const Board before = game->state().board;
    game->apply_legal(seat, move, nullptr);
    played.push_back(move);
    REQUIRE(consistency_error(game->state()).empty());
    check_marbles(game->state().board);
    check_move_kept_laps(before, game->state().board, move);
    if (round_trip_every_move) {
      std::string error;
      const auto loaded = load_game(game->save(), error);
      REQUIRE_MESSAGE(loaded, error);
      REQUIRE(loaded->save() == game->save());
    }
  }
  REQUIRE(game->to_act().empty());
  const auto winners = game->state().winners;
  REQUIRE(winners.size() == (players == 4 ? 2u : 1u));
  if (players == 4) CHECK(winners[1] == winners[0] + 2);
  for (const int seat : winners) REQUIRE(game->state().board.all_safe(seat));
  const Json outcome = game->outcome();
  REQUIRE(outcome["winners"] == Json(winners));
  stats.lengths.push_back(static_cast<int>(played.size()));
  stats.max_sets = std::max(stats.max_sets, game->state().set);
  return played;
}

void report(const char* what, PlayoutStats& stats) {
  auto& lengths = stats.lengths;
  std::sort(lengths.begin(), lengths.end());
  MESSAGE(what << ": " << lengths.size() << " games, moves per game median " << lengths[lengths.size() / 2]
                << ", min " << lengths.front() << ", max " << lengths.back() << "; most sets " << stats.max_sets);
}

}  // namespace

TEST_CASE("jackaroo playouts: 10,000 random four-player games keep every invariant and end") {
  PlayoutStats stats;
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) random_game(4, seed, seed % 500 == 0, stats);
  report("4 players", stats);
}

TEST_CASE("jackaroo playouts: two- and three-player games keep every invariant and end") {
  for (const int players : {2, 3}) {
    PlayoutStats stats;
    for (std::uint64_t seed = 1; seed <= 500; ++seed) random_game(players, seed, seed % 100 == 0, stats);
    report(players == 2 ? "2 players" : "3 players", stats);
  }
}

TEST_CASE("jackaroo playouts: the same seed and moves give the same game, and save/load continues it") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    PlayoutStats stats;
    const auto moves = random_game(players, seed, false, stats);
    auto first = new_jackaroo(players, seed);
    auto second = new_jackaroo(players, seed);
    REQUIRE(first->save() == second->save());
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const int seat = first->to_act().front();
      Json events_first = Json::array();
      Json events_second = Json::array();
      first->apply_legal(seat, moves[i], &events_first);
      second->apply_legal(seat, moves[i], &events_second);
      REQUIRE(events_first == events_second);
      if (i == moves.size() / 2) {
        // Swap the second game for a reloaded copy halfway through.
        std::string error;
        auto reloaded = load_game(second->save(), error);
        REQUIRE_MESSAGE(reloaded, error);
        second = std::move(reloaded);
      }
    }
    CHECK(first->finished());
    CHECK(first->save() == second->save());
    CHECK(first->outcome() == second->outcome());
  }
}
