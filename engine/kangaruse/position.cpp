// Kangaruse positions as data (README "Positions are data"): save(),
// load_game and the board's JSON, and a game rebuilt from a seat's view.
// Apart from the view and the turn logic because a saved position is read
// from untrusted JSON, field by field, without ever throwing.
#include <optional>
#include <utility>

#include "core/coordinates.hpp"
#include "core/json_fields.hpp"
#include "game.hpp"
#include "movegen.hpp"

namespace kangaroom::engine::kangaruse {

namespace {

constexpr const char* position_format = "kangaruse-position";
constexpr int position_version = 1;

std::size_t at(int cell) { return static_cast<std::size_t>(cell); }

// --- Reading JSON without ever throwing ---

bool read_player(const Json& json, const Layout& layout, PlayerState& player, std::string& error) {
  if (!json.is_object()) {
    error = "must be an object";
    return false;
  }
  const bool has_x = json.contains("x") && !json.at("x").is_null();
  const bool has_y = json.contains("y") && !json.at("y").is_null();
  if (has_x != has_y) {
    error = "give both x and y, or neither (not placed)";
    return false;
  }
  if (has_x) {
    int x = 0, y = 0;
    if (!read_int(json, "x", 0, layout.board.width - 1, x, error)) return false;
    if (!read_int(json, "y", 0, layout.board.height - 1, y, error)) return false;
    player.cell = static_cast<std::int16_t>(layout.index(x, y));
  }
  if (!read_bool(json, "out", player.out, error)) return false;
  std::string reason = "none";
  if (json.contains("out_reason") && !read_string(json, "out_reason", reason, error)) return false;
  if (!out_reason_from_name(reason, player.out_reason)) {
    error = "unknown out_reason \"" + reason + "\"";
    return false;
  }
  if (player.out != (player.out_reason != OutReason::none)) {
    error = "\"out\" and \"out_reason\" disagree";
    return false;
  }
  int value = 0;
  if (!read_int(json, "last_echidna", 0, 127, value, error)) return false;
  player.last_echidna = static_cast<std::int8_t>(value);
  if (!read_int(json, "teleports", 0, max_cells, value, error)) return false;
  player.teleports = static_cast<std::int16_t>(value);
  if (!read_int(json, "stars", -30000, 30000, value, error)) return false;
  player.stars = static_cast<std::int16_t>(value);
  if (!read_int(json, "nullified", 0, max_cells, value, error)) return false;
  player.nullified = static_cast<std::int16_t>(value);
  const auto collected = json.find("collected");
  if (collected == json.end() || !collected->is_object()) {
    error = "\"collected\" must be an object of counts per score type";
    return false;
  }
  for (const auto& [name, count] : collected->items()) {
    const auto type = type_from_name(name);
    if (!type || !is_score_type(*type)) {
      error = "\"collected\" has \"" + name + "\", which is not a score type";
      return false;
    }
    if (!is_signed_integer(count) || count.get<long long>() < 0 ||
        count.get<long long>() > max_cells) {
      error = "\"collected\"." + name + " must be a count";
      return false;
    }
    player.collected[static_cast<std::size_t>(*type)] = static_cast<std::int16_t>(count.get<int>());
  }
  return true;
}

std::unique_ptr<KangaruseGame> load_checked(const Json& saved, std::string& error) {
  if (!read_position_header(saved, position_format, position_version, error)) return nullptr;
  std::string text;

  const auto options = saved.find("options");
  if (options == saved.end() || !options->is_object()) {
    error = "\"options\" must be an object";
    return nullptr;
  }
  Setup setup;
  if (!read_string(*options, "edition", text, error)) return nullptr;
  if (!edition_from_name(text, setup.edition)) {
    error = "unknown edition \"" + text + "\" (current or 2023)";
    return nullptr;
  }
  if (!read_bool(*options, "starting_positions", setup.starting_positions, error)) return nullptr;
  if (!read_string(*options, "size", setup.size_name, error)) return nullptr;

  Board board;
  const auto board_json = saved.find("board");
  if (board_json == saved.end()) {
    error = "\"board\" is missing";
    return nullptr;
  }
  if (!board_from_json(*board_json, board, error)) {
    error = "board: " + error;
    return nullptr;
  }

  const auto players = saved.find("players");
  if (players == saved.end() || !players->is_array() || players->empty() ||
      players->size() > static_cast<std::size_t>(max_players)) {
    error = "\"players\" must be an array of 1 to " + std::to_string(max_players) + " players";
    return nullptr;
  }
  setup.players = static_cast<int>(players->size());
  auto game_state = initial_state(std::move(board), setup.players, setup.edition,
                                  setup.starting_positions, setup.size_name);
  const Layout& layout = game_state.lay();
  for (int seat = 0; seat < setup.players; ++seat) {
    if (!read_player(players->at(static_cast<std::size_t>(seat)), layout, game_state.player(seat),
                     error)) {
      error = "players[" + std::to_string(seat) + "]: " + error;
      return nullptr;
    }
  }

  const auto crossed = saved.find("crossed");
  if (crossed == saved.end() || !crossed->is_array()) {
    error = "\"crossed\" must be an array of [x,y] squares";
    return nullptr;
  }
  for (const auto& square : *crossed) {
    if (!square.is_array() || square.size() != 2 || !is_signed_integer(square[0]) ||
        !is_signed_integer(square[1])) {
      error = "\"crossed\" entries must be [x,y]";
      return nullptr;
    }
    const auto x = square[0].get<long long>(), y = square[1].get<long long>();
    if (x < 0 || y < 0 || x >= layout.board.width || y >= layout.board.height) {
      error = "crossed square " + coordinate_pair_text(static_cast<int>(x), static_cast<int>(y)) +
              " is off the board";
      return nullptr;
    }
    const int cell = layout.index(static_cast<int>(x), static_cast<int>(y));
    if (layout.type[at(cell)] == CellType::tree) {
      error = "crossed square " + cell_text(layout, cell) + " is a tree";
      return nullptr;
    }
    game_state.crossed[at(cell)] = 1;
  }

  if (!read_string(saved, "phase", text, error)) return nullptr;
  if (!phase_from_name(text, game_state.phase)) {
    error = "unknown phase \"" + text + "\"";
    return nullptr;
  }
  const auto turn = saved.find("turn");
  if (game_state.phase == Phase::finished) {
    if (turn != saved.end() && !turn->is_null()) {
      error = "a finished game has \"turn\": null";
      return nullptr;
    }
    game_state.current = 0;
    game_state.step = Step::place;
  } else {
    if (turn == saved.end() || !turn->is_object()) {
      error = "\"turn\" must be an object while the game runs";
      return nullptr;
    }
    if (!read_int(*turn, "seat", 0, setup.players - 1, game_state.current, error)) return nullptr;
    if (!read_string(*turn, "step", text, error)) return nullptr;
    if (!step_from_name(text, game_state.step)) {
      error = "unknown step \"" + text + "\"";
      return nullptr;
    }
    game_state.destroy_left = 0;
    if (game_state.step == Step::destroy &&
        !read_int(*turn, "destroy_left", 1, 2, game_state.destroy_left, error))
      return nullptr;
  }

  const std::string inconsistency = derive_and_check(game_state);
  if (!inconsistency.empty()) {
    error = "inconsistent position: " + inconsistency;
    return nullptr;
  }
  return std::make_unique<KangaruseGame>(std::move(game_state));
}

}  // namespace

// --- Board JSON ---

Json board_to_json(const Board& board) {
  Json cells = Json::array();
  for (const Cell& cell : board.cells) {
    Json entry = {{"type", type_name(cell.type)}};
    if (cell.river) entry["river"] = true;
    if (cell.type == CellType::score || cell.type == CellType::echidna) entry["value"] = cell.value;
    cells.push_back(std::move(entry));
  }
  Json directions = Json::array();
  for (const Direction direction : board.directions)
    directions.push_back(direction_name(direction));
  return {{"width", board.width},
          {"height", board.height},
          {"numbers_on_columns", board.numbers_on_columns},
          {"numbers", board.numbers},
          {"directions", std::move(directions)},
          {"cells", std::move(cells)}};
}

bool board_from_json(const Json& json, Board& board, std::string& error) {
  if (!json.is_object()) {
    error = "must be an object";
    return false;
  }
  if (!read_int(json, "width", 1, max_side, board.width, error)) return false;
  if (!read_int(json, "height", 1, max_side, board.height, error)) return false;
  if (!read_bool(json, "numbers_on_columns", board.numbers_on_columns, error)) return false;
  const auto numbers_length =
      static_cast<std::size_t>(board.numbers_on_columns ? board.width : board.height);
  const auto directions_length =
      static_cast<std::size_t>(board.numbers_on_columns ? board.height : board.width);
  const auto numbers = json.find("numbers");
  if (numbers == json.end() || !numbers->is_array() || numbers->size() != numbers_length) {
    error = "\"numbers\" must list one number (1-4) per " +
            std::string(board.numbers_on_columns ? "column" : "row");
    return false;
  }
  board.numbers.clear();
  for (const auto& number : *numbers) {
    if (!is_signed_integer(number) || number.get<long long>() < 1 || number.get<long long>() > 4) {
      error = "\"numbers\" entries must be 1 to 4";
      return false;
    }
    board.numbers.push_back(static_cast<std::int8_t>(number.get<int>()));
  }
  const auto directions = json.find("directions");
  if (directions == json.end() || !directions->is_array() ||
      directions->size() != directions_length) {
    error = "\"directions\" must list one direction per " +
            std::string(board.numbers_on_columns ? "row" : "column");
    return false;
  }
  board.directions.clear();
  for (const auto& name : *directions) {
    const auto direction =
        name.is_string() ? direction_from_name(name.get<std::string>()) : std::nullopt;
    if (!direction) {
      error = "\"directions\" entries must be right, down, left or up";
      return false;
    }
    board.directions.push_back(*direction);
  }
  const auto cells = json.find("cells");
  const auto cell_count = static_cast<std::size_t>(board.width * board.height);
  if (cells == json.end() || !cells->is_array() || cells->size() != cell_count) {
    error = "\"cells\" must list width x height cells, row by row";
    return false;
  }
  board.cells.clear();
  for (const auto& entry : *cells) {
    Cell cell;
    std::string name;
    if (!entry.is_object() || !read_string(entry, "type", name, error)) {
      error = "each cell must be an object with a \"type\"";
      return false;
    }
    const auto type = type_from_name(name);
    if (!type) {
      error = "unknown cell type \"" + name + "\"";
      return false;
    }
    cell.type = *type;
    if (entry.contains("river") && !read_bool(entry, "river", cell.river, error)) return false;
    if (cell.type == CellType::score || cell.type == CellType::echidna) {
      int value = 0;
      // Echidnas are numbered 1..their count, which the generator allows up
      // to 127: a large custom board can have more than 99 of them.
      const bool echidna = cell.type == CellType::echidna;
      if (!read_int(entry, "value", echidna ? 1 : -99, echidna ? 127 : 99, value, error)) {
        error = name + " cell: " + error;
        return false;
      }
      cell.value = static_cast<std::int8_t>(value);
    }
    board.cells.push_back(cell);
  }
  return true;
}

std::unique_ptr<KangaruseGame> load_game(const Json& saved, std::string& error) {
  return load_guarded(load_checked, saved, error);
}

namespace {

// Everything in Kangaruse is public, so a seat's view holds every field of
// the saved position but two spellings: the view lists `crossed` as one flag
// per cell, the position as [x, y] pairs; and the board size's name lives in
// the room's options.
std::optional<Json> position_from_view(const Json& view, const Json& options, std::string& error) {
  for (const char* key :
       {"board", "crossed", "players", "phase", "turn", "starting_positions", "edition"})
    if (!view.contains(key)) {
      error = std::string("the view has no \"") + key + "\"";
      return std::nullopt;
    }
  if (!options.is_object() || !options.contains("size")) {
    error = "the room's options do not name the board size";
    return std::nullopt;
  }
  const Json width = view["board"].is_object() ? view["board"].value("width", Json()) : Json();
  const Json& flags = view["crossed"];
  if (!is_signed_integer(width) || width.get<int>() < 1 || !flags.is_array()) {
    error = "the view's board has no width or its crossed squares are not a list";
    return std::nullopt;
  }
  Json crossed = Json::array();
  for (std::size_t cell = 0; cell < flags.size(); ++cell)
    if (flags[cell] == true)
      crossed.push_back(
          {static_cast<int>(cell) % width.get<int>(), static_cast<int>(cell) / width.get<int>()});
  Json players = Json::array();
  for (const Json& player : view["players"]) {
    Json saved_player = Json::object();
    for (const char* key : {"x", "y", "out", "out_reason", "last_echidna", "teleports", "stars",
                            "nullified", "collected"})
      saved_player[key] = player.is_object() ? player.value(key, Json()) : Json();
    players.push_back(std::move(saved_player));
  }
  return Json{{"format", position_format},
              {"version", position_version},
              {"game", "kangaruse"},
              {"options",
               {{"size", options["size"]},
                {"starting_positions", view["starting_positions"]},
                {"edition", view["edition"]}}},
              {"board", view["board"]},
              {"players", std::move(players)},
              {"crossed", std::move(crossed)},
              {"phase", view["phase"]},
              {"turn", view["turn"]}};
}

}  // namespace

std::unique_ptr<KangaruseGame> game_from_view(const Json& view, int players, const Json& options,
                                              std::string& error) {
  if (!view.is_object()) {
    error = "the game view must be an object";
    return nullptr;
  }
  const auto position = position_from_view(view, options, error);
  if (!position) return nullptr;
  auto game = load_game(*position, error);
  if (game && players > 0 && game->players() != players) {
    error = "the view shows " + std::to_string(game->players()) + " players, not " +
            std::to_string(players);
    return nullptr;
  }
  return game;
}

Json KangaruseGame::save() const {
  const Layout& layout = state_.lay();
  Json players = Json::array();
  for (int seat = 0; seat < state_.player_count; ++seat) {
    const PlayerState& player = state_.player(seat);
    Json entry = {{"x", nullptr},
                  {"y", nullptr},
                  {"out", player.out},
                  {"out_reason", out_reason_name(player.out_reason)},
                  {"last_echidna", player.last_echidna},
                  {"teleports", player.teleports},
                  {"stars", player.stars},
                  {"nullified", player.nullified},
                  {"collected", collected_json(player)}};
    if (player.placed()) {
      entry["x"] = layout.x[at(player.cell)];
      entry["y"] = layout.y[at(player.cell)];
    }
    players.push_back(std::move(entry));
  }
  Json crossed = Json::array();
  for (int cell = 0; cell < layout.cell_count; ++cell)
    if (state_.crossed[at(cell)]) crossed.push_back({layout.x[at(cell)], layout.y[at(cell)]});
  Json turn = nullptr;
  if (!finished()) {
    turn = {{"seat", state_.current}, {"step", step_name(state_.step)}};
    if (state_.step == Step::destroy) turn["destroy_left"] = state_.destroy_left;
  }
  return {{"format", position_format},
          {"version", position_version},
          {"game", "kangaruse"},
          {"options",
           {{"size", state_.size_name},
            {"starting_positions", state_.starting_positions},
            {"edition", edition_name(state_.edition)}}},
          {"board", board_to_json(layout.board)},
          {"players", std::move(players)},
          {"crossed", std::move(crossed)},
          {"phase", phase_name(state_.phase)},
          {"turn", std::move(turn)}};
}

}  // namespace kangaroom::engine::kangaruse
