// Small fixed Jackaroo positions for the how-to-play page, drawn by this
// game's own board code (board-svg.js, last-play.js): the start, a marble
// released onto its start by an Ace, and a marble sent home. Each is a game
// view in the wire contract's shape, as a spectator sees it (no hand).
// Pure: returns templates (how-to-play renders them).
import { renderBoardSvg } from './board-svg.js';
import { lastPlayMarks, placesOf } from './last-play.js';
import { t } from '../../js/i18n.js';

const seats = [
  { seat: 0, name: 'Ana', color: '#d43770' },
  { seat: 1, name: 'Ben', color: '#1689f5' },
  { seat: 2, name: 'Cy', color: '#2b8a3e' },
  { seat: 3, name: 'Dan', color: '#e67700' },
];
const nameOf = (seat) => seats[seat].name;

// Four players, every marble at home but those in `placed` ({id: square}).
function exampleView(placed = {}, extra = {}) {
  const marbles = [];
  for (let id = 0; id < 16; id += 1) {
    const square = placed[id];
    marbles.push({ id, owner: Math.floor(id / 4), zone: square === undefined ? 'home' : 'track', square: square === undefined ? null : square });
  }
  return {
    track_length: 76,
    teams: true,
    start_protection: 'king_only',
    players: [0, 1, 2, 3].map((seat) => ({ seat, position: seat, start: 19 * seat, safe_stop: (19 * seat + 75) % 76, partner: (seat + 2) % 4, hand_count: 4, all_safe: false })),
    marbles,
    dealer: 3,
    set: 1,
    round: 1,
    deck_count: 36,
    pile: [],
    last_play: null,
    turn: 0,
    burned: null,
    winners: null,
    ...extra,
  };
}

// A close-up of Ana's corner (bottom left, where her start and her
// neighbour Ben's Home are) and the card in the middle: a whole board drawn
// at thumbnail size made each marble a dot.
const closeUp = [0, 330, 670, 670];

// The board after `event` (a `play` event) from `before`, with its marks.
function afterPlay(before, after, event) {
  const lastPlay = lastPlayMarks({ seq: 1, event }, placesOf(before.marbles));
  return renderBoardSvg(after, { seats, nameOf, mySeat: null, rotation: 0, lastPlay, crop: closeUp });
}

// [{id, caption, content}] in the order the page shows them; `content` is
// the board's template.
export function ruleDiagrams() {
  const releaseBefore = exampleView();
  const releaseAfter = exampleView({ 0: 0 }, { pile: ['AS'], last_play: { seat: 0, card: 'AS', ability: 'release' }, turn: 1 });
  const sendBefore = exampleView({ 0: 10, 5: 15 }, { pile: ['AS'] });
  const sendAfter = exampleView({ 0: 15 }, { pile: ['AS', '5H'], last_play: { seat: 0, card: '5H', ability: 'move' }, turn: 1 });
  return [
    {
      id: 'start',
      caption: t('jackaroo-diagram-start'),
      content: renderBoardSvg(exampleView(), { seats, nameOf, mySeat: null, rotation: 0 }),
    },
    {
      id: 'release',
      caption: t('jackaroo-diagram-release'),
      content: afterPlay(releaseBefore, releaseAfter, {
        type: 'play', seat: 0, card: 'AS', ability: 'release',
        moves: [{ marble: 0, from: { zone: 'home', square: null }, to: { zone: 'track', square: 0 } }], sent_home: [],
      }),
    },
    {
      id: 'sent-home',
      caption: t('jackaroo-diagram-sent-home'),
      content: afterPlay(sendBefore, sendAfter, {
        type: 'play', seat: 0, card: '5H', ability: 'move',
        moves: [{ marble: 0, from: { zone: 'track', square: 10 }, to: { zone: 'track', square: 15 } }], sent_home: [5],
      }),
    },
  ];
}
