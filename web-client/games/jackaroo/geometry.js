// Jackaroo board geometry (the wire contract, RULES.md §4.1) and where every
// space sits in the SVG. Pure: no DOM.
//
// The track is 76 squares clockwise; board position b has its start at 19b
// and its safe stop one square before it, with a safe zone of 4 leading
// inward from the safe stop. On screen the track is a rounded square and the
// board is turned so that my own position sits at the bottom.

export const trackLength = 76;
export const sectionLength = 19;
export const safeZoneLength = 4;

// The SVG box and the loop in it.
export const boardSize = 1000;
const center = boardSize / 2;
const half = 460;          // half the loop's side
const cornerRadius = 90;
const straight = half - cornerRadius;             // half a side's straight part
const quarter = 2 * straight + (Math.PI * cornerRadius) / 2;
export const spacing = (4 * quarter) / trackLength; // distance between squares
export const squareRadius = 19;
export const marbleRadius = 15;

const mod = (n, m) => ((n % m) + m) % m;

// The board position of a seat: the view says it; otherwise the contract's
// rule (2 players sit at 0 and 2, 3 and 4 players at their seat).
export function positionOfSeat(game, seat) {
  const player = ((game && game.players) || []).find((p) => p.seat === seat);
  if (player && Number.isInteger(player.position)) return player.position;
  const count = ((game && game.players) || []).length;
  return count === 2 ? seat * 2 : seat;
}

export function startSquare(position) {
  return mod(sectionLength * position, trackLength);
}

export function safeStopSquare(position) {
  return mod(sectionLength * position - 1, trackLength);
}

export function ownerOf(marbleId) {
  return Math.floor(marbleId / 4);
}

export function partnerOf(game, seat) {
  const player = ((game && game.players) || []).find((p) => p.seat === seat);
  if (player && player.partner !== undefined) return player.partner;
  return game && game.teams ? (seat + 2) % 4 : null;
}

// Where a marble lands when it moves `steps` along its owner's route
// (RULES §4.1): forward up to the owner's safe stop then into z1..z4, never
// beyond; backward (the 4) stays on the track. Returns {zone, square} or null
// when the move would overshoot. This is only for showing where a legal move
// goes: legality is the server's.
export function landingAfter(game, marble, steps) {
  const owner = marble.owner ?? ownerOf(marble.id);
  if (marble.zone === 'safe') {
    const square = marble.square + steps;
    return steps > 0 && square < safeZoneLength ? { zone: 'safe', square } : null;
  }
  if (marble.zone !== 'track') return null;
  if (steps < 0) return { zone: 'track', square: mod(marble.square + steps, trackLength) };
  const toStop = mod(safeStopSquare(positionOfSeat(game, owner)) - marble.square, trackLength);
  if (steps <= toStop) return { zone: 'track', square: mod(marble.square + steps, trackLength) };
  if (steps <= toStop + safeZoneLength) return { zone: 'safe', square: steps - toStop - 1 };
  return null;
}

export function marbleById(game, id) {
  return ((game && game.marbles) || []).find((m) => m.id === id) || null;
}

// Where the marble(s) of a legal move end up: a list of
// {marble, to: {zone, square}} in the order they move.
export function landingsOf(game, move) {
  const moved = marbleById(game, move.marble);
  if (!moved) return [];
  const owner = moved.owner ?? ownerOf(moved.id);
  switch (move.ability) {
    case 'release':
      return [{ marble: moved.id, to: { zone: 'track', square: startSquare(positionOfSeat(game, owner)) } }];
    case 'release_partner': {
      const start = { ...moved, zone: 'track', square: startSquare(positionOfSeat(game, owner)) };
      const to = landingAfter(game, start, 5);
      return to ? [{ marble: moved.id, to }] : [];
    }
    case 'move': {
      const to = landingAfter(game, moved, move.steps);
      return to ? [{ marble: moved.id, to }] : [];
    }
    case 'split': {
      const out = [];
      const first = landingAfter(game, moved, move.steps);
      if (first) out.push({ marble: moved.id, to: first });
      const second = marbleById(game, move.marble2);
      const to2 = second ? landingAfter(game, second, 7 - move.steps) : null;
      if (to2) out.push({ marble: second.id, to: to2 });
      return out;
    }
    case 'swap': {
      const other = marbleById(game, move.target);
      if (!other) return [];
      return [
        { marble: moved.id, to: { zone: other.zone, square: other.square } },
        { marble: other.id, to: { zone: moved.zone, square: moved.square } },
      ];
    }
    default:
      return [];
  }
}

// The longest walk of one card (the King's 13).
const longestWalk = 13;

// The places a marble passed through moving from `from` to `to` (both
// included), along its owner's route: clockwise on the track, back for a 4,
// then into the owner's safe zone; a partner's marble brought out by a 5
// from home to its start, then on. Null when the move is no walk (out of
// home, a swap) or no walk of one card joins the two places. For drawing
// only, like landingAfter.
export function walkedPlaces(game, owner, from, to, ability) {
  if (!from || !to || ability === 'swap' || to.zone === 'home') return null;
  if (from.zone === 'home') {
    // A 5 that brings a partner's marble out moves it on 5 from its start.
    if (ability !== 'release_partner') return null;
    const start = { zone: 'track', square: startSquare(positionOfSeat(game, owner)) };
    const walk = walkedPlaces(game, owner, start, to, 'move');
    return walk && [from, ...walk];
  }
  if (!Number.isInteger(from.square) || !Number.isInteger(to.square)) return null;
  const places = [];
  if (from.zone === 'safe') {
    if (to.zone !== 'safe' || to.square < from.square) return null;
    for (let z = from.square; z <= to.square; z += 1) places.push({ zone: 'safe', square: z });
    return places;
  }
  if (from.zone !== 'track') return null;
  if (to.zone === 'track') {
    const ahead = mod(to.square - from.square, trackLength);
    const back = mod(from.square - to.square, trackLength);
    const step = ahead <= longestWalk ? 1 : back <= 4 ? -1 : 0;
    if (!step || ahead === 0) return null;
    for (let square = from.square; ; square = mod(square + step, trackLength)) {
      places.push({ zone: 'track', square });
      if (square === to.square) return places;
    }
  }
  if (to.zone !== 'safe') return null;
  const toStop = mod(safeStopSquare(positionOfSeat(game, owner)) - from.square, trackLength);
  if (toStop + to.square + 1 > longestWalk) return null;
  for (let i = 0; i <= toStop; i += 1) places.push({ zone: 'track', square: mod(from.square + i, trackLength) });
  for (let z = 0; z <= to.square; z += 1) places.push({ zone: 'safe', square: z });
  return places;
}

// --- screen coordinates

// The board turns so that `rotation` (a board position) is at the bottom.
export function rotationFor(game, mySeat) {
  if (mySeat === null || mySeat === undefined) return 0;
  if (!((game && game.players) || []).some((p) => p.seat === mySeat)) return 0;
  return positionOfSeat(game, mySeat);
}

// Which side of the screen a board position is on: 0 bottom, 1 left, 2 top, 3 right.
export function sideOf(position, rotation) {
  return mod(position - rotation, 4);
}

// A point given for the bottom side, relative to the centre, turned a quarter
// clockwise `quarters` times (bottom -> left -> top -> right).
function turned(dx, dy, quarters) {
  let x = dx;
  let y = dy;
  for (let i = 0; i < mod(quarters, 4); i += 1) [x, y] = [-y, x];
  return { x: round(center + x), y: round(center + y) };
}

const round = (v) => Math.round(v * 10) / 10;

// The point at arc length s along the bottom quarter of the loop, which runs
// from the middle of the bottom side, clockwise (to the left), to the middle
// of the left side.
function quarterPoint(s) {
  if (s <= straight) return [-s, half];
  const arc = (Math.PI * cornerRadius) / 2;
  if (s <= straight + arc) {
    const angle = Math.PI / 2 + (s - straight) / cornerRadius;
    return [-straight + cornerRadius * Math.cos(angle), straight + cornerRadius * Math.sin(angle)];
  }
  return [-half, straight - (s - straight - arc)];
}

// Track square -> {x, y}. The safe stop of the position at the bottom sits in
// the middle of the bottom side, its start square just clockwise of it.
export function trackPoint(square, rotation = 0) {
  const u = mod(square + 1 - sectionLength * rotation, trackLength);
  const quarters = Math.floor(u / sectionLength);
  const [dx, dy] = quarterPoint((u - quarters * sectionLength) * spacing);
  return turned(dx, dy, quarters);
}

// Safe zone square z (0..3) of a board position: straight inward from its safe stop.
export function safePoint(position, z, rotation = 0) {
  return turned(0, half - (z + 1) * spacing, sideOf(position, rotation));
}

// Home slot i (0..3) of a board position: a 2 x 2 group inside the loop,
// beside the start square.
export function homePoint(position, slot, rotation = 0) {
  const col = slot % 2;
  const row = Math.floor(slot / 2);
  return turned(-118 + col * 44, 392 - row * 44, sideOf(position, rotation));
}

// Where a position's name, cards and marks go: inside the loop, past its home.
export function infoPoint(position, rotation = 0) {
  return turned(-272, 318, sideOf(position, rotation));
}

// Where a marble is drawn, or null when its place is unknown.
export function marblePoint(game, marble, rotation = 0) {
  const owner = marble.owner ?? ownerOf(marble.id);
  const position = positionOfSeat(game, owner);
  if (marble.zone === 'track' && Number.isInteger(marble.square)) return trackPoint(marble.square, rotation);
  if (marble.zone === 'safe' && Number.isInteger(marble.square)) return safePoint(position, marble.square, rotation);
  if (marble.zone === 'home') return homePoint(position, marble.id % 4, rotation);
  return null;
}

// A {zone, square} place of a marble of `owner` as a point (for landings).
export function placePoint(game, owner, place, rotation = 0) {
  if (!place) return null;
  if (place.zone === 'track') return trackPoint(place.square, rotation);
  if (place.zone === 'safe') return safePoint(positionOfSeat(game, owner), place.square, rotation);
  return null;
}

// The board positions in use: one per player.
export function usedPositions(game) {
  return ((game && game.players) || []).map((p) => positionOfSeat(game, p.seat));
}
