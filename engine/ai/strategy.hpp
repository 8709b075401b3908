#pragma once
// A strategy picks one move for one seat, working only through the Game
// interface, so every game gets every strategy. The server (bots in a seat),
// kangaroom-bot and kangaroom-sim all obtain strategies from make_strategy.
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"

namespace kangaroom::engine::ai {

struct StrategyBudget {
  // Upper bound on search iterations (mcts); ignored by random and greedy.
  int max_iterations = 2000;
  // Asked now and then by searching strategies; true ends the search. The
  // engine reads no clock, so callers answer this from their own clock.
  std::function<bool()> out_of_time;
};

class Strategy {
 public:
  virtual ~Strategy() = default;
  virtual std::string_view name() const = 0;
  // A legal move of `seat`, which must be able to act in `game`.
  virtual Move choose(const Game& game, Seat seat, Rng& rng) = 0;
};

// How a caller that holds the real game asks a strategy: in games with
// hidden information the strategy sees only a state re-drawn for `seat`
// (Game::sample_for), never the real hands and deck.
Move choose_as_seat(Strategy& strategy, const Game& game, Seat seat, Rng& rng);

// Removes resignations (Game::is_resignation) from `moves` unless nothing
// else would remain: random and greedy players play on while they can.
void drop_resignations(const Game& game, std::vector<Move>& moves);

// "random", "greedy" or "mcts"; null for an unknown name.
std::unique_ptr<Strategy> make_strategy(std::string_view name, StrategyBudget budget = {});

// The names make_strategy accepts, for --help texts and validation.
const std::vector<std::string>& strategy_names();

}  // namespace kangaroom::engine::ai
