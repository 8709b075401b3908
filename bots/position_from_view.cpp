#include "position_from_view.hpp"

namespace kangaroom::bots {

namespace {

// Everything in Kangaruse is public, so its view holds every field of the
// saved position (engine/kangaruse/game.cpp, save()) except two spellings:
// the view lists `crossed` as one flag per cell, the position as [x, y]
// pairs, and the board size name lives in the room's options.
Json kangaruse_position(const Json& room_view, std::string& error) {
  const Json& view = room_view["game"];
  const Json& board = view.at("board");
  const int width = board.at("width").get<int>();
  Json crossed = Json::array();
  const Json& flags = view.at("crossed");
  for (std::size_t cell = 0; cell < flags.size(); ++cell)
    if (flags[cell].get<bool>())
      crossed.push_back({static_cast<int>(cell) % width, static_cast<int>(cell) / width});

  Json players = Json::array();
  for (const auto& player : view.at("players")) {
    players.push_back({{"x", player.at("x")},
                       {"y", player.at("y")},
                       {"out", player.at("out")},
                       {"out_reason", player.at("out_reason")},
                       {"last_echidna", player.at("last_echidna")},
                       {"teleports", player.at("teleports")},
                       {"stars", player.at("stars")},
                       {"nullified", player.at("nullified")},
                       {"collected", player.at("collected")}});
  }
  const Json& room_options = room_view["room"].value("options", Json::object());
  if (!room_options.contains("size")) {
    error = "the room's options do not name the board size";
    return nullptr;
  }
  return {{"format", "kangaruse-position"},
          {"version", 1},
          {"game", "kangaruse"},
          {"options",
           {{"size", room_options.at("size")},
            {"starting_positions", view.at("starting_positions")},
            {"edition", view.at("edition")}}},
          {"board", board},
          {"players", std::move(players)},
          {"crossed", std::move(crossed)},
          {"phase", view.at("phase")},
          {"turn", view.at("turn")}};
}

}  // namespace

Json position_from_view(const Json& room_view, std::string& error) {
  if (!room_view.is_object() || !room_view.contains("room") || !room_view.contains("game") ||
      !room_view["game"].is_object()) {
    error = "the view holds no game";
    return nullptr;
  }
  const std::string game = room_view["room"].value("game", "");
  try {
    if (game == "kangaruse") return kangaruse_position(room_view, error);
  } catch (const Json::exception& failure) {
    error = std::string("the view lacks a field the position needs: ") + failure.what();
    return nullptr;
  }
  error = "no view-to-position converter for the game '" + game + "'";
  return nullptr;
}

}  // namespace kangaroom::bots
