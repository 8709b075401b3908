// The fallback for a game without its own view: its legal moves as buttons and
// its view as JSON. Enough to play any game the server offers, if plainly.
import { h, replaceChildren } from '../../js/dom.js';

export function createGameView({ stage, side, send }) {
  const moves = h('div', { class: 'generic-moves' });
  const state = h('pre', { class: 'generic-state' });
  replaceChildren(stage, h('section', { class: 'panel' }, h('h2', {}, 'Your moves'), moves, h('h2', {}, 'State'), state));
  replaceChildren(side);
  return {
    update({ view }) {
      replaceChildren(
        moves,
        (view.legal_moves || []).map((move) => h('button', { type: 'button', onclick: () => send(move) }, JSON.stringify(move))),
      );
      state.textContent = JSON.stringify(view.game, null, 2);
    },
    destroy() {},
  };
}

export function describeEvent(event, nameOf) {
  const who = event.seat !== undefined ? `${nameOf(event.seat)}: ` : '';
  return `${who}${event.type || JSON.stringify(event)}`;
}

export function breakdownLabel(key) {
  return key.replace(/_/g, ' ');
}
