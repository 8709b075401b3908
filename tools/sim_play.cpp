// Default mode: many seeded games, one statistics object. Also --save-at,
// which plays one game part way and prints its state as a position file.
#include <chrono>
#include <iostream>

#include "core/registry.hpp"
#include "sim_match.hpp"
#include "sim_modes.hpp"

namespace kangaroom::tools {

namespace engine = kangaroom::engine;

std::unique_ptr<engine::Game> create_sim_game(const SimOptions& options, int players,
                                              std::uint64_t seed) {
  std::string error;
  auto game = engine::create_game(options.game, players, options.game_options, seed, error);
  if (!game) std::cerr << "kangaroom-sim: " << error << "\n";
  return game;
}

namespace {

// Squares of each type on the game's board, read from its public view
// ("board.cells[].type"); games without a cell board add nothing.
void count_cell_types(const engine::Game& game, engine::Json& counts) {
  const auto view = game.view(engine::spectator);
  if (!view.contains("board") || !view["board"].is_object()) return;
  const auto& board = view["board"];
  if (!board.contains("cells") || !board["cells"].is_array()) return;
  for (const auto& cell : board["cells"]) {
    if (!cell.is_object() || !cell.contains("type") || !cell["type"].is_string()) continue;
    const auto& type = cell["type"].get_ref<const std::string&>();
    counts[type] = counts.value(type, 0LL) + 1;
  }
}

std::vector<std::unique_ptr<engine::ai::Strategy>> seat_strategies(const SimOptions& options,
                                                                   DecisionClock& clock) {
  std::vector<std::unique_ptr<engine::ai::Strategy>> owned;
  for (int seat = 0; seat < options.players; ++seat) {
    const auto& name =
        options.strategies[static_cast<std::size_t>(seat) % options.strategies.size()];
    owned.push_back(make_sim_strategy(name, options, clock));
  }
  return owned;
}

std::vector<engine::ai::Strategy*> raw(
    const std::vector<std::unique_ptr<engine::ai::Strategy>>& owned) {
  std::vector<engine::ai::Strategy*> seats;
  for (const auto& strategy : owned) seats.push_back(strategy.get());
  return seats;
}

}  // namespace

int run_play(const SimOptions& options) {
  DecisionClock clock(options.mcts_ms);
  auto owned = seat_strategies(options, clock);
  const auto seats = raw(owned);

  MatchTally tally;
  std::vector<double> score_sums(static_cast<std::size_t>(options.players), 0.0);
  std::vector<long long> wins(static_cast<std::size_t>(options.players), 0);
  engine::Json cell_counts = engine::Json::object();

  const auto started = std::chrono::steady_clock::now();
  for (int index = 0; index < options.games; ++index) {
    const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(index);
    auto game = create_sim_game(options, options.players, seed);
    if (!game) return exit_usage;
    count_cell_types(*game, cell_counts);
    engine::Rng rng(strategy_seed(seed));
    const auto scores = play_match(*game, seats, rng, clock, tally);
    double best = scores.empty() ? 0 : scores.front();
    for (double score : scores) best = std::max(best, score);
    for (std::size_t seat = 0; seat < scores.size() && seat < score_sums.size(); ++seat) {
      score_sums[seat] += scores[seat];
      if (scores[seat] == best) ++wins[seat];  // a tie is a shared win (RULES.md §1.6)
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  engine::Json mean_scores = engine::Json::array();
  for (double sum : score_sums) mean_scores.push_back(sum / options.games);
  engine::Json strategies = engine::Json::array();
  for (int seat = 0; seat < options.players; ++seat)
    strategies.push_back(
        options.strategies[static_cast<std::size_t>(seat) % options.strategies.size()]);

  engine::Json out = {
      {"game", options.game},
      {"options", options.game_options},
      {"games", options.games},
      {"players", options.players},
      {"seed", options.seed},
      {"strategies", strategies},
      {"moves", tally.moves},
      {"seconds", seconds},
      {"games_per_second", seconds > 0 ? options.games / seconds : 0.0},
      {"moves_per_game", static_cast<double>(tally.moves) / options.games},
      {"teleports", tally.teleports},
      {"retirements", tally.retirements},
      {"retirement_reasons", tally.retirement_reasons},
      {"unfinished", tally.unfinished},
      {"mean_final_score", mean_scores},
      {"wins", wins},
      {"cell_type_counts", cell_counts},
  };
  std::cout << out.dump(2) << "\n";
  return exit_ok;
}

int run_save_at(const SimOptions& options) {
  DecisionClock clock(options.mcts_ms);
  auto owned = seat_strategies(options, clock);
  const auto seats = raw(owned);
  auto game = create_sim_game(options, options.players, options.seed);
  if (!game) return exit_usage;
  engine::Rng rng(strategy_seed(options.seed));
  for (int move = 0; move < options.save_at && !game->finished(); ++move) {
    const auto acting = game->to_act();
    if (acting.empty()) break;
    const engine::Seat seat = acting.front();
    game->apply_legal(seat,
                      engine::ai::choose_as_seat(
                          *seats[static_cast<std::size_t>(seat) % seats.size()], *game, seat, rng),
                      nullptr);
  }
  std::cout << game->save().dump(2) << "\n";
  return exit_ok;
}

}  // namespace kangaroom::tools
