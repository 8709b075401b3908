// Reading a saved Kanga position (README.md "Positions"): every field
// checked without ever throwing, and the counts the rules imply checked
// against the saved ones. Apart from the adapter because it reads untrusted
// JSON; save() writes the view's own forms, so it stays beside the view.
#include <limits>

#include "core/json_fields.hpp"
#include "game.hpp"
#include "rules.hpp"

namespace kangaroom::engine::kanga {

namespace {

std::size_t at(int index) { return static_cast<std::size_t>(index); }

// --- Reading JSON without ever throwing ---

bool read_colour(const Json& json, Stone& colour) {
  return json.is_string() && colour_from_name(json.get_ref<const std::string&>(), colour);
}

// An [col,row] pair inside `board`, as a padded cell.
bool read_cell(const Json& json, const Board& board, int& cell) {
  if (!json.is_array() || json.size() != 2 || !is_signed_integer(json[0]) ||
      !is_signed_integer(json[1]))
    return false;
  const auto col = json[0].get<long long>(), row = json[1].get<long long>();
  if (col < 0 || row < 0 || col >= board.size() || row >= board.size()) return false;
  cell = board.cell(static_cast<int>(col), static_cast<int>(row));
  return true;
}

bool read_cells(const Json& object, const char* key, const Board& board,
                std::vector<std::int16_t>& cells, std::string& error) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_array()) {
    error = std::string("\"") + key + "\" must be an array of [col,row] cells";
    return false;
  }
  cells.clear();
  for (const auto& entry : *it) {
    int cell = 0;
    if (!read_cell(entry, board, cell)) {
      error = std::string("\"") + key + "\" entries must be [col,row] cells on the board";
      return false;
    }
    if (std::find(cells.begin(), cells.end(), cell) != cells.end()) {
      error = std::string("\"") + key + "\" lists a cell twice";
      return false;
    }
    cells.push_back(static_cast<std::int16_t>(cell));
  }
  return true;
}

bool read_options(const Json& json, Options& options, std::string& error) {
  if (!json.is_object()) {
    error = "\"options\" must be an object";
    return false;
  }
  if (!read_int(json, "size", min_size, max_size, options.size, error)) return false;
  if (!read_bool(json, "pie_rule", options.pie_rule, error)) return false;
  if (!read_bool(json, "move_cap", options.move_cap, error)) return false;
  std::string rule;
  if (!read_string(json, "suicide", rule, error)) return false;
  const auto parsed = suicide_rule_from_name(rule);
  if (!parsed) {
    error = "\"suicide\" must be \"illegal\" or \"self_capture\"";
    return false;
  }
  options.suicide = *parsed;
  return true;
}

bool read_board(const Json& json, Board& board, std::string& error) {
  const auto size = static_cast<std::size_t>(board.size());
  if (!json.is_array() || json.size() != size) {
    error = "\"board\" must be " + std::to_string(size) + " row strings";
    return false;
  }
  for (int row = 0; row < board.size(); ++row) {
    const auto& text = json[at(row)];
    if (!text.is_string() || text.get_ref<const std::string&>().size() != size) {
      error = "\"board\" row " + std::to_string(row + 1) + " must be a string of " +
              std::to_string(size) + " characters";
      return false;
    }
    const auto& chars = text.get_ref<const std::string&>();
    for (int col = 0; col < board.size(); ++col) {
      const char c = chars[at(col)];
      const Stone stone = c == 'b' ? Stone::black : c == 'w' ? Stone::white : Stone::empty;
      if (stone == Stone::empty && c != '.') {
        error = "\"board\" cells are 'b', 'w' or '.', not '" + std::string(1, c) + "'";
        return false;
      }
      board.set(board.cell(col, row), stone);
    }
  }
  return true;
}

bool read_last_move(const Json& json, State& state, std::string& error) {
  LastMove& last = state.last_move;
  last = LastMove{};
  if (json.is_null()) return true;
  if (!json.is_object()) {
    error = "\"last_move\" must be null or an object";
    return false;
  }
  if (!read_int(json, "seat", 0, 1, last.seat, error)) return false;
  if (json.contains("swap")) {
    bool swap = false;
    if (!read_bool(json, "swap", swap, error)) return false;
    if (!swap) {
      error = "\"last_move\".swap can only be true";
      return false;
    }
    last.kind = LastMoveKind::swap;
    return true;
  }
  last.kind = LastMoveKind::place;
  if (!json.contains("at") || !read_cell(json["at"], state.board, last.cell)) {
    error = "\"last_move\".at must be a [col,row] cell on the board";
    return false;
  }
  if (!read_cells(json, "captured", state.board, last.captured, error)) return false;
  if (json.contains("self_captured") &&
      !read_cells(json, "self_captured", state.board, last.self_captured, error))
    return false;
  const int captured = static_cast<int>(last.captured.size());
  last.go = captured;
  last.custodian = 0;
  if (json.contains("go") || json.contains("custodian")) {
    if (!read_int(json, "go", 0, captured, last.go, error)) return false;
    if (!read_int(json, "custodian", 0, captured, last.custodian, error)) return false;
    if (last.go + last.custodian != captured) {
      error = "\"last_move\": go + custodian must equal the captured stones";
      return false;
    }
  }
  for (const int cell : last.captured)
    if (state.board.at(cell) != Stone::empty) {
      error = "\"last_move\": a captured cell is not empty";
      return false;
    }
  return true;
}

bool read_history(const Json& json, State& state, std::string& error) {
  state.history.clear();
  if (!json.is_array()) {
    error = "\"history\" must be an array of 16-digit hex position keys";
    return false;
  }
  for (const auto& entry : json) {
    const bool hex = entry.is_string() && entry.get_ref<const std::string&>().size() == 16 &&
                     entry.get_ref<const std::string&>().find_first_not_of("0123456789abcdef") ==
                         std::string::npos;
    if (!hex) {
      error = "\"history\" entries must be 16 lower-case hex digits";
      return false;
    }
    state.history.push_back(std::stoull(entry.get<std::string>(), nullptr, 16));
  }
  return true;
}

std::unique_ptr<KangaGame> load_checked(const Json& saved, std::string& error) {
  if (!read_position_header(saved, position_format, position_version, error)) return nullptr;
  Options options;
  const auto options_json = saved.find("options");
  if (options_json == saved.end() || !read_options(*options_json, options, error)) {
    if (options_json == saved.end()) error = "\"options\" is missing";
    return nullptr;
  }
  State state(options);
  const auto board = saved.find("board");
  if (board == saved.end() || !read_board(*board, state.board, error)) {
    if (board == saved.end()) error = "\"board\" is missing";
    return nullptr;
  }
  if (!saved.contains("to_move") || !read_colour(saved["to_move"], state.to_move)) {
    error = "\"to_move\" must be \"black\" or \"white\"";
    return nullptr;
  }
  if (saved.contains("colors")) {
    const Json& colours = saved["colors"];
    if (!colours.is_array() || colours.size() != 2 ||
        !read_colour(colours[0], state.seat_colour[0]) ||
        !read_colour(colours[1], state.seat_colour[1])) {
      error = "\"colors\" must be [\"black\",\"white\"] or [\"white\",\"black\"]";
      return nullptr;
    }
  }
  if (saved.contains("captures")) {
    const Json& captures = saved["captures"];
    constexpr long long most = std::numeric_limits<int>::max() / 4;
    const auto count = [&](const Json& n) {
      return is_signed_integer(n) && n.get<long long>() >= 0 && n.get<long long>() <= most;
    };
    if (!captures.is_array() || captures.size() != 2 || !count(captures[0]) ||
        !count(captures[1])) {
      error = "\"captures\" must be two counts";
      return nullptr;
    }
    state.captures = {captures[0].get<int>(), captures[1].get<int>()};
  }
  // Every stone placed is on the board or was captured, so the counts
  // follow; saved ones must agree.
  const int stones = stones_of(state.board, Stone::black) + stones_of(state.board, Stone::white);
  const bool swapped = state.seat_colour[0] == Stone::white;
  state.placements = stones + state.captures[0] + state.captures[1];
  state.moves_played = state.placements + (swapped ? 1 : 0);
  const auto count_agrees = [&](const char* key, int implied, const char* rule) {
    if (!saved.contains(key)) return true;
    int given = 0;
    if (!read_int(saved, key, 0, std::numeric_limits<int>::max(), given, error)) return false;
    if (given != implied) error = std::string("\"") + key + "\" must equal " + rule;
    return given == implied;
  };
  if (!count_agrees("placements", state.placements, "the stones on the board plus the captures") ||
      !count_agrees("moves_played", state.moves_played, "the placements, plus one after a swap"))
    return nullptr;
  if (saved.contains("last_move") && !read_last_move(saved["last_move"], state, error))
    return nullptr;
  const auto reason = saved.find("end_reason");
  if (reason != saved.end() && !reason->is_null()) {
    const auto parsed =
        reason->is_string() ? end_reason_from_name(reason->get<std::string>()) : std::nullopt;
    if (!parsed || *parsed == EndReason::none) {
      error =
          "\"end_reason\" must be null, connection, no_legal_move, repetition, move_cap, "
          "move_limit, resigned or agreement";
      return nullptr;
    }
    state.finished = true;
    state.end_reason = *parsed;
  }
  const auto winner = saved.find("winner");
  if (winner != saved.end() && !winner->is_null() &&
      !read_int(saved, "winner", 0, 1, state.winner, error))
    return nullptr;
  const auto group = saved.find("winning_group");
  if (group != saved.end() && !group->is_null() &&
      !read_cells(saved, "winning_group", state.board, state.winning_group, error))
    return nullptr;
  if (saved.contains("history") && !read_history(saved["history"], state, error)) return nullptr;

  const std::string inconsistency = derive_and_check(state);
  if (!inconsistency.empty()) {
    error = "inconsistent position: " + inconsistency;
    return nullptr;
  }
  return std::make_unique<KangaGame>(std::move(state));
}

}  // namespace

std::unique_ptr<KangaGame> load_game(const Json& saved, std::string& error) {
  return load_guarded(load_checked, saved, error);
}

}  // namespace kangaroom::engine::kanga
