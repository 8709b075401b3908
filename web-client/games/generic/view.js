// The fallback for a game without its own view: its legal moves as buttons and
// its view as JSON. Enough to play any game the server offers, if plainly.
import { html, show, showKeyed } from '../../js/lit.js';
import { t } from '../../js/i18n.js';

// One template for the stage: the legal moves as buttons, the view as JSON
// (the engine's own words, left to right in any page).
// The stage is this view's own (the room page hands it over), so it renders
// there with show(). The buttons are new for each new list of moves
// (showKeyed), so a focused button never becomes another move.
export function createGameView({ stage, side, send }) {
  const moves = (view) => html`${(view.legal_moves || []).map((move) => html`<button type="button" dir="ltr" @click=${() => send(move)}>${JSON.stringify(move)}</button>`)}`;
  const template = (view) => html`<section class="panel"><h2>${t('generic-moves')}</h2><div class="generic-moves"></div><h2>${t('generic-state')}</h2><pre class="generic-state" dir="ltr">${JSON.stringify(view.game, null, 2)}</pre></section>`;
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

// The event's engine word (or its JSON), after the player's name if it has one.
export function describeEvent(event, nameOf) {
  const what = event.type || JSON.stringify(event);
  return event.seat !== undefined ? t('generic-event', { name: nameOf(event.seat), event: what }) : what;
}

export function breakdownLabel(key) {
  return key.replace(/_/g, ' ');
}
