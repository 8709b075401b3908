# The kangaruse table: its prompts, buttons, choice labels, log lines, final table
# and the captions of its how-to-play diagrams. Ids begin with `kangaruse-`
# (the fallback view of a game without its own, games/generic/, has its few
# `generic-` messages at the end).

kangaruse-how-entries-title = Squares

## Directions, as a jump goes ("3 left"), given to other messages as $direction.

kangaruse-direction-left = left
kangaruse-direction-right = right
kangaruse-direction-up = up
kangaruse-direction-down = down

## The rules page (engine/kangaruse/how_to_play.cpp, factory.cpp).

kangaruse-how-goal = Hop your kangaroo around a grid of animal squares and collect score squares. Every square you leave is crossed out, so the board closes up behind you and you must not trap yourself. The player with the most points at the end wins; alone, it is a puzzle: beat your best score.
kangaruse-how-setup = A new board is made for every game; the size option picks tiny 6x5, small 8x6, regular 12x8, large 14x10, huge 16x12 or a custom size. In seat order, each player puts their kangaroo on a free square that is not a tree and not a score square. With the starting positions option on, kangaroos may start only on starting-position squares. The square you start on does not act, but squares that act while someone stands on them (crocodile, dingo, kiwi, quoll) work at once.
kangaruse-how-turn = Each row and each column carries one command: one way the board has numbers (1 to 4), the other way directions (up, down, left, right), so every square has a number and a direction. On your turn, jump in your square's direction by 1, 2, 3 or 4 squares, or jump exactly your square's number of squares in any direction. You must land on an unused square (not a tree, not crossed out, nobody on it) but may jump over anything except trees; cross out the square you left, then your new square acts. If no jump is possible at the start of your turn, you may teleport to any unused square that is not a score square for a penalty of 10 points (15 in the 2023 edition), or stop and be out.
kangaruse-how-end = Turns go in seat order and skip players who are out. You are out when you have no jump and do not teleport, when a thorny devil traps you, or when you give up (allowed at any time); your kangaroo stays on its square, which keeps working. The game ends when everyone is out, or at once when every score square has been used or crossed out.
kangaruse-how-scoring = Add up the points printed on your star squares, 5 per chest, food x water, 5 per full set of 3 toys, your gems, your coins and your shelters (see each square). Take off 10 points for each teleport (15 in the 2023 edition). A score square landed on under a crocodile counts for nothing. The highest total wins, and tied players share the win.

## Each square: its name (in the table too) and what it does (the rules page, the board's tooltips).

kangaruse-entry-plain-name = river square
kangaruse-entry-plain-text = An ordinary square with no effect. You can land on it and jump over it.
kangaruse-entry-tree-name = tree
kangaruse-entry-tree-text = You can never land on a tree, and a jump may not pass over one. Only a jump from a platypus may cross trees, and a frog's jump to another frog ignores whatever lies between.
kangaruse-entry-starting_position-name = starting position
kangaruse-entry-starting_position-text = Found only on boards made with the starting positions option on: then every kangaroo must start on one of these squares. During play an unused one is an ordinary square with no effect.
kangaruse-entry-score-name = star square
kangaruse-entry-score-text = A score square. Land here to collect the points printed on it, straight away. In the current edition a few star squares print negative points, and you collect those too.
kangaruse-entry-kangaroo-name = kangaroo
kangaruse-entry-kangaroo-text = When you land here, jump again at once, following this square's commands as usual. Extra jumps chain if you land on another kangaroo. If no jump is possible from here, your turn simply ends (no teleport); if your only possible jump is onto a thorny devil, you are out.
kangaruse-entry-crocodile-name = crocodile
kangaruse-entry-crocodile-text = While someone stands here, anyone who lands on a score square in the crocodile's row or column collects nothing from it, and that square is used up anyway. This includes the player on the crocodile, even when jumping off it. Points collected earlier are kept.
kangaruse-entry-echidna-name = echidna
kangaruse-entry-echidna-text = Each echidna shows a number. You may land on one (by a jump, a frog jump or a teleport) only if its number is higher than that of the last echidna you visited; your first echidna can have any number. Starting on an echidna counts as visiting it.
kangaruse-entry-tasmanian_devil-name = Tasmanian devil
kangaruse-entry-tasmanian_devil-text = When you land here, cross out every unused square directly above, below, left and right of it (up to 4). A square with a kangaroo on it is spared, except a moth: the moth is crossed out but its kangaroos stay on it.
kangaruse-entry-thorny_devil-name = thorny devil
kangaruse-entry-thorny_devil-text = If at the start of your turn, or of a kangaroo's extra jump, the only square you can jump to is a thorny devil, you are out at once and do not move. Landing here when you had other choices does nothing.
kangaruse-entry-tasmanian_tiger-name = Tasmanian tiger
kangaruse-entry-tasmanian_tiger-text = When you land here, you must cross out 2 unused squares of your choice in the tiger's row and/or column, one at a time (fewer if fewer are left). Trees and squares with a kangaroo on them cannot be chosen, except a moth.
kangaruse-entry-koala-name = koala
kangaruse-entry-koala-text = When you jump from a koala, you may not jump over another player's kangaroo, land directly next to one (above, below, left or right), or land on a moth where one stands.
kangaruse-entry-platypus-name = platypus
kangaruse-entry-platypus-text = When you jump from a platypus, pick any direction and any distance from 1 to 4, whatever the square's commands say. The jump may pass over trees, but you still cannot land on one.
kangaruse-entry-sugar_glider-name = sugar glider
kangaruse-entry-sugar_glider-text = When you jump from a sugar glider and the square you reach is crossed out or occupied, keep sliding the same way to the first unused square. If a tree or the board's edge comes first, that jump is not possible.
kangaruse-entry-dingo-name = dingo
kangaruse-entry-dingo-text = While someone stands here (you included), every player must make the dingo's jump if they can: the dingo's number of squares in the dingo's direction, counted from their own square. If that jump is not possible, jump as normal. With several occupied dingos, pick any of their jumps that works.
kangaruse-entry-mistletoebird-name = mistletoebird
kangaruse-entry-mistletoebird-text = When you jump from a mistletoebird, a jump that runs off one edge of the board comes back in at the opposite edge. Trees on the way still block it.
kangaruse-entry-kiwi-name = kiwi
kangaruse-entry-kiwi-text = While someone stands here, no other player may jump over that kangaroo or land directly next to it (above, below, left or right).
kangaruse-entry-quoll-name = quoll
kangaruse-entry-quoll-text = While someone stands here, the other players may not jump the quoll's number of squares and may not jump in the quoll's direction. A frog's jump to another frog is not affected.
kangaruse-entry-moth-name = moth
kangaruse-entry-moth-text = A moth holds several kangaroos: you may land on it while others stand there, since it still counts as unused. The first kangaroo to leave crosses it out; the others stay and leave later as normal. At setup you cannot start on a moth someone already chose.
kangaruse-entry-numbat-name = numbat
kangaruse-entry-numbat-text = When you jump from a numbat and at least one of your possible jumps reaches a score square, you must land on a score square.
kangaruse-entry-cacketoo-name = cacketoo
kangaruse-entry-cacketoo-text = When you jump from a cacketoo, you may not land on a score square.
kangaruse-entry-frog-name = frog
kangaruse-entry-frog-text = When you jump from a frog, you may instead jump straight to any other unused frog on the board, whatever the distance, the commands or what lies between. A player on a kiwi still keeps you from landing next to them.
kangaruse-entry-water-name = water
kangaruse-entry-water-text = A score square, scored at the end. Water is worth nothing by itself, but each food you collected scores 1 point per water you collected (food x water).
kangaruse-entry-shelter-name = shelter
kangaruse-entry-shelter-text = A score square, scored at the end: whoever has the most shelters gets +10 and whoever has the fewest gets -10, ties included. When everyone has the same number (or you play alone), shelters are worth 0.
kangaruse-entry-food-name = food
kangaruse-entry-food-text = A score square, scored at the end: the number of food squares you collected times the number of water squares you collected. Food without water is worth nothing.
kangaruse-entry-toys-name = toys
kangaruse-entry-toys-text = A score square, scored at the end: 5 points for every complete set of 3 toys (3 toys 5, 6 toys 10); leftover toys are worth nothing.
kangaruse-entry-gems-name = gems
kangaruse-entry-gems-text = A score square, scored at the end by a rising table: 1 to 10 gems are worth 1, 1, 3, 5, 8, 12, 16, 21, 28 and 35 points in all, and more gems still 35. In the 2023 edition the table is 1, 1, 3, 5, 8, 12, 16, 22 and 30 (for 9 or more).
kangaruse-entry-coins-name = coins
kangaruse-entry-coins-text = A score square, scored at the end: if nobody has more coins than you (a tie counts as most), each of your coins is worth +1; otherwise each is worth -1.
kangaruse-entry-chests-name = chest
kangaruse-entry-chests-text = A score square worth 5 points, collected as soon as you land on it.

## The game's options.

kangaruse-option-size = Board size
kangaruse-option-size-help = tiny 6x5, small 8x6, regular 12x8, large 14x10, huge 16x12, or custom (width x height).
kangaruse-option-size-tiny = Tiny
kangaruse-option-size-small = Small
kangaruse-option-size-regular = Regular
kangaruse-option-size-large = Large
kangaruse-option-size-huge = Huge
kangaruse-option-size-custom = Custom
kangaruse-option-width = Custom width
kangaruse-option-width-help = Columns, used only when size is custom.
kangaruse-option-height = Custom height
kangaruse-option-height-help = Rows, used only when size is custom.
kangaruse-option-starting_positions = Starting positions
kangaruse-option-starting_positions-help = Kangaroos start only on the board's starting-position squares.
kangaruse-option-edition = Edition
kangaruse-option-edition-help = Current: teleport costs 10; 2023: teleport costs 15 and the older gem table.
kangaruse-option-edition-current = Current
kangaruse-option-edition-2023 = 2023

## A square in a sentence ("onto a crocodile"): moves.js, log-text.js.

kangaruse-square-plain = a river square
kangaruse-square-tree = a tree
kangaruse-square-starting_position = a starting position
kangaruse-square-score = a star square
kangaruse-square-kangaroo = a kangaroo
kangaruse-square-crocodile = a crocodile
kangaruse-square-echidna = an echidna
kangaruse-square-tasmanian_devil = a Tasmanian devil
kangaruse-square-thorny_devil = a thorny devil
kangaruse-square-tasmanian_tiger = a Tasmanian tiger
kangaruse-square-koala = a koala
kangaruse-square-platypus = a platypus
kangaruse-square-sugar_glider = a sugar glider
kangaruse-square-dingo = a dingo
kangaruse-square-mistletoebird = a mistletoebird
kangaruse-square-kiwi = a kiwi
kangaruse-square-quoll = a quoll
kangaruse-square-moth = a moth
kangaruse-square-numbat = a numbat
kangaruse-square-cacketoo = a cacketoo
kangaruse-square-frog = a frog
kangaruse-square-water = water
kangaruse-square-shelter = a shelter
kangaruse-square-food = food
kangaruse-square-toys = toys
kangaruse-square-gems = gems
kangaruse-square-coins = coins
kangaruse-square-chests = a chest
kangaruse-square-at = square ({ $column }, { $row })
kangaruse-square-star-value = a { $value }-star square
kangaruse-square-echidna-value = echidna { $value }

## The sidebar's one-line rule of each square on this board (engine/kangaruse/cell_type.cpp).

kangaruse-rule-plain = a plain square with no action.
    .name = River
kangaruse-rule-tree = you cannot land on it or jump over it.
    .name = Tree
kangaruse-rule-starting_position = a kangaroo may start here; otherwise a plain square.
    .name = Starting position
kangaruse-rule-score = collect the points printed on it.
    .name = Score
kangaruse-rule-kangaroo = immediately jump again from here.
    .name = Kangaroo
kangaruse-rule-crocodile = while someone stands here, landing on a score square in its row or column scores nothing.
    .name = Crocodile
kangaruse-rule-echidna = you may only land here if its number is higher than the last echidna you visited.
    .name = Echidna
kangaruse-rule-tasmanian_devil = cross out every unused square next to it.
    .name = Tasmanian devil
kangaruse-rule-thorny_devil = if this is your only valid jump, you are out.
    .name = Thorny devil
kangaruse-rule-tasmanian_tiger = cross out 2 unused squares of your choice in its row or column.
    .name = Tasmanian tiger
kangaruse-rule-koala = from here you cannot jump over or next to other players.
    .name = Koala
kangaruse-rule-platypus = from here jump any direction and any distance 1-4, even over trees.
    .name = Platypus
kangaruse-rule-sugar_glider = from here, if the target is used, slide on to the next unused square.
    .name = Sugar glider
kangaruse-rule-dingo = while someone stands here, every player must jump by this square's number in this square's direction (see its row and column), if that jump is possible; if not, they jump as usual.
    .name = Dingo
kangaruse-rule-mistletoebird = from here jumps may wrap around the board's edges.
    .name = Mistletoebird
kangaruse-rule-kiwi = while someone stands here, nobody may jump over or next to them.
    .name = Kiwi
kangaruse-rule-quoll = while someone stands here, others may not use its number or its direction.
    .name = Quoll
kangaruse-rule-moth = holds several kangaroos; the first to leave crosses it out.
    .name = Moth
kangaruse-rule-numbat = from here, if you can reach a score square, you must.
    .name = Numbat
kangaruse-rule-cacketoo = from here you cannot jump to a score square.
    .name = Cacketoo
kangaruse-rule-frog = from here you may instead jump to any other unused frog.
    .name = Frog
kangaruse-rule-water = worth nothing alone; food scores food x water at the end.
    .name = Water
kangaruse-rule-shelter = at the end, most shelters +10, fewest -10 (ties share).
    .name = Shelter
kangaruse-rule-food = at the end, scores (food collected) x (water collected).
    .name = Food
kangaruse-rule-toys = at the end, every 3 toys you collected score 5 points; toys left over score nothing.
    .name = Toys
kangaruse-rule-gems = at the end, 1, 1, 3, 5, 8, 12, 16, 21, 28, 35 points for 1..10 gems.
    .name = Gems
kangaruse-rule-coins = at the end, +1 per coin if you have the most (ties count), else -1 per coin.
    .name = Coins
kangaruse-rule-chests = +5 each.
    .name = Chests

## The groups of the sidebar's squares (when a square's rule acts).

kangaruse-category-landing = When you land here
kangaruse-category-departure = When you jump from here
kangaruse-category-presence = While someone stands here
kangaruse-category-scoring = Points
kangaruse-category-setup = Setup
kangaruse-category-terrain = Terrain

## The turn prompt and its buttons.

kangaruse-prompt-over = The game is over.
kangaruse-prompt-place = Your turn: choose a starting square (highlighted).
kangaruse-prompt-extra-jump = Kangaroo! Jump again: choose a highlighted square.
kangaruse-prompt-jump = Your turn: jump to a highlighted square.
kangaruse-prompt-no-jump =
    { $cost ->
        [one] You have no valid jump. Teleport to a highlighted square for { $cost } point, or stop playing.
       *[other] You have no valid jump. Teleport to a highlighted square for { $cost } points, or stop playing.
    }
kangaruse-prompt-destroy = Tasmanian tiger: choose a square to cross out ({ $left } left).
# Follows the jump prompt: the two ways the player's square lets them jump.
kangaruse-prompt-from-square = From your square: 1–4 squares { $direction }, or { $number } in any direction.
# $square is the square's name (kangaruse-entry-<type>-name).
kangaruse-prompt-from-type = From your { $square }: 1–4 squares { $direction }, or { $number } in any direction.
kangaruse-prompt-out = You are out of the game. { $name } is playing.
kangaruse-prompt-waiting = Waiting for { $name }…
kangaruse-prompt-watching = { $name } is playing. You are watching.
kangaruse-stop = Stop playing
kangaruse-stop-question-label = Really stop playing?
kangaruse-stop-question = Really stop?
kangaruse-stop-yes = Yes, stop
kangaruse-stop-no = No
kangaruse-give-up = Give up
kangaruse-give-up-question = Stop for the rest of the game?
kangaruse-give-up-yes = Yes, give up
kangaruse-keep-playing = Keep playing

## The list of moves (for keyboards) and each move's name.

kangaruse-move-list = Your moves as a list
kangaruse-move-count = ({ $count })
kangaruse-move-place = Start on { $square }
kangaruse-move-jump = Jump { $distance } { $direction } onto { $square }
kangaruse-move-jump-onto = Jump onto { $square }
kangaruse-move-teleport =
    { $cost ->
        [one] Teleport onto { $square } (costs { $cost } point)
       *[other] Teleport onto { $square } (costs { $cost } points)
    }
kangaruse-move-teleport-unknown = Teleport onto { $square } (costs ? points)
kangaruse-move-destroy = Cross out { $square }
kangaruse-move-stop = Stop playing (no teleport)
# A listed move onto a square says where the square is ($move: the move's words).
kangaruse-move-at = { $move } (column { $column }, row { $row })

## The board as text (the side column): a table of the squares in words.

kangaruse-text-board = The board as text
# A player with the colour of their piece ($colour: its name).
kangaruse-text-player = { $name } ({ $colour })
kangaruse-text-last-to = last move: { $name } came here
kangaruse-text-last-from = last move started here
kangaruse-text-score = { $name }: { $score }
# $turn: "Your turn", "Mia's turn", "Game over"; $scores: every player's score.
kangaruse-text-caption = { $turn }. Scores: { $scores }.
# $command: "number 3", "direction left".
kangaruse-text-column = Column { $column }, { $command }
kangaruse-text-row = Row { $row }, { $command }

## The sidebar: whose turn, the scores, the squares on this board.

kangaruse-scores = Scores
kangaruse-game-over = Game over
kangaruse-your-turn = Your turn
kangaruse-whose-turn = { $name }'s turn
kangaruse-to-play = to play
kangaruse-tag-you = you
kangaruse-tag-out = out
kangaruse-tag-stopped = stopped
kangaruse-tag-winner = winner
kangaruse-tag-away = away
kangaruse-tag-bot = bot
# A chip's title: how many of a square the player collected ($square: its name).
kangaruse-chip-collected = { $count } { $square }
kangaruse-chip-stars =
    { $count ->
        [one] { $count } point from star squares
       *[other] { $count } points from star squares
    }
kangaruse-legend = Squares on this board
kangaruse-legend-help = On your turn, pick any number 1–4 and follow your square’s direction, or any direction and follow your square’s number (see the board’s edges). Land only on unused squares; trees block the way. The square you leave is crossed out. No jump? Teleport for { $cost } points or stop.

## The board: its label, each square's label and tooltip, the kangaroos.

kangaruse-board = Kangaruse board, { $width } columns by { $height } rows
kangaruse-edge-number = number { $value }
kangaruse-edge-direction = direction { $direction }
kangaruse-cell = Column { $column }, row { $row }: { $square }
kangaruse-cell-star = { $value } star
kangaruse-cell-echidna = echidna number { $value }
kangaruse-cell-commands = commands { $number } { $direction }
kangaruse-cell-crossed = crossed out
kangaruse-cell-occupant = { $name } is here
kangaruse-cell-can-place = you can start here
kangaruse-cell-can-jump = you can jump here
kangaruse-cell-can-teleport = you can teleport here
kangaruse-cell-can-destroy = you can cross this out
# Between the parts of a square's label.
kangaruse-cell-separator = {"; "}
# A square's tooltip: its name and what it does.
kangaruse-cell-title = { $name }: { $text }
kangaruse-cell-title-crossed = { $title } (crossed out)
kangaruse-piece-to-play = { $name } (to play)
kangaruse-a-player = A player
kangaruse-player-number = Player { $number }

## The log.

kangaruse-log-place = { $name } started on { $square }
# $direction is a kangaruse-direction-* message.
kangaruse-log-jump = { $name } jumped { $distance } { $direction } onto { $square }
kangaruse-log-jump-gain =
    { $points ->
        [one] { $name } jumped { $distance } { $direction } onto { $square } for { $points } point
       *[other] { $name } jumped { $distance } { $direction } onto { $square } for { $points } points
    }
kangaruse-log-jump-loss =
    { $points ->
        [one] { $name } jumped { $distance } { $direction } onto { $square }, losing { $points } point
       *[other] { $name } jumped { $distance } { $direction } onto { $square }, losing { $points } points
    }
# A kangaroo square's extra jump.
kangaruse-log-jump-again = { $name } jumped again { $distance } { $direction } onto { $square }
kangaruse-log-jump-again-gain =
    { $points ->
        [one] { $name } jumped again { $distance } { $direction } onto { $square } for { $points } point
       *[other] { $name } jumped again { $distance } { $direction } onto { $square } for { $points } points
    }
kangaruse-log-jump-again-loss =
    { $points ->
        [one] { $name } jumped again { $distance } { $direction } onto { $square }, losing { $points } point
       *[other] { $name } jumped again { $distance } { $direction } onto { $square }, losing { $points } points
    }
kangaruse-log-frog = { $name } hopped from frog to frog onto { $square }
kangaruse-log-frog-gain =
    { $points ->
        [one] { $name } hopped from frog to frog onto { $square } for { $points } point
       *[other] { $name } hopped from frog to frog onto { $square } for { $points } points
    }
kangaruse-log-frog-loss =
    { $points ->
        [one] { $name } hopped from frog to frog onto { $square }, losing { $points } point
       *[other] { $name } hopped from frog to frog onto { $square }, losing { $points } points
    }
kangaruse-log-teleport = { $name } teleported onto { $square }
# A teleport's cost, with a minus sign so it does not read as a gain.
kangaruse-log-teleport-cost =
    { $cost ->
        [one] { $name } teleported onto { $square } (−{ $cost } point)
       *[other] { $name } teleported onto { $square } (−{ $cost } points)
    }
# $square is the square's name (kangaruse-entry-<type>-name).
kangaruse-log-crocodile = A crocodile watches: { $name } gets nothing for that { $square }
kangaruse-log-destroy-none = { $name } had nothing to cross out
kangaruse-log-destroy =
    { $count ->
        [one] { $name } crossed out { $count } square
       *[other] { $name } crossed out { $count } squares
    }
kangaruse-log-out-thorny-devil = { $name } is out: the only jump left was onto a thorny devil
kangaruse-log-gave-up = { $name } gave up
kangaruse-log-no-jump = { $name } has no jump left and stops playing
kangaruse-log-out = { $name } is out
kangaruse-log-game-over = The game is over
# An event this client does not know: the engine's word for it.
kangaruse-log-other = { $name }: { $event }

## The final table's rows.

kangaruse-breakdown-stars = Stars
kangaruse-breakdown-chests = Chests
kangaruse-breakdown-food_water = Food x water
kangaruse-breakdown-toys = Toys
kangaruse-breakdown-gems = Gems
kangaruse-breakdown-coins = Coins
kangaruse-breakdown-shelter = Shelter
kangaruse-breakdown-teleports = Teleports
kangaruse-breakdown-total = Total

## The how-to-play page's pictures ($first and $second: the example players' names).

kangaruse-diagram-start = The start: each column has a number and each row a direction. { $first } stands on column "2" in a row pointing right, { $second } on column "1" in a row pointing left.
kangaruse-diagram-jump = A jump: from "2, right" { $first } may go 1 to 4 squares right, or exactly 2 squares any way. { $first } jumps 2 squares right; the square left behind is crossed out.
kangaruse-diagram-special = A special square: from "3, right" { $first } jumps 2 squares right onto the 3-star square and scores 3 points. Jumps pass over kangaroos and crossed squares, never over a tree.
kangaruse-diagram-player-one = Cat
kangaruse-diagram-player-two = Max

## The fallback view of a game without its own (games/generic/view.js).

generic-moves = Your moves
generic-state = State
generic-event = { $name }: { $event }
