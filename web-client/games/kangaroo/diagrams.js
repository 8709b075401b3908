// Small fixed Kangaroo positions for the how-to-play page, drawn by this
// game's own board code (board-svg.js): the start, a chain of captures and a
// jump over one's own piece onto the doubling rank. Each is a game view in
// the wire contract's shape. Pure: returns templates (`content`).
import { renderBoardSvg } from './board-svg.js';
import { parseSquare } from './board-model.js';
import { t } from '../../js/i18n.js';

const squares = (names) => names.map(parseSquare);

// board[r] is rank r+1, from lists of square names.
function exampleView({ w = [], b = [] }, extra = {}) {
  const rows = Array.from({ length: 8 }, () => Array(8).fill('.'));
  for (const [file, rank] of squares(w)) rows[rank][file] = 'w';
  for (const [file, rank] of squares(b)) rows[rank][file] = 'b';
  return {
    board: rows.map((row) => row.join('')),
    colors: ['white', 'black'],
    doubling_rank: [7, 0],
    turn: 1,
    phase: 'move',
    chain: null,
    stranded: null,
    pieces: [w.length, b.length],
    scores: [w.length, b.length],
    last_move: null,
    end_reason: null,
    moves_played: 0,
    ...extra,
  };
}

const ranks = (list) => list.flatMap((rank) => [...'abcdefgh'].map((file) => `${file}${rank}`));

// [{id, caption, content}] in the order the page shows them.
export function ruleDiagrams() {
  return [
    {
      id: 'start',
      caption: t('kangaroo-diagram-start'),
      content: renderBoardSvg(exampleView({ w: ranks([1, 2]), b: ranks([7, 8]) }, { turn: 0 })),
    },
    {
      id: 'chain',
      caption: t('kangaroo-diagram-chain'),
      content: renderBoardSvg(
        exampleView(
          { w: ['e7', 'b2', 'f2', 'g3'], b: ['c6', 'f7', 'd8', 'g5'] },
          { last_move: { seat: 0, path: squares(['c3', 'e5', 'e7']), captured: squares(['d4', 'e6']) } },
        ),
      ),
    },
    {
      id: 'own-piece',
      caption: t('kangaroo-diagram-own-piece'),
      content: renderBoardSvg(
        exampleView({ w: ['h8', 'g7', 'c4'], b: ['b6', 'd7', 'e3'] }, { last_move: { seat: 0, path: squares(['f6', 'h8']), captured: [] } }),
      ),
    },
  ];
}
