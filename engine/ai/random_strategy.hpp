#pragma once
// "random": a uniformly chosen legal move. The easy bot, and the baseline the
// other strategies are measured against.
#include "strategy.hpp"

namespace kangaroom::engine::ai {

class RandomStrategy final : public Strategy {
 public:
  std::string_view name() const override { return "random"; }
  Move choose(const Game& game, Seat seat, Rng& rng) override;

 private:
  std::vector<Move> moves_;  // reused between calls
};

}  // namespace kangaroom::engine::ai
