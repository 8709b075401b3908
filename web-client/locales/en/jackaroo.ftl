# Jackaroo's words (the glossary in ../README.md has them side by side
# with Arabic). Its players say: bring out, burn, split 7, swap, the
# discard pile, base, home.

jackaroo-bring-out = Bring out
jackaroo-burn = Burn
jackaroo-split-seven = Split 7
jackaroo-swap = Swap
jackaroo-discard-pile = Discard pile
jackaroo-base = Base
jackaroo-home = Home
jackaroo-marbles-home =
    { $count ->
        [0] No marbles home
        [one] { $count } marble home
       *[other] { $count } marbles home
    }

# English keeps the engine's words: "home" is where marbles wait to be
# brought out (Arabic: القاعدة), the "safe zone" where they finish
# (Arabic: المنزل); the rules page below is the engine's English.

## Cards: ranks as players say them ($rank: ace, jack, queen, king,
## eight or number; $number: the rank's digits)

jackaroo-rank-name =
    { $rank ->
        [ace] Ace
        [jack] Jack
        [queen] Queen
        [king] King
       *[other] { $number }
    }
jackaroo-rank-with-article =
    { $rank ->
        [ace] an Ace
        [jack] a Jack
        [queen] a Queen
        [king] a King
        [eight] an 8
       *[other] a { $number }
    }
jackaroo-suit =
    { $suit ->
        [S] Spades
        [H] Hearts
        [D] Diamonds
       *[C] Clubs
    }
# "Ace of Spades"
jackaroo-card-long = { $rank } of { $suit }
jackaroo-card-unknown = a card
jackaroo-rank-help-A = Bring a marble out, or move 1 or 11
jackaroo-rank-help-2 = Move 2
jackaroo-rank-help-3 = Move 3
jackaroo-rank-help-4 = Move 4 backwards
jackaroo-rank-help-5 = Move any marble 5, or bring your partner’s marble out
jackaroo-rank-help-6 = Move 6
jackaroo-rank-help-7 = Move 7, or split 7 between two marbles
jackaroo-rank-help-8 = Move 8
jackaroo-rank-help-9 = Move 9
jackaroo-rank-help-10 = Move 10, or burn the next player’s turn
jackaroo-rank-help-J = Swap one of your marbles with another marble
jackaroo-rank-help-Q = Move 12
jackaroo-rank-help-K = Bring a marble out, or move 13 knocking home every marble passed

## The hand

jackaroo-your-cards = Your cards
jackaroo-cards = Cards
jackaroo-card-play = Play { $card }
jackaroo-card-discard = Discard { $card }
jackaroo-card-unplayable = { $card } (cannot be played now)
jackaroo-hand-watching = You are watching: nobody’s cards are shown.
jackaroo-hand-empty = No cards in your hand.
# A replay shows every seat's hand, the game being over.
jackaroo-revealed-title = Everyone's cards
jackaroo-revealed-cards-of = { $name }'s cards
jackaroo-revealed-none = No cards

## Choosing a move: a card's abilities

jackaroo-ability-move = Move { $steps }
jackaroo-ability-move-back = Move { $steps } back
jackaroo-ability-release = Bring a marble out
jackaroo-ability-release-partner = Bring your partner’s marble out, then 5
jackaroo-ability-release-partner-named = Bring { $name }’s marble out, then 5
jackaroo-ability-split = Split { $card } between two marbles
jackaroo-ability-swap = Swap two marbles
jackaroo-ability-burn = Burn the next player’s turn
jackaroo-ability-burn-named = Burn { $name }’s next turn
jackaroo-ability-discard = Discard it

## The prompt above the board ($card: the rank's name)

jackaroo-prompt-burned-discard = Your turn was burned: choose a card to discard.
jackaroo-prompt-no-play-discard = Nothing can be played: choose a card to discard.
jackaroo-prompt-card = Your turn: choose a card to play.
jackaroo-prompt-ability = { $card }: choose how to play it.
jackaroo-prompt-release = { $card }: choose the marble to bring out (highlighted).
jackaroo-prompt-release-partner = { $card }: bring { $name }’s marble out (highlighted).
jackaroo-prompt-split-first = Split 7: choose the first marble to move.
jackaroo-prompt-swap-own = { $card }: choose your marble to swap.
jackaroo-prompt-move = { $card }: choose a marble to move { $steps } (its landing square is marked).
jackaroo-prompt-move-back = { $card }: choose a marble to move { $steps } back.
jackaroo-prompt-split-steps = Split 7: how far does the first marble go? Choose a landing square or a number.
jackaroo-prompt-split-second = Split 7: choose the second marble to move { $steps }.
jackaroo-prompt-swap-target = { $card }: choose the marble to swap with.
# $text: who won (jackaroo-winners or jackaroo-set-limit-win)
jackaroo-prompt-finished = { $text }!
jackaroo-prompt-over = The game is over.
jackaroo-prompt-mine-waiting = Your turn…
jackaroo-prompt-waiting = Waiting for { $name }…
jackaroo-prompt-waiting-burned = Waiting for { $name } ({ $name }’s turn was burned: a discard)…
jackaroo-prompt-watching = { $name } is playing. You are watching.
jackaroo-prompt-watching-burned = { $name } is playing ({ $name }’s turn was burned: a discard). You are watching.
jackaroo-player-number = Player { $number }

## Places on the board

jackaroo-place-track = square { $square }
jackaroo-place-safe = safe square { $square }
jackaroo-place-home = home
jackaroo-where-track = on square { $square }
jackaroo-where-safe = on safe square { $square }
jackaroo-where-home = at home

## The choice buttons under the hand

jackaroo-back = ← Back
jackaroo-abilities-label = How to play the card
jackaroo-choices-label = Choices
jackaroo-controls-label = Your cards and choices

## The side panel

jackaroo-players-label = Players
jackaroo-header-over = Game over
jackaroo-header-mine = Your turn
jackaroo-header-turn = { $name }’s turn
jackaroo-last-move = Last move:
jackaroo-teams-label = Teams
# $team: A or B
jackaroo-team =
    { $team ->
        [A] Team A
       *[B] Team B
    }
jackaroo-team-heading =
    { $team ->
        [A] Team A:
       *[B] Team B:
    }
jackaroo-team-members = { $first } and { $second }
jackaroo-tag-you = you
jackaroo-tag-dealer = dealer
jackaroo-tag-burned = burned
jackaroo-partner = partner { $name }
jackaroo-to-play = to play
# $safe: marbles in the safe zone of 4, "0/4"
jackaroo-player-counts =
    { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } · { $safe } safe
# $set and $round may be "–" before the first deal
jackaroo-table-counts = Set { $set }, round { $round } · pile { $pile } · deck { $deck }
jackaroo-help-summary = What each card does
jackaroo-help-steps = Choose a card, then how to play it, then a highlighted marble.
jackaroo-help-escape = Escape goes back a step.
jackaroo-help-goal = Get all your marbles (with a partner: all 8 of the team) into the safe zone.

## The board (names, titles and labels a screen reader reads)

jackaroo-board-label =
    { $count ->
        [one] Jackaroo board, { $count } player
       *[other] Jackaroo board, { $count } players
    }
jackaroo-square = Square { $square }
jackaroo-square-start = Square { $square }, { $name }’s start
jackaroo-square-stop = Square { $square }, { $name }’s safe stop
jackaroo-safe-zone-of = { $name }’s safe zone
jackaroo-home-of = { $name }’s home
jackaroo-board-name-me = { $name } (you)
jackaroo-board-cards =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
jackaroo-board-cards-team =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } · team { $team }
jackaroo-dealer = dealer
jackaroo-dealer-title = Dealer
# The dealer's mark on the board: one letter
jackaroo-dealer-letter = D
jackaroo-burned-mark = ✖ burned
jackaroo-to-play-mark = ▶ to play
jackaroo-last-by = last: { $name }
jackaroo-pile-deck = Pile { $pile } · Deck { $deck }
jackaroo-set-round = Set { $set } · round { $round }
jackaroo-landing =
    { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }, to { $place }
jackaroo-marble-label = { $name }’s marble { $where }
jackaroo-marble-label-move = { $name }’s marble { $where }; choose to move it to { $place }
jackaroo-marble-label-choose = { $name }’s marble { $where }; choose it
jackaroo-last-move-title = { $player }’s last move: { $owner }’s marble from { $from } to { $to }
jackaroo-sent-home-title = { $owner }’s marble was sent home
jackaroo-sent-home-title-from = { $owner }’s marble was sent home from { $from }

## The log ($who: a player's name; $card: jackaroo-rank-with-article)

jackaroo-log-deal =
    Set { $set }, round { $round }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each
jackaroo-log-deal-dealer =
    Set { $set }, round { $round }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each ({ $dealer } deals)
# $cards: short card names ("A♠, 10♥")
jackaroo-log-dealt = You were dealt { $cards }
jackaroo-log-dealt-none = You were dealt no cards
jackaroo-log-play = { $who } played { $card }: { $parts }
jackaroo-log-play-sending = { $who } played { $card }: { $parts }, sending { $sent } home
# A King's 13 knocks home every marble it passes
jackaroo-log-play-knocking = { $who } played { $card }: { $parts }, knocking { $sent } home
jackaroo-log-nothing-moved = nothing moved
jackaroo-log-burn = { $who } played { $card } and burned { $target }’s next turn
jackaroo-log-swap = { $who } played { $card } and swapped { $own } with { $other }
jackaroo-log-a-marble = a marble
jackaroo-log-marble-of = { $name }’s marble
jackaroo-log-own-marble = { $name }’s own marble
# One marble's part of a play ($marble: jackaroo-log-a-marble or -marble-of)
jackaroo-log-brought-out = brought { $marble } out
jackaroo-log-brought-out-five = brought { $marble } out and moved it 5
jackaroo-log-moved = moved { $marble }
jackaroo-log-moved-steps = moved { $marble } { $steps }
jackaroo-log-moved-back = moved { $marble } { $steps } back
jackaroo-log-moved-in = moved { $marble } { $steps } into the safe zone
jackaroo-log-moved-in-of = moved { $marble } { $steps } into { $owner }’s safe zone
jackaroo-log-moved-deeper = moved { $marble } { $steps } deeper into the safe zone
# Marbles sent home by one play: "two marbles (Ben’s and Cy’s)"
jackaroo-log-sent-many =
    { $count ->
        [2] two marbles
        [3] three marbles
        [4] four marbles
        [5] five marbles
        [6] six marbles
        [7] seven marbles
        [8] eight marbles
        [9] nine marbles
        [10] ten marbles
        [11] eleven marbles
        [12] twelve marbles
       *[other] { $count } marbles
    } ({ $owners })
jackaroo-log-owner = { $name }’s
jackaroo-log-owner-own = { $name }’s own
jackaroo-log-discard-burned = { $who } lost the turn to the burn and discarded { $card }
jackaroo-log-discard = { $who } could not play and discarded { $card }
jackaroo-log-resign = { $who } resigned: a bot plays the seat from now on
jackaroo-log-other = { $who }: { $type }
jackaroo-game-over = The game is over
# $names: the winners, as a list
jackaroo-winners =
    { $count ->
        [one] { $names } wins
       *[other] { $names } win
    }
jackaroo-set-limit-win =
    { $count ->
        [one] The set limit was reached: { $names } wins with the most marbles safe
       *[other] The set limit was reached: { $names } win with the most marbles safe
    }
jackaroo-set-limit-over = The set limit was reached: the game is over

## The final table

jackaroo-breakdown-safe = Marbles in the safe zone
jackaroo-breakdown-track = Marbles on the track
jackaroo-breakdown-home = Marbles still at home
jackaroo-breakdown-total = Score (safe-zone marbles)

## The rules page's pictures (diagrams.js)

jackaroo-diagram-start = The start: each player’s 4 marbles wait at Home, beside their start space (the arrow). The diamond before each start is the safe stop, where the safe zone of 4 spaces turns off the track.
jackaroo-diagram-release = Out of Home: Ana plays an Ace and puts a marble from her Home onto her start space.
jackaroo-diagram-sent-home = Sent home: Ana plays a 5 and her marble lands on Ben’s, which goes back to Ben’s Home (ringed in red; the cross shows where it stood).

## The rules page (engine/jackaroo/how_to_play.cpp and factory.cpp's options)

jackaroo-how-goal = Race your 4 marbles from your Home once around the track and into your safe zone, using cards to move them. With 4 players, partners sitting opposite each other play as a team and win together once all 8 of their marbles are safe. With 2 or 3 players everyone plays alone, and the first to get all 4 marbles into their safe zone wins.
jackaroo-how-setup = The track is a loop of 76 spaces. Each player has a Home holding 4 marbles, a start space, a safe stop (the space just before the start) and a safe zone of 4 spaces that turns off the track at the safe stop. The deck has 52 cards without jokers, and suits do not matter. A random player deals first; cards come in sets of three rounds (4, 4, then 5 cards each), and after each set the dealer moves one seat clockwise and all 52 cards are shuffled again. A marble on its own start is only safe from a King passing it, but with start protection set to full no other colour may pass it, land on it, swap it or move it.
jackaroo-how-turn = Each round starts with the player to the dealer's left and goes clockwise, one card per turn, until every hand is empty. You must play one card, use one of its abilities and move the full count; only if no card in your hand can be used do you discard one card of your choice instead. Marbles move clockwise and may pass other colours' marbles but never their owner's; a marble may not land on its owner's marble and sends any other marble it lands on (a partner's too) back Home. A marble goes round only once: it enters its safe zone by an exact count, moves on inside it without passing, and cannot get in while another colour's marble stands on its safe stop; marbles at Home or in a safe zone cannot be moved, swapped or landed on by others, except as the 5 and team play allow. In a team game, once all 4 of your marbles are safe, you play your partner's marbles as if they were yours.
jackaroo-how-end = The game ends as soon as a team has all 8 of its marbles in its two safe zones, or, without teams, as soon as one player has all 4 marbles in their safe zone. Until then rounds and sets of cards keep coming, up to the room's set limit (40 sets unless the room chose otherwise): if nobody has won by the end of the last set, the team or player with the most marbles in safe zones wins, and equal counts share the win.
jackaroo-how-scoring = There are no points: the team or player that gets every marble home first wins, and partners win together. The others are ranked by how many of their marbles are in safe zones, counting both partners' marbles for a team.
jackaroo-how-entries-title = Cards
jackaroo-entry-A-name = Ace
jackaroo-entry-A-text = Bring a marble from your Home onto your start space, or move one of your marbles 1 or 11 spaces forward. A marble of another colour on your start is sent back to its Home; if your own marble stands there, you cannot bring one out.
jackaroo-entry-2-name = Two
jackaroo-entry-2-text = Move one of your marbles 2 spaces forward.
jackaroo-entry-3-name = Three
jackaroo-entry-3-text = Move one of your marbles 3 spaces forward.
jackaroo-entry-4-name = Four
jackaroo-entry-4-text = Move one of your marbles on the track 4 spaces backward. It may pass other colours' marbles but not your own, and landing on another colour's marble sends it Home. A backward move never enters the safe zone: backing up from your start leaves the marble just short of your safe zone, ready to go in with a later card.
jackaroo-entry-5-name = Five
jackaroo-entry-5-text = Move any marble on the track 5 spaces forward: your own, your partner's or an opponent's. The moved marble follows its owner's rules: it may not pass or land on its owner's own marbles, it goes into its owner's safe zone only by an exact count, and any other marble it lands on (yours included) is sent Home. In a team game you may instead bring a marble from your partner's Home onto their start and move it 5 spaces on. With start protection set to full, another colour's marble on its own start cannot be moved.
jackaroo-entry-6-name = Six
jackaroo-entry-6-text = Move one of your marbles 6 spaces forward.
jackaroo-entry-7-name = Seven
jackaroo-entry-7-text = Move one of your marbles 7 spaces forward, or split the 7 between two of your marbles (for example 3 and 4; each part at least 1). The two parts are made one after the other, in the order you choose, and each landing can send a marble Home.
jackaroo-entry-8-name = Eight
jackaroo-entry-8-text = Move one of your marbles 8 spaces forward.
jackaroo-entry-9-name = Nine
jackaroo-entry-9-text = Move one of your marbles 9 spaces forward.
jackaroo-entry-10-name = Ten
jackaroo-entry-10-text = Move one of your marbles 10 spaces forward, or burn: the next player in turn order who still holds cards spends their next turn discarding one card of their choice and does nothing else. You cannot burn when nobody else holds a card.
jackaroo-entry-J-name = Jack
jackaroo-entry-J-text = Swap one of your marbles on the track with a marble of another colour on the track (an opponent's or your partner's). Nothing is sent Home by a swap. Marbles at Home or in a safe zone cannot be swapped, and with start protection set to full neither can another colour's marble on its own start.
jackaroo-entry-Q-name = Queen
jackaroo-entry-Q-text = Move one of your marbles 12 spaces forward.
jackaroo-entry-K-name = King
jackaroo-entry-K-text = Bring a marble from your Home onto your start space, or move one of your marbles 13 spaces forward. The 13-space move sends every marble it passes on the track back to its Home, your own included, except marbles standing on their own start. It still may not land on your own marble, and a marble it lands on is sent Home as usual.
jackaroo-option-start_protection = Marbles on their start
jackaroo-option-start_protection-help = King only: a marble on its own start is safe only from a King passing it (the rulebook); Full: it cannot be passed, landed on, swapped or moved by a 5.
jackaroo-option-start_protection-king_only = King only
jackaroo-option-start_protection-full = Full
jackaroo-option-set_limit = Set limit
jackaroo-option-set_limit-help = The game ends after this many sets (deals of 4, 4 and 5 cards); then the most marbles in safe zones win.

## The board as text (text-board.js)

jackaroo-text-board = The board as text
jackaroo-text-at-home = at home, not out yet
# $steps: how far the marble is past its owner's start
jackaroo-text-on-track =
    on square { $square }, { $steps ->
        [0] on its own start
        [one] { $steps } square past its start
       *[other] { $steps } squares past its start
    }
jackaroo-text-in-safe = in the safe zone, place { $place } of { $places }
# $marks: the seat's marks (you, to play, dealer, burned), joined by jackaroo-text-separator
jackaroo-text-marks = ({ $marks })
jackaroo-text-separator = {", "}
jackaroo-text-marble = Marble { $number }: { $place }
# $team: jackaroo-team
jackaroo-text-team = { $team }, with { $partner }
jackaroo-text-cards =
    { $cards ->
        [0] No cards in hand
        [one] { $cards } card in hand
       *[other] { $cards } cards in hand
    }

## The choice buttons' names, whole sentences for a screen reader

jackaroo-say-marble-mine = your marble
jackaroo-say-marble-of = { $name }’s marble
# $marble: jackaroo-say-marble-*; $where: jackaroo-where-*; $place: jackaroo-place-*
jackaroo-say-move = Move { $marble } { $where } by { $steps } to { $place }
jackaroo-say-move-back = Move { $marble } { $where } back { $steps } to { $place }
jackaroo-say-release = Bring { $marble } out, to { $place }
jackaroo-say-release-partner = Bring { $marble } out and move it 5, to { $place }
jackaroo-say-split-first = Move { $marble } { $where } first, with part of the 7
jackaroo-say-split-steps = Move the first marble { $first } to { $place }, then another { $second }
jackaroo-say-swap-own = Swap { $marble } { $where } with another marble
jackaroo-say-swap-with = Swap with { $marble } { $where }
jackaroo-say-choose = Choose { $marble } { $where }
