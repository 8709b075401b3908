// Jackaroo game views built by hand to the wire contract
// (/work/briefs/jackaroo-contract.md): a 4-player game as seat 0 sees it, the
// same game as a spectator sees it, and a 2-player game.

function homeMarbles(seats) {
  const marbles = [];
  for (const seat of seats) for (let i = 0; i < 4; i += 1) marbles.push({ id: seat * 4 + i, owner: seat, zone: 'home', square: null });
  return marbles;
}

function place(marbles, id, zone, square) {
  const marble = marbles.find((m) => m.id === id);
  marble.zone = zone;
  marble.square = square;
}

// Seat 0 (Ana) to play. Marbles:
//   0: track 72 (3 before Ana's safe stop 75)   1: track 10   2: track 40   3: home
//   4: track 19 (Ben on his start)              5..7: home
//   8: track 30 (Cy, Ana's partner)             9..11: home
//   12: track 12 (Dan)                          13: track 50   14, 15: home
export function fourPlayerView() {
  const marbles = homeMarbles([0, 1, 2, 3]);
  place(marbles, 0, 'track', 72);
  place(marbles, 1, 'track', 10);
  place(marbles, 2, 'track', 40);
  place(marbles, 4, 'track', 19);
  place(marbles, 8, 'track', 30);
  place(marbles, 12, 'track', 12);
  place(marbles, 13, 'track', 50);
  return {
    track_length: 76,
    teams: true,
    start_protection: 'king_only',
    players: [0, 1, 2, 3].map((seat) => ({
      seat,
      position: seat,
      start: 19 * seat,
      safe_stop: (19 * seat + 75) % 76,
      partner: (seat + 2) % 4,
      hand_count: seat === 0 ? 4 : 3,
      all_safe: false,
    })),
    marbles,
    hand: ['AS', '7H', '10D', 'JC'],
    dealer: 3,
    set: 2,
    round: 1,
    deck_count: 36,
    pile: ['KD', '5S', '3C'],
    last_play: { seat: 3, card: '3C', ability: 'move' },
    turn: 0,
    burned: null,
    winners: null,
  };
}

// The same game without a hand: what a spectator is sent.
export function spectatorView() {
  const view = fourPlayerView();
  delete view.hand;
  return view;
}

// Legal moves for Ana's hand above: a subset of what the rules allow, in the
// contract's shape (each one legal on this board).
export function fourPlayerMoves() {
  return [
    { card: 'A', ability: 'release', marble: 3 },
    { card: 'A', ability: 'move', marble: 0, steps: 1 },
    { card: 'A', ability: 'move', marble: 1, steps: 1 },
    { card: 'A', ability: 'move', marble: 1, steps: 11 },
    { card: '7', ability: 'move', marble: 0, steps: 7 },
    { card: '7', ability: 'move', marble: 1, steps: 7 },
    { card: '7', ability: 'split', marble: 0, steps: 3, marble2: 1 },
    { card: '7', ability: 'split', marble: 0, steps: 5, marble2: 1 },
    { card: '7', ability: 'split', marble: 1, steps: 3, marble2: 0 },
    { card: '7', ability: 'split', marble: 0, steps: 3, marble2: 2 },
    { card: '10', ability: 'move', marble: 1, steps: 10 },
    { card: '10', ability: 'burn' },
    { card: 'J', ability: 'swap', marble: 1, target: 13 },
    { card: 'J', ability: 'swap', marble: 1, target: 8 },
    { card: 'J', ability: 'swap', marble: 0, target: 13 },
  ];
}

// Two players: seat 0 at board position 0, seat 1 at position 2.
export function twoPlayerView() {
  const marbles = homeMarbles([0, 1]);
  place(marbles, 4, 'track', 40);
  return {
    track_length: 76,
    teams: false,
    start_protection: 'king_only',
    players: [
      { seat: 0, position: 0, start: 0, safe_stop: 75, partner: null, hand_count: 4, all_safe: false },
      { seat: 1, position: 2, start: 38, safe_stop: 37, partner: null, hand_count: 4, all_safe: false },
    ],
    marbles,
    hand: ['KS', '2H', '2D', '9C'],
    dealer: 1,
    set: 1,
    round: 1,
    deck_count: 44,
    pile: [],
    last_play: null,
    turn: 0,
    burned: null,
    winners: null,
  };
}

export const names = ['Ana', 'Ben', 'Cy', 'Dan'];
export const nameOf = (seat) => names[seat] ?? `Player ${seat + 1}`;
