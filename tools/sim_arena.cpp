// --arena a,b,c: every pair of strategies plays N games. Games come in
// twins: games 2k and 2k+1 use the same seed (the same board) with the seats
// swapped, so neither strategy profits from a lucky board or seat.
#include <chrono>
#include <iostream>

#include "sim_match.hpp"
#include "sim_modes.hpp"

namespace kangaroom::tools {

namespace engine = kangaroom::engine;

namespace {

struct PairResult {
  long long a_wins = 0;
  long long b_wins = 0;
  long long draws = 0;
  double a_score = 0;  // summed best score of a's seats
  double b_score = 0;
};

// Seat s plays for `a` when (s + game) is even: seats alternate between the
// two strategies, and the next game starts with the other one.
bool seat_is_a(int seat, int game_index) { return (seat + game_index) % 2 == 0; }

engine::Json per_strategy(const MatchTally& tally) {
  engine::Json out = engine::Json::object();
  for (const auto& [name, decisions] : tally.decisions) {
    engine::Json entry = {{"decisions", decisions},
                          {"ms_per_decision", 1000.0 * tally.think_seconds.at(name) / decisions}};
    if (auto found = tally.search_iterations.find(name); found != tally.search_iterations.end())
      entry["iterations_per_decision"] = static_cast<double>(found->second) / decisions;
    out[name] = entry;
  }
  return out;
}

}  // namespace

int run_arena(const SimOptions& options) {
  DecisionClock clock(options.mcts_ms);
  engine::Json pairs = engine::Json::array();
  MatchTally tally;
  const auto started = std::chrono::steady_clock::now();

  for (std::size_t i = 0; i < options.arena.size(); ++i) {
    for (std::size_t j = i + 1; j < options.arena.size(); ++j) {
      const std::string& a_name = options.arena[i];
      const std::string& b_name = options.arena[j];
      auto a = make_sim_strategy(a_name, options, clock);
      auto b = make_sim_strategy(b_name, options, clock);
      PairResult result;
      for (int index = 0; index < options.games; ++index) {
        const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(index / 2);
        auto game = create_sim_game(options, options.players, seed);
        if (!game) return exit_usage;
        std::vector<engine::ai::Strategy*> seats;
        for (int seat = 0; seat < options.players; ++seat)
          seats.push_back(seat_is_a(seat, index) ? a.get() : b.get());
        engine::Rng rng(strategy_seed(seed) + static_cast<std::uint64_t>(index % 2));
        const auto scores = play_match(*game, seats, rng, clock, tally);

        double a_best = -1e300;
        double b_best = -1e300;
        for (int seat = 0; seat < static_cast<int>(scores.size()); ++seat) {
          double& best = seat_is_a(seat, index) ? a_best : b_best;
          best = std::max(best, scores[static_cast<std::size_t>(seat)]);
        }
        if (a_best > b_best)
          ++result.a_wins;
        else if (b_best > a_best)
          ++result.b_wins;
        else
          ++result.draws;
        result.a_score += a_best;
        result.b_score += b_best;
      }
      pairs.push_back({{"a", a_name},
                       {"b", b_name},
                       {"games", options.games},
                       {"a_wins", result.a_wins},
                       {"b_wins", result.b_wins},
                       {"draws", result.draws},
                       {"a_mean_score", result.a_score / options.games},
                       {"b_mean_score", result.b_score / options.games}});
      std::cerr << "kangaroom-sim: " << a_name << " vs " << b_name << ": " << result.a_wins << "-"
                << result.b_wins << "-" << result.draws << "\n";
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  engine::Json budget = {{"mcts_iterations", options.mcts_iterations}};
  if (clock.timed()) budget["mcts_ms"] = options.mcts_ms;
  if (!options.mcts_settings.empty()) budget["mcts_settings"] = options.mcts_settings;
  engine::Json out = {
      {"game", options.game}, {"options", options.game_options},   {"players", options.players},
      {"seed", options.seed}, {"games_per_pair", options.games},   {"budget", budget},
      {"pairs", pairs},       {"strategies", per_strategy(tally)}, {"unfinished", tally.unfinished},
      {"seconds", seconds}};
  std::cout << out.dump(2) << "\n";
  return exit_ok;
}

}  // namespace kangaroom::tools
