// Reading a saved Kangaroo position: every field checked without ever
// throwing, then the rules' own consistency check (derive_and_check). Apart
// from the adapter because it reads untrusted JSON; save() writes the
// view's own forms, so it stays beside the view.
#include <cstring>
#include <limits>

#include "core/json_fields.hpp"
#include "factory.hpp"
#include "game.hpp"

namespace kangaroom::engine::kangaroo {

namespace {

// --- Reading JSON without ever throwing ---

bool read_square(const Json& value, int& square) {
  if (!value.is_array() || value.size() != 2 || !is_signed_integer(value[0]) ||
      !is_signed_integer(value[1]))
    return false;
  const auto f = value[0].get<long long>(), r = value[1].get<long long>();
  if (f < 0 || f >= board_side || r < 0 || r >= board_side) return false;
  square = square_at(static_cast<int>(f), static_cast<int>(r));
  return true;
}

bool read_square_list(const Json& object, const char* key, std::size_t most, std::int8_t* out,
                      int& count, std::string& error) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_array() || it->size() > most) {
    error = std::string("\"") + key + "\" must be a list of squares";
    return false;
  }
  count = 0;
  for (const auto& entry : *it) {
    int square = 0;
    if (!read_square(entry, square)) {
      error = std::string("\"") + key + "\" must hold squares [file, rank] on the board";
      return false;
    }
    out[count++] = static_cast<std::int8_t>(square);
  }
  return true;
}

bool read_board(const Json& json, Board& board, std::string& error) {
  if (!json.is_array() || json.size() != board_side) {
    error = "\"board\" must be 8 strings, rank 1 first";
    return false;
  }
  for (int rank = 0; rank < board_side; ++rank) {
    const auto& row = json[static_cast<std::size_t>(rank)];
    if (!row.is_string() || row.get<std::string>().size() != board_side) {
      error = "\"board\" rows must be strings of 8 characters";
      return false;
    }
    const auto text = row.get<std::string>();
    for (int file = 0; file < board_side; ++file) {
      const char c = text[static_cast<std::size_t>(file)];
      Piece piece = Piece::empty;
      if (c == 'w')
        piece = Piece::white;
      else if (c == 'b')
        piece = Piece::black;
      else if (c != '.') {
        error = "\"board\" squares must be 'w', 'b' or '.'";
        return false;
      }
      board[static_cast<std::size_t>(square_at(file, rank))] = piece;
    }
  }
  return true;
}

bool read_last_move(const Json& json, LastMove& last, std::string& error) {
  last = LastMove{};
  if (json.is_null()) return true;
  if (!json.is_object()) {
    error = "\"last_move\" must be null or an object";
    return false;
  }
  last.present = true;
  if (!read_int(json, "seat", 0, 1, last.seat, error)) return false;
  if (json.contains("resigned")) {
    last.resigned = true;
    int file = 0, rank = 0;
    if (!read_coordinates(json, "removed", 0, file, rank, error)) return false;
    last.removed = square_at(file, rank);
    return true;
  }
  if (!read_square_list(json, "path", square_count, last.path.squares.data(), last.path.length,
                        error))
    return false;
  if (last.path.length < 2) {
    error = "\"last_move\".path needs at least two squares";
    return false;
  }
  return read_square_list(json, "captured", pieces_per_side, last.path.captured.data(),
                          last.path.captured_count, error);
}

std::unique_ptr<KangarooGame> load_checked(const Json& saved, std::string& error) {
  if (!read_position_header(saved, position_format, position_version, error)) return nullptr;
  std::string text;
  State state;
  const auto options = saved.find("options");
  if (options == saved.end() || !options->is_object() ||
      !read_string(*options, "first_player", text, error) ||
      (text != "white" && text != "random")) {
    error = "\"options\" must be {\"first_player\": \"white\" or \"random\"}";
    return nullptr;
  }
  state.random_first = text == "random";
  // Saves from before the option have no "move_limit": they get the default.
  if (options->contains("move_limit") &&
      !read_int(*options, "move_limit", min_move_limit, max_move_limit, state.move_limit, error))
    return nullptr;
  if (!read_int(saved, "first_seat", 0, 1, state.first_seat, error)) return nullptr;
  // A field every save has (null where it does not apply); null plus `error` if missing.
  const auto required = [&](const char* key) -> const Json* {
    const auto it = saved.find(key);
    if (it != saved.end()) return &*it;
    error = std::string("\"") + key + "\" is missing";
    return nullptr;
  };
  const Json* board = required("board");
  if (!board || !read_board(*board, state.board, error)) return nullptr;
  if (!read_string(saved, "phase", text, error)) return nullptr;
  if (!phase_from_name(text, state.phase)) {
    error = "unknown phase \"" + text + "\"";
    return nullptr;
  }
  if (state.phase == Phase::finished) {
    if (!saved.contains("turn") || !saved.at("turn").is_null()) {
      error = "\"turn\" must be null once finished";
      return nullptr;
    }
    if (!read_string(saved, "end_reason", text, error)) return nullptr;
    // A finished game has a reason: "" (none) is not one.
    if (text.empty() || !end_reason_from_name(text, state.end_reason)) {
      error = "unknown end_reason \"" + text + "\"";
      return nullptr;
    }
  } else {
    if (!read_int(saved, "turn", 0, 1, state.current, error)) return nullptr;
    if (!saved.contains("end_reason") || !saved.at("end_reason").is_null()) {
      error = "\"end_reason\" must be null before the end";
      return nullptr;
    }
  }
  const Json* chain = required("chain");
  if (!chain) return nullptr;
  if (!chain->is_null()) {
    if (!chain->is_object() ||
        !read_square_list(*chain, "path", square_count, state.chain.squares.data(),
                          state.chain.length, error) ||
        !read_square_list(*chain, "captured", pieces_per_side, state.chain.captured.data(),
                          state.chain.captured_count, error)) {
      if (error.empty()) error = "\"chain\" must be null or {\"path\":[...], \"captured\":[...]}";
      return nullptr;
    }
  }
  if (state.phase == Phase::chain && state.chain.length == 0) {
    error = "phase chain needs a \"chain\"";
    return nullptr;
  }
  const Json* stranded = required("stranded");
  if (!stranded) return nullptr;
  if (!stranded->is_null()) {
    if (!stranded->is_object() || !read_int(*stranded, "seat", 0, 1, state.stranded_seat, error) ||
        !read_int(*stranded, "moves_made", 0, obligatory_move_limit, state.obligatory_made,
                  error)) {
      if (error.empty()) error = "\"stranded\" must be null or {\"seat\":s, \"moves_made\":n}";
      return nullptr;
    }
  }
  const Json* last = required("last_move");
  if (!last || !read_last_move(*last, state.last_move, error)) return nullptr;
  if (!read_int(saved, "moves_played", 0, std::numeric_limits<int>::max(), state.moves_played,
                error))
    return nullptr;
  const std::string inconsistency = derive_and_check(state);
  if (!inconsistency.empty()) {
    error = "inconsistent position: " + inconsistency;
    return nullptr;
  }
  return std::make_unique<KangarooGame>(state);
}

}  // namespace

std::unique_ptr<KangarooGame> load_game(const Json& saved, std::string& error) {
  return load_guarded(load_checked, saved, error);
}

}  // namespace kangaroom::engine::kangaroo
