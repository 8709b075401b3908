#include "cell_type.hpp"

namespace kangaroom::engine::kangaruse {

namespace {
struct TypeText {
  std::string_view name;
  std::string_view rule;
};

// Indexed by CellType. Rule texts restate RULES.md §1.6 in short.
constexpr std::array<TypeText, cell_type_count> type_texts = {{
    {"plain", "River: a plain square with no action."},
    {"tree", "Tree: you cannot land on it or jump over it."},
    {"starting_position",
     "Starting position: a kangaroo may start here; otherwise a plain square."},
    {"score", "Score: collect the points printed on it."},
    {"kangaroo", "Kangaroo: immediately jump again from here."},
    {"crocodile",
     "Crocodile: while someone stands here, landing on a score square in its row or column scores "
     "nothing."},
    {"echidna",
     "Echidna: you may only land here if its number is higher than the last echidna you visited."},
    {"tasmanian_devil", "Tasmanian devil: cross out every unused square next to it."},
    {"thorny_devil", "Thorny devil: if this is your only valid jump, you are out."},
    {"tasmanian_tiger",
     "Tasmanian tiger: cross out 2 unused squares of your choice in its row or column."},
    {"koala", "Koala: from here you cannot jump over or next to other players."},
    {"platypus", "Platypus: from here jump any direction and any distance 1-4, even over trees."},
    {"sugar_glider",
     "Sugar glider: from here, if the target is used, slide on to the next unused square."},
    {"dingo",
     "Dingo: while someone stands here, every player must jump by this square's number in this "
     "square's direction (see its row and column), if that jump is possible; if not, they jump as "
     "usual."},
    {"mistletoebird", "Mistletoebird: from here jumps may wrap around the board's edges."},
    {"kiwi", "Kiwi: while someone stands here, nobody may jump over or next to them."},
    {"quoll", "Quoll: while someone stands here, others may not use its number or its direction."},
    {"moth", "Moth: holds several kangaroos; the first to leave crosses it out."},
    {"numbat", "Numbat: from here, if you can reach a score square, you must."},
    {"cacketoo", "Cacketoo: from here you cannot jump to a score square."},
    {"frog", "Frog: from here you may instead jump to any other unused frog."},
    {"water", "Water: worth nothing alone; food scores food x water at the end."},
    {"shelter", "Shelter: at the end, most shelters +10, fewest -10 (ties share)."},
    {"food", "Food: at the end, scores (food collected) x (water collected)."},
    {"toys",
     "Toys: at the end, every 3 toys you collected score 5 points; toys left over score nothing."},
    {"gems", "Gems: at the end, 1, 1, 3, 5, 8, 12, 16, 21, 28, 35 points for 1..10 gems."},
    {"coins",
     "Coins: at the end, +1 per coin if you have the most (ties count), else -1 per coin."},
    {"chests", "Chests: +5 each."},
}};
}  // namespace

std::string_view type_name(CellType type) { return type_texts[static_cast<int>(type)].name; }

std::string_view type_rule_text(CellType type) { return type_texts[static_cast<int>(type)].rule; }

std::optional<CellType> type_from_name(std::string_view name) {
  for (int i = 0; i < cell_type_count; ++i)
    if (type_texts[i].name == name) return static_cast<CellType>(i);
  return std::nullopt;
}

}  // namespace kangaroom::engine::kangaruse
