// The Jackaroo play view: the turn prompt, the board (SVG), my hand, the
// abilities of the chosen card and the marbles it can move (also as a list of
// buttons, for keyboards and small screens), and a side panel with players
// and what each card does. The only module here that touches the DOM.
//
// The frame (prompt, board box, controls, side panels) is built once; what
// changes is rendered into it as lit-html templates (the board with
// drawBoard, the rest with show), so an update patches the elements that are
// there: a focused card, button or marble keeps its focus, and a marble is
// the same node after it moved (move-motion.js slides it).
import { h, replaceChildren } from '../../js/dom.js';
import { html, nothing, show, showKeyed } from '../../js/lit.js';
import { t, formatNumber } from '../../js/i18n.js';
import { addStyleSheet, myLegalMoves as legalOf, movePlayer, choiceApplier, gameView } from '../../js/game-view.js';
import { drawBoard } from '../../js/move-motion.js';
import { renderBoardSvg, seatColor } from './board-svg.js';
import { seatShape } from '../../js/seat-shapes.js';
import { rankHelp, ranks } from './cards.js';
import { handCards } from './hand.js';
import { createBoardZoom } from '../../js/board-zoom.js';
import { rotationFor, partnerOf } from './geometry.js';
import { lastPlayOf, lastPlayMarks, placesOf } from './last-play.js';
import { describeEvent } from './log-text.js';
import { teamsOf, teamHeading } from './teams.js';
import {
  emptyChoice, pick, back, reconcile, choiceStep, candidatesOf, abilitiesOf, abilityLabel,
  playableRanks, turnPrompt, nextSeatWithCards, placeText, whereText,
} from './choose.js';

import { ruleDiagrams as diagrams } from './diagrams.js';
import { textBoard, choiceName } from './text-board.js';

export { describeEvent, breakdownLabel, breakdownOrder, isCapture } from './log-text.js';
export { teamsOf } from './teams.js';
export { takebackRefusal } from './takeback.js';
export { revealedPanel } from './revealed.js';

// Pictures for the how-to-play page, drawn by this board's own code (the
// page has not loaded this game's style sheet otherwise).
export function ruleDiagrams() {
  addStyleSheet('jackaroo-css', new URL('./jackaroo.css', import.meta.url).href);
  return diagrams();
}

// The keys of this game, for the how-to-play page (its cards, marbles and
// choices are buttons: Tab reaches each).
export const keyboardKeys = ['tab', 'enter', 'escape'];

export function createGameView({ stage, side, send }) {
  addStyleSheet('jackaroo-css', new URL('./jackaroo.css', import.meta.url).href);
  const promptText = h('p', { class: 'jk-prompt-text' });
  const backButton = h('button', { type: 'button', class: 'jk-back', 'aria-keyshortcuts': 'Escape' }, t('jackaroo-back'));
  const prompt = h('div', { class: 'jk-prompt', 'aria-live': 'polite' }, promptText, h('div', { class: 'jk-prompt-actions' }, backButton));
  // The board, its marbles and their walk do not mirror in a right-to-left
  // page (and its sideways scroll stays a left-to-right one).
  const boardWrap = h('div', { class: 'jk-board-wrap', dir: 'ltr' });
  // The hand takes the focus (from the code only) when it holds no card.
  const hand = h('div', { class: 'jk-hand', tabindex: '-1' });
  const abilities = h('div', { class: 'jk-abilities', role: 'group', 'aria-label': t('jackaroo-abilities-label') });
  const choices = h('div', { class: 'jk-choices', role: 'group', 'aria-label': t('jackaroo-choices-label') });
  const handTitle = h('h2', {}, t('jackaroo-your-cards'));
  const controls = h('section', { class: 'jk-controls', 'aria-label': t('jackaroo-controls-label') }, handTitle, hand, abilities, choices);
  const boardBox = h('div', { class: 'jk-board-box' }, boardWrap);
  const root = h('section', { class: 'jackaroo' }, prompt, h('div', { class: 'jk-play' }, boardBox, controls));
  replaceChildren(stage, root);

  const playersPanel = h('section', { class: 'panel jk-players-panel', 'aria-label': t('jackaroo-players-label') });
  const helpPanel = h(
    'details',
    { class: 'panel jk-help-panel' },
    h('summary', {}, t('jackaroo-help-summary')),
    h('ul', { class: 'jk-rank-help' }, ranks.map((rank) => h('li', {}, h('b', {}, rank), ' ', h('span', {}, rankHelp(rank))))),
    h('p', { class: 'jk-help' }, `${t('jackaroo-help-steps')} `, h('span', { class: 'keys-hint' }, `${t('jackaroo-help-escape')} `), t('jackaroo-help-goal')),
  );
  // The board in words, for a screen reader (text-board.js), under the
  // board and the hand: the side column keeps the room's Players in sight.
  const textBody = h('div', { class: 'jk-text-body' });
  const textPanel = h('details', { class: 'panel jk-text-board' }, h('summary', {}, t('jackaroo-text-board')), textBody);
  root.append(textPanel);
  replaceChildren(side, playersPanel, helpPanel);

  // A board wider than its box (a phone, once the style sheet is in) opens
  // centred: the player's own start and home are at the middle of the bottom.
  let centred = false;
  const centreOnce = () => {
    if (centred || boardWrap.scrollWidth <= boardWrap.clientWidth) return;
    centred = true;
    boardWrap.scrollLeft = (boardWrap.scrollWidth - boardWrap.clientWidth) / 2;
  };
  // A board that scrolls sideways is a tab stop, so that a keyboard can
  // scroll it too (arrow keys) when no marble on it can be chosen.
  const tabStopWhenScrolling = () => {
    if (boardWrap.scrollWidth > boardWrap.clientWidth) boardWrap.tabIndex = 0;
    else boardWrap.removeAttribute('tabindex');
  };
  // "Whole board" on a phone: fitted to the width, or wider and scrolling.
  const zoom = createBoardZoom(boardWrap, {
    setting: 'jackaroo-whole-board',
    changed: () => {
      centred = false;
      centreOnce();
      tabStopWhenScrolling();
    },
  });
  boardBox.prepend(zoom.element);
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => {
    centreOnce();
    tabStopWhenScrolling();
    zoom.update();
  }) : null;
  if (resizes) resizes.observe(boardWrap);

  // lastPlay: the marks of the last play (last-play.js); placesBefore: where
  // the marbles stood in the previous update, for the marbles it sends home.
  const state = { ctx: null, choice: { ...emptyChoice }, busy: false, turnKey: null, focusNext: false, lastPlay: null, placesBefore: null };

  // A move sent starts the choice again; refused, the choice stays for another try.
  const play = movePlayer({ send, boardWrap, state, render, sent: () => (state.choice = { ...emptyChoice }) });
  const apply = choiceApplier({ state, play, render, step: (choice, picked) => pick(legalOf(state.ctx), choice, picked) });

  function goBack(fromKeyboard) {
    state.choice = back(state.choice);
    state.focusNext = fromKeyboard;
    render();
  }

  // One handler for clicks, Enter and Space on any choosable thing.
  function activate(target, fromKeyboard) {
    const node = target.closest('[data-card], [data-ability-key], [data-steps], [data-pick-marble], [data-marble][data-candidate], .jk-back');
    if (!node || !root.contains(node)) return false;
    if (node.classList.contains('jk-back')) goBack(fromKeyboard);
    else if (node.dataset.card) {
      if (node.dataset.playable === 'true') apply({ card: node.dataset.card }, fromKeyboard);
    } else if (node.dataset.abilityKey) apply({ ability: node.dataset.abilityKey }, fromKeyboard);
    else if (node.dataset.steps !== undefined) apply({ steps: Number(node.dataset.steps) }, fromKeyboard);
    else {
      const id = Number(node.dataset.pickMarble ?? node.dataset.marble);
      const step = choiceStep(legalOf(state.ctx), state.choice);
      apply(step === 'target' ? { target: id } : { marble: id }, fromKeyboard);
    }
    return true;
  }

  // A button's click from Enter or Space has no pointer (detail 0): then the
  // next step's first choice gets the focus.
  root.addEventListener('click', (event) => activate(event.target, event.detail === 0));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      if (state.choice.rank !== null) {
        event.preventDefault();
        goBack(true);
      }
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && event.target.closest('svg [role="button"]')) {
      event.preventDefault();
      activate(event.target, true);
    }
  });

  // After a pick made with the keyboard (Enter or Space on a card, an
  // ability, a marble or a choice button; Escape to go back) the focus moves
  // on, on purpose, to the first thing to choose at the new step: the thing
  // just picked is often gone (an ability button once it is chosen) or no
  // longer the next thing to press. Otherwise the focus moves only when it
  // would be lost (its control gone in a re-render) and when my turn comes
  // while it waits in my hand: the elements stay between updates, and so
  // does the focus.
  function focusFirst() {
    const step = choiceStep(legalOf(state.ctx), state.choice);
    const selector = {
      card: '.jk-card[data-playable="true"]',
      discard: '.jk-card[data-playable="true"]',
      ability: '[data-ability-key]',
      // The list of choices (each button says the whole move), before the
      // same marbles on the board.
      marble: '[data-pick-marble]',
      target: '[data-pick-marble]',
      marble2: '[data-pick-marble]',
      steps: '[data-steps]',
    }[step];
    // Nothing to choose (the others' turn, or my move just sent): a card of
    // my hand keeps the focus, so that it is never lost to the page.
    const node = (selector && (root.querySelector(selector) || root.querySelector('[data-marble][data-candidate]'))) || root.querySelector('.jk-card') || root.querySelector('.jk-hand');
    if (node) node.focus();
  }

  function playerRow(ctx, player) {
    const { game, mySeat, nameOf } = ctx;
    const acting = game.turn === player.seat;
    const tags = [];
    if (player.seat === mySeat) tags.push(html`<span class="tag tag-you">${t('jackaroo-tag-you')}</span>`);
    if (game.dealer === player.seat) tags.push(html`<span class="tag jk-tag-dealer">${t('jackaroo-tag-dealer')}</span>`);
    if (game.burned === player.seat) tags.push(html`<span class="tag tag-out">${t('jackaroo-tag-burned')}</span>`);
    const partner = partnerOf(game, player.seat);
    const partnerText = partner !== null && partner !== undefined ? html`<span>${t('jackaroo-partner', { name: nameOf(partner) })}</span>` : nothing;
    const safe = (game.marbles || []).filter((m) => m.owner === player.seat && m.zone === 'safe').length;
    // Two short lines a row (name and count; tags and partner), so the four
    // rows leave the room's panels below them in sight. The dot's colour is
    // set after rendering (paintDots): no style attribute under the CSP.
    // "0/4" goes in whole: isolated, it reads left to right in Arabic too.
    return html`<li class="${acting ? 'acting' : ''}" data-seat="${player.seat}"><span class="jk-turn" aria-label="${acting ? t('jackaroo-to-play') : nothing}">${acting ? '\u25b6' : ''}</span><span class="jk-dot"></span><strong class="jk-player-name" title="${nameOf(player.seat)}"><bdi>${nameOf(player.seat)}</bdi></strong><span class="jk-count">${t('jackaroo-player-counts', { cards: player.hand_count ?? 0, safe: `${formatNumber(safe)}/${formatNumber(4)}` })}</span><span class="jk-player-sub muted small">${tags}${partnerText}</span></li>`;
  }

  function headerText({ game, mySeat, nameOf }) {
    if (game.turn === null || game.turn === undefined) return t('jackaroo-header-over');
    return game.turn === mySeat ? t('jackaroo-header-mine') : t('jackaroo-header-turn', { name: nameOf(game.turn) });
  }

  function playersTemplate(ctx) {
    const { game, mySeat, nameOf } = ctx;
    const teams = teamsOf(game.players.length);
    const teamList = teams
      ? html`<ul class="jk-teams" aria-label="${t('jackaroo-teams-label')}">${teams.map((team) => html`<li data-team="${team.name}"><strong>${teamHeading(team.name)} </strong>${t('jackaroo-team-members', { first: nameOf(team.seats[0]), second: nameOf(team.seats[1]) })}</li>`)}</ul>`
      : nothing;
    const play = state.lastPlay;
    const lastLine = play
      ? html`<p class="jk-last-line" data-seq="${play.seq}"><strong>${t('jackaroo-last-move')} </strong>${describeEvent(play.event, nameOf, game)}</p>`
      : nothing;
    const header = headerText(ctx);
    const counted = (value) => (Number.isInteger(value) ? formatNumber(value) : '\u2013');
    const counts = t('jackaroo-table-counts', { set: counted(game.set), round: counted(game.round), pile: (game.pile || []).length, deck: game.deck_count ?? 0 });
    return html`<h2>${header}</h2>${lastLine}${teamList}<ul class="jk-players">${(game.players || []).map((player) => playerRow(ctx, player))}</ul><p class="muted small">${counts}</p>`;
  }

  // Each player's dot in the seat's colour, through the CSSOM.
  function paintDots(seats) {
    for (const row of playersPanel.querySelectorAll('.jk-players li[data-seat]')) {
      const dot = row.querySelector('.jk-dot');
      if (dot) dot.style.setProperty('--seat-color', seatColor(seats, Number(row.dataset.seat)));
      if (dot) dot.dataset.shape = seatShape(seats, Number(row.dataset.seat));
    }
  }

  function abilitiesTemplate(ctx, legal, choice) {
    const { game, mySeat, nameOf } = ctx;
    const names = {
      partner: partnerOf(game, mySeat) !== null ? nameOf(partnerOf(game, mySeat)) : null,
      next: nextSeatWithCards(game, mySeat) !== null ? nameOf(nextSeatWithCards(game, mySeat)) : null,
    };
    return abilitiesOf(legal, choice.rank).map((key) => {
      const [ability, steps] = key.split(':');
      return html`<button type="button" class="primary" data-ability-key="${key}" data-ability="${ability}" data-move-steps="${steps ?? nothing}">${abilityLabel(key, choice.rank, names)}</button>`;
    });
  }

  // The same choices as the highlighted marbles, as buttons, each saying
  // the whole move in words (text-board.js): what a screen reader reads is
  // what the button shows.
  function choiceButtons(ctx, step, candidates) {
    const { game, mySeat, nameOf } = ctx;
    const marbleOf = (id) => (game.marbles || []).find((m) => m.id === id);
    const named = (cand) => choiceName({ game, mySeat, nameOf, step, ability: state.choice.ability, cand, marbleOf, placeText, whereText });
    if (step === 'steps') return candidates.map((cand) => html`<button type="button" data-steps="${cand.steps}">${named(cand)}</button>`);
    if (!['marble', 'marble2', 'target'].includes(step)) return [];
    return candidates.map((cand) => html`<button type="button" data-pick-marble="${cand.marble}">${named(cand)}</button>`);
  }

  function render() {
    // Whether the focus was on a control here: when a re-render takes that
    // control away (a new hand, a choice gone), the focus moves on to the
    // next thing to choose instead of being lost.
    const hadFocus = root.contains(document.activeElement);
    const ctx = state.ctx;
    const { game, mySeat, nameOf, seats } = ctx;
    const legal = legalOf(ctx);
    state.choice = reconcile(legal, state.choice);
    const choice = state.choice;
    const step = choiceStep(legal, choice);
    const candidates = candidatesOf(game, legal, choice);

    const { step: promptStep, text } = turnPrompt(game, legal, choice, { mySeat, nameOf });
    promptText.textContent = text;
    prompt.dataset.step = promptStep;
    prompt.classList.toggle('my-turn', legal.length > 0);
    backButton.hidden = choice.rank === null;

    drawBoard(boardWrap, renderBoardSvg(game, {
      seats,
      nameOf,
      mySeat,
      rotation: rotationFor(game, mySeat),
      candidates,
      step,
      chosenMarble: choice.marble,
      lastPlay: state.lastPlay,
    }));
    boardWrap.dataset.step = step;
    centreOnce();

    // My hand: faces only from my own view's hand.
    const discard = step === 'discard';
    // New card buttons when the hand changes (showKeyed): a clicked card
    // keeps the focus, and must not turn into another card once played.
    showKeyed(hand, JSON.stringify(game.hand || null), handCards(game, { playableRanks: playableRanks(legal), selectedCard: choice.cardId, discard }));
    handTitle.textContent = Array.isArray(game.hand) ? t('jackaroo-your-cards') : t('jackaroo-cards');

    // The abilities of the chosen card, and the marbles (or the split's
    // steps) to pick as buttons.
    show(abilities, step === 'ability' ? abilitiesTemplate(ctx, legal, choice) : nothing);
    const buttons = choiceButtons(ctx, step, candidates);
    show(choices, buttons);
    choices.hidden = buttons.length === 0;
    abilities.hidden = step !== 'ability';

    show(playersPanel, playersTemplate(ctx));
    paintDots(seats);
    const lastPlay = state.lastPlay ? describeEvent(state.lastPlay.event, nameOf, game) : '';
    show(textBody, textBoard(game, { mySeat, nameOf, header: headerText(ctx), lastPlay }));

    if (state.focusNext || (hadFocus && !root.contains(document.activeElement))) {
      state.focusNext = false;
      focusFirst();
    }
  }

  function update(ctx) {
    state.ctx = ctx;
    if (!ctx.game || !Array.isArray(ctx.game.players)) return;
    const play = lastPlayOf(ctx.view && ctx.view.log);
    if (!play) state.lastPlay = null;
    else if (!state.lastPlay || state.lastPlay.seq !== play.seq) state.lastPlay = lastPlayMarks(play, state.placesBefore);
    state.placesBefore = placesOf(ctx.game.marbles);
    // A new turn (or a new hand) starts the choice again.
    const key = `${ctx.game.turn}|${ctx.game.set}|${ctx.game.round}|${(ctx.game.pile || []).length}|${(ctx.view.legal_moves || []).length}`;
    if (key !== state.turnKey) {
      state.turnKey = key;
      state.choice = { ...emptyChoice };
      // My turn comes while the focus waits in my hand: it goes to the first
      // card I can play (or discard).
      if (legalOf(ctx).length > 0 && root.contains(document.activeElement)) state.focusNext = true;
    }
    render();
  }

  return gameView({ stage, side, update, cleanup: () => resizes && resizes.disconnect() });
}
