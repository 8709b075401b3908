// Server error codes (PROTOCOL.md) in words a player understands. The
// server's own `message` is shown when a code is not listed here.
const plainWords = {
  bad_json: 'The server could not read our message. Reload the page and try again.',
  bad_message: 'The server did not understand our request. Reload the page and try again.',
  unknown_type: 'The server does not know that request. Reload the page; it may have been updated.',
  unsupported_protocol: 'This page and the server speak different versions. Reload the page.',
  room_not_found: 'This room does not exist any more. Rooms close after a while without players.',
  unknown_room: 'This room does not exist any more. Rooms close after a while without players.',
  room_full: 'Every seat in this room is taken. You can still watch.',
  seat_taken: 'Someone else just took that seat. Pick another one.',
  seat_not_free: 'Someone else just took that seat. Pick another one.',
  already_seated: 'You already have a seat in this room.',
  not_seated: 'Take a seat first.',
  not_host: 'Only the host can do that.',
  game_started: 'The game has already started, so seats and options are fixed.',
  already_started: 'The game has already started, so seats and options are fixed.',
  not_started: 'The game has not started yet.',
  seats_not_filled: 'Every seat needs a player (or a bot) before the game can start.',
  not_your_turn: 'It is not your turn.',
  illegal_move: 'That move is not allowed.',
  bad_move: 'That move is not allowed.',
  game_over: 'The game is over.',
  not_finished: 'The game is still going.',
  bad_seat_token: 'Your saved seat could not be restored; you are watching now. Take a free seat to play.',
  bad_host_token: 'Your host key was not accepted; you are joining as a guest.',
  bad_options: 'Those options are not valid.',
  bad_option: 'Those options are not valid.',
  unknown_game: 'The server does not offer that game.',
  too_many_rooms: 'The server has too many open rooms right now. Try again later.',
  rate_limited: 'Slow down a little: too many messages at once.',
  text_too_long: 'That message is too long (280 characters at most).',
  bad_text: 'A chat message must have 1 to 280 characters.',
  seat_not_away: 'That seat\'s player is still here.',
  bots_unavailable: 'Bots are not available on this server.',
};

// `error` is the server's {code, message}. Codes with a reason from the engine
// (illegal_move) keep that reason, because it says what exactly was wrong.
export function describeError(error) {
  const code = error && typeof error.code === 'string' ? error.code : '';
  const message = error && typeof error.message === 'string' ? error.message.trim() : '';
  const base = plainWords[code];
  if (base && (code === 'illegal_move' || code === 'bad_options' || code === 'bad_option') && message) {
    return `${base} (${message})`;
  }
  if (base) return base;
  if (message) return message.charAt(0).toUpperCase() + message.slice(1);
  return 'Something went wrong. Please try again.';
}
