#pragma once
// How a bot picks its move from what the protocol gives it: the room view of
// its seat (see protocol/PROTOCOL.md), whose `legal_moves` lists every move it
// may send now.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace kangaroom::bots {

using Json = nlohmann::json;

class MoveChooser {
 public:
  virtual ~MoveChooser() = default;
  // Index into view["legal_moves"] (non-empty), or -1 with `error` set when
  // this chooser cannot play the position.
  virtual int choose(const Json& view, int seat, std::string& error) = 0;
};

struct ChooserBudget {
  int mcts_iterations = 2000;  // upper bound on search iterations (mcts)
  int think_milliseconds = 0;  // 0: no time limit (mcts)
};

// "random": uniform among legal_moves; works for every game.
// "greedy", "mcts": the engine's strategies (engine/ai), run on the game
// rebuilt from the view with the game's GameFactory::load; see bots/README.md.
// Null plus `error` for an unknown name.
std::unique_ptr<MoveChooser> make_move_chooser(std::string_view strategy, std::uint64_t seed,
                                               const ChooserBudget& budget, std::string& error);

const std::vector<std::string>& move_chooser_names();

}  // namespace kangaroom::bots
