// Invariants over 10,000 seeded random games of Kangaroo: piece counts only
// go down, every game ends (at the latest at its move limit), the same seed gives the same game,
// positions round-trip through save/load and moves through their JSON form.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>

#include "core/rng.hpp"
#include "kangaroo_test_positions.hpp"

using namespace kangaroo_test;
using kangaroom::engine::Rng;

namespace {

constexpr int game_count = 10000;
// The move limit ends every game; this catches a limit that does not.
constexpr int turn_cap = 20000;

// Random decisions: stop a chain a third of the time when allowed, resign
// at the start of a turn about once in 400 turns.
Move pick(const std::vector<Move>& moves, const Game& game, Rng& rng) {
  std::vector<Move> choices;
  for (const auto& move : moves) {
    if (game.is_resignation(move) && rng.below(400) != 0) continue;
    choices.push_back(move);
  }
  if (choices.empty()) choices = moves;
  const auto& stop_last = choices.back();
  if (kg::kind_of(stop_last) == kg::MoveKind::stop && rng.below(3) == 0) return stop_last;
  return choices[rng.below(static_cast<std::uint32_t>(choices.size()))];
}

struct Played {
  int turns = 0;
  kg::EndReason reason = kg::EndReason::none;
  Json final_save;
  std::uint64_t trace = 0;  // a hash of every decision
  bool pieces_went_up = false;
};

Played play(std::uint64_t seed, bool careful) {
  // Half the games run to the highest move limit, so long games are played too.
  const int move_limit = (seed / 2) % 2 == 0 ? kg::default_move_limit : kg::max_move_limit;
  auto game = kg::make_game(static_cast<int>(seed % 2), true, move_limit);
  Rng rng(seed);
  std::vector<Move> moves;
  Played played;
  std::array<int, 2> pieces = {16, 16};
  int decisions = 0;
  while (!game->finished()) {
    if (played.turns >= turn_cap) FAIL("game " << seed << " passed " << turn_cap << " turns");
    const auto acting = game->to_act();
    if (acting.size() != 1) FAIL("game " << seed << ": to_act() is not one seat");
    const int seat = acting.front();
    moves.clear();
    game->legal_moves(seat, moves);
    if (moves.empty()) FAIL("game " << seed << ": the seat to act has no legal move");
    const Move move = pick(moves, *game, rng);
    played.trace = played.trace * 1000003u + static_cast<std::uint64_t>(move.kind) * 4096u +
                   static_cast<std::uint64_t>(move.args[0] * 512 + move.args[1] * 64 +
                                              move.args[2] * 8 + move.args[3]);
    if (careful) {
      // Every legal move survives its JSON form; positions round-trip.
      for (const auto& legal : moves) {
        std::string error;
        const auto back = game->move_from_json(game->move_to_json(legal), error);
        REQUIRE(back.has_value());
        CHECK(*back == legal);
      }
      const Json saved = game->save();
      std::string error;
      const auto loaded = kg::load_game(saved, error);
      INFO(error << " " << saved.dump());
      REQUIRE(loaded);
      CHECK(loaded->save() == saved);
      CHECK(loaded->view(0) == game->view(0));
      Json events = Json::array();
      const auto result = game->apply(seat, game->move_to_json(move), &events);
      REQUIRE(result.accepted);
      CHECK(!events.empty());
      std::vector<Move> after_load;
      loaded->legal_moves(seat, after_load);
      CHECK(after_load == moves);
    } else {
      game->apply_legal(seat, move, nullptr);
    }
    ++decisions;
    const auto& state = dynamic_cast<const kg::KangarooGame&>(*game).state();
    for (std::size_t s = 0; s < 2; ++s) {
      // Pieces only ever leave the board (plain ifs: a CHECK per decision costs more than the
      // game).
      if (state.pieces[s] > pieces[s]) played.pieces_went_up = true;
      pieces[s] = state.pieces[s];
    }
    if (!game->mid_turn()) ++played.turns;
  }
  const auto& state = dynamic_cast<const kg::KangarooGame&>(*game).state();
  CHECK(state.moves_played == played.turns);
  if (state.moves_played > move_limit) FAIL("game " << seed << " passed its move limit");
  if (state.end_reason == kg::EndReason::move_limit && state.moves_played != move_limit)
    FAIL("game " << seed << " ended by the move limit before reaching it");
  played.reason = state.end_reason;
  played.final_save = game->save();
  const auto outcome = game->outcome();
  CHECK(outcome.at("scores") == game->view(0).at("scores"));
  std::string error;
  const auto loaded = kg::load_game(played.final_save, error);
  REQUIRE(loaded);
  CHECK(loaded->finished());
  CHECK(loaded->outcome() == outcome);
  return played;
}

}  // namespace

TEST_CASE(
    "kangaroo 10,000 seeded random games: pieces only go down, every game ends, same seed same "
    "game") {
  std::vector<int> lengths;
  std::map<std::string, int> reasons;
  for (int i = 0; i < game_count; ++i) {
    const auto seed = 0x4b47000000ull + static_cast<std::uint64_t>(i);
    // One game in 200 goes through the JSON path with save/load at every decision.
    const auto played = play(seed, i % 200 == 0);
    if (played.pieces_went_up) FAIL("game " << seed << ": a piece count went up");
    lengths.push_back(played.turns);
    ++reasons[std::string(kg::end_reason_name(played.reason))];
    if (i % 100 == 0) {
      const auto again = play(seed, false);
      CHECK(again.trace == played.trace);
      CHECK(again.final_save == played.final_save);
    }
  }
  std::sort(lengths.begin(), lengths.end());
  const auto at = [&](double q) {
    return lengths[static_cast<std::size_t>(q * (lengths.size() - 1))];
  };
  long long total = 0;
  for (const int length : lengths) total += length;
  MESSAGE("turns per game: min " << lengths.front() << ", p10 " << at(0.1) << ", median " << at(0.5)
                                 << ", p90 " << at(0.9) << ", p99 " << at(0.99) << ", max "
                                 << lengths.back() << ", mean "
                                 << static_cast<double>(total) /
                                        static_cast<double>(lengths.size()));
  std::string text;
  for (const auto& [reason, count] : reasons) text += reason + " " + std::to_string(count) + "  ";
  MESSAGE("end reasons: " << text);
  CHECK(reasons.count("no_pieces") == 1);
  CHECK(reasons.count("resigned") == 1);
  CHECK(reasons.count("stranded") == 1);
  CHECK(reasons.count("move_limit") == 1);
}
