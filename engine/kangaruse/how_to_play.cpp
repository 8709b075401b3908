#include "how_to_play.hpp"

#include <array>
#include <string_view>

#include "cell_type.hpp"

namespace kangaroom::engine::kangaruse {

namespace {

struct SquareText {
  CellType type;
  std::string_view name;  // the web client's label (web-client/games/kangaruse/cell-types.js)
  std::string_view text;
};

// One per CellType, in enum order (the test checks it). What each square does
// follows movegen.cpp, rules.cpp and scoring.cpp, not only the seeds.
constexpr std::array<SquareText, cell_type_count> squares = {{
    {CellType::plain, "river square",
     "An ordinary square with no effect. You can land on it and jump over it."},
    {CellType::tree, "tree",
     "You can never land on a tree, and a jump may not pass over one. Only a jump from a platypus "
     "may cross trees, and a frog's jump to another frog ignores whatever lies between."},
    {CellType::starting_position, "starting position",
     "Found only on boards made with the starting positions option on: then every kangaroo must "
     "start on one of these squares. During play an unused one is an ordinary square with no "
     "effect."},
    {CellType::score, "star square",
     "A score square. Land here to collect the points printed on it, straight away. In the "
     "current edition a few star squares print negative points, and you collect those too."},
    {CellType::kangaroo, "kangaroo",
     "When you land here, jump again at once, following this square's commands as usual. Extra "
     "jumps chain if you land on another kangaroo. If no jump is possible from here, your turn "
     "simply ends (no teleport); if your only possible jump is onto a thorny devil, you are out."},
    {CellType::crocodile, "crocodile",
     "While someone stands here, anyone who lands on a score square in the crocodile's row or "
     "column collects nothing from it, and that square is used up anyway. This includes the "
     "player on the crocodile, even when jumping off it. Points collected earlier are kept."},
    {CellType::echidna, "echidna",
     "Each echidna shows a number. You may land on one (by a jump, a frog jump or a teleport) "
     "only if its number is higher than that of the last echidna you visited; your first "
     "echidna can have any number. Starting on an echidna counts as visiting it."},
    {CellType::tasmanian_devil, "Tasmanian devil",
     "When you land here, cross out every unused square directly above, below, left and right "
     "of it (up to 4). A square with a kangaroo on it is spared, except a moth: the moth is "
     "crossed out but its kangaroos stay on it."},
    {CellType::thorny_devil, "thorny devil",
     "If at the start of your turn, or of a kangaroo's extra jump, the only square you can jump "
     "to is a thorny devil, you are out at once and do not move. Landing here when you had other "
     "choices does nothing."},
    {CellType::tasmanian_tiger, "Tasmanian tiger",
     "When you land here, you must cross out 2 unused squares of your choice in the tiger's row "
     "and/or column, one at a time (fewer if fewer are left). Trees and squares with a kangaroo "
     "on them cannot be chosen, except a moth."},
    {CellType::koala, "koala",
     "When you jump from a koala, you may not jump over another player's kangaroo, land directly "
     "next to one (above, below, left or right), or land on a moth where one stands."},
    {CellType::platypus, "platypus",
     "When you jump from a platypus, pick any direction and any distance from 1 to 4, whatever "
     "the square's commands say. The jump may pass over trees, but you still cannot land on one."},
    {CellType::sugar_glider, "sugar glider",
     "When you jump from a sugar glider and the square you reach is crossed out or occupied, "
     "keep sliding the same way to the first unused square. If a tree or the board's edge comes "
     "first, that jump is not possible."},
    {CellType::dingo, "dingo",
     "While someone stands here (you included), every player must make the dingo's jump if they "
     "can: the dingo's number of squares in the dingo's direction, counted from their own square. "
     "If that jump is not possible, jump as normal. With several occupied dingos, pick any of "
     "their jumps that works."},
    {CellType::mistletoebird, "mistletoebird",
     "When you jump from a mistletoebird, a jump that runs off one edge of the board comes back "
     "in at the opposite edge. Trees on the way still block it."},
    {CellType::kiwi, "kiwi",
     "While someone stands here, no other player may jump over that kangaroo or land directly "
     "next to it (above, below, left or right)."},
    {CellType::quoll, "quoll",
     "While someone stands here, the other players may not jump the quoll's number of squares "
     "and may not jump in the quoll's direction. A frog's jump to another frog is not affected."},
    {CellType::moth, "moth",
     "A moth holds several kangaroos: you may land on it while others stand there, since it "
     "still counts as unused. The first kangaroo to leave crosses it out; the others stay and "
     "leave later as normal. At setup you cannot start on a moth someone already chose."},
    {CellType::numbat, "numbat",
     "When you jump from a numbat and at least one of your possible jumps reaches a score "
     "square, you must land on a score square."},
    {CellType::cacketoo, "cacketoo",
     "When you jump from a cacketoo, you may not land on a score square."},
    {CellType::frog, "frog",
     "When you jump from a frog, you may instead jump straight to any other unused frog on the "
     "board, whatever the distance, the commands or what lies between. A player on a kiwi still "
     "keeps you from landing next to them."},
    {CellType::water, "water",
     "A score square, scored at the end. Water is worth nothing by itself, but each food you "
     "collected scores 1 point per water you collected (food x water)."},
    {CellType::shelter, "shelter",
     "A score square, scored at the end: whoever has the most shelters gets +10 and whoever has "
     "the fewest gets -10, ties included. When everyone has the same number (or you play alone), "
     "shelters are worth 0."},
    {CellType::food, "food",
     "A score square, scored at the end: the number of food squares you collected times the "
     "number of water squares you collected. Food without water is worth nothing."},
    {CellType::toys, "toys",
     "A score square, scored at the end: 5 points for every complete set of 3 toys (3 toys 5, "
     "6 toys 10); leftover toys are worth nothing."},
    {CellType::gems, "gems",
     "A score square, scored at the end by a rising table: 1 to 10 gems are worth 1, 1, 3, 5, 8, "
     "12, 16, 21, 28 and 35 points in all, and more gems still 35. In the 2023 edition the table "
     "is 1, 1, 3, 5, 8, 12, 16, 22 and 30 (for 9 or more)."},
    {CellType::coins, "coins",
     "A score square, scored at the end: if nobody has more coins than you (a tie counts as "
     "most), each of your coins is worth +1; otherwise each is worth -1."},
    {CellType::chests, "chest",
     "A score square worth 5 points, collected as soon as you land on it."},
}};

}  // namespace

HowToPlay how_to_play() {
  HowToPlay rules;
  rules.goal =
      "Hop your kangaroo around a grid of animal squares and collect score squares. Every square "
      "you leave is crossed out, so the board closes up behind you and you must not trap "
      "yourself. The player with the most points at the end wins; alone, it is a puzzle: beat "
      "your best score.";
  rules.setup =
      "A new board is made for every game; the size option picks tiny 6x5, small 8x6, regular "
      "12x8, large 14x10, huge 16x12 or a custom size. In seat order, each player puts their "
      "kangaroo on a free square that is not a tree and not a score square. With the starting "
      "positions option on, kangaroos may start only on starting-position squares. The square "
      "you start on does not act, but squares that act while someone stands on them (crocodile, "
      "dingo, kiwi, quoll) work at once.";
  rules.turn =
      "Each row and each column carries one command: one way the board has numbers (1 to 4), the "
      "other way directions (up, down, left, right), so every square has a number and a "
      "direction. On your turn, jump in your square's direction by 1, 2, 3 or 4 squares, or jump "
      "exactly your square's number of squares in any direction. You must land on an unused "
      "square (not a tree, not crossed out, nobody on it) but may jump over anything except "
      "trees; cross out the square you left, then your new square acts. If no jump is possible "
      "at the start of your turn, you may teleport to any unused square that is not a score "
      "square for a penalty of 10 points (15 in the 2023 edition), or stop and be out.";
  rules.end =
      "Turns go in seat order and skip players who are out. You are out when you have no jump "
      "and do not teleport, when a thorny devil traps you, or when you give up (allowed at any "
      "time); your kangaroo stays on its square, which keeps working. The game ends when everyone "
      "is out, or at once when every score square has been used or crossed out.";
  rules.scoring =
      "Add up the points printed on your star squares, 5 per chest, food x water, 5 per full set "
      "of 3 toys, your gems, your coins and your shelters (see each square). Take off 10 points "
      "for each teleport (15 in the 2023 edition). A score square landed on under a crocodile "
      "counts for nothing. The highest total wins, and tied players share the win.";
  rules.entries_title = "Squares";
  for (const auto& square : squares)
    rules.entries.push_back(
        {std::string(type_name(square.type)), std::string(square.name), std::string(square.text)});
  return rules;
}

}  // namespace kangaroom::engine::kangaruse
