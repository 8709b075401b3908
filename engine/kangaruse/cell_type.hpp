#pragma once
// The square types of Kangaruse (RULES.md §1.6): 27 types, plus `plain` for a
// river square, which has no type.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace kangaroom::engine::kangaruse {

enum class CellType : std::uint8_t {
  plain,  // a river square: no type, no action
  tree,
  starting_position,
  score,
  kangaroo,
  crocodile,
  echidna,
  tasmanian_devil,
  thorny_devil,
  tasmanian_tiger,
  koala,
  platypus,
  sugar_glider,
  dingo,
  mistletoebird,
  kiwi,
  quoll,
  moth,
  numbat,
  cacketoo,
  frog,
  water,
  shelter,
  food,
  toys,
  gems,
  coins,
  chests,
};

inline constexpr int cell_type_count = static_cast<int>(CellType::chests) + 1;

// Snake-case names, used in JSON and in cell_type_counts ("tasmanian_devil").
std::string_view type_name(CellType type);
std::optional<CellType> type_from_name(std::string_view name);

// "Score squares": every type with the score flag (RULES.md §1.7.3).
constexpr bool is_score_type(CellType type) {
  switch (type) {
    case CellType::score:
    case CellType::water:
    case CellType::shelter:
    case CellType::food:
    case CellType::toys:
    case CellType::gems:
    case CellType::coins:
    case CellType::chests:
      return true;
    default:
      return false;
  }
}

// One sentence per type, for the web client's sidebar and --show.
std::string_view type_rule_text(CellType type);

}  // namespace kangaroom::engine::kangaruse
