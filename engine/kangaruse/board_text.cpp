// render_board_text: a board as plain text, for `kangaroom-sim --show` and
// bug reports. Column commands run along the top, row commands down the left
// side; each square is a short code, explained in the legend below the grid.
#include <array>
#include <string>
#include <string_view>

#include "board_generator.hpp"

namespace kangaroom::engine::kangaruse {

namespace {

// Indexed by CellType. Score squares and echidnas add their number.
constexpr std::array<std::string_view, cell_type_count> type_codes = {
    "~~",  // plain: only river squares are plain
    "##",  // tree
    "St",  // starting_position
    "*",   // score, followed by its points
    "Ka",  // kangaroo
    "Cr",  // crocodile
    "E",   // echidna, followed by its number
    "TD",  // tasmanian_devil
    "Th",  // thorny_devil
    "TT",  // tasmanian_tiger
    "Ko",  // koala
    "Pl",  // platypus
    "SG",  // sugar_glider
    "Di",  // dingo
    "Mi",  // mistletoebird
    "Kw",  // kiwi
    "Qu",  // quoll
    "Mo",  // moth
    "Nu",  // numbat
    "Ca",  // cacketoo
    "Fr",  // frog
    "Wa",  // water
    "Sh",  // shelter
    "Fo",  // food
    "To",  // toys
    "Ge",  // gems
    "Co",  // coins
    "Ch",  // chests
};

constexpr int column_width = 5;

std::string cell_code(const Cell& cell) {
  if (cell.river && cell.type == CellType::plain) return "~~";
  std::string code(type_codes[static_cast<std::size_t>(cell.type)]);
  if (cell.type == CellType::score || cell.type == CellType::echidna)
    code += std::to_string(cell.value);
  return code;
}

void append_padded(std::string& out, std::string_view text) {
  out += text;
  for (int pad = static_cast<int>(text.size()); pad < column_width; ++pad) out += ' ';
}

void trim_line_end(std::string& out) {
  while (!out.empty() && out.back() == ' ') out.pop_back();
}

std::string command_text(const Board& board, bool column, int index) {
  const bool numbers = column == board.numbers_on_columns;
  const auto at = static_cast<std::size_t>(index);
  if (numbers) return std::to_string(board.numbers[at]);
  return std::string(direction_symbol(board.directions[at]));
}

}  // namespace

std::string render_board_text(const Board& board) {
  std::string out;
  out.reserve(static_cast<std::size_t>((board.width + 2) * column_width * (board.height + 12)));
  out += "Kangaruse board " + std::to_string(board.width) + "x" + std::to_string(board.height) +
         ": numbers on the " + (board.numbers_on_columns ? "columns" : "rows") +
         ", directions on the " + (board.numbers_on_columns ? "rows" : "columns") + "\n\n";

  append_padded(out, "");
  for (int x = 0; x < board.width; ++x) append_padded(out, command_text(board, true, x));
  trim_line_end(out);
  out += '\n';

  std::array<bool, cell_type_count> used{};
  bool river_used = false;
  for (int y = 0; y < board.height; ++y) {
    append_padded(out, command_text(board, false, y));
    for (int x = 0; x < board.width; ++x) {
      const Cell& cell = board.at(x, y);
      append_padded(out, cell_code(cell));
      if (cell.river && cell.type == CellType::plain)
        river_used = true;
      else
        used[static_cast<std::size_t>(cell.type)] = true;
    }
    trim_line_end(out);
    out += '\n';
  }

  out += "\nCommands: 1-4 = distance; > right, v down, < left, ^ up\nLegend:\n";
  if (river_used) out += "  ~~   river (plain square, no action)\n";
  for (int i = 0; i < cell_type_count; ++i) {
    if (!used[static_cast<std::size_t>(i)]) continue;
    const auto type = static_cast<CellType>(i);
    std::string code(type_codes[static_cast<std::size_t>(i)]);
    if (type == CellType::score) code += "n";
    if (type == CellType::echidna) code += "n";
    out += "  ";
    append_padded(out, code);
    out += type_name(type);
    if (type == CellType::score) out += " (n points)";
    if (type == CellType::echidna) out += " (number n)";
    out += '\n';
  }
  return out;
}

}  // namespace kangaroom::engine::kangaruse
