// The Kangaroo play view: the prompt (whose turn, the stranded rule in
// words, Stop, Resign and its confirm step), the board (SVG, every square a
// button, arrows and Enter/Space on the keyboard), the current choices as
// buttons, and a side panel with scores and the rules in short. The only
// module here that touches the DOM. The parts that change are lit-html
// templates rendered in place (show, drawBoard): their elements stay between
// updates, so a focused square or button keeps its focus.
import { h, replaceChildren } from '../../js/dom.js';
import { html, nothing, show, showKeyed } from '../../js/lit.js';
import { addStyleSheet, myLegalMoves as legalOf, movePlayer, choiceApplier, gameView } from '../../js/game-view.js';
import { drawBoard } from '../../js/move-motion.js';
import { seatState } from '../../js/seats.js';
import { renderBoardSvg, isFlipped, screenOf, squareAtScreen } from './board-svg.js';
import { squareName, parseSquare, sameSquare, tally, colorOf, colorWord, pieceValue, boardSize } from './board-model.js';
import { t } from '../../js/i18n.js';
import {
  emptyChoice, pick, reconcile, autoMove, marksOf, turnPrompt, strandedText, strandedHint, jumpsFrom,
  jumpLabel, resignOf, stopOf, jumpsOf, movesText,
} from './choose.js';

import { ruleDiagrams as diagrams } from './diagrams.js';
import { textBoard, typedMove, parseTypedMove, checkTypedMove, suggestedMoves, nextTypedStep } from './text-board.js';

export { describeEvent, breakdownLabel, breakdownOrder, continuesTurn, describeTurn, isCapture } from './log-text.js';
// The rules' own resignation (Resign…, then the piece given up) is among the
// turn's choices: the room page shows no second Resign button.
export const resignsInView = true;

const arrowSteps = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

// The square the keyboard focus should go to at this step.
function preferredFocus(marks) {
  if (marks.targets.length) return squareName(marks.targets[0].to);
  if (marks.chosenGiveUp) return squareName(marks.chosenGiveUp);
  if (marks.giveUp.length) return squareName(marks.giveUp[0]);
  if (marks.selected) return squareName(marks.selected);
  if (marks.movable.length) return squareName(marks.movable[0]);
  return null;
}

function actionableNames(marks) {
  return new Set([
    ...marks.targets.map((t) => squareName(t.to)),
    ...marks.giveUp.map(squareName),
    ...marks.movable.map(squareName),
    ...(marks.selected ? [squareName(marks.selected)] : []),
  ]);
}

// Pictures for the how-to-play page, drawn by this board's own code (the
// page has not loaded this game's style sheet otherwise).
export function ruleDiagrams() {
  addStyleSheet('kangaroo-css', new URL('./kangaroo.css', import.meta.url).href);
  return diagrams();
}

// The keys of this game, for the how-to-play page.
export const keyboardKeys = ['tab', 'arrows', 'enter', 'escape', { keys: 'c1-c3-a5', id: 'kangaroo-key-typed' }];

export function createGameView({ stage, side, send }) {
  addStyleSheet('kangaroo-css', new URL('./kangaroo.css', import.meta.url).href);
  const promptText = h('p', { class: 'kr-prompt-text' });
  const strandedBox = h('p', { class: 'kr-stranded', hidden: true });
  const actions = h('div', { class: 'kr-prompt-actions' });
  const prompt = h('div', { class: 'kr-prompt', 'aria-live': 'polite' }, h('div', { class: 'kr-prompt-words' }, promptText, strandedBox), actions);
  const boardWrap = h('div', { class: 'kr-board-wrap' });
  const choicesBox = h('div', { class: 'kr-choices-box' });
  const root = h('section', { class: 'kangaroo' }, prompt, boardWrap, choicesBox);
  replaceChildren(stage, root);

  const scores = h('section', { class: 'panel kr-scores', 'aria-label': t('kangaroo-scores') });
  const help = h(
    'details',
    { class: 'panel kr-help' },
    h('summary', {}, t('kangaroo-help-title')),
    h(
      'ul',
      {},
      ...['jump', 'capture', 'count', 'resign', 'stranded'].map((rule) => h('li', {}, t(`kangaroo-help-${rule}`))),
      h('li', { class: 'keys-hint' }, t('kangaroo-help-keys')),
    ),
  );
  // The board as a table, and a move typed as its squares (text-board.js).
  const typedPanel = h('section', { class: 'panel kr-typed-panel', 'aria-label': t('kangaroo-typed-panel') });
  const textBody = h('div');
  const textPanel = h('details', { class: 'panel kr-text-board' }, h('summary', {}, t('kangaroo-text-board')), textBody);
  replaceChildren(side, scores, typedPanel, textPanel, help);

  // typed: a typed move whose jumps are still being sent (nextTypedStep);
  // typedProblem: what was wrong with the last typed move.
  const state = { ctx: null, choice: { ...emptyChoice }, busy: false, focus: null, turnKey: null, focusNext: false, board: null, typed: null, typedProblem: null };

  // A move refused starts the choice again (and drops the rest of a typed one).
  const play = movePlayer({ send, boardWrap, state, render, failed: () => { state.choice = { ...emptyChoice }; state.typed = null; } });

  // A move typed in the side column: checked whole before anything is sent,
  // then its first jump goes as a click on its landing would; render() sends
  // the next ones (and Stop) as the server asks for them.
  function typed(text, input) {
    const { game } = state.ctx;
    const legal = legalOf(state.ctx);
    const squares = parseTypedMove(text);
    let checked = squares ? checkTypedMove(game, legal, squares) : { problem: t('kangaroo-typed-unknown') };
    if (state.typed || state.busy || jumpsOf(legal).length === 0) checked = { problem: t('kangaroo-typed-wait') };
    state.typedProblem = checked.problem || null;
    if (!checked.path) {
      render();
      return;
    }
    const [from, to, ...rest] = checked.path;
    const first = jumpsFrom(game, legal, from).find((jump) => sameSquare(jump.to, to));
    input.value = '';
    state.choice = { ...emptyChoice };
    state.typed = { at: to, rest, moves: game.moves_played };
    play(first.move);
  }
  const apply = choiceApplier({ state, play, render, step: (choice, picked) => pick(state.ctx.game, legalOf(state.ctx), choice, picked) });

  // The board as it stands (state.board: the game, seat, names, marks of
  // the last render), with the tab stop on state.focus. The template sets
  // every square's tabindex, so the roving tab stop has one writer.
  function paintBoard() {
    const { game, mySeat, nameOf, rules, marks } = state.board;
    drawBoard(boardWrap, renderBoardSvg(game, { mySeat, nameOf, marks, focus: state.focus, rules }));
  }

  // Gives the keyboard focus to the square `name` (its node is already the
  // tab stop: the board was drawn with focus = name).
  function focusNode(name) {
    const node = name && boardWrap.querySelector(`[data-square="${name}"]`);
    if (node) node.focus();
  }

  // An arrow key: the tab stop and the keyboard focus go to the square `name`.
  function focusSquare(name) {
    if (!name) return;
    state.focus = name;
    if (state.board) paintBoard();
    focusNode(name);
  }

  // The square the keyboard focus is on, if it is on the board.
  function focusedSquare() {
    const node = document.activeElement;
    return node && boardWrap.contains(node) && node.dataset && node.dataset.square ? node.dataset.square : null;
  }

  // One handler for clicks, Enter and Space on anything choosable.
  function activate(target, fromKeyboard) {
    const node = target.closest('[data-square], [data-action]');
    if (!node || !root.contains(node)) return;
    if (node.dataset.action) {
      apply({ action: node.dataset.action }, fromKeyboard);
      return;
    }
    const square = parseSquare(node.dataset.square);
    if (!square) return;
    if (boardWrap.contains(node)) state.focus = node.dataset.square;
    apply({ square }, fromKeyboard);
  }

  // A button's click from Enter or Space has no pointer (detail 0).
  root.addEventListener('click', (event) => activate(event.target, event.detail === 0 && !boardWrap.contains(event.target)));
  root.addEventListener('keydown', (event) => {
    if (!state.ctx) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      apply({ action: 'cancel' }, true);
      return;
    }
    const squareNode = event.target.closest && event.target.closest('svg [data-square]');
    if (!squareNode) return;
    if (arrowSteps[event.key]) {
      event.preventDefault();
      const flipped = isFlipped(state.ctx.game, state.ctx.mySeat);
      const here = parseSquare(squareNode.dataset.square);
      const { col, row } = screenOf(here, flipped);
      const [dx, dy] = arrowSteps[event.key];
      const nextCol = Math.min(boardSize - 1, Math.max(0, col + dx));
      const nextRow = Math.min(boardSize - 1, Math.max(0, row + dy));
      focusSquare(squareName(squareAtScreen(nextCol, nextRow, flipped)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(squareNode, true);
    }
  });

  function button(label, action, cls) {
    return html`<button type="button" class="${cls}" data-action="${action}">${label}</button>`;
  }

  // One slot per kind of button, always in this order, each a button or
  // nothing: lit-html keeps a list's nodes by position, so a button keeps its
  // node only while it keeps its slot (the clicked "Resign…" must not become
  // "Keep playing" under the pointer).
  function renderActions(step, legal, choice) {
    const resign = (step === 'piece' || step === 'target') && resignOf(legal);
    const stop = step === 'chain' && stopOf(legal);
    let cancel = null;
    if (step === 'target' || step === 'remove-confirm') cancel = t('kangaroo-cancel-piece');
    if (step === 'resign-piece' || step === 'resign-confirm') cancel = t('kangaroo-keep-playing');
    show(actions, [
      resign ? button(t('kangaroo-resign'), 'resign', 'kr-resign') : nothing,
      stop ? button(t(jumpsOf(legal).length ? 'kangaroo-stop-here' : 'kangaroo-end-move'), 'stop', 'primary kr-stop') : nothing,
      step === 'resign-confirm' ? button(t('kangaroo-confirm-resign', { square: squareName(choice.giveUp) }), 'confirm', 'danger kr-confirm-resign') : nothing,
      step === 'remove-confirm' ? button(t('kangaroo-confirm-remove', { square: squareName(choice.giveUp) }), 'confirm', 'danger kr-confirm-remove') : nothing,
      cancel ? button(cancel, 'cancel', 'kr-cancel') : nothing,
    ]);
  }

  // The same choices as the marked squares, as buttons (keyboards, phones).
  function renderChoices(game, legal, marks) {
    let title = '';
    let list = [];
    // `pressed`: a give-up chip says whether it is the one chosen.
    const chip = (square, text, aria, pressed = null) =>
      html`<button type="button" class="${pressed ? 'kr-chip chosen' : 'kr-chip'}" data-square="${squareName(square)}" aria-pressed="${pressed === null ? nothing : String(pressed)}" aria-label="${aria}">${text}</button>`;
    if (marks.step === 'piece') {
      title = t('kangaroo-choices-pieces');
      list = marks.movable.map((square) => {
        const count = jumpsFrom(game, legal, square).length;
        return chip(square, squareName(square), t('kangaroo-chip-piece', { square: squareName(square), count }));
      });
    } else if (marks.step === 'target' || marks.step === 'chain') {
      title = t('kangaroo-choices-jumps', { square: squareName(marks.selected) });
      const from = squareName(marks.selected);
      list = marks.targets.map((target) => {
        const aria = target.captures
          ? t('kangaroo-chip-jump-capture', { from, to: squareName(target.to), over: squareName(target.over) })
          : t('kangaroo-chip-jump', { from, to: squareName(target.to) });
        return chip(target.to, jumpLabel(target), aria);
      });
    } else if (marks.step.startsWith('resign') || marks.step.startsWith('remove')) {
      title = t('kangaroo-choices-give-up');
      list = marks.giveUp.map((square) => {
        const value = pieceValue(game, square);
        const chosen = sameSquare(square, marks.chosenGiveUp);
        return chip(square, t('kangaroo-chip-give-up', { square: squareName(square), value }), t('kangaroo-chip-give-up-label', { square: squareName(square), value }), chosen);
      });
    }
    // New chips for another set of choices (showKeyed): a clicked chip keeps
    // the focus, and must not turn into another square's chip.
    const key = JSON.stringify([marks.step, marks.movable, marks.targets, marks.giveUp, marks.selected]);
    showKeyed(choicesBox, key, html`<span class="kr-choices-title">${title}</span><div class="kr-choices" role="group" aria-label="${t('kangaroo-choices')}">${list}</div>`);
    choicesBox.hidden = list.length === 0;
  }

  const tag = (cls, text) => html`<span class="tag ${cls}">${text}</span>`;

  function renderScores(ctx) {
    const { game, seats, mySeat, nameOf } = ctx;
    const counts = tally(game);
    const turn = game.phase === 'finished' ? null : game.turn;
    const rows = [0, 1].map((seat) => {
      const info = (seats || []).find((s) => s.seat === seat) || { seat };
      const color = colorOf(game, seat);
      const tags = [];
      if (seat === mySeat) tags.push(tag('tag-you', t('kangaroo-tag-you')));
      if (seatState(info) === 'bot') tags.push(tag('tag-bot', t('kangaroo-tag-bot')));
      if (seatState(info) === 'away') tags.push(tag('tag-away', t('kangaroo-tag-away')));
      if (game.stranded && game.stranded.seat === seat) tags.push(tag('kr-tag-stranded', t('kangaroo-tag-stranded')));
      const pieces = Array.isArray(game.pieces) && Number.isFinite(game.pieces[seat]) ? game.pieces[seat] : counts[seat].pieces;
      const score = Array.isArray(game.scores) && Number.isFinite(game.scores[seat]) ? game.scores[seat] : counts[seat].score;
      const doubled = counts[seat].doubled;
      const acting = seat === turn;
      const detail = t(doubled ? 'kangaroo-detail-doubled' : 'kangaroo-detail', { colour: color, pieces, doubled });
      return html`<tr class="${acting ? 'acting' : ''}" data-seat="${seat}" data-score="${score}" data-pieces="${pieces}" data-doubled="${doubled}"><td class="kr-turn-mark" aria-label="${acting ? t('kangaroo-to-play') : nothing}">${acting ? '▶' : ''}</td><td><span class="kr-swatch kr-swatch-${color}" title="${colorWord(color)}"></span></td><td class="kr-score-name"><span dir="auto">${nameOf(seat)}</span> ${tags}<div class="muted small">${detail}</div></td><td class="kr-score-value" aria-label="${t('kangaroo-score', { score })}">${score}</td></tr>`;
    });
    const header = turn === null || turn === undefined ? t('kangaroo-turn-over') : turn === mySeat ? t('kangaroo-turn-yours') : t('kangaroo-turn-of', { name: nameOf(turn) });
    show(
      scores,
      html`<h2>${header}</h2><table class="kr-score-table"><tbody>${rows}</tbody></table><p class="muted small">${movesText(game)} · ${t('kangaroo-doubling-note')}</p>`,
    );
  }

  function render() {
    const ctx = state.ctx;
    const { game, mySeat, nameOf } = ctx;
    const legal = legalOf(ctx);
    state.choice = reconcile(game, legal, state.choice);
    const pending = autoMove(game, legal, state.choice);
    if (pending && !state.busy) {
      state.choice = { ...emptyChoice };
      play(pending);
      return;
    }
    if (state.typed && !state.busy) {
      const next = nextTypedStep(game, legal, state.typed);
      state.typed = next.typed;
      if (next.lost) state.typedProblem = t('kangaroo-typed-lost');
      if (next.move) {
        play(next.move);
        return;
      }
    }
    const choice = state.choice;
    const marks = marksOf(game, legal, choice);
    const { step, text } = turnPrompt(game, legal, choice, { mySeat, nameOf });
    promptText.textContent = text;
    prompt.dataset.step = step;
    prompt.classList.toggle('my-turn', legal.length > 0);
    const stranded = game.phase !== 'finished' ? strandedText(game, nameOf) : '';
    strandedBox.hidden = !stranded;
    strandedBox.textContent = stranded ? strandedHint(game, mySeat) : '';
    prompt.dataset.stranded = stranded ? 'true' : 'false';
    renderActions(step, legal, choice);

    // The tab stop: where the keyboard focus is, if it is on the board (the
    // square keeps its node, so the focus stays put by itself); else the
    // first thing to choose, or the next one after a keyboard pick.
    const actionable = actionableNames(marks);
    const focused = focusedSquare();
    if (focused && !state.focusNext) state.focus = focused;
    else if (!state.focus || (actionable.size > 0 && !actionable.has(state.focus))) state.focus = preferredFocus(marks) || state.focus || 'a1';
    if (state.focusNext) state.focus = preferredFocus(marks) || state.focus;
    state.board = { game, mySeat, nameOf, rules: ctx.rules, marks };
    paintBoard();
    boardWrap.dataset.myTurn = String(legal.length > 0);
    boardWrap.dataset.step = step;
    boardWrap.dataset.phase = game.phase || '';
    renderChoices(game, legal, marks);
    renderScores(ctx);
    show(textBody, textBoard(game, { mySeat, caption: text }));
    const seated = mySeat !== null && mySeat !== undefined;
    typedPanel.hidden = !seated || game.phase === 'finished';
    // The field stays usable between turns (a disabled one would drop the
    // focus of who just typed); a move typed then is refused in words.
    const canType = !state.typed && jumpsOf(legal).length > 0;
    show(typedPanel, typedMove({ suggestions: canType ? suggestedMoves(game, legal) : [], problem: state.typedProblem, onSubmit: typed }));
    // A pick made with the keyboard (a square, a chip or a button) takes the
    // focus on to the next thing to choose: a move on purpose, kept.
    if (state.focusNext) focusNode(state.focus);
    state.focusNext = false;
  }

  function update(ctx) {
    state.ctx = ctx;
    if (!ctx.game || !Array.isArray(ctx.game.board)) return;
    // A new decision of someone else starts my choice again (a confirmed
    // resignation survives until its remove goes out).
    const key = `${ctx.game.turn}|${ctx.game.moves_played}|${ctx.game.phase}`;
    if (key !== state.turnKey) {
      state.turnKey = key;
      if (!state.choice.confirmed) state.choice = { ...emptyChoice };
      state.typedProblem = null;
    }
    render();
  }

  return gameView({ stage, side, update });
}
