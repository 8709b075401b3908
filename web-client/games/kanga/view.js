// The Kanga play view: the prompt (whose turn, the pie-rule swap, the end),
// the last move and repetition warnings, the Go board (SVG) and a side panel
// with both players, their colours and captures, and the rules. The only
// module here that touches the DOM. The prompt, the board and the players
// panel are lit-html templates (promptContent below, board-svg.js,
// players.js) rendered in place: on an update their elements stay and only
// what changed is patched.
import { h, replaceChildren } from '../../js/dom.js';
import { html, show } from '../../js/lit.js';
import { addStyleSheet, myLegalMoves, movePlayer, gameView } from '../../js/game-view.js';
import { drawBoard } from '../../js/move-motion.js';
import { t } from '../../js/i18n.js';
import { movesByCell, colourOf, cellKey, cellName, sizeOf, stepCell, startCell, isCell } from './board-model.js';
import { renderBoardSvg, boardPixels, spacing } from './board-svg.js';
import { playersPanel as playersContent } from './players.js';
import { turnPrompt, forbiddenCells, rulesSummary, goalText } from './prompt.js';
import { lastMoveText } from './log-text.js';
import { replayLog, repetitionWarning } from './history.js';

import { ruleDiagrams as diagrams } from './diagrams.js';
import { textBoard, typedMove, parsePoint } from './text-board.js';

// The keys of this game, for the how-to-play page.
export const keyboardKeys = ['tab', 'arrows', 'enter', 'escape', { keys: 'r3c4', id: 'kanga-key-typed' }];

export { describeEvent, breakdownLabel, breakdownOrder, isCapture, totalText } from './log-text.js';

const arrowSteps = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
// Below this many screen pixels between lines, a touch first shows the
// stone and a second tap (or the Place button) puts it down.
const smallPoint = 30;

// The prompt (whose turn, what to do), its buttons (place a pending tap,
// swap colours: each hidden unless it has a label), the last move and the
// repetition warning. `actions`: {place, swap}, the buttons' handlers.
function promptContent({ step, text, myTurn, swapLabel, placeLabel, last, warn }, actions) {
  return html`<div class="kg-prompt${myTurn ? ' my-turn' : ''}" data-step="${step}" aria-live="polite"><p class="kg-prompt-text">${text}</p><div class="kg-prompt-actions"><button type="button" class="primary kg-place" ?hidden=${!placeLabel} @click=${actions.place}>${placeLabel || t('kanga-place')}</button><button type="button" class="primary kg-swap" ?hidden=${!swapLabel} @click=${actions.swap}>${swapLabel || t('kanga-swap')}</button></div></div><div class="kg-status"><p class="kg-last">${last}</p><p class="kg-warning" role="status" ?hidden=${!warn}>${warn || ''}</p></div>`;
}

function parseKey(key) {
  const [col, row] = String(key).split(',').map(Number);
  return [col, row];
}

// Pictures for the how-to-play page, drawn by this board's own code (the
// page has not loaded this game's style sheet otherwise).
export function ruleDiagrams() {
  addStyleSheet('kanga-css', new URL('./kanga.css', import.meta.url).href);
  return diagrams();
}

export function createGameView({ stage, side, send }) {
  addStyleSheet('kanga-css', new URL('./kanga.css', import.meta.url).href);
  // The prompt and the status lines (promptContent); its box is no box of
  // its own in the layout (display: contents).
  const top = h('div', { class: 'kg-top' });
  const boardWrap = h('div', { class: 'kg-board-wrap' });
  const keysHelp = h('p', { class: 'kg-keys keys-hint muted small' }, t('kanga-keys'));
  const root = h('section', { class: 'kanga' }, top, boardWrap, keysHelp);
  replaceChildren(stage, root);

  const playersPanel = h('section', { class: 'panel kg-players-panel', 'aria-label': t('kanga-players') });
  const rulesLine = h('p', { class: 'kg-options muted small' });
  const helpPanel = h(
    'details',
    { class: 'panel kg-help' },
    h('summary', {}, t('kanga-help-title')),
    rulesLine,
    h(
      'ul',
      { class: 'kg-rules' },
      // The goal's line shows each pair's colour band beside its words.
      h('li', {}, h('b', {}, t('kanga-help-goal')), ' ', goalText(), ' ', h('span', { class: 'kg-swatch vertical' }), ' ', t('kanga-help-goal-vertical'), ' ', h('span', { class: 'kg-swatch horizontal' }), ' ', t('kanga-help-goal-horizontal')),
      ...['turn', 'go', 'custodian', 'suicide', 'pie', 'end'].map((rule) => h('li', {}, h('b', {}, t(`kanga-help-${rule}`)), ' ', t(`kanga-help-${rule}-text`))),
    ),
  );
  // The board as a table, and a move typed by its point (text-board.js).
  const typedPanel = h('section', { class: 'panel kg-typed-panel', 'aria-label': t('kanga-typed-panel') });
  const textBody = h('div');
  const textPanel = h('details', { class: 'panel kg-text-board' }, h('summary', {}, t('kanga-text-board')), textBody);
  replaceChildren(side, playersPanel, typedPanel, textPanel, helpPanel);

  const state = {
    ctx: null,
    byCell: new Map(),
    swap: null,
    focusKey: null,
    pendingKey: null,
    busy: false,
    board: null,
    ghostKey: null,
    replayKey: null,
    replay: null,
    typedProblem: null,  // what was wrong with the last typed point
  };

  const play = movePlayer({ send, boardWrap, state, render, before: () => (state.pendingKey = null) });

  // On a phone with a big board the points are small: the first tap shows
  // the stone, the second places it.
  function needsConfirm() {
    const svg = boardWrap.querySelector('svg');
    if (!svg || !window.matchMedia || !window.matchMedia('(pointer: coarse)').matches) return false;
    const size = sizeOf(state.ctx.game);
    const scale = svg.getBoundingClientRect().width / boardPixels(size);
    return spacing * scale < smallPoint;
  }

  function choose(key, fromKeyboard) {
    const move = state.byCell.get(key);
    if (!move) return;
    if (!fromKeyboard && state.pendingKey !== key && needsConfirm()) {
      state.pendingKey = key;
      render();
      return;
    }
    play(move);
  }

  boardWrap.addEventListener('click', (event) => {
    const cell = event.target.closest('[data-cell]');
    if (!cell || !state.ctx) return;
    setTabStop(cell.dataset.cell);
    // Enter or Space on a focused point arrive as keydown, not here.
    if (cell.dataset.legal === 'true') choose(cell.dataset.cell, false);
  });

  boardWrap.addEventListener('focusin', (event) => {
    const cell = event.target.closest('[data-cell]');
    if (cell && cell.dataset.cell !== state.focusKey) setTabStop(cell.dataset.cell);
  });

  boardWrap.addEventListener('keydown', (event) => {
    if (!state.ctx || !state.ctx.game) return;
    const size = sizeOf(state.ctx.game);
    const current = state.focusKey ? parseKey(state.focusKey) : startCell(state.ctx.game, state.byCell, null);
    if (arrowSteps[event.key]) {
      event.preventDefault();
      focusCell(cellKey(stepCell(current, arrowSteps[event.key], size)));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusCell(cellKey(event.key === 'Home' ? [0, current[1]] : [size - 1, current[1]]));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(cellKey(current), true);
    } else if (event.key === 'Escape' && state.pendingKey) {
      state.pendingKey = null;
      render();
    }
  });

  // A point typed in the side column: played as a click on it would be.
  function typed(text, input) {
    const cell = parsePoint(text, sizeOf(state.ctx.game));
    const move = cell ? state.byCell.get(cellKey(cell)) : null;
    state.typedProblem = !cell ? t('kanga-typed-unknown') : move ? null : t('kanga-typed-not-legal', { point: cellName(cell) });
    if (!move) {
      render();
      return;
    }
    input.value = '';
    play(move);
  }

  const actions = {
    swap: () => play(state.swap),
    place: () => {
      if (state.pendingKey) play(state.byCell.get(state.pendingKey));
    },
  };

  // One tab stop on the board (a roving tabindex): the cursor's point. The
  // board is drawn again with it; every point keeps its node.
  function setTabStop(key) {
    state.focusKey = key;
    paintBoard();
  }

  // The arrow keys move the focus on purpose: to the point the cursor went to.
  function focusCell(key) {
    setTabStop(key);
    const node = boardWrap.querySelector(`[data-cell="${key}"]`);
    if (node) node.focus();
  }

  // The board from what render() worked out, with the cursor and a pending
  // tap. lit-html keeps every point's node between draws, so a focused point
  // keeps its focus (nothing to restore by hand) and a captured stone's fade
  // (a CSS animation on its node) runs on through redraws.
  function paintBoard() {
    const board = state.board;
    if (!board) return;
    drawBoard(boardWrap, renderBoardSvg(board.game, {
      byCell: board.byCell,
      myColour: board.myColour,
      forbidden: board.forbidden,
      focusKey: state.focusKey,
      pendingKey: state.pendingKey,
      rules: board.rules,
    }));
  }

  // A new move's captured stones fade from the start. Their nodes are new
  // unless a ghost already stood on that point from a move shown before it
  // (a replay that jumps): lit-html keeps that node, and its fade is over.
  function restartGhosts() {
    for (const ghost of boardWrap.querySelectorAll('.kg-ghost')) {
      if (typeof ghost.getAnimations !== 'function') continue;
      for (const animation of ghost.getAnimations()) animation.currentTime = 0;
    }
  }

  function render() {
    const ctx = state.ctx;
    const { view, game, mySeat, nameOf } = ctx;
    const seated = mySeat !== null && mySeat !== undefined;
    const legal = myLegalMoves(ctx);
    const { byCell, swap } = movesByCell(legal);
    state.byCell = byCell;
    state.swap = swap;
    if (state.pendingKey && !byCell.has(state.pendingKey)) state.pendingKey = null;
    const myTurn = legal.length > 0;
    const myColour = myTurn ? colourOf(game, mySeat) : null;
    const forbidden = myTurn ? forbiddenCells(game, byCell) : new Set();

    const { step, text } = turnPrompt(game, legal, { mySeat: seated ? mySeat : null, nameOf, outcome: view.outcome, forbidden: forbidden.size });
    const last = lastMoveText(game, nameOf);
    // The replay walks the whole log: only again when the log grew.
    const log = view.log || [];
    const replayKey = `${log.length}:${log.length ? log[log.length - 1].seq : 0}:${(game.board || []).join('/')}:${game.turn}`;
    if (replayKey !== state.replayKey) {
      state.replayKey = replayKey;
      state.replay = replayLog(log, game);
    }
    const replay = state.replay;
    const warn = game.turn === null || game.turn === undefined ? null : repetitionWarning(replay, (colour) => {
      const seat = colourOf(game, 0) === colour ? 0 : 1;
      return seat === mySeat ? null : nameOf(seat);
    });
    show(top, promptContent({
      step,
      text,
      myTurn,
      swapLabel: swap ? t('kanga-swap-take', { colour: colourOf(game, mySeat === 0 ? 1 : 0) }) : null,
      placeLabel: state.pendingKey ? t('kanga-place-at', { point: cellName(parseKey(state.pendingKey)) }) : null,
      last: last ? t('kanga-last-move', { move: last }) : t('kanga-no-stone-yet'),
      warn,
    }, actions));

    // The board, drawn on every update: lit-html patches only what changed
    // (no key of what was drawn last is needed to skip a redraw), and a
    // stone that did not change is the same node, so it neither fades in
    // again nor loses the focus.
    const size = sizeOf(game);
    if (!isCell(state.focusKey ? parseKey(state.focusKey) : null, size)) state.focusKey = cellKey(startCell(game, byCell, null));
    state.board = { game, byCell, myColour, forbidden, rules: ctx.rules };
    paintBoard();
    const ghostKey = JSON.stringify([game.moves_played, game.last_move]);
    if (ghostKey !== state.ghostKey) {
      state.ghostKey = ghostKey;
      restartGhosts();
    }
    boardWrap.dataset.myTurn = String(myTurn);
    boardWrap.dataset.myColor = seated ? colourOf(game, mySeat) : '';
    boardWrap.dataset.turn = game.turn === null || game.turn === undefined ? '' : String(game.turn);
    boardWrap.dataset.endReason = game.end_reason || '';
    boardWrap.dataset.movesPlayed = String(Number(game.moves_played) || 0);

    show(textBody, textBoard(game, text));
    typedPanel.hidden = !seated || game.turn === null || game.turn === undefined;
    const legalPoints = [...byCell.keys()].map((key) => cellName(parseKey(key)));
    show(typedPanel, typedMove({ legalPoints, problem: myTurn ? state.typedProblem : null, enabled: myTurn, onSubmit: typed }));
    rulesLine.textContent = rulesSummary(game);
    show(playersPanel, playersContent(ctx));
  }

  function update(ctx) {
    state.ctx = ctx;
    if (!ctx.game || !Array.isArray(ctx.game.board)) return;
    render();
  }

  return gameView({ stage, side, update });
}
