# The page's chrome, the start page, the turn clock's lengths and the
# server's error codes. Ids are kebab-case; one prefix per page or part.
# Numbers given as arguments are formatted in the page's language.

## Top bar (index.html and every page)

skip-link = Skip to the game
brand-home = kangaroom home
topbar-games = Your games
topbar-games-title = Your games: every game you have a seat in
language-picker = Language
noscript = kangaroom needs JavaScript to play.

## The start page

start-title = kangaroom: play kangaroo board games with friends
start-heading = Play with friends
start-lead = Create a room, send the link, and play in the browser. No accounts, nothing to install.
start-loading = Loading the games…
start-load-failed = Could not load the list of games ({ $reason }). Is the server running?
start-no-games = This server offers no games.
start-game = Game
start-how-to-play = How to play
start-options = Options
start-players = Players
start-you = You
start-your-name = Your name
start-playing = I’m playing (take the first seat)
start-name-first = Type your name first, so the others know who you are (or untick “I’m playing”).
start-create = Create room
start-creating = Creating…
start-unreachable = Could not reach the server.
start-join-heading = Got a link?
start-join-label = Room link or code
start-join-placeholder = https://…/r/… or the room code
start-join = Join
start-join-bad = That does not look like a room link or code.
start-games-link =
    { $count ->
        [0] Your games
       *[other] Your games ({ $count })
    }

## Counts

players-count =
    { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
players-range = { $min }–{ $max } players
moves-count =
    { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }

## Durations (the turn clock's lengths, "2 minutes", "1 day")

duration-seconds =
    { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
duration-minutes =
    { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
duration-hours =
    { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
duration-days =
    { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
# The clock's lengths a host can pick.
clock-none = No clock
clock-per-move = { $length } per move

## The turn clock's field (start page and lobby)

turn-clock-label = Turn clock
turn-clock-bot-label = What happens when the time runs out
turn-clock-bot =
    { $level ->
        [easy] easy bot
        [hard] hard bot
       *[medium] medium bot
    }
turn-clock-loses = player loses
turn-clock-help = When the player whose turn it is has not moved in time, a bot plays that one move for them (the seat stays theirs), or the player loses the game if you choose so. With days per move, everyone may leave: the game waits, and the clock still runs.
start-clock-more = The host can change it in the lobby.

## The theme button in the top bar

theme-auto = Auto
theme-light = Light
theme-dark = Dark
theme-title =
    { $choice ->
        [auto]
            { $theme ->
                [dark] Colours: auto (following the system: dark).
               *[light] Colours: auto (following the system: light).
            }
        [light] Colours: light.
       *[dark] Colours: dark.
    } { $next ->
        [auto] Click for auto.
        [light] Click for light.
       *[dark] Click for dark.
    }

## The room page (top bar, players, log)

room-title = { $game } room · kangaroom
room-title-your-turn = ▶ Your turn · { $game } room · kangaroom
room-game = Game
room-players = Players
room-log = What happened
room-log-empty = Nothing yet.
# After a log line: who played a move no person played.
room-log-by-bot = (bot)
room-log-by-clock = (clock)
room-log-by-clock-title = The turn clock's bot played this move
# Above a board on a phone: fitted to the screen (pressed), or wider and scrolling sideways.
board-whole = Whole board
# Above the board, for the player whose time ran out ($move: the log's words for what was played).
clock-notice = Your time ran out, so a bot played this move for you: { $move }
clock-notice-plain = Your time ran out, so a bot played this move for you.
clock-notice-dismiss = Got it
room-rename = Change your name
room-rename-save = Save
room-joining = Joining the room…
room-player-n = Player { $n }
room-seat-free = Seat { $n } is free
room-connecting = Connecting…
room-online = Online
room-reconnecting = Reconnecting…
room-offline = Offline
room-served-by = Served by { $node }
room-connection-lost = Lost the connection to the server. Reconnecting… your seat is kept.
room-not-found = Room not found
room-create-new = Create a new room
room-link-copied = Link copied. Send it to your friends.
room-link = Room link
room-copy-link = Copy link
room-bot-level-for = Bot level for seat { $n }
room-bot-takes-over = Bot takes over
room-you-watch = You are watching.
room-watching = { $count } watching.
room-resign = Resign…
room-resign-group = Resign
room-resign-ask = Give up this game?
room-resign-yes = Yes, resign
room-resign-no = Keep playing
bot-level =
    { $level ->
        [easy] easy
        [hard] hard
       *[medium] medium
    }
tag-you = you
tag-host = host
tag-bot = bot · { bot-level }
tag-away = away
tag-resigned = resigned

## Notifications with the tab closed (the room's notifications panel, seated people only)
notifications-panel = Notifications
notifications-turn-on = Notify me when it is my turn
notifications-turn-on-hint = On this device, even with this tab closed.
notifications-working = Turning notifications on…
notifications-on = Notifications on.
notifications-on-hint = This device is told when it is your turn, when an offer waits for your answer, when your clock runs low and when the game ends, even with the tab closed.
notifications-turn-off = Turn off
notifications-turning-off = Turning off…
notifications-unsupported = This browser cannot notify you with the tab closed. A chat webhook below still can.
notifications-insecure = Notifications with the tab closed need this server at a secure (https) address.
notifications-denied = Notifications are blocked for this site. Allow them in the browser's site settings, then reload the page.
notifications-not-allowed = Notifications were not allowed, so nothing changed.
notifications-browser-failed = This browser could not sign up for notifications: its push service did not answer. Try again later, or post your turns to a chat below.
notifications-no-key = This server does not send notifications.
notifications-webhook = Post my turns to a chat (webhook URL)
notifications-webhook-label = Webhook URL
notifications-webhook-help = A Slack incoming webhook, a Discord webhook ending in /slack, or an ntfy topic: the same news is posted there.
notifications-webhook-save = Save
notifications-webhook-saved = Your turns are posted to { $host }.
notifications-webhook-remove = Remove
notifications-webhook-not-https = A webhook URL starts with https://

## The lobby

lobby-invite = Invite your friends
lobby-invite-help = Send them this link. Opening it joins this room.
lobby-invite-link = Invitation link
lobby-name = Name
lobby-icon = Icon
lobby-colour = Colour
lobby-start = Start game
lobby-host = Host
lobby-name-first = Type your name first, so the others know who you are.
lobby-swap = Swap…
lobby-swap-cancel = Cancel
lobby-swap-with = Swap with seat { $n }
lobby-add-bot = Add bot
lobby-move-here = Move here
lobby-sit-here = Sit here
lobby-leave-seat = Leave seat
lobby-remove-bot = Remove bot
lobby-free-seat = Free seat
lobby-seat-free = Seat { $n }: free
lobby-seats = Seats
lobby-team-seats = { $team } · seats { $seats }
lobby-team-is = { $team } is seats { $seats }
lobby-teams = Two teams: { $teams }. Partners play together.
lobby-waiting-for =
    { $count ->
        [one] Waiting for { $count } more player…
       *[other] Waiting for { $count } more players…
    }
lobby-waiting-host = Everyone is here. Waiting for the host to start the game…
lobby-you-watch = You are watching. Take a free seat to play.
lobby-start-waiting =
    { $count ->
        [one] Waiting for { $count } more player (or add a bot).
       *[other] Waiting for { $count } more players (or add a bot).
    }
lobby-everyone-here = Everyone is here.
lobby-save-options = Save options
lobby-options-saved = Options saved.
lobby-changes-show = Your changes show at your seat at once.
team-name = Team { $letter }
list-comma = {", "}

icon-name =
    { $icon ->
        [kangaroo] kangaroo
        [joey] joey
        [boomerang] boomerang
        [gum_leaf] gum_leaf
        [sun] sun
        [star] star
        [moon] moon
        [wave] wave
        [heart] heart
        [bolt] bolt
        [flower] flower
        [paw] paw
        [robot] robot
       *[other] { $icon }
    }
colour-name =
    { $colour ->
        [pink] pink
        [blue] blue
        [green] green
        [violet] violet
        [charcoal] charcoal
        [teal] teal
        [red] red
        [brown] brown
       *[other] { $colour }
    }
colour-taken = { $colour }: taken by { $owner }
seat-n = seat { $n }

## Your games (/games)

games-title = Your games
games-page-title = Your games · kangaroom
games-page-title-turns = ▶ { $count } · Your games · kangaroom
games-lead = The games this browser has a seat in. A game you sit down in shows up here.
games-loading = Looking up your games…
games-empty = No games yet. When you take a seat in a room, it shows up here (on this browser only).
games-start-one = Start a game
games-your-turn = Your turn
games-waiting = Waiting for the others
games-finished = Finished
games-gone = No longer on the server
games-gone-help = These rooms have closed (rooms close after a while without players), or your seat in them was given up.
games-their-turn-named = { $name }’s turn
games-their-turn = Their turn
games-waiting-to-start = Waiting to start
games-with = with
games-alone = no one else yet
games-free-seats =
    { $count ->
        [one] { $count } free seat
       *[other] { $count } free seats
    }
games-bot = bot
games-room-code = room { $code }
games-gone-room = Room { $code }
games-gone-row = This room is gone.
games-forget = Forget
games-forget-label = Forget room { $code }
games-time-left = { $left } left
games-time-up = time is up
games-time-left-title = Time left on the turn clock
games-last-move = last move { $ago }
games-no-moves = no moves yet
games-just-now = just now
games-updated = Updated { $ago }.
games-offline = Could not reach the server; trying again soon.
games-offline-since = Could not reach the server; showing what it said { $ago }. Trying again soon.
games-no-api = This server cannot list games yet.

## How to play (/how-to-play/<game>; the rules' text is the engine's)

rules-goal = The goal
rules-setup = Setting up
rules-turn = A turn
rules-end = The end
rules-scoring = Who wins
rules-pictures = In pictures
rules-loading = Loading the rules…
rules-unknown-title = Unknown game · kangaroom
rules-no-such-game = No such game
rules-no-such-game-help = This server has no game by that name.
rules-see-games = See the games
rules-title = How to play { $game } · kangaroom
rules-heading = How to play { $game }
rules-options-help = The host chooses these before the game starts.
rules-pieces = Pieces
rules-play = Play { $game }
rules-breadcrumb = How to play
rules-lead = { $summary } { $players }.
rules-option-choices = ({ $choices })
rules-option-range = ({ $min }–{ $max })
rules-option-default = Default: { $value }.
# An on/off option's value (the rules page's default, the lobby's options in words).
option-on = on
option-off = off
# One option in the lobby's line of options in words ("Board size: Tiny").
option-summary = { $label }: { $value }

## The turn clock in words and its countdown

clock-a-bot =
    { $level ->
        [easy] an easy bot
        [hard] a hard bot
       *[medium] a medium bot
    }
clock-summary-none = No turn clock
clock-summary-lose = Turn clock: { $length }, then the player loses
clock-summary-bot = Turn clock: { $length }, then { clock-a-bot } moves
clock-rule-lose = Turn clock: { $length }; a player who has not moved in time loses the game.
clock-rule-bot = { $summary } for a player who has not moved in time (the seat stays theirs).
clock-your-turn = your turn
clock-you = you
clock-title-mine = Turn clock: if you have not moved when it runs out, { clock-a-bot } plays that move.
clock-title-theirs = Turn clock: if { $who } has not moved when it runs out, { clock-a-bot } plays that move.
clock-bot-moves-for-you = a bot moves for you
clock-bot-moves-for = a bot moves for { $who }
clock-ran-out = The turn clock ran out: { clock-a-bot } plays this one move. The seat stays with its player.

## Chat

chat = Chat
chat-players = Players
chat-spectators = Spectators
chat-say-hello = Say hello!
chat-spectators-empty = Nothing from the spectators yet.
chat-watching = watching
chat-new-messages =
    { $count ->
        [one] { $count } new message
       *[other] { $count } new messages
    }
chat-with-count = Chat, { $title }
chat-channels = Chat channels
chat-show-spectators = Show spectators’ chat
chat-hide-spectators = Hide spectators’ chat
chat-spectators-note = Spectators talk here; players read along.
chat-message = Message
chat-message-spectators = Message (spectators’ chat)
chat-message-label = Chat message
chat-send = Send
chat-someone = Someone

## Errors, by the server's stable `code` (PROTOCOL.md). The server's own
## English `message` is for bot authors; a person sees these.

error-invalid_json = The server could not read our message. Reload the page and try again.
error-not_an_object = The server could not read our message. Reload the page and try again.
error-unknown_type = The server does not know that request. Reload the page; it may have been updated.
error-missing_field = Something is missing from that request.
error-bad_field = Part of that request is not valid.
error-bad_text = Names and chat may not contain control characters or invisible formatting characters.
error-binary_frame = The server could not read our message. Reload the page and try again.
error-frame_too_large = That message is too large for the server.
error-rate_limited = Slow down a little: too many messages at once.
error-unsupported_protocol = This page and the server speak different versions. Reload the page.
error-unknown_game = The server does not offer that game.
error-bad_options = Those options are not valid.
error-too_many_rooms = Too many open rooms, on this server or made from your network. Play in one of them, or try again later.
error-unknown_room = This room does not exist (any more). Rooms close after a while without players.
error-not_in_room = You are not in a room yet. Reload the page.
error-room_full = Every seat in this room is taken. You can still watch.
error-already_started = The game has already started, so seats and options are fixed.
error-not_started = The game has not started yet.
error-not_finished = The game is still going.
error-bad_seat = There is no such seat.
error-seat_taken = Someone else just took that seat. Pick another one.
error-already_seated = You already have a seat in this room.
error-name_taken = Another player already goes by that name. Pick another one.
error-color_taken = Another player already plays in that colour. Pick another one.
error-not_seated = Take a seat first.
error-not_host = Only the host can do that.
error-bad_token = Your saved seat could not be restored, so you are watching. Take a free seat to play.
error-seat_not_away = That seat's player is still here, or has not been away long enough.
error-seats_not_filled = Every seat needs a player (or a bot) before the game can start.
error-chat_too_long = That message is too long (280 characters at most).
error-not_your_turn = It is not your turn.
error-illegal_move = That move is not allowed.
error-bad_move = That move is not allowed.
error-game_over = The game is over.
error-server_full = The server is full right now. Try again in a minute.
error-shutting_down = The server is restarting. The page will reconnect by itself.
error-room_elsewhere = This room is moving to another server. The page will reconnect by itself.
error-forbidden_origin = This page may not talk to that server: it was loaded from another site.
error-too_many_connections = Too many connections from your network. Close a few tabs and try again.
error-rematch_too_soon = Many games were started here just now. Wait a few seconds, then try again.
error-offer_pending = Another offer is waiting for its answers.
error-offer_unavailable = That offer cannot be made now.
error-no_offer = That offer is no longer open.
error-not_asked = That offer does not ask you.
error-offer_too_soon = That offer was just declined. Play on, or wait a little before asking again.
error-start_failed = The board took too long to set up. Try again, or choose a smaller board.
error-storage_unavailable = The server cannot save games right now, so nothing was changed. Try again in a moment.
error-game_too_long = This game has grown longer than the server allows, so it cannot go on. Start a new game.
error-replays_busy = The server is preparing many replays right now. Try again in a few seconds.
error-replay_too_long = This game is too long to fetch in one piece; the replay page reads it in parts.
error-bad_endpoint = The server may not send notifications there: only https addresses on the public internet are allowed.
# A code whose server message says exactly what was wrong: the words, then the reason.
error-with-reason = { $words }: { $reason }.
error-unknown = Something went wrong. Please try again.
