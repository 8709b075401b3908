// The Kangaruse play view: the board as SVG, the turn prompt with teleport,
// stop and give-up, a list of moves for keyboards, and the sidebar (turn,
// live scores, the rules of every square type on this board).
import { h, replaceChildren, fromMarkup } from '../../js/dom.js';
import { myLegalMoves, movePlayer, gameView } from '../../js/game-view.js';
import { drawBoard } from '../../js/move-motion.js';
import { boardModel, positionOf } from './board-model.js';
import { renderBoardSvg, boardMinWidth } from './board-svg.js';
import { movesByCell, describeMove } from './moves.js';
import { iconMarkup, typeCategory, capitalized, typeLabel, cellTypeNames } from './cell-types.js';
import { playerBadgeMarkup } from '../../js/player-icons.js';
import { seatState } from '../../js/seats.js';
import { countOf } from '../../js/game-text.js';

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

function typeIconMarkup(type, size = 30) {
  const tint = type === 'tree' ? '#5f7a57' : typeCategory(type).tint;
  const river = type === 'plain' ? '<path d="M6 50q22-18 44 0t44 0" stroke="#4d9fe0" stroke-width="14" fill="none" stroke-linecap="round"/>' : '';
  return `<svg class="type-icon" viewBox="0 0 100 100" width="${size}" height="${size}" aria-hidden="true"><rect width="100" height="100" rx="16" fill="${tint}"/>${river}<g transform="translate(10 10) scale(.8)">${iconMarkup(type)}</g></svg>`;
}

function typeIcon(type, size = 30) {
  return fromMarkup(typeIconMarkup(type, size));
}

// What each square type does, for tooltips: the how-to-play text when the
// server sent it (ctx.rules), else the board's short legend line.
function squareRules(game, howToPlay) {
  const rules = new Map((game.types_present || []).map((entry) => [entry.type, entry.rule]));
  rules.set('plain', 'River: a plain square with no action.');
  for (const [id, entry] of howToPlay || []) rules.set(id, `${capitalized(entry.name)}: ${entry.text}`);
  return rules;
}

// The square's picture beside its rule on the how-to-play page.
export function ruleIcon(id) {
  return cellTypeNames.includes(id) ? typeIconMarkup(id, 34) : null;
}

// Pictures for the how-to-play page, drawn by this board's own code.
export { ruleDiagrams } from './diagrams.js';

export function createGameView({ stage, side, send }) {
  const prompt = h('p', { class: 'turn-prompt-text' });
  const promptActions = h('div', { class: 'turn-actions' });
  const promptBox = h('div', { class: 'turn-prompt', 'aria-live': 'polite' }, prompt, promptActions);
  const boardWrap = h('div', { class: 'board-wrap' });
  const moveButtons = h('div', { class: 'move-buttons' });
  const moveCount = h('span');
  const moveList = h('details', { class: 'move-list' }, h('summary', {}, 'Your moves as a list ', moveCount), moveButtons);
  replaceChildren(stage, h('section', { class: 'kangaruse' }, promptBox, boardWrap, moveList));

  const scores = h('section', { class: 'panel k-scores', 'aria-label': 'Scores' });
  const legend = h('section', { class: 'panel k-legend', 'aria-label': 'Squares on this board' });
  replaceChildren(side, scores, legend);

  const state = { ctx: null, byCell: new Map(), other: [], focusIndex: null, busy: false, confirmingGiveUp: false, confirmingStop: false, stopTimer: null, legendKey: null };

  const play = movePlayer({ send, boardWrap, state });

  // The in-page "Really stop?" question of the Stop playing button.
  const confirmSeconds = 6;
  function setConfirmingStop(on) {
    state.confirmingStop = on;
    clearTimeout(state.stopTimer);
    state.stopTimer = on ? setTimeout(() => cancelStop(), confirmSeconds * 1000) : null;
  }

  function askStop() {
    setConfirmingStop(true);
    update(state.ctx);
    promptActions.querySelector('.confirm-stop')?.focus();
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
    state.focusIndex = index;
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

  function focusCell(index) {
    state.focusIndex = index;
    boardWrap.querySelectorAll('[data-index]').forEach((node) => node.setAttribute('tabindex', Number(node.dataset.index) === index ? '0' : '-1'));
    const node = boardWrap.querySelector(`[data-index="${index}"]`);
    if (node) node.focus();
  }

  function renderPrompt(ctx, myTurn) {
    const { game, mySeat, nameOf } = ctx;
    const turn = game.turn;
    const me = (game.players || []).find((p) => p.seat === mySeat);
    const buttons = [];
    let text;
    if (!turn || game.phase === 'finished') {
      text = 'The game is over.';
    } else if (myTurn) {
      const pos = positionOf(game, mySeat);
      const here = pos ? game.board.cells[pos.y * game.board.width + pos.x] : null;
      switch (turn.step) {
        case 'place':
          text = 'Your turn: choose a starting square (highlighted).';
          break;
        case 'extra_jump':
          text = 'Kangaroo! Jump again: choose a highlighted square.';
          break;
        case 'no_jump':
          text = `You have no valid jump. Teleport to a highlighted square for ${countOf(game.teleport_cost, 'point')}, or stop playing.`;
          break;
        case 'destroy':
          text = `Tasmanian tiger: choose a square to cross out (${turn.destroy_left ?? 1} left).`;
          break;
        default:
          text = 'Your turn: jump to a highlighted square.';
      }
      if (pos && (turn.step === 'jump' || turn.step === 'extra_jump')) {
        const { number, direction } = boardModel(game).cells[pos.y * game.board.width + pos.x].commands;
        const where = here && here.type !== 'plain' ? `your ${typeLabel(here.type)}` : 'your square';
        text += ` From ${where}: 1–4 squares ${direction}, or ${number} in any direction.`;
      }
      // Stopping cannot be undone: the button asks once more, in the page,
      // and forgets the question after a few seconds.
      const stop = state.other.find((m) => m.action === 'stop');
      if (stop && state.confirmingStop) {
        buttons.push(
          h(
            'span',
            { class: 'confirm confirm-stop-box', role: 'group', 'aria-label': 'Really stop playing?', onkeydown: onConfirmKey },
            h('span', { class: 'confirm-question' }, 'Really stop? '),
            h('button', { type: 'button', class: 'danger confirm-stop', onclick: () => { setConfirmingStop(false); play(stop); } }, 'Yes, stop'),
            h('button', { type: 'button', class: 'cancel-stop', onclick: () => cancelStop() }, 'No'),
          ),
        );
      } else if (stop) {
        buttons.push(h('button', { type: 'button', class: 'stop-playing', onclick: () => askStop() }, 'Stop playing'));
      }
      const giveUp = state.other.find((m) => m.action === 'give_up');
      if (giveUp && !stop) {
        if (state.confirmingGiveUp) {
          buttons.push(
            h('span', { class: 'confirm' }, 'Stop for the rest of the game? '),
            h('button', { type: 'button', class: 'danger confirm-give-up', onclick: () => { state.confirmingGiveUp = false; play(giveUp); } }, 'Yes, give up'),
            h('button', { type: 'button', onclick: () => { state.confirmingGiveUp = false; update(state.ctx); } }, 'Keep playing'),
          );
        } else {
          buttons.push(h('button', { type: 'button', class: 'give-up', onclick: () => { state.confirmingGiveUp = true; update(state.ctx); } }, 'Give up'));
        }
      }
    } else if (me && me.out) {
      text = `You are out of the game. ${nameOf(turn.seat)} is playing.`;
    } else if (mySeat !== null && mySeat !== undefined) {
      text = `Waiting for ${nameOf(turn.seat)}…`;
    } else {
      text = `${nameOf(turn.seat)} is playing. You are watching.`;
    }
    prompt.textContent = text;
    promptBox.classList.toggle('my-turn', myTurn);
    promptBox.hidden = !turn || game.phase === 'finished';
    promptBox.dataset.step = myTurn && turn ? turn.step : '';
    // A new render keeps the keyboard focus on the same kind of button.
    const focused = promptActions.contains(document.activeElement) ? document.activeElement.classList[document.activeElement.classList.length - 1] : null;
    replaceChildren(promptActions, buttons);
    if (focused) promptActions.querySelector(`button.${focused}`)?.focus();
  }

  function renderScores(ctx) {
    const { game, seats, mySeat, nameOf } = ctx;
    const acting = game.turn ? game.turn.seat : null;
    const winners = (ctx.view && ctx.view.outcome && ctx.view.outcome.winners) || [];
    const rows = (game.players || []).map((player) => {
      const seat = seats.find((s) => s.seat === player.seat) || { seat: player.seat };
      const tags = [];
      if (player.seat === mySeat) tags.push(h('span', { class: 'tag tag-you' }, 'you'));
      // Stopping (no jump left, or giving up) is said neutrally: a player who
      // stops while leading may well win.
      if (player.out) tags.push(h('span', { class: 'tag tag-out' }, player.out_reason === 'thorny_devil' ? 'out' : 'stopped'));
      if (winners.includes(player.seat)) tags.push(h('span', { class: 'tag tag-winner' }, 'winner'));
      if (seatState(seat) === 'away') tags.push(h('span', { class: 'tag tag-away' }, 'away'));
      if (seatState(seat) === 'bot') tags.push(h('span', { class: 'tag tag-bot' }, 'bot'));
      const collected = Object.entries(player.collected || {})
        .filter(([type, count]) => count > 0 && type !== 'score')
        .map(([type, count]) => h('span', { class: 'chip', title: `${count} ${typeLabel(type)}` }, typeIcon(type, 16), String(count)));
      if (player.stars) collected.unshift(h('span', { class: 'chip', title: `${countOf(player.stars, 'point')} from star squares` }, typeIcon('score', 16), String(player.stars)));
      return h(
        'tr',
        { class: `${player.seat === acting ? 'acting' : ''}${player.out ? ' out' : ''}${winners.includes(player.seat) ? ' winner' : ''}`, dataset: { seat: player.seat } },
        h('td', { class: 'turn-marker', 'aria-label': player.seat === acting ? 'to play' : '' }, player.seat === acting ? '▶' : ''),
        h('td', {}, fromMarkup(playerBadgeMarkup(seat.icon, seat.color, 22))),
        h('td', { class: 'score-name' }, h('span', {}, nameOf(player.seat)), tags, collected.length ? h('div', { class: 'chips' }, collected) : null),
        h('td', { class: 'score-value-cell', dataset: { score: player.score } }, String(player.score ?? 0)),
      );
    });
    const acts = acting === null ? 'Game over' : acting === mySeat ? 'Your turn' : `${nameOf(acting)}'s turn`;
    replaceChildren(scores, h('h2', {}, acts), h('table', { class: 'score-table' }, h('tbody', {}, rows)));
  }

  function renderLegend(game) {
    const present = game.types_present || [];
    const hasRiver = game.board.cells.some((cell) => cell.type === 'plain');
    const key = JSON.stringify(present) + hasRiver;
    if (state.legendKey === key) return;
    state.legendKey = key;
    const entries = present.map((entry) => ({ type: entry.type, rule: entry.rule }));
    if (hasRiver) entries.unshift({ type: 'plain', rule: squareRules(game).get('plain') });
    const groups = new Map();
    for (const entry of entries) {
      const category = entry.type === 'plain' || entry.type === 'tree' ? typeCategory('tree') : typeCategory(entry.type);
      if (!groups.has(category.label)) groups.set(category.label, []);
      groups.get(category.label).push(entry);
    }
    replaceChildren(
      legend,
      h('h2', {}, 'Squares on this board'),
      h(
        'p',
        { class: 'how-to small' },
        'On your turn, pick any number 1–4 and follow your square’s direction, or any direction and follow your square’s number (see the board’s edges). Land only on unused squares; trees block the way. The square you leave is crossed out. No jump? Teleport for ',
        String(game.teleport_cost),
        ' points or stop.',
      ),
      [...groups.entries()].map(([label, list]) =>
        h(
          'div',
          { class: 'legend-group' },
          h('h3', {}, label),
          h(
            'ul',
            { class: 'legend-list' },
            list.map((entry) => {
              const [name, ...rest] = String(entry.rule || '').split(': ');
              return h(
                'li',
                { dataset: { type: entry.type } },
                typeIcon(entry.type),
                h('span', {}, h('strong', {}, rest.length ? name : capitalized(typeLabel(entry.type))), ' ', rest.length ? rest.join(': ') : entry.rule),
              );
            }),
          ),
        ),
      ),
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
    if (myTurn && !byCell.has(state.focusIndex) && byCell.size) state.focusIndex = [...byCell.keys()].sort((a, b) => a - b)[0];
    if (state.focusIndex === null || state.focusIndex >= cellCount) {
      const pos = positionOf(game, mySeat);
      state.focusIndex = pos ? pos.y * game.board.width + pos.x : 0;
    }

    const hadFocus = boardWrap.contains(document.activeElement);
    const legal = new Map([...byCell.entries()].map(([index, moves]) => [index, moves[0].action]));
    const model = boardModel(game);
    boardWrap.style.setProperty('--kangaruse-min-width', `${boardMinWidth(model)}px`);
    drawBoard(boardWrap, renderBoardSvg(model, {
      seats: seats.map((s) => ({ seat: s.seat, name: s.name, color: s.color, icon: s.icon })),
      legal,
      actingSeat: game.turn ? game.turn.seat : null,
      focusIndex: state.focusIndex,
      lastMove: lastMoveOf(view),
      rules: squareRules(game, ctx.rules),
    }));
    boardWrap.dataset.myTurn = String(myTurn);
    boardWrap.dataset.phase = game.phase;
    if (hadFocus) focusCell(state.focusIndex);
    pinRowLabels();
    if (myTurn && !state.wasMyTurn) {
      const pos = positionOf(game, mySeat);
      const ownIndex = pos ? pos.y * game.board.width + pos.x : null;
      showMyMoves([...byCell.keys(), ...(ownIndex === null ? [] : [ownIndex])], ownIndex);
    }
    state.wasMyTurn = myTurn;

    renderPrompt(ctx, myTurn);
    moveCount.textContent = `(${legalMoves.length})`;
    moveList.hidden = !myTurn;
    replaceChildren(
      moveButtons,
      legalMoves.map((move) => h('button', { type: 'button', class: 'move-button', onclick: () => (move.action === 'stop' ? askStop() : play(move)) }, describeMove(move, game, mySeat))),
    );
    renderScores(ctx);
    renderLegend(game);
  }

  return gameView({ stage, side, update, cleanup: () => setConfirmingStop(false) });
}
