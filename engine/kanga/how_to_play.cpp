#include "how_to_play.hpp"

namespace kangaroom::engine::kanga {

HowToPlay how_to_play() {
  HowToPlay rules;
  rules.goal =
      "Build one group of your stones that touches two opposite edges of the board: top and "
      "bottom, or left and right. A group is a set of your stones joined up, down, left or right "
      "(diagonals do not join). The first player to make such a connection wins at once.";
  rules.setup =
      "The board starts empty; stones go on its points, where the lines cross: 7 x 7 points by "
      "default, and the size option makes it anything up to 19 x 19. Black (seat 0) places first "
      "and White (seat 1) second. With the "
      "pie rule on, White may swap colours instead of placing after Black's first stone: seat 1 "
      "then owns that black stone and seat 0 carries on as White.";
  rules.turn =
      "Place one stone of your colour on any empty point; you may not pass. Every enemy group left "
      "with no empty point next to it is removed (Go capture), and so is every odd line of 3 or "
      "more enemy stones that your new stone closes off against your own stone or the edge "
      "(custodian capture); both are found at the same time. With suicide set to illegal (the "
      "default), your stone's group must keep an empty neighbour after these captures or the "
      "move is not allowed; with self_capture the move is allowed and your group is removed "
      "instead. There is no ko rule, so you may recapture at once.";
  rules.end =
      "The game ends as soon as a stone completes a connection, and its player wins. If the same "
      "position (the same stones, with the same player to move) comes up for the third time, "
      "the game is a draw; with the move cap on, it is also a draw after 10 x size x size "
      "placements (490 on 7 x 7), and in any case after 25 x size x size placements (1,225 on "
      "7 x 7). A player who has no legal point to play on their turn loses.";
  rules.scoring =
      "There are no points: a game is won by a connection or by the opponent having no legal "
      "move, and is otherwise drawn. The number of stones each player has captured is shown, but "
      "it decides nothing.";
  rules.entries_title = "Stones and captures";
  rules.entries = {
      {"b", "Black stone",
       "Black's stones. Seat 0 plays Black and places first, unless seat 1 takes Black over with "
       "the pie rule. Stones never move; they stay until captured."},
      {"w", "White stone",
       "White's stones. Seat 1 plays White and places second; with the pie rule on, it may "
       "instead swap colours right after Black's first stone."},
      {"go", "Go capture",
       "After a stone is placed, every enemy group with no empty point next to it (up, down, left "
       "or right) is removed. The group of the stone just placed is never removed this way, "
       "except by self-capture when the suicide option allows it."},
      {"custodian", "Custodian capture",
       "From the stone just placed, look along each of the 8 directions, diagonals included. If "
       "an unbroken line of enemy stones starts next to it, is 3, 5, 7 or another odd number of "
       "stones long, and ends at your own stone or at the edge of the board, that line is "
       "removed (only the line, not the rest of its group). Lines of 1, 2 or 4 stones are safe, "
       "and so is placing a stone into a line that an enemy already brackets."},
      {"connection", "Connection",
       "A group touching both the top and bottom edges, or both the left and right edges, wins. "
       "Either pair of edges counts for both players, and a corner stone touches two edges."},
      {"suicide", "Suicide",
       "A placement after which the placed stone's group has no empty neighbour, even after its "
       "captures. By default it is illegal; with the suicide option set to self_capture it may "
       "be played, and that group is removed and counted as the opponent's captures."},
  };
  return rules;
}

}  // namespace kangaroom::engine::kanga
