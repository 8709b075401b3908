#include "board.hpp"

#include "core/names.hpp"
#include "core/rng.hpp"

namespace kangaroom::engine::kanga {

namespace {

struct ZobristTable {
  std::array<std::array<std::uint64_t, 2>, max_padded> stones{};
  std::uint64_t white_to_move = 0;
  std::uint64_t swap_available = 0;

  ZobristTable() {
    std::uint64_t state = 0x6b616e6761u;  // "kanga": never change it, saves store these hashes
    for (auto& pair : stones)
      for (auto& key : pair) key = splitmix64(state);
    white_to_move = splitmix64(state);
    swap_available = splitmix64(state);
  }
};

const ZobristTable& zobrist() {
  static const ZobristTable table;
  return table;
}

constexpr NameTable<Stone, 2> colour_names = {{{Stone::black, "black"}, {Stone::white, "white"}}};

}  // namespace

std::string_view colour_name(Stone colour) { return name_of(colour_names, colour, "black"); }

bool colour_from_name(std::string_view name, Stone& colour) {
  return read_value_of(colour_names, name, colour);
}

char stone_char(Stone stone) {
  // Indexed by Stone: empty, black, white, edge.
  constexpr std::string_view stone_chars = ".bw.";
  return stone_chars[static_cast<std::size_t>(stone)];
}

Board::Board(int size) : size_(size) {
  for (int cell = 0; cell < max_padded; ++cell) {
    const int r = cell / stride() - 1, c = cell % stride() - 1;
    cells_[static_cast<std::size_t>(cell)] =
        cell < stride() * stride() && inside(c, r) ? Stone::empty : Stone::edge;
  }
}

std::string Board::row_text(int row) const {
  std::string text(static_cast<std::size_t>(size_), '.');
  for (int c = 0; c < size_; ++c) text[static_cast<std::size_t>(c)] = stone_char(at(cell(c, row)));
  return text;
}

std::uint64_t zobrist_key(int cell, Stone colour) {
  return zobrist().stones[static_cast<std::size_t>(cell)][colour == Stone::white ? 1 : 0];
}
std::uint64_t zobrist_white_to_move() { return zobrist().white_to_move; }
std::uint64_t zobrist_swap_available() { return zobrist().swap_available; }

}  // namespace kangaroom::engine::kanga
