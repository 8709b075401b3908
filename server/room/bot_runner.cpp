#include "server/room/bot_runner.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "ai/strategy.hpp"
#include "server/room/live_room.hpp"
#include "server/util/secret.hpp"

namespace kangaroom::server {

namespace {
// easy = random, medium = greedy, hard = mcts (issue 5).
const char* strategy_name(protocol::BotLevel level) {
  switch (level) {
    case protocol::BotLevel::easy:
      return "random";
    case protocol::BotLevel::medium:
      return "greedy";
    case protocol::BotLevel::hard:
      return "mcts";
  }
  return "greedy";
}
}  // namespace

BotRunner::BotRunner(int threads, std::chrono::milliseconds think_delay,
                     std::chrono::milliseconds hard_budget)
    : pool_(static_cast<std::size_t>(std::max(1, threads))),
      think_delay_(think_delay),
      hard_budget_(hard_budget) {}

BotRunner::~BotRunner() { stop(); }

void BotRunner::stop() {
  pool_.stop();
  pool_.join();
}

void BotRunner::think(std::shared_ptr<LiveRoom> room, BotRequest request) {
  const auto started = std::chrono::steady_clock::now();
  auto work = [this, room = std::move(room), request = std::move(request), started]() mutable {
    const auto deadline = started + hard_budget_;
    engine::ai::StrategyBudget budget;
    budget.max_iterations = 1'000'000;
    budget.out_of_time = [deadline] { return std::chrono::steady_clock::now() >= deadline; };
    auto strategy = engine::ai::make_strategy(strategy_name(request.level), std::move(budget));
    if (!strategy || !request.game->may_act(request.seat)) return;
    engine::Rng rng(server::random_seed());
    const engine::Move choice = strategy->choose(*request.game, request.seat, rng);
    Json move = request.game->move_to_json(choice);
    const auto thought = std::chrono::steady_clock::now() - started;
    const auto wait = thought < think_delay_ ? think_delay_ - thought
                                             : std::chrono::steady_clock::duration::zero();
    room->after(
        wait, [seat = request.seat, ticket = request.ticket, move = std::move(move)](Room& target) {
          target.bot_move(seat, ticket, move, std::chrono::steady_clock::now());
        });
  };
  boost::asio::post(pool_, std::move(work));
}

}  // namespace kangaroom::server
