#include "move_chooser.hpp"

#include "core/rng.hpp"

namespace kangaroom::bots {

namespace {

class RandomChooser final : public MoveChooser {
 public:
  explicit RandomChooser(std::uint64_t seed) : rng_(seed) {}

  int choose(const Json& view, int, std::string&) override {
    const auto count = static_cast<std::uint32_t>(view["legal_moves"].size());
    return static_cast<int>(rng_.below(count));
  }

 private:
  engine::Rng rng_;
};

}  // namespace

const std::vector<std::string>& move_chooser_names() {
  static const std::vector<std::string> names = {"random"};
  return names;
}

std::unique_ptr<MoveChooser> make_move_chooser(std::string_view strategy, std::uint64_t seed,
                                               int mcts_iterations, std::string& error) {
  (void)mcts_iterations;
  if (strategy == "random") return std::make_unique<RandomChooser>(seed);
  error = "unknown strategy '" + std::string(strategy) + "'";
  return nullptr;
}

}  // namespace kangaroom::bots
