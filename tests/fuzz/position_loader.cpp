// Fuzz target: GameFactory::load of every game on arbitrary JSON (parsed by
// the project's depth-limited parser). Saves come from a server's own room
// store and from files given to kangaroom-sim --position; a damaged or
// edited one must not take either down: load returns null with a reason, or
// a game that holds up (check_game), also after a few legal moves from it.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.hpp"
#include "protocol/json_text.hpp"

using namespace kangaroom;
using namespace kangaroom::fuzz;

namespace {
constexpr int moves_after_loading = 8;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string why;
  const auto state =
      protocol::parse_client_json(std::string_view(reinterpret_cast<const char*>(data), size), why);
  if (!state) return 0;
  for (const GameFactory& factory : engine::all_games()) {
    std::string error;
    auto game = factory.load(*state, error);
    if (!game) {
      FUZZ_CHECK(!error.empty());
      continue;
    }
    check_game(*game, factory);
    engine::Rng rng(size);
    play_random_moves(*game, moves_after_loading, rng);
    check_game(*game, factory);
  }
  return 0;
}
