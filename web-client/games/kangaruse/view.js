// The Kangaruse play view: the board as SVG, the turn prompt with teleport,
// stop and give-up, a list of moves for keyboards, and the sidebar (turn,
// live scores, the rules of every square type on this board). The board,
// the prompt's buttons, the move list and the side panels render through
// lit-html templates (drawBoard, show): their elements stay between updates,
// so a focused square or button keeps its focus.
import { h, replaceChildren } from '../../js/dom.js';
import { html, svg, nothing, show, showKeyed, constantSvg } from '../../js/lit.js';
import { addStyleSheet, myLegalMoves, movePlayer, gameView } from '../../js/game-view.js';
import { drawBoard } from '../../js/move-motion.js';
import { boardModel, positionOf } from './board-model.js';
import { renderBoardSvg, boardMinWidth } from './board-svg.js';
import { movesByCell } from './moves.js';
import { textBoard, textCaption, playerWords, moveName } from './text-board.js';
import { iconMarkup, typeCategory, capitalized, typeLabel, typeText, shortRule, cellTypeNames } from './cell-types.js';
import { directionWord } from './log-text.js';
import { playerBadge } from '../../js/player-icons.js';
import { seatState } from '../../js/seats.js';
import { t } from '../../js/i18n.js';
import { createBoardZoom } from '../../js/board-zoom.js';

export { describeEvent, breakdownLabel, breakdownOrder, continuesTurn } from './log-text.js';
// The rules' give_up is among the turn's choices (Give up, then confirm): the
// room page shows no second Resign button.
export const resignsInView = true;

const arrowSteps = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

function lastMoveOf(view) {
  const log = view.log || [];
  for (let i = log.length - 1; i >= 0; i -= 1) {
    const event = log[i].event || {};
    if ((event.type === 'jump' || event.type === 'teleport') && Array.isArray(event.from) && Array.isArray(event.to)) {
      return { from: event.from, to: event.to, seat: event.seat, kind: event.type };
    }
    if (event.type === 'game_over') return null;
  }
  return null;
}

const riverStroke = svg`<path d="M6 50q22-18 44 0t44 0" stroke="#4d9fe0" stroke-width="14" fill="none" stroke-linecap="round"/>`;

// A square type's picture (the legend, the score chips, the how-to-play page).
function typeIcon(type, size = 30) {
  const tint = type === 'tree' ? '#5f7a57' : typeCategory(type).tint;
  return html`<svg class="type-icon" viewBox="0 0 100 100" width="${size}" height="${size}" aria-hidden="true"><rect width="100" height="100" rx="16" fill="${tint}"/>${type === 'plain' ? riverStroke : nothing}<g transform="translate(10 10) scale(.8)">${constantSvg(iconMarkup(type))}</g></svg>`;
}

// What each square type does, for tooltips: the rules page's text (the
// catalog's, else what the server sent in ctx.rules), else the board's
// short legend line.
function squareRules(game, howToPlay) {
  const rules = new Map();
  const line = (name, text) => t('kangaruse-cell-title', { name: capitalized(name), text });
  for (const entry of game.types_present || []) {
    const short = shortRule(entry.type);
    rules.set(entry.type, short ? line(short.name, short.text) : entry.rule);
  }
  const river = shortRule('plain');
  if (river) rules.set('plain', line(river.name, river.text));
  for (const [id, entry] of howToPlay || []) rules.set(id, line(entry.name, entry.text));
  for (const id of cellTypeNames) {
    const text = typeText(id);
    if (text) rules.set(id, line(typeLabel(id), text));
  }
  return rules;
}

// The square's picture beside its rule on the how-to-play page.
export function ruleIcon(id) {
  return cellTypeNames.includes(id) ? typeIcon(id, 34) : null;
}

// Pictures for the how-to-play page, drawn by this board's own code.
export { ruleDiagrams } from './diagrams.js';

// The keys of this game, for the how-to-play page.
export const keyboardKeys = ['tab', 'arrows', 'enter', 'escape'];

export function createGameView({ stage, side, send }) {
  addStyleSheet('kangaruse-css', new URL('./kangaruse.css', import.meta.url).href);
  const prompt = h('p', { class: 'turn-prompt-text' });
  const promptActions = h('div', { class: 'turn-actions' });
  const promptBox = h('div', { class: 'turn-prompt', 'aria-live': 'polite' }, prompt, promptActions);
  // The board, its arrows and its sideways scroll stay left to right in a
  // right-to-left page.
  const boardWrap = h('div', { class: 'board-wrap', dir: 'ltr' });
  const moveButtons = h('div', { class: 'move-buttons' });
  const moveCount = h('span');
  const moveList = h('details', { class: 'move-list' }, h('summary', {}, t('kangaruse-move-list'), ' ', moveCount), moveButtons);
  // "Whole board": a board wider than a phone fitted to it (smaller squares).
  const zoom = createBoardZoom(boardWrap, { setting: 'kangaruse-whole-board', changed: () => pinRowLabels() });
  replaceChildren(stage, h('section', { class: 'kangaruse' }, promptBox, zoom.element, boardWrap, moveList));

  const scores = h('section', { class: 'panel k-scores', 'aria-label': t('kangaruse-scores') });
  const legend = h('section', { class: 'panel k-legend', 'aria-label': t('kangaruse-legend') });
  // The board as a table, for a player who does not see it (text-board.js).
  const textBody = h('div');
  const textPanel = h('details', { class: 'panel k-text-board' }, h('summary', {}, t('kangaruse-text-board')), textBody);
  replaceChildren(side, scores, textPanel, legend);

  const state = { ctx: null, byCell: new Map(), other: [], focusIndex: null, busy: false, confirmingGiveUp: false, confirmingStop: false, stopTimer: null, board: null, choiceKey: null };

  const play = movePlayer({ send, boardWrap, state });

  // The in-page "Really stop?" question of the Stop playing button.
  const confirmSeconds = 6;
  function setConfirmingStop(on) {
    state.confirmingStop = on;
    clearTimeout(state.stopTimer);
    state.stopTimer = on ? setTimeout(() => cancelStop(), confirmSeconds * 1000) : null;
  }

  // Intentional focus moves: the question takes the focus on "Yes, stop"
  // (Enter answers it), and when it goes away the focus returns to the Stop
  // playing button that asked it (the question's buttons are gone).
  function askStop() {
    setConfirmingStop(true);
    update(state.ctx);
    promptActions.querySelector('.confirm-stop')?.focus();
  }

  // The same for Give up: the question's safe answer (Keep playing) takes
  // the focus, and Keep playing gives it back to the Give up button, so a
  // keyboard player is not left on the page's body.
  function askGiveUp(on) {
    const hadFocus = promptActions.contains(document.activeElement);
    state.confirmingGiveUp = on;
    update(state.ctx);
    if (hadFocus) promptActions.querySelector(on ? '.keep-playing' : '.give-up')?.focus();
  }

  function cancelStop() {
    const hadFocus = promptActions.contains(document.activeElement);
    setConfirmingStop(false);
    if (state.ctx) update(state.ctx);
    if (hadFocus) promptActions.querySelector('.stop-playing')?.focus();
  }

  // Enter answers yes (the focused button is "Yes, stop" unless the player
  // moved to "No"), Escape answers no.
  function onConfirmKey(event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancelStop();
    } else if (event.key === 'Enter' && !event.target.matches('button')) {
      event.preventDefault();
      promptActions.querySelector('.confirm-stop')?.click();
    }
  }

  function actOn(index) {
    const moves = state.byCell.get(index);
    if (moves && moves.length) play(moves[0]);
    else askWhy(index);
  }

  // A square that cannot be taken now, clicked on one's own turn: the move
  // goes to the server anyway, so that the engine says why it is not allowed
  // (explain_illegal: "the jump from ... crosses a tree"), which the room shows
  // as a refused move. Nothing changes on the board.
  const actionOfStep = { place: 'place', jump: 'jump', extra_jump: 'jump', no_jump: 'teleport', destroy: 'destroy' };
  function askWhy(index) {
    const ctx = state.ctx;
    const game = ctx && ctx.game;
    const action = game && game.turn && actionOfStep[game.turn.step];
    if (!action || myLegalMoves(ctx).length === 0) return;
    const width = game.board.width;
    play({ action, x: index % width, y: Math.floor(index / width) });
  }

  boardWrap.addEventListener('click', (event) => {
    const cell = event.target.closest('[data-index]');
    if (!cell) return;
    const index = Number(cell.dataset.index);
    // The tab stop follows the square clicked.
    state.focusIndex = index;
    renderBoard();
    actOn(index);
  });

  boardWrap.addEventListener('keydown', (event) => {
    const game = state.ctx && state.ctx.game;
    if (!game) return;
    const width = game.board.width;
    const height = game.board.height;
    const current = state.focusIndex ?? 0;
    if (arrowSteps[event.key]) {
      event.preventDefault();
      const [dx, dy] = arrowSteps[event.key];
      const x = Math.min(width - 1, Math.max(0, (current % width) + dx));
      const y = Math.min(height - 1, Math.max(0, Math.floor(current / width) + dy));
      focusCell(y * width + x);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      actOn(current);
    }
  });

  // On a narrow screen the board scrolls sideways. The visible part is the
  // wrap's inner width less the pinned row labels.
  function visibleSpan() {
    const wrap = boardWrap.getBoundingClientRect();
    const band = boardWrap.querySelector('.row-label-band');
    const left = wrap.left + boardWrap.clientLeft + (band ? band.getBoundingClientRect().width : 0);
    return { left, right: wrap.left + boardWrap.clientLeft + boardWrap.clientWidth };
  }

  // Keeps the row labels at the visible left edge, over the squares.
  function pinRowLabels() {
    const svg = boardWrap.querySelector('svg');
    const labels = svg && svg.querySelector('.row-labels');
    if (!labels) return;
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width || 1;
    const wrapLeft = boardWrap.getBoundingClientRect().left + boardWrap.clientLeft;
    const shift = Math.max(0, wrapLeft - box.left) / scale;
    labels.setAttribute('transform', shift > 0 ? `translate(${shift.toFixed(1)} 0)` : '');
    labels.classList.toggle('pinned', shift > 0);
  }
  boardWrap.addEventListener('scroll', pinRowLabels, { passive: true });
  window.addEventListener('resize', pinRowLabels);
  window.addEventListener('resize', () => zoom.update());

  // Brings my piece and my moves into view: all of them centred when they
  // fit, else my piece at the left, just right of the row labels.
  function showMyMoves(indices, ownIndex) {
    if (boardWrap.scrollWidth <= boardWrap.clientWidth) return;
    const boxes = indices
      .map((index) => boardWrap.querySelector(`[data-index="${index}"]`))
      .filter(Boolean)
      .map((node) => node.getBoundingClientRect());
    if (boxes.length === 0) return;
    const span = visibleSpan();
    const left = Math.min(...boxes.map((b) => b.left));
    const right = Math.max(...boxes.map((b) => b.right));
    const own = ownIndex === null ? null : boardWrap.querySelector(`[data-index="${ownIndex}"]`);
    if (right - left <= span.right - span.left || !own) {
      boardWrap.scrollLeft += (left + right) / 2 - (span.left + span.right) / 2;
    } else {
      boardWrap.scrollLeft += own.getBoundingClientRect().left - span.left - 8;
    }
    pinRowLabels();
  }

  // The board as the last update left it, with the roving tab stop
  // (tabindex 0) on state.focusIndex.
  function renderBoard() {
    if (!state.board) return;
    drawBoard(boardWrap, renderBoardSvg(state.board.model, { ...state.board.options, focusIndex: state.focusIndex }));
  }

  // An arrow key moves the tab stop and the focus (on purpose) to `index`.
  function focusCell(index) {
    state.focusIndex = index;
    renderBoard();
    boardWrap.querySelector(`[data-index="${index}"]`)?.focus();
  }

  function renderPrompt(ctx, myTurn) {
    const { game, mySeat, nameOf } = ctx;
    const turn = game.turn;
    const me = (game.players || []).find((p) => p.seat === mySeat);
    const buttons = [];
    let text;
    if (!turn || game.phase === 'finished') {
      text = t('kangaruse-prompt-over');
    } else if (myTurn) {
      const pos = positionOf(game, mySeat);
      const here = pos ? game.board.cells[pos.y * game.board.width + pos.x] : null;
      switch (turn.step) {
        case 'place':
          text = t('kangaruse-prompt-place');
          break;
        case 'extra_jump':
          text = t('kangaruse-prompt-extra-jump');
          break;
        case 'no_jump':
          text = t('kangaruse-prompt-no-jump', { cost: Number(game.teleport_cost) });
          break;
        case 'destroy':
          text = t('kangaruse-prompt-destroy', { left: Number(turn.destroy_left ?? 1) });
          break;
        default:
          text = t('kangaruse-prompt-jump');
      }
      if (pos && (turn.step === 'jump' || turn.step === 'extra_jump')) {
        const { number, direction } = boardModel(game).cells[pos.y * game.board.width + pos.x].commands;
        // A second sentence: the two ways this square lets the player jump.
        const args = { direction: directionWord(direction), number: Number(number) };
        const from = here && here.type !== 'plain' ? t('kangaruse-prompt-from-type', { ...args, square: typeLabel(here.type) }) : t('kangaruse-prompt-from-square', args);
        text += ` ${from}`;
      }
      // Stopping cannot be undone: the button asks once more, in the page,
      // and forgets the question after a few seconds.
      const stop = state.other.find((m) => m.action === 'stop');
      if (stop && state.confirmingStop) {
        buttons.push(html`<span class="confirm confirm-stop-box" role="group" aria-label="${t('kangaruse-stop-question-label')}" @keydown=${onConfirmKey}><span class="confirm-question">${t('kangaruse-stop-question')} </span><button type="button" class="danger confirm-stop" @click=${() => { setConfirmingStop(false); play(stop); }}>${t('kangaruse-stop-yes')}</button><button type="button" class="cancel-stop" @click=${() => cancelStop()}>${t('kangaruse-stop-no')}</button></span>`);
      } else if (stop) {
        buttons.push(html`<button type="button" class="stop-playing" @click=${() => askStop()}>${t('kangaruse-stop')}</button>`);
      }
      const giveUp = state.other.find((m) => m.action === 'give_up');
      if (giveUp && !stop) {
        if (state.confirmingGiveUp) {
          buttons.push(html`<span class="confirm">${t('kangaruse-give-up-question')} </span><button type="button" class="danger confirm-give-up" @click=${() => { state.confirmingGiveUp = false; play(giveUp); }}>${t('kangaruse-give-up-yes')}</button><button type="button" class="keep-playing" @click=${() => askGiveUp(false)}>${t('kangaruse-keep-playing')}</button>`);
        } else {
          buttons.push(html`<button type="button" class="give-up" @click=${() => askGiveUp(true)}>${t('kangaruse-give-up')}</button>`);
        }
      }
    } else if (me && me.out) {
      text = t('kangaruse-prompt-out', { name: nameOf(turn.seat) });
    } else if (mySeat !== null && mySeat !== undefined) {
      text = t('kangaruse-prompt-waiting', { name: nameOf(turn.seat) });
    } else {
      text = t('kangaruse-prompt-watching', { name: nameOf(turn.seat) });
    }
    prompt.textContent = text;
    promptBox.classList.toggle('my-turn', myTurn);
    promptBox.hidden = !turn || game.phase === 'finished';
    promptBox.dataset.step = myTurn && turn ? turn.step : '';
    // The buttons stay between updates (lit-html), and with them the focus.
    show(promptActions, html`${buttons}`);
  }

  function renderScores(ctx) {
    const { game, seats, mySeat, nameOf } = ctx;
    const acting = game.turn ? game.turn.seat : null;
    const winners = (ctx.view && ctx.view.outcome && ctx.view.outcome.winners) || [];
    const tag = (kind, text) => html`<span class="tag tag-${kind}">${text}</span>`;
    const rows = (game.players || []).map((player) => {
      const seat = seats.find((s) => s.seat === player.seat) || { seat: player.seat };
      const tags = [];
      if (player.seat === mySeat) tags.push(tag('you', t('kangaruse-tag-you')));
      // Stopping (no jump left, or giving up) is said neutrally: a player who
      // stops while leading may well win.
      if (player.out) tags.push(tag('out', t(player.out_reason === 'thorny_devil' ? 'kangaruse-tag-out' : 'kangaruse-tag-stopped')));
      if (winners.includes(player.seat)) tags.push(tag('winner', t('kangaruse-tag-winner')));
      if (seatState(seat) === 'away') tags.push(tag('away', t('kangaruse-tag-away')));
      if (seatState(seat) === 'bot') tags.push(tag('bot', t('kangaruse-tag-bot')));
      const chip = (title, type, count) => html`<span class="chip" title="${title}">${typeIcon(type, 16)}${String(count)}</span>`;
      const collected = Object.entries(player.collected || {})
        .filter(([type, count]) => count > 0 && type !== 'score')
        .map(([type, count]) => chip(t('kangaruse-chip-collected', { count: Number(count), square: typeLabel(type) }), type, count));
      if (player.stars) collected.unshift(chip(t('kangaruse-chip-stars', { count: Number(player.stars) }), 'score', player.stars));
      const classes = `${player.seat === acting ? 'acting' : ''}${player.out ? ' out' : ''}${winners.includes(player.seat) ? ' winner' : ''}`;
      return html`<tr class="${classes}" data-seat="${player.seat}"><td class="turn-marker" aria-label="${player.seat === acting ? t('kangaruse-to-play') : nothing}">${player.seat === acting ? '▶' : ''}</td><td>${playerBadge(seat.icon, seat.color, 22)}</td><td class="score-name"><span dir="auto">${nameOf(player.seat)}</span>${tags}${collected.length ? html`<div class="chips">${collected}</div>` : nothing}</td><td class="score-value-cell" data-score="${player.score}">${String(player.score ?? 0)}</td></tr>`;
    });
    const acts = acting === null ? t('kangaruse-game-over') : acting === mySeat ? t('kangaruse-your-turn') : t('kangaruse-whose-turn', { name: nameOf(acting) });
    show(scores, html`<h2>${acts}</h2><table class="score-table"><tbody>${rows}</tbody></table>`);
  }

  function renderLegend(game) {
    const present = game.types_present || [];
    const hasRiver = game.board.cells.some((cell) => cell.type === 'plain');
    // The catalog's one-line rule, else the engine's English ("Name: text").
    const ruleOf = (type, engineRule) => {
      const short = shortRule(type);
      if (short) return short;
      const [name, ...rest] = String(engineRule || '').split(': ');
      return rest.length ? { name, text: rest.join(': ') } : { name: capitalized(typeLabel(type)), text: engineRule || '' };
    };
    const entries = present.map((entry) => ({ type: entry.type, rule: ruleOf(entry.type, entry.rule) }));
    if (hasRiver) entries.unshift({ type: 'plain', rule: ruleOf('plain', '') });
    const groups = new Map();
    for (const entry of entries) {
      const category = entry.type === 'plain' || entry.type === 'tree' ? typeCategory('tree') : typeCategory(entry.type);
      if (!groups.has(category.label)) groups.set(category.label, []);
      groups.get(category.label).push(entry);
    }
    const item = (entry) => html`<li data-type="${entry.type}">${typeIcon(entry.type)}<span><strong>${entry.rule.name}</strong> ${entry.rule.text}</span></li>`;
    show(
      legend,
      html`<h2>${t('kangaruse-legend')}</h2><p class="how-to small">${t('kangaruse-legend-help', { cost: Number(game.teleport_cost) })}</p>${[...groups.entries()].map(
        ([label, list]) => html`<div class="legend-group"><h3>${label}</h3><ul class="legend-list">${list.map(item)}</ul></div>`,
      )}`,
    );
  }

  function update(ctx) {
    state.ctx = ctx;
    const { view, game, mySeat, seats } = ctx;
    if (!game || !game.board) return;
    const legalMoves = myLegalMoves(ctx);
    const { byCell, other } = movesByCell(legalMoves, game.board.width);
    state.byCell = byCell;
    state.other = other;
    const myTurn = legalMoves.length > 0;
    if (!myTurn) state.confirmingGiveUp = false;
    if (state.confirmingStop && !other.some((m) => m.action === 'stop')) setConfirmingStop(false);

    const cellCount = game.board.width * game.board.height;
    const stopBefore = state.focusIndex;
    // The tab stop goes to the first square the player can take when there
    // is a new choice to make; an update that brings none (a chat line, a
    // clock) leaves a keyboard player's focused square where it is.
    const choiceKey = [...byCell.keys()].join(',');
    const newChoice = choiceKey !== state.choiceKey;
    state.choiceKey = choiceKey;
    const onBoard = boardWrap.contains(document.activeElement);
    if (myTurn && !byCell.has(state.focusIndex) && byCell.size && (newChoice || !onBoard)) state.focusIndex = [...byCell.keys()].sort((a, b) => a - b)[0];
    if (state.focusIndex === null || state.focusIndex >= cellCount) {
      const pos = positionOf(game, mySeat);
      state.focusIndex = pos ? pos.y * game.board.width + pos.x : 0;
    }

    const legal = new Map([...byCell.entries()].map(([index, moves]) => [index, moves[0].action]));
    const model = boardModel(game);
    boardWrap.style.setProperty('--kangaruse-min-width', `${boardMinWidth(model)}px`);
    state.board = {
      model,
      options: {
        seats: seats.map((s) => ({ seat: s.seat, name: s.name, color: s.color, icon: s.icon })),
        legal,
        actingSeat: game.turn ? game.turn.seat : null,
        lastMove: lastMoveOf(view),
        rules: squareRules(game, ctx.rules),
      },
    };
    // The squares stay between updates, so a focused square keeps its focus.
    renderBoard();
    boardWrap.dataset.myTurn = String(myTurn);
    boardWrap.dataset.phase = game.phase;
    // A new turn moves the tab stop to the first square the player can take;
    // a keyboard player on the board is taken there with it, on purpose (the
    // square they stood on may no longer be one to choose).
    if (state.focusIndex !== stopBefore && onBoard) {
      boardWrap.querySelector(`[data-index="${state.focusIndex}"]`)?.focus();
    }
    pinRowLabels();
    zoom.update();
    if (myTurn && !state.wasMyTurn) {
      const pos = positionOf(game, mySeat);
      const ownIndex = pos ? pos.y * game.board.width + pos.x : null;
      showMyMoves([...byCell.keys(), ...(ownIndex === null ? [] : [ownIndex])], ownIndex);
    }
    state.wasMyTurn = myTurn;

    renderPrompt(ctx, myTurn);
    moveCount.textContent = t('kangaruse-move-count', { count: legalMoves.length });
    moveList.hidden = !myTurn;
    // New buttons for a new list of moves (showKeyed); a keyboard player who
    // was in the list is taken to its first button, on purpose.
    const listHadFocus = moveButtons.contains(document.activeElement);
    const freshMoves = showKeyed(
      moveButtons,
      JSON.stringify(legalMoves),
      html`${legalMoves.map((move) => html`<button type="button" class="move-button" @click=${() => (move.action === 'stop' ? askStop() : play(move))}>${moveName(move, game, mySeat)}</button>`)}`,
    );
    if (freshMoves && listHadFocus) moveButtons.querySelector('button')?.focus();
    renderScores(ctx);
    renderTextBoard(ctx, model);
    renderLegend(game);
  }

  // The table in place: lit-html patches only the squares that changed.
  function renderTextBoard(ctx, model) {
    const { game, seats, mySeat, nameOf } = ctx;
    const who = (seat) => playerWords({ ...(seats.find((s) => s.seat === seat) || {}), seat, name: nameOf(seat) });
    const acting = game.turn && game.phase !== 'finished' ? game.turn.seat : null;
    const turn = acting === null ? t('kangaruse-game-over') : acting === mySeat ? t('kangaruse-your-turn') : t('kangaruse-whose-turn', { name: nameOf(acting) });
    show(textBody, textBoard(model, { caption: textCaption(turn, game.players, who), who, lastMove: state.board.options.lastMove }));
  }

  return gameView({ stage, side, update, cleanup: () => setConfirmingStop(false) });
}
