#include "sim_match.hpp"

#include "ai/mcts_strategy.hpp"

namespace kangaroom::tools {

namespace engine = kangaroom::engine;

std::unique_ptr<engine::ai::Strategy> make_sim_strategy(const std::string& name,
                                                        const SimOptions& options,
                                                        DecisionClock& clock) {
  engine::ai::StrategyBudget budget;
  budget.max_iterations = options.mcts_iterations;
  if (clock.timed()) budget.out_of_time = [&clock] { return clock.out_of_time(); };
  if (name == "mcts" && !options.mcts_settings.empty()) {
    auto settings = engine::ai::tuned_mcts_settings();
    const auto& given = options.mcts_settings;
    settings.exploration = given.value("exploration", settings.exploration);
    settings.score_weight = given.value("score_weight", settings.score_weight);
    settings.score_scale = given.value("score_scale", settings.score_scale);
    settings.mast_epsilon = given.value("mast_epsilon", settings.mast_epsilon);
    return std::make_unique<engine::ai::MctsStrategy>(std::move(budget), settings);
  }
  return engine::ai::make_strategy(name, std::move(budget));
}

std::uint64_t strategy_seed(std::uint64_t game_seed) {
  std::uint64_t state = game_seed ^ 0x5157'5eed'0000'0000ULL;
  return engine::splitmix64(state);
}

namespace {
void tally_events(const engine::Json& events, MatchTally& tally) {
  if (!events.is_array()) return;
  for (const auto& event : events) {
    if (!event.is_object() || !event.contains("type") || !event["type"].is_string()) continue;
    const auto& type = event["type"].get_ref<const std::string&>();
    if (type == "teleport") {
      ++tally.teleports;
    } else if (type == "out") {
      ++tally.retirements;
      const auto reason = event.contains("reason") && event["reason"].is_string()
                              ? event["reason"].get<std::string>()
                              : std::string("unknown");
      ++tally.retirement_reasons[reason];
    }
  }
}
}  // namespace

std::vector<double> play_match(engine::Game& game, const std::vector<engine::ai::Strategy*>& seats,
                               engine::Rng& rng, DecisionClock& clock, MatchTally& tally) {
  engine::Json events = engine::Json::array();
  for (int step = 0; !game.finished(); ++step) {
    const auto acting = game.to_act();
    if (acting.empty() || step >= max_moves_per_game) {
      ++tally.unfinished;
      break;
    }
    const engine::Seat seat = acting.front();
    engine::ai::Strategy& strategy = *seats[static_cast<std::size_t>(seat) % seats.size()];
    const auto started = std::chrono::steady_clock::now();
    clock.start_decision();
    const engine::Move move = engine::ai::choose_as_seat(strategy, game, seat, rng);
    const std::string name(strategy.name());
    tally.think_seconds[name] +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    ++tally.decisions[name];
    if (const auto* mcts = dynamic_cast<const engine::ai::MctsStrategy*>(&strategy))
      tally.search_iterations[name] += mcts->last_iterations();

    events.clear();
    game.apply_legal(seat, move, &events);
    ++tally.moves;
    tally_events(events, tally);
  }
  return game.scores();
}

}  // namespace kangaroom::tools
