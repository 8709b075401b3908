#pragma once
// One seeded game between strategies, as the simulator and the arena play
// it: the seat to act asks its strategy, the move is applied, and what
// happened is tallied from the game's events.
#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ai/strategy.hpp"
#include "core/game.hpp"
#include "sim_options.hpp"

namespace kangaroom::tools {

// The time budget of searching strategies. The engine reads no clock; the
// simulator starts this before each decision and answers out_of_time from
// std::chrono::steady_clock.
class DecisionClock {
 public:
  explicit DecisionClock(int milliseconds) : budget_(milliseconds) {}
  bool timed() const { return budget_.count() > 0; }
  void start_decision() { deadline_ = std::chrono::steady_clock::now() + budget_; }
  bool out_of_time() const { return timed() && std::chrono::steady_clock::now() >= deadline_; }

 private:
  std::chrono::milliseconds budget_;
  std::chrono::steady_clock::time_point deadline_{};
};

// make_strategy with the command line's mcts budget; `clock` must outlive it.
std::unique_ptr<engine::ai::Strategy> make_sim_strategy(const std::string& name,
                                                        const SimOptions& options,
                                                        DecisionClock& clock);

struct MatchTally {
  long long moves = 0;
  long long teleports = 0;
  long long retirements = 0;
  std::map<std::string, long long> retirement_reasons;
  long long unfinished = 0;  // games stopped by the move cap (a rules bug if ever > 0)
  // Per strategy name: decisions taken and the time they took.
  std::map<std::string, long long> decisions;
  std::map<std::string, double> think_seconds;
  std::map<std::string, long long> search_iterations;  // mcts only
};

// Moves allowed per game before the simulator calls it stuck.
inline constexpr int max_moves_per_game = 100000;

// Plays `game` to its end; seats[s] chooses for seat s. Returns the final scores.
std::vector<double> play_match(engine::Game& game, const std::vector<engine::ai::Strategy*>& seats,
                               engine::Rng& rng, DecisionClock& clock, MatchTally& tally);

// The seed of the strategies' generator for the game with `game_seed`.
std::uint64_t strategy_seed(std::uint64_t game_seed);

}  // namespace kangaroom::tools
