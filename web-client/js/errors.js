// Server error codes (PROTOCOL.md) in words a player understands. The
// server's own `message` is shown when a code is not listed here.
const plainWords = {
  invalid_json: 'The server could not read our message. Reload the page and try again.',
  not_an_object: 'The server could not read our message. Reload the page and try again.',
  unknown_type: 'The server does not know that request. Reload the page; it may have been updated.',
  missing_field: 'Something is missing from that request.',
  bad_field: 'Part of that request is not valid.',
  bad_text: 'Names and chat may not contain control characters or invisible formatting characters.',
  binary_frame: 'The server could not read our message. Reload the page and try again.',
  frame_too_large: 'That message is too large for the server.',
  rate_limited: 'Slow down a little: too many messages at once.',
  unsupported_protocol: 'This page and the server speak different versions. Reload the page.',
  unknown_game: 'The server does not offer that game.',
  bad_options: 'Those options are not valid.',
  too_many_rooms: 'Too many open rooms, on this server or made from your network. Play in one of them, or try again later.',
  unknown_room: 'This room does not exist (any more). Rooms close after a while without players.',
  not_in_room: 'You are not in a room yet. Reload the page.',
  room_full: 'Every seat in this room is taken. You can still watch.',
  already_started: 'The game has already started, so seats and options are fixed.',
  not_started: 'The game has not started yet.',
  not_finished: 'The game is still going.',
  bad_seat: 'There is no such seat.',
  seat_taken: 'Someone else just took that seat. Pick another one.',
  already_seated: 'You already have a seat in this room.',
  name_taken: 'Another player already goes by that name. Pick another one.',
  color_taken: 'Another player already plays in that colour. Pick another one.',
  not_seated: 'Take a seat first.',
  not_host: 'Only the host can do that.',
  bad_token: 'Your saved seat could not be restored, so you are watching. Take a free seat to play.',
  seat_not_away: 'That seat\'s player is still here, or has not been away long enough.',
  seats_not_filled: 'Every seat needs a player (or a bot) before the game can start.',
  chat_too_long: 'That message is too long (280 characters at most).',
  not_your_turn: 'It is not your turn.',
  illegal_move: 'That move is not allowed.',
  bad_move: 'That move is not allowed.',
  game_over: 'The game is over.',
  server_full: 'The server is full right now. Try again in a minute.',
  shutting_down: 'The server is restarting. The page will reconnect by itself.',
  room_elsewhere: 'This room is moving to another server. The page will reconnect by itself.',
  forbidden_origin: 'This page may not talk to that server: it was loaded from another site.',
  too_many_connections: 'Too many connections from your network. Close a few tabs and try again.',
  rematch_too_soon: 'Many games were started here just now. Wait a few seconds, then try again.',
  offer_pending: 'Another offer is waiting for its answers.',
  offer_unavailable: 'That offer cannot be made now.',
  no_offer: 'That offer is no longer open.',
  not_asked: 'That offer does not ask you.',
  offer_too_soon: 'That offer was just declined. Play on, or wait a little before asking again.',
  start_failed: 'The board took too long to set up. Try again, or choose a smaller board.',
  storage_unavailable: 'The server cannot save games right now, so nothing was changed. Try again in a moment.',
  game_too_long: 'This game has grown longer than the server allows, so it cannot go on. Start a new game.',
  replays_busy: 'The server is preparing many replays right now. Try again in a few seconds.',
  replay_too_long: 'This game is too long to fetch in one piece; the replay page reads it in parts.',
};

// Codes whose server message says what exactly was wrong: it follows the words.
const withReason = new Set(['illegal_move', 'bad_options', 'bad_field', 'offer_unavailable']);

// `error` is the server's {code, message}. Codes with a reason from the engine
// (illegal_move) keep that reason, because it says what exactly was wrong.
export function describeError(error) {
  const code = error && typeof error.code === 'string' ? error.code : '';
  const message = error && typeof error.message === 'string' ? error.message.trim() : '';
  const base = plainWords[code];
  if (base && withReason.has(code) && message) {
    // "That move is not allowed: (3,2) is crossed out." A reason that begins
    // with a coordinate would read badly inside parentheses.
    return `${base.replace(/\.$/, '')}: ${message.replace(/\.$/, '')}.`;
  }
  if (base) return base;
  if (message) return message.charAt(0).toUpperCase() + message.slice(1);
  return 'Something went wrong. Please try again.';
}
