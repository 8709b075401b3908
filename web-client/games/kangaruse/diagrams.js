// Small fixed Kangaruse positions for the how-to-play page, drawn by this
// game's own board code (board-model.js, board-svg.js). Each is a game view
// in the engine's shape, so the pictures show exactly what a game shows.
// Pure: returns lit-html templates (the how-to-play page renders them).
import { boardModel } from './board-model.js';
import { renderBoardSvg } from './board-svg.js';
import { t } from '../../js/i18n.js';

// The two example players, named in the page's language when drawn.
const seatsNow = () => [
  { seat: 0, name: t('kangaruse-diagram-player-one'), color: '#d43770', icon: 'kangaroo' },
  { seat: 1, name: t('kangaruse-diagram-player-two'), color: '#1689f5', icon: 'star' },
];

// A 5 x 4 board: numbers on the columns, directions on the rows.
function exampleView({ players, crossed = [], typed = [] }) {
  const width = 5;
  const height = 4;
  const cells = Array.from({ length: width * height }, () => ({ type: 'plain', river: true }));
  for (const [x, y, cell] of typed) cells[y * width + x] = cell;
  const crossedCells = Array(width * height).fill(false);
  for (const [x, y] of crossed) crossedCells[y * width + x] = true;
  return {
    game: 'kangaruse',
    edition: 'current',
    teleport_cost: 10,
    board: { width, height, numbers_on_columns: true, numbers: [2, 1, 3, 1, 2], directions: ['right', 'down', 'left', 'up'], cells },
    phase: 'playing',
    crossed: crossedCells,
    players: players.map(([seat, x, y]) => ({ seat, x, y, placed: true, out: false, score: 0, teleports: 0, collected: {}, last_echidna: 0 })),
    turn: { seat: 0, step: 'jump', destroy_left: 0 },
  };
}

const squares = [
  [4, 0, { type: 'score', value: 3 }],
  [2, 1, { type: 'tree' }],
  [1, 3, { type: 'echidna', value: 2 }],
  [4, 3, { type: 'score', value: 5 }],
];

function draw(view, lastMove = null) {
  return renderBoardSvg(boardModel(view), { seats: seatsNow(), lastMove });
}

// [{id, caption, content}] in the order the page shows them; `content` is
// the board's template.
export function ruleDiagrams() {
  const names = { first: t('kangaruse-diagram-player-one'), second: t('kangaruse-diagram-player-two') };
  return [
    {
      id: 'start',
      caption: t('kangaruse-diagram-start', names),
      content: draw(exampleView({ players: [[0, 0, 0], [1, 3, 2]], typed: squares })),
    },
    {
      id: 'jump',
      caption: t('kangaruse-diagram-jump', names),
      content: draw(exampleView({ players: [[0, 2, 0], [1, 3, 2]], crossed: [[0, 0]], typed: squares }), { from: [0, 0], to: [2, 0], seat: 0, kind: 'jump' }),
    },
    {
      id: 'special',
      caption: t('kangaruse-diagram-special', names),
      content: draw(exampleView({ players: [[0, 4, 0], [1, 3, 2]], crossed: [[0, 0], [2, 0]], typed: squares }), { from: [2, 0], to: [4, 0], seat: 0, kind: 'jump' }),
    },
  ];
}
