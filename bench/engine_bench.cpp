// kangaroom-engine-bench: how fast the engine plays complete random games of
// any game (--game, default kangaruse).
//
// Two figures, both uniformly random playouts of P-player games (default
// 4 players; for Kangaruse a regular 12x8 board):
//   with_generation:    create_game (board generation included) + playout
//   without_generation: clone a game created beforehand + playout
// Uniformly random players give up often where giving up is a move
// (Kangaruse's give_up is legal at every decision), so those games are short.
// A third figure, without_giving_up, plays random moves other than
// resignations (Game::is_resignation) while another move exists, which gives
// games as long as real ones.
// and a signature: a hash of every game's move count and final scores over
// the fixed seed range. Like Stockfish's `bench`, the signature changes only
// when the engine's behaviour changes, never with the machine or the load,
// so a refactoring that claims "no behaviour change" can be checked with it.
// A program that prints numbers, not a timed test (see bench/README.md).
#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "core/registry.hpp"

namespace {

using kangaroom::engine::Game;
using kangaroom::engine::Json;
using kangaroom::engine::Move;
using kangaroom::engine::Rng;

struct BenchOptions {
  std::string game = "kangaruse";
  int games = 20000;
  int players = 4;
  std::uint64_t seed = 1;
  std::string size = "regular";  // Kangaruse only
  int boards = 256;              // distinct prebuilt games for the without_generation run
};

// Folds values into a 64-bit FNV-1a style hash.
struct Signature {
  std::uint64_t value = 0xcbf29ce484222325ULL;
  void add(std::int64_t number) {
    auto bits = static_cast<std::uint64_t>(number);
    for (int byte = 0; byte < 8; ++byte) {
      value ^= (bits >> (8 * byte)) & 0xff;
      value *= 0x100000001b3ULL;
    }
  }
};

struct RunFigures {
  long long moves = 0;
  double seconds = 0;
  int unfinished = 0;  // playouts stopped at the move cap
};

// A playout that never gives up may never end in a game where resigning is
// the usual way out (two Kangaroo pieces can jump over each other for ever):
// such playouts stop here and are counted as unfinished.
constexpr long long playout_move_cap = 20000;

enum class Policy { uniform, without_giving_up };

// Plays random legal moves until the game ends; returns the moves made.
long long random_playout(Game& game, Rng& rng, std::vector<Move>& moves, Policy policy) {
  long long count = 0;
  while (!game.finished() && count < playout_move_cap) {
    const auto acting = game.to_act();
    if (acting.empty()) break;
    moves.clear();
    game.legal_moves(acting.front(), moves);
    if (policy == Policy::without_giving_up && moves.size() > 1)
      std::erase_if(moves, [&](const Move& move) { return game.is_resignation(move); });
    if (moves.empty()) break;
    game.apply_legal(acting.front(), moves[rng.below(static_cast<std::uint32_t>(moves.size()))],
                     nullptr);
    ++count;
  }
  return count;
}

void sign_game(Signature& signature, const Game& game, long long moves) {
  signature.add(moves);
  // Scores are whole points; x1000 keeps any fraction a future game might use.
  for (double score : game.scores()) signature.add(static_cast<std::int64_t>(score * 1000));
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

bool parse_int(const std::string& text, long long& out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc{} && end == text.data() + text.size() && !text.empty();
}

int usage(const std::string& problem) {
  if (!problem.empty()) std::cerr << "kangaroom-engine-bench: " << problem << "\n";
  std::cerr << "usage: kangaroom-engine-bench [--game ID] [--games N] [--players P] [--size NAME] "
               "[--seed S]\n";
  return problem.empty() ? 0 : 2;
}

}  // namespace

int main(int argc, char** argv) {
  BenchOptions options;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--help") return usage("");
    if (i + 1 >= argc) return usage("unknown argument or missing value: " + flag);
    const std::string value = argv[++i];
    long long number = 0;
    if (flag == "--size") {
      options.size = value;
      continue;
    }
    if (flag == "--game") {
      options.game = value;
      continue;
    }
    if (!parse_int(value, number) || number < 1) return usage(flag + " needs a positive number");
    if (flag == "--games")
      options.games = static_cast<int>(number);
    else if (flag == "--players")
      options.players = static_cast<int>(number);
    else if (flag == "--seed")
      options.seed = static_cast<std::uint64_t>(number);
    else
      return usage("unknown argument: " + flag);
  }

  const Json game_options =
      options.game == "kangaruse" ? Json{{"size", options.size}} : Json::object();
  std::string error;
  Signature signature;
  std::vector<Move> moves;
  moves.reserve(512);

  // 1. Generation included: a fresh seeded game per playout.
  RunFigures with_generation;
  auto start = std::chrono::steady_clock::now();
  for (int index = 0; index < options.games; ++index) {
    const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(index);
    auto game =
        kangaroom::engine::create_game(options.game, options.players, game_options, seed, error);
    if (!game) {
      std::cerr << "kangaroom-engine-bench: " << error << "\n";
      return 2;
    }
    Rng rng(seed);
    const long long played = random_playout(*game, rng, moves, Policy::uniform);
    with_generation.moves += played;
    if (!game->finished()) ++with_generation.unfinished;
    sign_game(signature, *game, played);
  }
  with_generation.seconds = seconds_since(start);

  // 2. Generation excluded: playouts from clones of games created up front.
  std::vector<std::unique_ptr<Game>> prebuilt;
  for (int index = 0; index < options.boards; ++index) {
    prebuilt.push_back(
        kangaroom::engine::create_game(options.game, options.players, game_options,
                                       options.seed + static_cast<std::uint64_t>(index), error));
  }
  auto run_prebuilt = [&](Policy policy) {
    RunFigures run;
    const auto started = std::chrono::steady_clock::now();
    for (int index = 0; index < options.games; ++index) {
      auto game = prebuilt[static_cast<std::size_t>(index % options.boards)]->clone();
      Rng rng(~(options.seed + static_cast<std::uint64_t>(index)));
      const long long played = random_playout(*game, rng, moves, policy);
      run.moves += played;
      if (!game->finished()) ++run.unfinished;
      sign_game(signature, *game, played);
    }
    run.seconds = seconds_since(started);
    return run;
  };
  const RunFigures without_generation = run_prebuilt(Policy::uniform);
  const RunFigures without_giving_up = run_prebuilt(Policy::without_giving_up);

  auto figures = [&](const RunFigures& run) {
    return Json{{"seconds", run.seconds},
                {"games_per_second", options.games / run.seconds},
                {"moves_per_second", static_cast<double>(run.moves) / run.seconds},
                {"moves_per_game", static_cast<double>(run.moves) / options.games},
                {"unfinished", run.unfinished}};
  };
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(signature.value));
  Json out = {{"game", options.game},
              {"players", options.players},
              {"games", options.games},
              {"seed", options.seed},
              {"with_generation", figures(with_generation)},
              {"without_generation", figures(without_generation)},
              {"without_giving_up", figures(without_giving_up)},
              {"signature", hex}};
  if (options.game == "kangaruse") out["size"] = options.size;
  std::cout << out.dump(2) << "\n";
  return 0;
}
