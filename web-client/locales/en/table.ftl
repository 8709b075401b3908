# What every game's room shares around its board: offers (draw, takeback,
# resign), the outcome, the replay page, the connection line, the your-turn
# alerts of the top bar, and the page for an address that does not exist.

## Offers (the banner above the board, its buttons, the log's lines)

offer-takeback-mine = You offer to take back your last move.
offer-takeback-theirs = { $name } offers to take back their last move.
offer-draw-mine = You offer a draw.
offer-draw-theirs = { $name } offers a draw.
offer-rematch-mine = You offer a rematch.
offer-rematch-theirs = { $name } offers a rematch.
# An offer of a kind this page does not know (the server's word for it).
offer-other-mine = You offer { $kind }.
offer-other-theirs = { $name } offers { $kind }.
offer-waiting-for = Waiting for { $names }…
offer-accept = Accept
offer-decline = Decline
offer-takeback = Take back my move
# The group of the offer buttons under the board (its name for a screen reader)
offer-group = Offers to the other players
offer-draw = Offer a draw
offer-rematch = Offer a rematch
offer-log-takeback =
    { $count ->
        [one] { $name } took back their last turn ({ $count } move undone, agreed by all).
       *[other] { $name } took back their last turn ({ $count } moves undone, agreed by all).
    }
offer-log-draw = The players agreed to a draw.
# The offerer's notice once an offer was declined ($name: who said no, the
# room view's offer_refused.by) or not answered in time.
offer-declined =
    { $kind ->
        [takeback] { $name } declined your takeback.
        [draw] { $name } declined your draw offer.
        [rematch] { $name } declined your rematch.
       *[other] { $name } declined your offer.
    }
offer-unanswered =
    { $kind ->
        [takeback] Nobody answered your takeback in time.
        [draw] Nobody answered your draw offer in time.
        [rematch] Nobody answered your rematch in time.
       *[other] Nobody answered your offer in time.
    }
offer-again-in =
    { $seconds ->
        [one] You may ask again in 1 second, or once a move is played.
       *[other] You may ask again in { $seconds } seconds, or once a move is played.
    }
offer-again-in-finished =
    { $seconds ->
        [one] You may ask again in 1 second.
       *[other] You may ask again in { $seconds } seconds.
    }
# Why a button is disabled (beside it, and its title).
offer-reason-declined =
    { $seconds ->
        [one] Declined just now: again in 1 second.
       *[other] Declined just now: again in { $seconds } seconds.
    }
offer-reason-unanswered =
    { $seconds ->
        [one] Not answered in time: again in 1 second.
       *[other] Not answered in time: again in { $seconds } seconds.
    }
offer-reason-waiting = Your offer is waiting for an answer.
offer-reason-other-pending = Another offer is waiting for its answers.
offer-takeback-no-turn = You have no move to take back yet.
offer-takeback-played-since = { $name } has played since your last move: with hidden cards it can no longer be taken back.
offer-takeback-dealt-since = Cards were dealt since your last move: it can no longer be taken back.

## The outcome (the final table)

outcome-over = The game is over
outcome-you-win = You win!
outcome-wins = { $name } wins!
outcome-draw = A draw!
# $names: every winner but the last, joined by list-comma.
outcome-share = { $names } and { $last } share the win!
outcome-abandoned = Abandoned: nobody moved for too long
outcome-place = #{ $place }
outcome-rematch = Rematch
outcome-rematch-guest = The host can start a rematch with the same seats, or you can offer one here:
# A game in teams (Jackaroo with 4): the table ranks teams, the players
# of each under it. $names: the team's players as the language lists them.
outcome-team-members = { $names }
outcome-team-total = Team total
outcome-watch-replay = Watch the replay
outcome-resigned = resigned

## The replay page (/r/<code>/replay)

replay-page-title = Replay · kangaroom
replay-loading = Loading the replay…
replay-loading-progress = Loading the replay… ({ $read } of { $total } positions)
replay-problem-title = { $title } · kangaroom
replay-load-failed = Could not load the replay
replay-try-again = { $reason } Try again in a moment.
replay-unreachable = Could not reach the server.
replay-damaged = The replay the server sent is incomplete.
replay-server-answered = The server answered { $status }.
replay-no-view = The view of this game did not load ({ $reason }).
replay-not-finished = Not finished yet
replay-not-finished-text = This room has no finished game yet. Its replay appears here once a game ends.
replay-go-to-room = Go to the room
replay-not-found = Replay not found
replay-not-found-text = There is no finished game for this link. The room may never have existed, or its replay has expired.
replay-round-not-found = Round { $round } of this room has no finished game, or its replay has expired.
replay-bad-round = The round in this link is not valid. It should be a number such as ?round=1.
replay-latest-of-room = The latest game of this room
replay-back-to-start = Back to the start page
replay-tag = replay
replay-heading = { $game } replay
replay-back-to-room = Back to the room
replay-round = Round { $round }
replay-latest = The latest game of the room
replay-finished = finished { $date }
replay-players = Players
replay-first = First
replay-first-label = First move
replay-back = Back
replay-back-label = Back one move
replay-forward = Forward
replay-forward-label = Forward one move
replay-last = Last
replay-last-label = Last move
replay-slider = Move
replay-controls = Replay controls
replay-step-through = Step through the game
replay-keys = Keyboard: ← and → step one move, Home and End jump to the start and the end, K plays and pauses.
replay-step = Move { $step } of { $count }
replay-step-takeback = Back to move { $step } of { $count }
replay-agreed = The players agreed.
replay-taken-back = taken back
replay-autoplay = Play the game
replay-play = Play
replay-play-label = Play the moves one after another
replay-pause = Pause
replay-pause-label = Pause the moves
replay-speed = Speed
replay-speed-choice = { $seconds } s a move
replay-start = The start position
replay-moved = { $name } moved
# Several moves of one turn, each in the game's words.
replay-move-parts = { $first }; { $rest }
replay-move-number = { $n }.
replay-log = What happened
replay-log-empty = Nothing yet: the start position.
replay-game = Game
replay-moves = Moves
replay-step-title = { $game } replay · move { $step } of { $count } · kangaroom
replay-no-moves = A replay cannot make moves.

## The connection (the room's errors for a lost one)

connection-lost = The connection to the server was lost.
connection-not-connected = Not connected to the server right now.

## Your turn: the top bar's buttons and the notification while the tab is hidden

your-turn-notice = Your turn in { $game } — room { $code }
your-turn-notice-no-game = Your turn in kangaroom — room { $code }
your-turn-sound = Sound when it is your turn
your-turn-sound-on = Sound is on: a chime when it is your turn. Click to mute.
your-turn-sound-off = Sound is off. Click for a chime when it is your turn.
your-turn-move-sound = A sound on every move
your-turn-move-sound-muted = Sound is off (the speaker): no sound on moves either.
your-turn-move-sound-on = A knock on every move. Click to turn it off.
your-turn-move-sound-off = No sound on moves. Click for a knock on every move.
your-turn-notify = Notify me when it's my turn
your-turn-notify-title = A notification when it is your turn while this tab is in the background

## The page for an address that does not exist

table-not-found-title = Page not found
table-not-found-page-title = Page not found · kangaroom
table-not-found-text = There is nothing at this address. A room link looks like /r/ followed by the room's code.
table-not-found-back = Back to the start page

# The how-to-play page's keyboard section.
keys-title = Keyboard
keys-tab = to the board, from one control to the next, and back
keys-arrows = move the cursor on the board
keys-enter = play the point, square, piece, card or marble the focus is on, or press a button
keys-escape = go back a step, or say no to a question
keys-replay = in a replay: one move back or on, the start, the end, play and pause
