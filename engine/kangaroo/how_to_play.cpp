#include "how_to_play.hpp"

namespace kangaroom::engine::kangaroo {

HowToPlay how_to_play() {
  HowToPlay rules;
  rules.goal =
      "Capture your opponent's pieces by jumping over them, and finish with the higher score. "
      "Every piece you still have at the end counts 1, or 2 if it stands on your doubling rank, "
      "the far side of the board.";
  rules.setup =
      "The board has 8 x 8 squares. White has 16 pieces filling ranks 1 and 2, and Black has 16 "
      "filling ranks 7 and 8. White moves first; with the first player option set to random, a "
      "coin toss decides who starts (the seats keep their colours).";
  rules.turn =
      "Pick one of your pieces and jump it over a piece right next to it, of either colour and in "
      "any of the 8 directions, onto the empty square just beyond; pieces never move without "
      "jumping. A jumped enemy piece is captured and removed at once, while a jumped piece of "
      "your own stays. The same piece may keep jumping, changing direction as it likes, or you "
      "may stop after any jump, but it may not land twice on one square in a move (its starting "
      "square included). Instead of moving, you may resign: the game ends and you give up one of "
      "your own pieces, whichever you choose.";
  rules.end =
      "The game ends when a player has no pieces left, when neither player can jump, or when "
      "someone resigns. If the player to move cannot jump, it is too late to resign: the "
      "opponent must make up to 5 obligatory moves in a row, without resigning. If one of those "
      "moves gives the stranded player a jump, they get the turn back and play goes on as "
      "before; otherwise the game ends after the fifth move, or sooner if the opponent runs out "
      "of jumps. The game also ends after the room's move limit (500 moves unless the room "
      "chose otherwise; a chain of jumps is one move), scored as the position stands.";
  rules.scoring =
      "Only the final position counts. Each piece on the board scores 1 for its owner, or 2 if "
      "it stands on its doubling rank (rank 8 for White, rank 1 for Black). The higher score "
      "wins; equal scores are a draw.";
  rules.entries_title = "Pieces";
  rules.entries = {
      {"w", "White piece",
       "White's pieces start on ranks 1 and 2 and count double on rank 8. White is seat 0 and "
       "moves first, unless the first player is drawn at random."},
      {"b", "Black piece",
       "Black's pieces start on ranks 7 and 8 and count double on rank 1. Black is seat 1 and "
       "moves second, unless the first player is drawn at random."},
      {"doubling_rank", "Doubling rank",
       "The far rank for each side: rank 8 for White, rank 1 for Black. A piece standing there "
       "when the game ends counts 2 instead of 1; passing over it during a move does not count, "
       "and a piece that jumps away or is captured loses the bonus."},
      {"chain", "Chain of jumps",
       "After a jump, the same piece may jump again if it can, or you stop. Each enemy piece "
       "jumped is captured at once, so its square can be landed on later in the same chain. A "
       "chain never lands on a square it has already visited; when no further jump exists, the "
       "move ends by itself."},
      {"stranded", "Stranded",
       "A player who cannot jump at the start of their turn is stranded and may not resign. The "
       "opponent makes up to 5 obligatory moves; as soon as the stranded player can jump again, "
       "the turn is theirs and a later stranding starts a new count of 5."},
  };
  return rules;
}

}  // namespace kangaroom::engine::kangaroo
