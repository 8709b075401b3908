#pragma once
// What the fuzz targets share: a check that stops the fuzzer (libFuzzer
// records the input as a crash) and the round of calls every game, however
// it was reached, must survive with its invariants intact.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/registry.hpp"
#include "protocol/server_message.hpp"

// An assert that is never compiled out: a broken invariant is a finding.
#define FUZZ_CHECK(condition)                                                                  \
  do {                                                                                         \
    if (!(condition)) {                                                                        \
      std::fprintf(stderr, "fuzz check failed: %s (%s:%d)\n", #condition, __FILE__, __LINE__); \
      std::abort();                                                                            \
    }                                                                                          \
  } while (0)

namespace kangaroom::fuzz {

using engine::Game;
using engine::GameFactory;
using engine::Json;
using engine::Move;

// Reads everything the server reads from a game (to_act, legal moves of
// every seat, every audience's view, scores, outcome, save) and checks what
// the interface promises: moves survive their wire form, the view parts add
// up to the view, and save() loads back into the same state.
inline void check_game(const Game& game, const GameFactory& factory) {
  const int players = game.players();
  FUZZ_CHECK(players >= factory.info.min_players && players <= factory.info.max_players);
  const auto to_act = game.to_act();
  FUZZ_CHECK(!game.finished() || to_act.empty());
  for (const int seat : to_act) FUZZ_CHECK(seat >= 0 && seat < players);

  bool someone_can_move = false;
  std::vector<Move> moves;
  for (int seat = 0; seat < players; ++seat) {
    moves.clear();
    game.legal_moves(seat, moves);
    const bool acts = std::find(to_act.begin(), to_act.end(), seat) != to_act.end();
    FUZZ_CHECK(acts || moves.empty());
    someone_can_move = someone_can_move || !moves.empty();
    for (const Move& move : moves) {
      std::string error;
      const auto again = game.move_from_json(game.move_to_json(move), error);
      FUZZ_CHECK(again && *again == move);
    }
  }
  // A game that is not over but where nobody can move would hang its room.
  FUZZ_CHECK(game.finished() || someone_can_move);

  for (int audience = engine::spectator; audience < players; ++audience) {
    const Json view = game.view(audience);
    Json parts = game.constant_view(audience);
    const Json changing = game.changing_view(audience);
    for (const auto& [key, value] : changing.items()) {
      FUZZ_CHECK(!parts.contains(key));
      parts[key] = value;
    }
    FUZZ_CHECK(parts == view);
    (void)protocol::serialize(view);  // what the server sends must serialize
  }
  FUZZ_CHECK(game.scores().size() == static_cast<std::size_t>(players));
  FUZZ_CHECK(game.finished() == !game.outcome().is_null());

  const Json saved = game.save();
  std::string error;
  const auto loaded = factory.load(saved, error);
  FUZZ_CHECK(loaded != nullptr);
  FUZZ_CHECK(loaded->save() == saved);
  FUZZ_CHECK(game.clone()->save() == saved);
}

// Custom Kangaruse boards of more than 18x18 cells are validated but not
// generated: generation is rejection sampling with a long tail in time (on
// 20x20 about 70 ms on average natively, over 1 s for some seeds, and 15-20
// times that under the sanitizers, past the 10 s limit per input; see
// bench/README.md, "Fuzzing"). Lift this when generation time is bounded.
inline constexpr int max_generated_board_cells = 18 * 18;
inline bool slow_to_generate(const Json& normalized_options) {
  return normalized_options.contains("width") && normalized_options.contains("height") &&
         normalized_options.value("size", Json()) == "custom" &&
         normalized_options["width"].get<int>() * normalized_options["height"].get<int>() >
             max_generated_board_cells;
}

// Options for `info` spelled by the digits of `variant` (one digit per
// option, in the option's own base), so that a few input bytes reach every
// choice, flag and in-range integer.
inline Json options_from_variant(const engine::GameInfo& info, std::uint32_t variant) {
  Json options = Json::object();
  for (const auto& spec : info.options) {
    switch (spec.type) {
      case engine::OptionSpec::Type::choice:
        options[spec.key] = spec.choices[variant % spec.choices.size()];
        variant /= static_cast<std::uint32_t>(spec.choices.size());
        break;
      case engine::OptionSpec::Type::boolean:
        options[spec.key] = variant % 2 == 1;
        variant /= 2;
        break;
      case engine::OptionSpec::Type::integer: {
        const auto span = static_cast<std::uint32_t>(spec.max - spec.min + 1);
        options[spec.key] = spec.min + static_cast<int>(variant % span);
        variant /= span;
        break;
      }
    }
  }
  return options;
}

// Plays up to `count` legal moves chosen by `rng` (no resignations while
// another move exists, so that games go on); stops when the game is over.
inline void play_random_moves(Game& game, int count, engine::Rng& rng) {
  std::vector<Move> moves;
  for (int step = 0; step < count && !game.finished(); ++step) {
    const auto to_act = game.to_act();
    if (to_act.empty()) return;
    const int seat = to_act.front();
    moves.clear();
    game.legal_moves(seat, moves);
    if (moves.size() > 1)
      std::erase_if(moves, [&game](const Move& move) { return game.is_resignation(move); });
    if (moves.empty()) return;
    game.apply_legal(seat, moves[rng.below(static_cast<std::uint32_t>(moves.size()))], nullptr);
  }
}

}  // namespace kangaroom::fuzz
