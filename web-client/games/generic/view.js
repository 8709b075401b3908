// The fallback for a game without its own view: its legal moves as buttons and
// its view as JSON. Enough to play any game the server offers, if plainly.
import { html, show, showKeyed } from '../../js/lit.js';

// One template for the stage: the legal moves as buttons, the view as JSON.
// The stage is this view's own (the room page hands it over), so it renders
// there with show(). The buttons are new for each new list of moves
// (showKeyed), so a focused button never becomes another move.
export function createGameView({ stage, side, send }) {
  const moves = (view) => html`${(view.legal_moves || []).map((move) => html`<button type="button" @click=${() => send(move)}>${JSON.stringify(move)}</button>`)}`;
  const template = (view) => html`<section class="panel"><h2>Your moves</h2><div class="generic-moves"></div><h2>State</h2><pre class="generic-state">${JSON.stringify(view.game, null, 2)}</pre></section>`;
  const draw = (view) => {
    show(stage, template(view));
    const list = stage.querySelector('.generic-moves');
    showKeyed(list, JSON.stringify(view.legal_moves || []), moves(view));
  };
  draw({});
  side.replaceChildren();
  return {
    update({ view }) {
      draw(view);
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
