// The Jackaroo board as an SVG template (lit-html): the track loop, starts,
// safe stops, safe zones, homes, every marble, each player's name, face-down
// cards, dealer and turn marks, and the last card played in the middle. Pure:
// returns a template, renders nothing (view.js does). Names go in only as
// template values (escaped), colours are checked; other players' cards are
// only ever drawn face down, from their hand_count.
import { html, svg, nothing } from '../../js/lit.js';
import { safeColor, playerColors } from '../../js/player-icons.js';
import { seatShape, seatMarkSvg } from '../../js/seat-shapes.js';
import {
  boardSize, trackLength, sectionLength, squareRadius, marbleRadius, safeZoneLength,
  trackPoint, safePoint, homePoint, infoPoint, marblePoint, placePoint,
  positionOfSeat, startSquare, safeStopSquare, ownerOf, sideOf, rotationFor, walkedPlaces,
} from './geometry.js';
import { parseCard, suitSymbol, isRed, cardLong } from './cards.js';
import { placeText, whereText } from './choose.js';
import { t, direction } from '../../js/i18n.js';

// Apart under colour-vision deficiency too (tests/web/palette-vision.test.mjs).
export const fallbackColors = ['#d43770', '#1689f5', '#2b8a3e', '#ef841e'];

// The colour of every seat's marbles, start and dot: the player's own
// colour, or the seat's fallback for a seat without one (a bot). Marbles are
// told apart only by colour, so a seat whose colour another seat already
// shows gets the first colour no seat uses or wants. People's own colours
// are settled first (in seat order), so two people who picked the same
// colour keep it for the first of them, and a bot never takes a person's.
// Colours in lower case; a Map from seat to colour.
export function seatColors(seats) {
  const list = (seats || []).filter((info) => info && Number.isInteger(info.seat)).sort((a, b) => a.seat - b.seat);
  const own = (info) => safeColor(info.color, null);
  const wantOf = (info) => (own(info) || fallbackColors[info.seat % fallbackColors.length]).toLowerCase();
  const wanted = list.map(wantOf);
  const spare = [...fallbackColors, ...playerColors].map((color) => color.toLowerCase());
  const taken = new Set();
  const colors = new Map();
  const settle = (info) => {
    let color = wantOf(info);
    if (taken.has(color)) color = spare.find((c) => !taken.has(c) && !wanted.includes(c)) || spare.find((c) => !taken.has(c)) || color;
    taken.add(color);
    colors.set(info.seat, color);
  };
  list.filter(own).forEach(settle);
  list.filter((info) => !own(info)).forEach(settle);
  return colors;
}

export function seatColor(seats, seat) {
  return seatColors(seats).get(seat) || fallbackColors[seat % fallbackColors.length];
}

const teamNames = ['A', 'B'];

// Long names are cut on the board (the side panel has them in full).
function shortName(name) {
  const text = String(name);
  return text.length > 14 ? `${text.slice(0, 13)}\u2026` : text;
}

export function teamOf(game, seat) {
  return game && game.teams ? seat % 2 : null;
}

// An attribute that is there only when `on` (lit-html leaves out an
// attribute whose value is `nothing`).
const when = (on, value) => (on ? value : nothing);

function cardFaceSvg(id, x, y, width) {
  const card = parseCard(id);
  if (!card) return nothing;
  const height = width * 1.4;
  const color = isRed(card.suit) ? '#c92a2a' : '#212529';
  return svg`<g class="jk-last-card" data-last-card="${card.id}" role="img" aria-label="${cardLong(card.id)}">
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="#fff" stroke="#868e96" stroke-width="2"/>
    <text x="${x + width / 2}" y="${y + height * 0.45}" text-anchor="middle" font-size="${width * 0.42}" font-weight="800" fill="${color}">${card.rank}</text>
    <text x="${x + width / 2}" y="${y + height * 0.8}" text-anchor="middle" font-size="${width * 0.38}" fill="${color}">${suitSymbol(card.suit)}</text></g>`;
}

function cardBacksSvg(count, x, y) {
  const shown = Math.min(count, 13);
  const step = 9;
  const left = x - ((shown - 1) * step + 22) / 2;
  const backs = [];
  for (let i = 0; i < shown; i += 1) {
    backs.push(svg`<rect class="jk-card-back" x="${left + i * step}" y="${y}" width="22" height="31" rx="3"/>`);
  }
  return svg`<g class="jk-card-backs" data-hand-count="${count}">${backs}</g>`;
}

// One marble: a group keyed by its id (data-motion-key), so an update keeps
// the node and move-motion.js slides it. A candidate is a button (role,
// tabindex) with a larger hit circle and a ring.
function marbleSvg(marble, point, color, options) {
  const { team, candidate, chosen, rotationLabel, path, shape } = options;
  const classes = ['jk-marble'];
  if (candidate) classes.push('candidate');
  if (chosen) classes.push('chosen');
  const r = marbleRadius;
  const hit = candidate ? svg`<circle class="jk-hit" cx="${point.x}" cy="${point.y}" r="${r + 12}"/>` : nothing;
  // The seat's shape in the middle (colour is not the only sign); team B's
  // ring goes round it, just inside the rim.
  const seatMark = seatMarkSvg(shape, point.x, point.y, r * 0.5, 'jk-seat-mark');
  const teamMark = team === 1 ? svg`<circle class="jk-team-mark" cx="${point.x}" cy="${point.y}" r="${r * 0.8}"/>` : nothing;
  const ring = candidate || chosen ? svg`<circle class="jk-marble-ring" cx="${point.x}" cy="${point.y}" r="${r + 6}"/>` : nothing;
  return svg`<g class="${classes.join(' ')}" data-marble="${marble.id}" data-motion-key="marble-${marble.id}" data-owner="${ownerOf(marble.id)}" data-zone="${marble.zone}" data-square="${Number.isInteger(marble.square) ? marble.square : ''}" role="${candidate ? 'button' : 'img'}" tabindex="${when(candidate, '0')}" data-candidate="${when(candidate, 'true')}" data-motion-path="${path ? pointsText(path) : nothing}" aria-label="${rotationLabel}">${hit}<circle class="jk-marble-body" cx="${point.x}" cy="${point.y}" r="${r}" fill="${color}"/>${seatMark}${teamMark}${ring}</g>`;
}

const pointsText = (points) => points.map((p) => `${p.x},${p.y}`).join(' ');

// The points a move of the last play walked through on this board (both
// ends included), or null when it was no walk along the route.
function walkPoints(game, lastPlay, move, rotation) {
  const places = walkedPlaces(game, move.owner, move.from, move.to, lastPlay.event && lastPlay.event.ability);
  const home = { id: move.marble, owner: move.owner, zone: 'home', square: null };
  const pointOf = (place) => (place.zone === 'home' ? marblePoint(game, home, rotation) : placePoint(game, move.owner, place, rotation));
  const points = places && places.map(pointOf);
  return points && points.every(Boolean) ? points : null;
}

const placeKey = (place) => `${place.zone}:${Number.isInteger(place.square) ? place.square : ''}`;

// The last play's marks, under the marbles: each moved marble's path from
// where it stood (a hollow circle) to where it went (a ring around it), in
// the colour of the player who played; each marble sent home ringed in red
// at home, with a cross where it stood when that is known. `lastPlay` is
// last-play.js's lastPlayMarks, or null.
function lastPlaySvg(game, lastPlay, { seats, nameOf, rotation }) {
  if (!lastPlay) return nothing;
  const at = (id, place) => marblePoint(game, { id, owner: ownerOf(id), zone: place.zone, square: place.square }, rotation);
  const color = Number.isInteger(lastPlay.seat) ? seatColor(seats, lastPlay.seat) : '#2b2622';
  const marks = [];
  for (const move of lastPlay.moves) {
    const from = at(move.marble, move.from);
    const to = at(move.marble, move.to);
    if (!from || !to) continue;
    const title = t('jackaroo-last-move-title', { player: nameOf(lastPlay.seat), owner: nameOf(move.owner), from: placeText(move.from), to: placeText(move.to) });
    // Along the track where the marble walked; straight out of home or for a swap.
    const walk = walkPoints(game, lastPlay, move, rotation);
    const trace = walk
      ? svg`<polyline class="jk-last-path" points="${pointsText(walk)}" stroke="${color}"/>`
      : svg`<line class="jk-last-path" x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}" stroke="${color}"/>`;
    marks.push(svg`<g class="jk-last-move" data-last-marble="${move.marble}" data-last-from="${placeKey(move.from)}" data-last-to="${placeKey(move.to)}"><title>${title}</title>
      ${trace}
      <circle class="jk-last-from" cx="${from.x}" cy="${from.y}" r="${marbleRadius - 2}" stroke="${color}"/>
      <circle class="jk-last-to" cx="${to.x}" cy="${to.y}" r="${marbleRadius + 9}" stroke="${color}"/></g>`);
  }
  for (const sent of lastPlay.sentHome) {
    const home = at(sent.marble, { zone: 'home', square: null });
    if (!home) continue;
    const from = sent.from ? at(sent.marble, sent.from) : null;
    const title = sent.from
      ? t('jackaroo-sent-home-title-from', { owner: nameOf(sent.owner), from: placeText(sent.from) })
      : t('jackaroo-sent-home-title', { owner: nameOf(sent.owner) });
    const d = 9;
    const cross = from
      ? svg`<path class="jk-sent-cross" d="M${from.x - d} ${from.y - d}L${from.x + d} ${from.y + d}M${from.x + d} ${from.y - d}L${from.x - d} ${from.y + d}"/>`
      : nothing;
    marks.push(svg`<g class="jk-sent-home" data-sent-home="${sent.marble}" data-sent-from="${sent.from ? placeKey(sent.from) : nothing}"><title>${title}</title>
      <circle class="jk-sent-ring" cx="${home.x}" cy="${home.y}" r="${marbleRadius + 8}"/>${cross}</g>`);
  }
  return svg`<g class="jk-last-play" data-last-seq="${Number(lastPlay.seq) || 0}" data-last-seat="${Number(lastPlay.seat)}">${marks}</g>`;
}

// One track square, tinted by its section; a start has an arrow, a safe stop
// a diamond in its owner's colour.
function squareSvg(square, { rotation, seats, nameOf, positionSeat, starts, stops }) {
  const { x, y } = trackPoint(square, rotation);
  const sectionSeat = positionSeat.get(Math.floor(square / sectionLength));
  const classes = ['jk-square'];
  let fill = '#fffdf8';
  let stroke = '#c9bfae';
  let extra = nothing;
  if (sectionSeat !== undefined) stroke = seatColor(seats, sectionSeat);
  if (starts.has(square)) {
    classes.push('start');
    fill = seatColor(seats, starts.get(square));
    extra = svg`<path class="jk-start-arrow" d="M${x - 7} ${y - 8}L${x + 8} ${y}L${x - 7} ${y + 8}z"/>`;
  } else if (stops.has(square)) {
    classes.push('safe-stop');
    extra = svg`<rect class="jk-stop-mark" x="${x - 7}" y="${y - 7}" width="14" height="14" transform="rotate(45 ${x} ${y})" fill="${seatColor(seats, stops.get(square))}"/>`;
  }
  const owner = starts.has(square) ? starts.get(square) : stops.get(square);
  const title = starts.has(square)
    ? t('jackaroo-square-start', { square, name: nameOf(owner) })
    : stops.has(square) ? t('jackaroo-square-stop', { square, name: nameOf(owner) }) : t('jackaroo-square', { square });
  return svg`<g class="${classes.join(' ')}" data-track="${square}"><title>${title}</title><circle cx="${x}" cy="${y}" r="${squareRadius}" fill="${fill}" stroke="${stroke}"/>${extra}</g>`;
}

// A position's safe zone and home, in its player's colour.
function zoneAndHomeSvg(position, seat, { rotation, seats, nameOf }) {
  const color = seatColor(seats, seat);
  const safe = [];
  for (let z = 0; z < safeZoneLength; z += 1) {
    const { x, y } = safePoint(position, z, rotation);
    safe.push(svg`<rect class="jk-safe-square" data-safe="${z}" x="${x - squareRadius}" y="${y - squareRadius}" width="${squareRadius * 2}" height="${squareRadius * 2}" rx="6" stroke="${color}"/>`);
  }
  const slots = [];
  for (let slot = 0; slot < 4; slot += 1) {
    const { x, y } = homePoint(position, slot, rotation);
    slots.push(svg`<circle class="jk-home-slot" cx="${x}" cy="${y}" r="${marbleRadius + 3}" stroke="${color}"/>`);
  }
  return svg`<g class="jk-safe-zone" data-seat="${seat}"><title>${t('jackaroo-safe-zone-of', { name: nameOf(seat) })}</title>${safe}</g>
    <g class="jk-home" data-seat="${seat}"><title>${t('jackaroo-home-of', { name: nameOf(seat) })}</title>${slots}</g>`;
}

// A player's name, cards (face down), dealer and turn marks.
function playerSvg(game, player, { rotation, seats, nameOf, mySeat }) {
  const position = positionOfSeat(game, player.seat);
  const { x, y } = infoPoint(position, rotation);
  const color = seatColor(seats, player.seat);
  const acting = game.turn === player.seat;
  const dealer = game.dealer === player.seat;
  const team = teamOf(game, player.seat);
  const classes = ['jk-player'];
  if (acting) classes.push('acting');
  if (player.seat === mySeat) classes.push('me');
  const count = player.hand_count ?? 0;
  const sub = team === null ? t('jackaroo-board-cards', { count }) : t('jackaroo-board-cards-team', { count, team: teamNames[team] });
  const name = shortName(nameOf(player.seat));
  // The board itself never mirrors (its container is dir="ltr"); a line of
  // right-to-left words is laid out right to left from the same left edge.
  const rtl = direction() === 'rtl';
  const textDir = rtl ? 'rtl' : nothing;
  const leftAnchor = rtl ? 'end' : nothing;
  // Other players' cards only as backs; my own hand is shown below the board.
  const backs = player.seat !== mySeat || !Array.isArray(game.hand) ? cardBacksSvg(player.hand_count || 0, x, y + 24) : nothing;
  return svg`<g class="${classes.join(' ')}" data-seat="${player.seat}" data-position="${position}" data-side="${sideOf(position, rotation)}" data-acting="${when(acting, 'true')}" data-dealer="${when(dealer, 'true')}">${
    acting ? svg`<rect class="jk-turn-box" x="${x - 120}" y="${y - 46}" width="240" height="138" rx="16" stroke="${color}"/>` : nothing}
    <circle cx="${x - 100}" cy="${y - 22}" r="11" fill="${color}"/>${seatMarkSvg(seatShape(seats, player.seat), x - 100, y - 22, 6, 'jk-seat-mark')}
    <text class="jk-name" x="${x - 84}" y="${y - 14}" direction="${textDir}" text-anchor="${leftAnchor}">${player.seat === mySeat ? t('jackaroo-board-name-me', { name }) : name}</text>
    <text class="jk-sub" x="${x - 108}" y="${y + 10}" direction="${textDir}" text-anchor="${leftAnchor}">${sub}</text>
    ${backs}${
    dealer ? svg`<g class="jk-dealer" role="img" aria-label="${t('jackaroo-dealer')}"><title>${t('jackaroo-dealer-title')}</title><circle cx="${x - 92}" cy="${y + 40}" r="15"/><text x="${x - 92}" y="${y + 40}" dy=".35em" text-anchor="middle">${t('jackaroo-dealer-letter')}</text></g>` : nothing}${
    game.burned === player.seat ? svg`<text class="jk-burned" data-burned="true" x="${x + 80}" y="${y + 46}" text-anchor="middle" direction="${textDir}">${t('jackaroo-burned-mark')}</text>` : nothing}${
    acting ? svg`<text class="jk-turn-text" x="${x}" y="${y + 82}" text-anchor="middle" direction="${textDir}">${t('jackaroo-to-play-mark')}</text>` : nothing}</g>`;
}

// The middle: last card played, pile and deck.
function centreSvg(game, nameOf) {
  const c = boardSize / 2;
  const textDir = direction() === 'rtl' ? 'rtl' : nothing;
  const last = game.last_play && parseCard(game.last_play.card)
    ? svg`${cardFaceSvg(game.last_play.card, c - 45, c - 120, 90)}<text class="jk-sub" x="${c}" y="${c + 30}" text-anchor="middle" direction="${textDir}">${t('jackaroo-last-by', { name: nameOf(game.last_play.seat) })}</text>`
    : svg`<rect class="jk-pile-empty" x="${c - 45}" y="${c - 120}" width="90" height="126" rx="10"/>`;
  const pile = (game.pile || []).length;
  return svg`<g class="jk-center">${last}
    <text class="jk-sub" data-pile-count="${pile}" x="${c}" y="${c + 62}" text-anchor="middle" direction="${textDir}">${t('jackaroo-pile-deck', { pile, deck: Number(game.deck_count) || 0 })}</text>${
    game.set ? svg`<text class="jk-sub" x="${c}" y="${c + 92}" text-anchor="middle" direction="${textDir}">${t('jackaroo-set-round', { set: Number(game.set), round: Number(game.round) })}</text>` : nothing}</g>`;
}

// Landings of the marbles that can move now. At the split's steps the
// numbered landings are the things to click (buttons); otherwise rings.
function landingsSvg(game, candidates, step, rotation) {
  const landings = [];
  for (const cand of candidates) {
    const point = placePoint(game, cand.owner, cand.to, rotation);
    if (!point) continue;
    if (step === 'steps') {
      const label = cand.steps !== undefined ? String(cand.steps) : '';
      landings.push(svg`<g class="jk-landing choosable" role="button" tabindex="0" data-steps="${cand.steps}" data-landing-for="${cand.marble}" aria-label="${t('jackaroo-landing', { steps: cand.steps, place: placeText(cand.to) })}"><circle class="jk-hit" cx="${point.x}" cy="${point.y}" r="${squareRadius + 8}"/>
        <circle class="jk-landing-ring" cx="${point.x}" cy="${point.y}" r="${squareRadius + 2}"/>
        <text class="jk-landing-text" x="${point.x}" y="${point.y}" dy=".35em" text-anchor="middle">${label}</text></g>`);
    } else {
      landings.push(svg`<g class="jk-landing" data-landing-for="${cand.marble}" data-landing="${`${cand.to.zone}:${cand.to.square}`}"><circle class="jk-landing-ring" cx="${point.x}" cy="${point.y}" r="${squareRadius + 2}"/></g>`);
    }
  }
  return svg`<g class="jk-landings${step === 'steps' ? ' on-top' : ''}">${landings}</g>`;
}

// options: seats ([{seat, name, color}]), nameOf, mySeat, rotation (default:
// my position at the bottom),
// candidates (choose.js candidatesOf), step (choose.js choiceStep),
// chosenMarble (id or null), lastPlay (last-play.js lastPlayMarks, or null).
export function renderBoardSvg(game, options = {}) {
  const seats = options.seats || [];
  const nameOf = options.nameOf || ((seat) => t('jackaroo-player-number', { number: seat + 1 }));
  const rotation = Number.isInteger(options.rotation) ? options.rotation : rotationFor(game, options.mySeat);
  const candidates = options.candidates || [];
  const step = options.step || 'idle';
  const mySeat = options.mySeat;
  const players = (game && game.players) || [];
  const positionSeat = new Map(players.map((p) => [positionOfSeat(game, p.seat), p.seat]));

  // The track, tinted by section (19 squares from each start).
  const starts = new Map();
  const stops = new Map();
  for (const [position, seat] of positionSeat) {
    starts.set(startSquare(position), seat);
    stops.set(safeStopSquare(position), seat);
  }
  const squares = [];
  for (let square = 0; square < trackLength; square += 1) {
    squares.push(squareSvg(square, { rotation, seats, nameOf, positionSeat, starts, stops }));
  }

  // Safe zones and homes of the positions in use.
  const zones = [...positionSeat].map(([position, seat]) => zoneAndHomeSvg(position, seat, { rotation, seats, nameOf }));
  const playerMarks = players.map((player) => playerSvg(game, player, { rotation, seats, nameOf, mySeat }));

  // The split's numbered landings go on top of the marbles (one may stand
  // on a landing square, to be knocked home), other landings under them.
  const candidateIds = new Set(step === 'steps' ? [] : candidates.map((cand) => cand.marble));
  const landings = landingsSvg(game, candidates, step, rotation);

  // A marble that the last play walked to where it stands follows its walk
  // when it is set moving (data-motion-path, js/move-motion.js).
  const lastPlay = options.lastPlay;
  const walkedTo = (marble) => {
    const move = lastPlay && lastPlay.moves.find((m) => m.marble === marble.id);
    if (!move || move.to.zone !== marble.zone || move.to.square !== marble.square) return null;
    return walkPoints(game, lastPlay, move, rotation);
  };
  const marbles = [];
  for (const marble of (game && game.marbles) || []) {
    const point = marblePoint(game, marble, rotation);
    if (!point) continue;
    const owner = ownerOf(marble.id);
    const cand = candidates.find((entry) => entry.marble === marble.id);
    const where = whereText(marble);
    const whose = { name: nameOf(owner), where };
    let label = t('jackaroo-marble-label', whose);
    if (cand && candidateIds.has(marble.id)) {
      label = cand.to && step !== 'target' ? t('jackaroo-marble-label-move', { ...whose, place: placeText(cand.to) }) : t('jackaroo-marble-label-choose', whose);
    }
    marbles.push(
      marbleSvg(marble, point, seatColor(seats, owner), {
        team: teamOf(game, owner),
        candidate: candidateIds.has(marble.id),
        chosen: options.chosenMarble === marble.id,
        rotationLabel: label,
        path: walkedTo(marble),
        shape: seatShape(seats, owner),
      }),
    );
  }

  // Marbles after the landings, so they sit on top (except at the steps).
  // options.crop: [x, y, width, height] of the board to draw (the how-to
  // page's close-ups); the whole board by default.
  const crop = Array.isArray(options.crop) && options.crop.length === 4 ? options.crop.map(Number).join(' ') : `0 0 ${boardSize} ${boardSize}`;
  return html`<svg class="jackaroo-board" viewBox="${crop}" role="group" aria-label="${t('jackaroo-board-label', { count: players.length })}" xmlns="http://www.w3.org/2000/svg">
    <rect class="jk-felt" x="4" y="4" width="${boardSize - 8}" height="${boardSize - 8}" rx="70"/>
    <g class="jk-track">${squares}</g>
    ${zones}
    ${playerMarks}
    ${centreSvg(game, nameOf)}
    ${lastPlaySvg(game, options.lastPlay, { seats, nameOf, rotation })}
    ${step !== 'steps' ? landings : nothing}
    <g class="jk-marbles">${marbles}</g>
    ${step === 'steps' ? landings : nothing}
  </svg>`;
}
