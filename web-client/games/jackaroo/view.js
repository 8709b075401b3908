// The Jackaroo play view: the turn prompt, the board (SVG), my hand, the
// abilities of the chosen card and the marbles it can move (also as a list of
// buttons, for keyboards and small screens), and a side panel with players
// and what each card does. The only module here that touches the DOM.
import { h, replaceChildren } from '../../js/dom.js';
import { countOf } from '../../js/game-text.js';
import { addStyleSheet, myLegalMoves as legalOf, movePlayer, choiceApplier, gameView } from '../../js/game-view.js';
import { drawBoard } from '../../js/move-motion.js';
import { renderBoardSvg, seatColor } from './board-svg.js';
import { handMarkup, rankHelp, ranks } from './cards.js';
import { rotationFor, partnerOf } from './geometry.js';
import { lastPlayOf, lastPlayMarks, placesOf } from './last-play.js';
import { describeEvent } from './log-text.js';
import { teamsOf } from './teams.js';
import {
  emptyChoice, pick, back, reconcile, choiceStep, candidatesOf, abilitiesOf, abilityLabel,
  playableRanks, turnPrompt, nextSeatWithCards, placeText, whereText,
} from './choose.js';

import { ruleDiagrams as diagrams } from './diagrams.js';

export { describeEvent, breakdownLabel, breakdownOrder } from './log-text.js';
export { teamsOf } from './teams.js';

// Pictures for the how-to-play page, drawn by this board's own code (the
// page has not loaded this game's style sheet otherwise).
export function ruleDiagrams() {
  addStyleSheet('jackaroo-css', new URL('./jackaroo.css', import.meta.url).href);
  return diagrams();
}

export function createGameView({ stage, side, send }) {
  addStyleSheet('jackaroo-css', new URL('./jackaroo.css', import.meta.url).href);
  const promptText = h('p', { class: 'jk-prompt-text' });
  const backButton = h('button', { type: 'button', class: 'jk-back', 'aria-keyshortcuts': 'Escape' }, '\u2190 Back');
  const prompt = h('div', { class: 'jk-prompt', 'aria-live': 'polite' }, promptText, h('div', { class: 'jk-prompt-actions' }, backButton));
  const boardWrap = h('div', { class: 'jk-board-wrap' });
  const hand = h('div', { class: 'jk-hand' });
  const abilities = h('div', { class: 'jk-abilities', role: 'group', 'aria-label': 'How to play the card' });
  const choices = h('div', { class: 'jk-choices', role: 'group', 'aria-label': 'Choices' });
  const handTitle = h('h2', {}, 'Your cards');
  const controls = h('section', { class: 'jk-controls', 'aria-label': 'Your cards and choices' }, handTitle, hand, abilities, choices);
  const root = h('section', { class: 'jackaroo' }, prompt, h('div', { class: 'jk-play' }, boardWrap, controls));
  replaceChildren(stage, root);

  const playersPanel = h('section', { class: 'panel jk-players-panel', 'aria-label': 'Players' });
  const helpPanel = h(
    'details',
    { class: 'panel jk-help-panel' },
    h('summary', {}, 'What each card does'),
    h('ul', { class: 'jk-rank-help' }, ranks.map((rank) => h('li', {}, h('b', {}, rank), ` ${rankHelp[rank]}`))),
    h('p', { class: 'jk-help' }, 'Choose a card, then how to play it, then a highlighted marble. ', h('span', { class: 'keys-hint' }, 'Escape goes back a step. '), 'Get all your marbles (with a partner: all 8 of the team) into the safe zone.'),
  );
  replaceChildren(side, playersPanel, helpPanel);

  // A board wider than its box (a phone, once the style sheet is in) opens
  // centred: the player's own start and home are at the middle of the bottom.
  let centred = false;
  const centreOnce = () => {
    if (centred || boardWrap.scrollWidth <= boardWrap.clientWidth) return;
    centred = true;
    boardWrap.scrollLeft = (boardWrap.scrollWidth - boardWrap.clientWidth) / 2;
  };
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(centreOnce) : null;
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

  function focusFirst() {
    const step = choiceStep(legalOf(state.ctx), state.choice);
    const selector = {
      card: '.jk-card[data-playable="true"]',
      discard: '.jk-card[data-playable="true"]',
      ability: '[data-ability-key]',
      marble: '[data-marble][data-candidate]',
      target: '[data-marble][data-candidate]',
      marble2: '[data-marble][data-candidate]',
      steps: '[data-steps]',
    }[step];
    const node = selector ? root.querySelector(selector) : null;
    if (node) node.focus();
  }

  function renderPlayers(ctx) {
    const { game, seats, mySeat, nameOf } = ctx;
    const rows = (game.players || []).map((player) => {
      const tags = [];
      if (player.seat === mySeat) tags.push(h('span', { class: 'tag tag-you' }, 'you'));
      if (game.dealer === player.seat) tags.push(h('span', { class: 'tag jk-tag-dealer' }, 'dealer'));
      if (game.burned === player.seat) tags.push(h('span', { class: 'tag tag-out' }, 'burned'));
      const partner = partnerOf(game, player.seat);
      const safe = (game.marbles || []).filter((m) => m.owner === player.seat && m.zone === 'safe').length;
      return h(
        'li',
        { class: game.turn === player.seat ? 'acting' : '', dataset: { seat: player.seat } },
        h('span', { class: 'jk-turn', 'aria-label': game.turn === player.seat ? 'to play' : '' }, game.turn === player.seat ? '\u25b6' : ''),
        h('span', { class: 'jk-dot', style: { '--seat-color': seatColor(seats, player.seat) } }),
        // Two short lines a row (name and count; tags and partner), so the
        // four rows leave the room's panels below them in sight.
        h('strong', { class: 'jk-player-name', title: nameOf(player.seat) }, nameOf(player.seat)),
        h('span', { class: 'jk-count' }, `${countOf(player.hand_count ?? 0, 'card')} \u00b7 ${safe}/4 safe`),
        h('span', { class: 'jk-player-sub muted small' }, tags, partner !== null && partner !== undefined ? `partner ${nameOf(partner)}` : null),
      );
    });
    const teams = teamsOf(game.players.length);
    const teamList = teams
      ? h('ul', { class: 'jk-teams', 'aria-label': 'Teams' }, teams.map((team) =>
        h('li', { dataset: { team: team.name } }, h('strong', {}, `${team.name}: `), team.seats.map((seat) => nameOf(seat)).join(' and ')),
      ))
      : null;
    const play = state.lastPlay;
    const lastLine = play
      ? h('p', { class: 'jk-last-line', dataset: { seq: play.seq } }, h('strong', {}, 'Last move: '), describeEvent(play.event, nameOf, game))
      : null;
    const header = game.turn === null || game.turn === undefined ? 'Game over' : game.turn === mySeat ? 'Your turn' : `${nameOf(game.turn)}\u2019s turn`;
    replaceChildren(
      playersPanel,
      h('h2', {}, header),
      lastLine,
      teamList,
      h('ul', { class: 'jk-players' }, rows),
      h('p', { class: 'muted small' }, `Set ${game.set ?? '\u2013'}, round ${game.round ?? '\u2013'} \u00b7 pile ${(game.pile || []).length} \u00b7 deck ${game.deck_count ?? 0}`),
    );
  }

  function render() {
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

    const hadFocus = boardWrap.contains(document.activeElement);
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
    hand.innerHTML = handMarkup(game, { playableRanks: playableRanks(legal), selectedCard: choice.cardId, discard });
    handTitle.textContent = Array.isArray(game.hand) ? 'Your cards' : 'Cards';

    // The abilities of the chosen card.
    if (step === 'ability') {
      const names = {
        partner: partnerOf(game, mySeat) !== null ? nameOf(partnerOf(game, mySeat)) : null,
        next: nextSeatWithCards(game, mySeat) !== null ? nameOf(nextSeatWithCards(game, mySeat)) : null,
      };
      replaceChildren(
        abilities,
        abilitiesOf(legal, choice.rank).map((key) => {
          const [ability, steps] = key.split(':');
          return h(
            'button',
            { type: 'button', class: 'primary', dataset: { abilityKey: key, ability }, 'data-move-steps': steps },
            abilityLabel(key, choice.rank, names),
          );
        }),
      );
    } else {
      replaceChildren(abilities);
    }

    // The same choices as the highlighted marbles, as buttons.
    let buttons = [];
    if (step === 'steps') {
      buttons = candidates.map((cand) =>
        h('button', { type: 'button', dataset: { steps: cand.steps } }, `${cand.steps} then ${7 - cand.steps} (first marble to ${placeText(cand.to)})`),
      );
    } else if (['marble', 'marble2', 'target'].includes(step)) {
      buttons = candidates.map((cand) => {
        const marble = (game.marbles || []).find((m) => m.id === cand.marble);
        const whose = cand.owner === mySeat ? 'Your marble' : `${nameOf(cand.owner)}\u2019s marble`;
        const where = marble ? whereText(marble) : '';
        const goes = step === 'target' ? ' (swap places)' : cand.to ? ` \u2192 ${placeText(cand.to)}` : '';
        return h('button', { type: 'button', dataset: { pickMarble: cand.marble } }, `${whose} ${where}${goes}`);
      });
    }
    replaceChildren(choices, buttons);
    choices.hidden = buttons.length === 0;
    abilities.hidden = step !== 'ability';

    renderPlayers(ctx);

    if (state.focusNext) {
      state.focusNext = false;
      focusFirst();
    } else if (hadFocus) {
      const node = boardWrap.querySelector('[data-candidate], [data-steps]');
      if (node) node.focus();
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
    }
    render();
  }

  return gameView({ stage, side, update, cleanup: () => resizes && resizes.disconnect() });
}
