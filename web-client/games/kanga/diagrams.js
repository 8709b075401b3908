// Small fixed Kanga positions for the how-to-play page, drawn by this game's
// own board code (board-svg.js): a Go capture, a custodian capture and a
// winning connection. Each is a game view in the wire contract's shape.
// Pure: returns templates (how-to-play renders them).
import { renderBoardSvg } from './board-svg.js';
import { t } from '../../js/i18n.js';

// A Kanga game view of `board` (rows of '.', 'b', 'w'), White to move, with
// `extra` over it (also the tests' fixtures: tests/web/kanga-fixture.mjs).
export function exampleView(board, extra = {}) {
  return {
    size: board.length,
    board,
    colors: ['black', 'white'],
    turn: 1,
    pie_rule: false,
    move_cap: false,
    suicide: 'illegal',
    captures: [0, 0],
    last_move: null,
    winning_group: null,
    end_reason: null,
    moves_played: 0,
    ...extra,
  };
}

// [{id, caption, content}] in the order the page shows them.
export function ruleDiagrams() {
  return [
    {
      id: 'go-capture',
      caption: t('kanga-diagram-go-capture'),
      content: renderBoardSvg(
        exampleView(['.....', '..b..', '.b.b.', '..b..', '.....'], { captures: [1, 0], last_move: { seat: 0, at: [2, 3], captured: [[2, 2]] } }),
      ),
    },
    {
      id: 'custodian',
      caption: t('kanga-diagram-custodian'),
      content: renderBoardSvg(
        exampleView(['.....', 'w...w', '.....', '..b..', '.....'], { turn: 0, captures: [0, 3], last_move: { seat: 1, at: [4, 1], captured: [[1, 1], [2, 1], [3, 1]] } }),
      ),
    },
    {
      id: 'connection',
      caption: t('kanga-diagram-connection'),
      content: renderBoardSvg(
        exampleView(['.b..w', '.bw..', '.bbw.', 'w.b..', '..bw.'], { winning_group: [[1, 0], [1, 1], [1, 2], [2, 2], [2, 3], [2, 4]], last_move: { seat: 0, at: [2, 4], captured: [] }, end_reason: 'connection' }),
      ),
    },
  ];
}
