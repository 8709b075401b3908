#pragma once
// Rebuilds a game's saved position (the input of GameFactory::load) from the
// room view a seat receives, for games whose view shows the whole state.
// One small converter per game; a game without one cannot be played by the
// engine-backed strategies (bots/README.md).
#include <nlohmann/json.hpp>
#include <string>

namespace kangaroom::bots {

using Json = nlohmann::json;

// `room_view` is the whole room view (room, game, to_act, ...). Returns null
// and sets `error` when the game has no converter or the view is incomplete.
Json position_from_view(const Json& room_view, std::string& error);

}  // namespace kangaroom::bots
