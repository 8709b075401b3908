// Random Jackaroo games, checking the invariants after every move (issue 10):
// each of the 52 cards in exactly one place, every marble accounted for, no
// marble ever past its safe stop, every game ends, the same seed and moves
// give the same game, and save/load round-trips.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "jackaroo_test_positions.hpp"

using namespace jackaroo_test;

namespace {

// A cap far above any real game: reaching it means the game would not end.
constexpr int move_cap = 20000;

// The board's indexes agree with the marbles, and every marble is somewhere.
// Each check returns what is wrong, or null (cheap enough for every move).
const char* marble_problem(const Board& board) {
  int on_track = 0;
  int in_safe = 0;
  for (int marble = 0; marble < board.marble_count(); ++marble) {
    const Place place = board.place(marble);
    if (place.zone == Zone::track) {
      ++on_track;
      if (board.on_track(place.square) != marble) return "a track marble is not on its square";
    } else if (place.zone == Zone::safe) {
      ++in_safe;
      if (board.in_safe_zone(owner_of(marble), place.square) != marble)
        return "a safe marble is not on its square";
    }
  }
  int track_squares = 0;
  for (int square = 0; square < track_length; ++square)
    track_squares += board.on_track(square) != empty_square;
  int safe_squares = 0;
  for (int seat = 0; seat < board.players(); ++seat)
    for (int z = 0; z < safe_zone_length; ++z)
      safe_squares += board.in_safe_zone(seat, z) != empty_square;
  if (track_squares != on_track || safe_squares != in_safe)
    return "a square holds a marble that is elsewhere";
  return nullptr;
}

// A marble moved forward by `steps` from the track stayed within its owner's
// lap: on the track it went exactly `steps` and no further than its safe stop.
const char* lap_problem(const Board& before, const Board& after, int marble, int steps) {
  const Place from = before.place(marble);
  const Place to = after.place(marble);
  if (from.zone != Zone::track || to.zone == Zone::home) return nullptr;
  const int to_stop = wrap(before.safe_stop_of(owner_of(marble)) - from.square);
  if (to.zone == Zone::track) {
    if (wrap(to.square - from.square) != steps) return "a marble did not move its full count";
    if (steps > to_stop) return "a marble passed its safe stop";
    return nullptr;
  }
  if (steps != to_stop + 1 + to.square) return "a marble entered its safe zone by the wrong count";
  return nullptr;
}

const char* lap_problem(const Board& before, const Board& after, const Move& move) {
  switch (ability_of(move)) {
    case Ability::move:
      return steps_of(move) > 0 ? lap_problem(before, after, marble_of(move), steps_of(move))
                                : nullptr;
    case Ability::split: {
      const char* first = lap_problem(before, after, marble_of(move), steps_of(move));
      return first ? first : lap_problem(before, after, second_marble_of(move), 7 - steps_of(move));
    }
    default:
      return nullptr;
  }
}

struct PlayoutStats {
  std::vector<int> lengths;
  int max_sets = 0;
};

// Plays one random game to the end, checking every invariant after each move.
// Returns the moves played.
std::vector<Move> random_game(int players, std::uint64_t seed, bool round_trip_every_move,
                              PlayoutStats& stats) {
  auto game = new_game_of(players, seed);
  Rng rng(seed * 7919 + 17);
  std::vector<Move> played;
  std::vector<Move> moves;
  REQUIRE(consistency_error(game->state()).empty());
  while (!game->finished()) {
    if (static_cast<int>(played.size()) >= move_cap) FAIL("the game does not end");
    const auto acting = game->to_act();
    if (acting.size() != 1) FAIL("not exactly one seat to act");
    const int seat = acting.front();
    if (game->state().hand(seat).empty()) FAIL("the seat to act holds no card");
    moves.clear();
    game->legal_moves(seat, moves);
    if (moves.empty()) FAIL("the seat to act has no legal move");
    const Move move = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
    const Board before = game->state().board;
    game->apply_legal(seat, move, nullptr);
    played.push_back(move);
    const std::string cards = consistency_error(game->state());
    if (!cards.empty()) FAIL(cards);
    if (const char* problem = marble_problem(game->state().board)) FAIL(problem);
    if (const char* problem = lap_problem(before, game->state().board, move)) FAIL(problem);
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

void report(const std::string& what, PlayoutStats& stats) {
  auto& lengths = stats.lengths;
  std::sort(lengths.begin(), lengths.end());
  MESSAGE(what << ": " << lengths.size() << " games, moves per game median "
               << lengths[lengths.size() / 2] << ", min " << lengths.front() << ", max "
               << lengths.back() << "; most sets " << stats.max_sets);
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
    for (std::uint64_t seed = 1; seed <= 500; ++seed)
      random_game(players, seed, seed % 100 == 0, stats);
    report(players == 2 ? "2 players" : "3 players", stats);
  }
}

TEST_CASE(
    "jackaroo playouts: the same seed and moves give the same game, and save/load continues it") {
  for (std::uint64_t seed = 1; seed <= 15; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    PlayoutStats stats;
    const auto moves = random_game(players, seed, false, stats);
    auto first = new_game_of(players, seed);
    auto second = new_game_of(players, seed);
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
