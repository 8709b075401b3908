# The kangaroo table: its prompts, buttons, choice labels, log lines, final table
# and the captions of its how-to-play diagrams. Ids begin with `kangaroo-`.
# $colour is white or black; $square, $from, $to, $over are square names (a1).

## Words used inside other messages

kangaroo-colour = { $colour ->
    [black] Black
   *[white] White
  }
# "Mia (White)"
kangaroo-side = { $name } ({ kangaroo-colour })
# "Black (Leo)": the colour first, for the stranded sentence
kangaroo-side-colour-first = { kangaroo-colour } ({ $name })
kangaroo-player-n = Player { $number }
kangaroo-someone = Someone
kangaroo-other-player = the other player

## The prompt above the board

kangaroo-prompt-removing = { $side } resigned and is choosing the piece to give up.
kangaroo-prompt-waiting = Waiting for { $side }…
kangaroo-prompt-watching = { $side } is playing. You are watching.
kangaroo-prompt-piece = Your turn: choose a piece to jump with (marked).
kangaroo-prompt-piece-or-resign = Your turn: choose a piece to jump with (marked), or resign.
kangaroo-prompt-target = The piece on { $square }: choose where it lands (marked). Choose it again for another piece.
kangaroo-prompt-chain-again = Your move goes on: jump again with the piece on { $square }, or stop.
kangaroo-prompt-chain-stop = Your move goes on: no further jump: stop.
# So far: $jumps jumps made, $captures pieces captured
kangaroo-prompt-chain-again-sofar = Your move goes on ({ $jumps ->
    [one] { $jumps } jump
   *[other] { $jumps } jumps
  }, { $captures ->
    [one] { $captures } capture
   *[other] { $captures } captures
  } so far): jump again with the piece on { $square }, or stop.
kangaroo-prompt-chain-stop-sofar = Your move goes on ({ $jumps ->
    [one] { $jumps } jump
   *[other] { $jumps } jumps
  }, { $captures ->
    [one] { $captures } capture
   *[other] { $captures } captures
  } so far): no further jump: stop.
kangaroo-prompt-resign-piece = Resign: choose the piece you give up. The game ends at once; a piece on your doubling rank costs 2 points, any other 1.
kangaroo-prompt-remove = You resigned: choose the piece you give up (a piece on your doubling rank costs 2 points, any other 1).
kangaroo-prompt-sending = Giving up the piece on { $square }…
# What giving up a piece costs: $doubled yes or no; $before, $after: my
# score; $name, $other: the opponent and theirs; $result win, lose or draw
kangaroo-cost-detail = Giving up { $doubled ->
    [yes] the doubled piece on { $square } costs 2 points
   *[no] the piece on { $square } costs 1 point
  }: your score goes from { $before } to { $after } against { $name }’s { $other }, so { $result ->
    [win] you still win, { $after }–{ $other }
    [lose] you lose, { $after }–{ $other }
   *[draw] a draw, { $after }–{ $other }
  }.
kangaroo-resign-cost = Resigning ends the game. { kangaroo-cost-detail }
kangaroo-remove-cost = { kangaroo-cost-detail }
# $stranded, $mover: "Black (Leo)", "White (Mia)"
kangaroo-stranded = { $stranded } cannot move: { $mover } makes up to { $limit ->
    [one] { $limit } more move
   *[other] { $limit } more moves
  }, { $made } made.
kangaroo-stranded-me = You cannot resign now. If one of these moves gives you a jump, the turn comes back to you; otherwise the game ends after them.
kangaroo-stranded-mover = You must move. As soon as { kangaroo-colour } can jump again, the turn goes back to { kangaroo-colour }; otherwise the game ends after these moves.
kangaroo-stranded-other = As soon as { kangaroo-colour } can jump again, the turn goes back to { kangaroo-colour }; otherwise the game ends after these moves.
kangaroo-jump = { $to }
kangaroo-jump-capture = { $to } (captures { $over })

## Buttons and choices

kangaroo-resign = Resign…
kangaroo-stop-here = Stop here
kangaroo-end-move = End the move
kangaroo-confirm-resign = Resign, giving up { $square }
kangaroo-confirm-remove = Give up { $square }
kangaroo-cancel-piece = Choose another piece
kangaroo-keep-playing = Keep playing
kangaroo-choices = Choices
kangaroo-choices-pieces = Pieces that can jump:
kangaroo-chip-piece = Piece on { $square }, { $count ->
    [one] { $count } jump
   *[other] { $count } jumps
  }
kangaroo-choices-jumps = { $square } jumps to:
kangaroo-chip-jump = Jump from { $from } to { $to }
kangaroo-chip-jump-capture = Jump from { $from } to { $to } (captures { $over })
kangaroo-choices-give-up = Give up:
kangaroo-chip-give-up = { $square } (−{ $value })
kangaroo-chip-give-up-label = Give up the piece on { $square }, costs { $value }

## The scores panel

kangaroo-scores = Scores
kangaroo-turn-over = Game over
kangaroo-turn-yours = Your turn
kangaroo-turn-of = { $name }’s turn
kangaroo-to-play = to play
kangaroo-tag-you = you
kangaroo-tag-bot = bot
kangaroo-tag-away = away
kangaroo-tag-stranded = cannot move
kangaroo-detail = { kangaroo-colour } · { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
  }
kangaroo-detail-doubled = { kangaroo-colour } · { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
  }, { $doubled } doubled (×2)
kangaroo-score = score { $score }
kangaroo-moves-of = Move { $played } of { $limit }
kangaroo-moves-played = { $count ->
    [one] { $count } move played
   *[other] { $count } moves played
  }
kangaroo-doubling-note = a piece on its doubling rank (×2) counts 2
kangaroo-help-title = How to play
kangaroo-help-jump = A piece moves only by jumping: over one neighbouring piece (either colour, any of 8 directions) onto the empty square just beyond.
kangaroo-help-capture = Jumping an enemy piece captures it. The same piece may jump again, in any direction, and may stop after any jump; it never lands twice on the same square in one move.
kangaroo-help-count = Pieces count 1 each; a piece on its doubling rank (the far side, marked ×2) counts 2 at the end.
kangaroo-help-resign = You must move if you can, or resign: the game ends and you give up one of your pieces.
kangaroo-help-stranded = A player who cannot move may not resign: the other makes up to 5 moves; if a jump opens up the stranded player gets the turn back, otherwise the game ends.
kangaroo-help-keys = Keyboard: arrows move between squares, Enter or Space chooses, Escape goes back.

## The board (what a screen reader hears; the coordinates stay as they are)

kangaroo-board-white = Kangaroo board, White at the bottom
kangaroo-board-black = Kangaroo board, Black at the bottom
kangaroo-square-empty = empty
kangaroo-square-piece = { $colour ->
    [black] black piece ({ $name })
   *[white] white piece ({ $name })
  }
kangaroo-square-doubled = doubled, counts 2
kangaroo-square-doubling = { kangaroo-colour }’s doubling rank
kangaroo-square-chosen = chosen
kangaroo-square-movable = can jump
kangaroo-square-target = jump here
kangaroo-square-target-capture = jump here, capturing { $over }
kangaroo-square-capturable = would be captured
kangaroo-square-give-up = can be given up
kangaroo-square-give-up-chosen = chosen to give up
kangaroo-square-removed = a piece was given up here
kangaroo-square-captured = a piece was captured here
kangaroo-doubling-label = Rank { $rank }: { kangaroo-colour }’s doubling rank, a { $colour ->
    [black] black
   *[white] white
  } piece here counts 2
kangaroo-doubling-title = Rank { $rank }: a { $colour ->
    [black] black
   *[white] white
  } piece here counts 2

## The board as text and the typed move (text-board.js; square names stay as they are)

kangaroo-text-board = The board as text
kangaroo-text-empty = empty
kangaroo-text-piece = { $colour ->
    [black] black
   *[white] white
  }
kangaroo-text-doubled = { $colour ->
    [black] black, doubled
   *[white] white, doubled
  }
kangaroo-text-last = { $where ->
    [from] (last move: from here)
    [via] (last move: landed here on the way)
   *[to] (last move: to here)
  }
kangaroo-text-chain = { $where ->
    [from] (this move: from here)
    [via] (this move: landed here)
   *[to] (this move: the piece is here)
  }
kangaroo-text-captured = (captured in the last move)
kangaroo-text-chain-captured = (captured in this move)
kangaroo-text-given-up = (given up)
kangaroo-typed-panel = Type a move
kangaroo-typed-label = Type a move as its squares, such as c1-c3 or c1-c3-a5: the piece’s square, then each square it lands on
kangaroo-typed-play = Play
kangaroo-typed-unknown = Write a move as squares joined by dashes, such as c1-c3-a5: the piece’s square, then each landing.
kangaroo-typed-no-piece = { $square } holds no piece of yours that can jump now.
kangaroo-typed-bad-jump = The piece cannot jump from { $from } to { $to } there.
kangaroo-typed-mid-chain = Your piece is on { $square } in the middle of its move: type the rest starting from { $square }.
kangaroo-typed-lost = The rest of the typed move could not be played: choose the next jump, or Stop.
kangaroo-typed-wait = No move can be typed now: wait for your turn.
kangaroo-key-typed = type a move in the side column (“Type a move”): the piece’s square, then each landing, joined by dashes

## Log lines ($name: the mover; $victim: the other player)

kangaroo-log-jump = { $name } jumped from { $from } to { $to }
kangaroo-log-jump-capture = { $name } jumped from { $from } to { $to }, capturing { $victim }’s piece on { $square }
kangaroo-log-jump-capture-unknown = { $name } jumped from { $from } to { $to }, capturing a piece on { $square }
kangaroo-log-stop = { $name } stopped jumping
kangaroo-log-resign = { $name } resigned
kangaroo-log-remove = { $name } gave up the piece on { $square }
kangaroo-log-stranded = { $stranded } cannot move: { $other } must make up to { $count ->
    [one] { $count } move
   *[other] { $count } moves
  }
kangaroo-log-regained = { $name } can move again and has the turn
kangaroo-log-game-over = Game over. { $reason }. { $result }
kangaroo-log-event-of = { $name }: { $event }
kangaroo-log-event = { $event }
# A whole turn: $route is "c3 → e5 → e7", $squares the captured ones
kangaroo-turn-jumps = { $name } jumped { $route }
kangaroo-turn-capture = { $name } jumped { $route }, capturing { $victim }’s piece on { $square }
kangaroo-turn-captures = { $name } jumped { $route }, capturing { $count } of { $victim }’s pieces ({ $squares })

## The end

kangaroo-finished = { $reason }. { $result }.
kangaroo-reason-no-pieces = { $side } has no pieces left
kangaroo-reason-no-pieces-anyone = A player has no pieces left
kangaroo-reason-no-moves = Neither player can move
kangaroo-reason-resigned = { $side } resigned
kangaroo-reason-resigned-gave = { $side } resigned and gave up the piece on { $square }
kangaroo-reason-resigned-anyone = A player resigned
kangaroo-reason-stranded = { $side } could not move again after the obligatory moves
kangaroo-reason-stranded-anyone = The stranded player could not move again after the obligatory moves
kangaroo-reason-move-limit = The move limit of { $count } moves was reached; the position is scored as it stands
kangaroo-reason-move-limit-plain = The move limit was reached; the position is scored as it stands
kangaroo-reason-over = The game is over
kangaroo-result-draw = A draw, { $a } to { $b }
kangaroo-result-win = { $side } wins, { $high } to { $low }
kangaroo-result-over = The game is over

## The final table

kangaroo-breakdown-pieces = Pieces left
kangaroo-breakdown-doubled = On the doubling rank (count 2)
kangaroo-breakdown-total = Score

## The how-to-play diagrams

kangaroo-diagram-start = The start: White fills ranks 1 and 2, Black ranks 7 and 8. The hatched far rank is each side’s doubling rank, where a piece counts 2.
kangaroo-diagram-chain = A chain of jumps is one move: White jumps from c3 over d4 to e5, then over e6 to e7. Both black pieces jumped are captured.
kangaroo-diagram-own-piece = Jumping your own piece: White jumps from f6 over its own piece on g7 to h8, which stays. On rank 8, White’s doubling rank, the piece now counts 2.

## The rules page (engine/kangaroo/how_to_play.cpp, factory.cpp)

kangaroo-how-goal = Capture your opponent's pieces by jumping over them, and finish with the higher score. Every piece you still have at the end counts 1, or 2 if it stands on your doubling rank, the far side of the board.
kangaroo-how-setup = The board has 8 x 8 squares. White has 16 pieces filling ranks 1 and 2, and Black has 16 filling ranks 7 and 8. White moves first; with the first player option set to random, a coin toss decides who starts (the seats keep their colours).
kangaroo-how-turn = Pick one of your pieces and jump it over a piece right next to it, of either colour and in any of the 8 directions, onto the empty square just beyond; pieces never move without jumping. A jumped enemy piece is captured and removed at once, while a jumped piece of your own stays. The same piece may keep jumping, changing direction as it likes, or you may stop after any jump, but it may not land twice on one square in a move (its starting square included). Instead of moving, you may resign: the game ends and you give up one of your own pieces, whichever you choose.
kangaroo-how-end = The game ends when a player has no pieces left, when neither player can jump, or when someone resigns. If the player to move cannot jump, it is too late to resign: the opponent must make up to 5 obligatory moves in a row, without resigning. If one of those moves gives the stranded player a jump, they get the turn back and play goes on as before; otherwise the game ends after the fifth move, or sooner if the opponent runs out of jumps. The game also ends after the room's move limit (500 moves unless the room chose otherwise; a chain of jumps is one move), scored as the position stands.
kangaroo-how-scoring = Only the final position counts. Each piece on the board scores 1 for its owner, or 2 if it stands on its doubling rank (rank 8 for White, rank 1 for Black). The higher score wins; equal scores are a draw.
kangaroo-how-entries-title = Pieces
kangaroo-entry-w-name = White piece
kangaroo-entry-w-text = White's pieces start on ranks 1 and 2 and count double on rank 8. White is seat 0 and moves first, unless the first player is drawn at random.
kangaroo-entry-b-name = Black piece
kangaroo-entry-b-text = Black's pieces start on ranks 7 and 8 and count double on rank 1. Black is seat 1 and moves second, unless the first player is drawn at random.
kangaroo-entry-doubling_rank-name = Doubling rank
kangaroo-entry-doubling_rank-text = The far rank for each side: rank 8 for White, rank 1 for Black. A piece standing there when the game ends counts 2 instead of 1; passing over it during a move does not count, and a piece that jumps away or is captured loses the bonus.
kangaroo-entry-chain-name = Chain of jumps
kangaroo-entry-chain-text = After a jump, the same piece may jump again if it can, or you stop. Each enemy piece jumped is captured at once, so its square can be landed on later in the same chain. A chain never lands on a square it has already visited; when no further jump exists, the move ends by itself.
kangaroo-entry-stranded-name = Stranded
kangaroo-entry-stranded-text = A player who cannot jump at the start of their turn is stranded and may not resign. The opponent makes up to 5 obligatory moves; as soon as the stranded player can jump again, the turn is theirs and a later stranding starts a new count of 5.
kangaroo-option-first_player = First player
kangaroo-option-first_player-help = White: White moves first; Random: the seed decides (colours stay with the seats).
kangaroo-option-first_player-white = White
kangaroo-option-first_player-random = Random
kangaroo-option-move_limit = Move limit
kangaroo-option-move_limit-help = The game ends after this many moves (a chain of jumps is one move), scored as the position stands.
