#include "board.hpp"

#include "core/names.hpp"

namespace kangaroom::engine::kangaruse {

namespace {
constexpr NameTable<Direction, 4> direction_names = {{{Direction::right, "right"},
                                                      {Direction::down, "down"},
                                                      {Direction::left, "left"},
                                                      {Direction::up, "up"}}};
constexpr NameTable<Direction, 4> direction_symbols = {{{Direction::right, ">"},
                                                        {Direction::down, "v"},
                                                        {Direction::left, "<"},
                                                        {Direction::up, "^"}}};
}  // namespace

std::string_view direction_name(Direction direction) { return name_of(direction_names, direction); }

std::optional<Direction> direction_from_name(std::string_view name) {
  return value_of(direction_names, name);
}

std::string_view direction_symbol(Direction direction) {
  return name_of(direction_symbols, direction);
}

}  // namespace kangaroom::engine::kangaruse
