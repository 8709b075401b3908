# The kanga table: its prompts, buttons, choice labels, log lines, final table
# and the captions of its how-to-play diagrams. Ids begin with `kanga-`.
# $colour is black or white (none when it is not known); $you is yes when
# the player is the one reading.

## Words used inside other messages

kanga-colour = { $colour ->
    [black] Black
   *[white] White
  }
# "three stones", "14 stones" ($count)
kanga-stones = { $count ->
    [0] no stones
    [1] one stone
    [2] two stones
    [3] three stones
    [4] four stones
    [5] five stones
    [6] six stones
    [7] seven stones
    [8] eight stones
    [9] nine stones
    [10] ten stones
    [11] eleven stones
    [12] twelve stones
   *[other] { $count } stones
  }
# The same for the mover's own stones ($own)
kanga-own-stones = { $own ->
    [0] no stones
    [1] one stone
    [2] two stones
    [3] three stones
    [4] four stones
    [5] five stones
    [6] six stones
    [7] seven stones
    [8] eight stones
    [9] nine stones
    [10] ten stones
    [11] eleven stones
    [12] twelve stones
   *[other] { $own } stones
  }
# The stones a move captured: $count in all, $go and $custodian by kind;
# $kind is go, custodian, split (both kinds, counted apart), both or plain.
kanga-captures = { $kind ->
    [go] { kanga-stones } by Go capture
    [custodian] { kanga-stones } by custodian
    [split] { kanga-stones }: { $go ->
        [0] no
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] eleven
        [12] twelve
       *[other] { $go }
      } by Go capture, { $custodian ->
        [0] no
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] eleven
        [12] twelve
       *[other] { $custodian }
      } by custodian
    [both] { kanga-stones } by Go capture and custodian
   *[plain] { kanga-stones }
  }
# A player and, when known, the colour: "Mia (Black)"
kanga-who = { $colour ->
    [black] { $name } (Black)
    [white] { $name } (White)
   *[none] { $name }
  }

## The prompt above the board

kanga-goal = Connect two opposite edges (top and bottom, or left and right) with one chain of your stones.
kanga-prompt-finished = { $end }.
kanga-prompt-swap-at = Pie rule: { $opener } opened with Black at { $point }. Place a { kanga-colour } stone as usual, or swap colours: you take over that black stone and play Black, and { $opener } plays White and moves next.
kanga-prompt-swap = Pie rule: { $opener } opened with Black. Place a { kanga-colour } stone as usual, or swap colours: you take over that black stone and play Black, and { $opener } plays White and moves next.
kanga-prompt-place = Your turn ({ kanga-colour }): place a stone on an empty point. { kanga-goal }
kanga-prompt-place-suicide = Your turn ({ kanga-colour }): place a stone on an empty point. { kanga-goal } Points marked × would be suicide and are not allowed.
kanga-prompt-waiting = Waiting for { $name } ({ kanga-colour })…
kanga-prompt-watching = { $name } ({ kanga-colour }) is to play. You are watching.
kanga-place = Place
kanga-place-at = Place at { $point }
kanga-swap = Swap colours
kanga-swap-take = Swap colours (take { kanga-colour })
kanga-last-move = Last move: { $move }.
kanga-no-stone-yet = No stone yet: Black begins.
kanga-repetition = This position has now come up { $count ->
    [2] twice
   *[other] { $count } times
  } with { $name } to move. If it comes up once more, the game is a draw by repetition.
kanga-repetition-you = This position has now come up { $count ->
    [2] twice
   *[other] { $count } times
  } with you to move. If it comes up once more, the game is a draw by repetition.
kanga-keys = Keyboard: Tab to the board, arrow keys move the cursor, Enter or Space places a stone.

## The options in words (the side panel), joined by " · "

kanga-summary-board = { $size }×{ $size } board
kanga-summary-pie-on = pie rule on
kanga-summary-pie-off = no pie rule
kanga-summary-self-capture = self-capture allowed (a group left without liberty is removed)
kanga-summary-no-suicide = suicide not allowed
kanga-summary-move-cap = draw after { $count } placements

## The side panel

kanga-players = Players
kanga-turn-over = Game over
kanga-turn-yours = Your turn
kanga-turn-of = { $name }’s turn
kanga-to-play = to play
kanga-tag-you = you
kanga-tag-bot = bot
kanga-tag-away = away
kanga-count = captured { $captured } · { $stones } on board
kanga-moves-capped = Move { $played } of at most { $max } (then a draw)
kanga-moves-played = { $count ->
    [one] { $count } move played
   *[other] { $count } moves played
  }
kanga-help-title = How to play Kanga
kanga-help-goal = Goal.
kanga-help-goal-vertical = top and bottom,
kanga-help-goal-horizontal = left and right; a corner counts for both its edges. Both players may use either pair.
kanga-help-turn = Turn.
kanga-help-turn-text = Place one stone on an empty point. Black moves first; no passing.
kanga-help-go = Go capture.
kanga-help-go-text = Enemy groups left without a liberty (an empty point next to them) are removed.
kanga-help-custodian = Custodian capture.
kanga-help-custodian-text = An odd line of 3, 5, … enemy stones in any of the 8 directions from your new stone, closed at the far end by your stone or the board’s edge, is removed. Single stones and even lines are safe.
kanga-help-suicide = Suicide.
kanga-help-suicide-text = A move that leaves your own group without a liberty is not allowed, unless its captures free a liberty (unless the room chose self-capture).
kanga-help-pie = Pie rule.
kanga-help-pie-text = If on, the second player may swap colours instead of answering the first stone.
kanga-help-end = End.
kanga-help-end-text = A connection wins. A player with no legal placement loses. No ko: recapturing at once is fine, but the same position with the same player to move a third time is a draw.

## The board (what a screen reader hears; the coordinates stay as they are)

kanga-board-label = Kanga board, { $size } by { $size }. Connect top and bottom, or left and right.
kanga-point-stone = { $colour ->
    [black] black stone
   *[white] white stone
  }
kanga-point-empty = empty
kanga-point-last = last move
kanga-point-winning = in the winning chain
kanga-point-captured = { $colour ->
    [black] a black stone was just captured here
   *[white] a white stone was just captured here
  }
kanga-point-legal = { $colour ->
    [black] place a black stone here
   *[white] place a white stone here
  }
kanga-point-forbidden = not allowed: suicide

## Log lines ($name, $colour: the mover; $point: where)

kanga-log-place = { kanga-who } played { $point }
kanga-log-place-captured = { kanga-who } played { $point } and captured { kanga-captures }
kanga-log-place-own = { kanga-who } played { $point }; its own group of { kanga-own-stones } had no liberty and was removed (self-capture)
kanga-log-place-captured-own = { kanga-who } played { $point } and captured { kanga-captures }; then its own group of { kanga-own-stones } had no liberty and was removed (self-capture)
kanga-log-somewhere = the board
kanga-log-swap = { $name } used the pie rule and swapped colours: { $name } now plays { kanga-colour } with the opening stone, { $other } plays { $otherColour ->
    [black] Black
   *[white] White
  } and moves next
kanga-log-resign = { $name } resigned
kanga-log-event-of = { $name }: { $event }
kanga-log-event = { $event }
kanga-last-place = { kanga-who } played { $point }
kanga-last-place-captured = { kanga-who } played { $point } and captured { kanga-stones }
kanga-last-place-own = { kanga-who } played { $point }, lost its own group of { kanga-own-stones } (self-capture)
kanga-last-place-captured-own = { kanga-who } played { $point } and captured { kanga-stones }, then lost its own group of { kanga-own-stones } (self-capture)
kanga-last-swap = { $name } swapped colours and now plays { kanga-colour }

## The end ($you yes: the reader; $colour none: not known)

kanga-winner = { $you ->
    [yes] { $colour ->
        [black] You (Black) win
        [white] You (White) win
       *[none] You win
      }
   *[no] { $colour ->
        [black] { $name } (Black) wins
        [white] { $name } (White) wins
       *[none] { $name } wins
      }
  }
kanga-loser = { $loserYou ->
    [yes] { $loserColour ->
        [black] You (Black)
        [white] You (White)
       *[none] You
      }
   *[no] { $loserColour ->
        [black] { $loser } (Black)
        [white] { $loser } (White)
       *[none] { $loser }
      }
  }
kanga-end-connection-over = The game is over: a chain joins two opposite edges
# $edges: vertical, horizontal, both or none (not known)
kanga-end-connection = { kanga-winner }: a chain of { $stones ->
    [black] black stones
    [white] white stones
   *[none] stones
  } joins { $edges ->
    [vertical] the top and bottom edges
    [horizontal] the left and right edges
    [both] both pairs of opposite edges
   *[none] two opposite edges
  }
kanga-edges = { $edges ->
    [vertical] the top and bottom edges
    [horizontal] the left and right edges
   *[both] both pairs of opposite edges
  }
kanga-end-no-move-over = The game is over: no legal placement was left
kanga-end-no-move = { kanga-winner }: { kanga-loser } { $loserYou ->
    [yes] have no legal placement left and lose
   *[no] has no legal placement left and loses
  }
kanga-end-repetition = Draw by repetition: the same position with the same player to move came up a third time
kanga-end-move-cap = Draw: the move limit of { $count } placements was reached without a connection
kanga-end-move-cap-plain = Draw: the move limit was reached without a connection
kanga-end-resigned-over = The game is over: a player resigned
kanga-end-resigned = { kanga-winner }: { kanga-loser } resigned
kanga-end-move-limit = Draw: the longest game allowed, { $count } placements, was reached without a connection
kanga-end-move-limit-plain = Draw: the longest game allowed was reached without a connection
kanga-end-win = { kanga-winner }
kanga-end-draw = The game ended in a draw

## The final table

kanga-breakdown-captures = Stones captured
kanga-breakdown-stones = Stones on the board
kanga-breakdown-total = Result
kanga-result-won = Won
kanga-result-lost = Lost
kanga-result-drawn = Draw

## The how-to-play diagrams

kanga-diagram-go-capture = Go capture: Black’s new stone (marked) takes the last empty point next to the white stone, which is removed (the dashed ring).
kanga-diagram-custodian = Custodian capture: White’s new stone closes off a line of three black stones against another white stone; all three are removed.
kanga-diagram-connection = A win: Black’s stones join the top edge to the bottom edge in one chain (up, down, left or right; diagonals do not join).

## The rules page (engine/kanga/how_to_play.cpp, factory.cpp)

kanga-how-goal = Build one group of your stones that touches two opposite edges of the board: top and bottom, or left and right. A group is a set of your stones joined up, down, left or right (diagonals do not join). The first player to make such a connection wins at once.
kanga-how-setup = The board starts empty; stones go on its points, where the lines cross: 7 x 7 points by default, and the size option makes it anything up to 19 x 19. Black (seat 0) places first and White (seat 1) second. With the pie rule on, White may swap colours instead of placing after Black's first stone: seat 1 then owns that black stone and seat 0 carries on as White.
kanga-how-turn = Place one stone of your colour on any empty point; you may not pass. Every enemy group left with no empty point next to it is removed (Go capture), and so is every odd line of 3 or more enemy stones that your new stone closes off against your own stone or the edge (custodian capture); both are found at the same time. With suicide set to illegal (the default), your stone's group must keep an empty neighbour after these captures or the move is not allowed; with self_capture the move is allowed and your group is removed instead. There is no ko rule, so you may recapture at once.
kanga-how-end = The game ends as soon as a stone completes a connection, and its player wins. If the same position (the same stones, with the same player to move) comes up for the third time, the game is a draw; with the move cap on, it is also a draw after 10 x size x size placements (490 on 7 x 7), and in any case after 25 x size x size placements (1,225 on 7 x 7). A player who has no legal point to play on their turn loses.
kanga-how-scoring = There are no points: a game is won by a connection or by the opponent having no legal move, and is otherwise drawn. The number of stones each player has captured is shown, but it decides nothing.
kanga-how-entries-title = Stones and captures
kanga-entry-b-name = Black stone
kanga-entry-b-text = Black's stones. Seat 0 plays Black and places first, unless seat 1 takes Black over with the pie rule. Stones never move; they stay until captured.
kanga-entry-w-name = White stone
kanga-entry-w-text = White's stones. Seat 1 plays White and places second; with the pie rule on, it may instead swap colours right after Black's first stone.
kanga-entry-go-name = Go capture
kanga-entry-go-text = After a stone is placed, every enemy group with no empty point next to it (up, down, left or right) is removed. The group of the stone just placed is never removed this way, except by self-capture when the suicide option allows it.
kanga-entry-custodian-name = Custodian capture
kanga-entry-custodian-text = From the stone just placed, look along each of the 8 directions, diagonals included. If an unbroken line of enemy stones starts next to it, is 3, 5, 7 or another odd number of stones long, and ends at your own stone or at the edge of the board, that line is removed (only the line, not the rest of its group). Lines of 1, 2 or 4 stones are safe, and so is placing a stone into a line that an enemy already brackets.
kanga-entry-connection-name = Connection
kanga-entry-connection-text = A group touching both the top and bottom edges, or both the left and right edges, wins. Either pair of edges counts for both players, and a corner stone touches two edges.
kanga-entry-suicide-name = Suicide
kanga-entry-suicide-text = A placement after which the placed stone's group has no empty neighbour, even after its captures. By default it is illegal; with the suicide option set to self_capture it may be played, and that group is removed and counted as the opponent's captures.
kanga-option-size = Board size
kanga-option-size-help = Cells on each side of the square board (7 is the original).
kanga-option-pie_rule = Pie rule
kanga-option-pie_rule-help = After Black's first stone, White may swap colours instead of placing.
kanga-option-move_cap = Move cap
kanga-option-move_cap-help = The game is a draw after 10 x size x size placements (without the cap, after 25 x size x size).
kanga-option-suicide = Suicide
kanga-option-suicide-help = Illegal: a stone may not end without liberty; Self capture: it may, and its group is removed.
kanga-option-suicide-illegal = Illegal
kanga-option-suicide-self_capture = Self capture

## The board as text and a typed move (for a screen reader or a keyboard)

kanga-text-board = The board as text
kanga-text-black = black
kanga-text-white = white
kanga-text-empty = empty
kanga-text-last = (last stone)
kanga-typed-panel = Type a move
kanga-typed-label = Type a point to place a stone, such as r3c4 (row 3, column 4)
kanga-typed-place = Place
kanga-typed-not-legal = { $point } is not a point you can play now.
kanga-typed-unknown = Write a point as r3c4: row 3, column 4, on this board.
kanga-key-typed = type a point in the side column ("Type a move") to place a stone there
