// What the games' play views (games/<id>/view.js) share: their style sheet,
// the legal moves of the viewer's seat, sending a move while the board is
// marked busy, and the object a view hands to the room. Touches the DOM.
import { replaceChildren } from './dom.js';

// Adds the style sheet at `href` (a URL, usually relative to the view's
// module) to the page once, as <link id=`id`>.
export function addStyleSheet(id, href) {
  if (document.getElementById(id)) return;
  const link = document.createElement('link');
  link.id = id;
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

// The moves the viewer may make now: the view's legal moves when their seat
// is to act, none for a spectator or while waiting.
export function myLegalMoves(ctx) {
  const { view, mySeat } = ctx;
  if (mySeat === null || mySeat === undefined) return [];
  return (view.to_act || []).includes(mySeat) ? view.legal_moves || [] : [];
}

// A `play(move)` that sends one move at a time through `send`: while it is
// on its way `state.busy` is set and `boardWrap` has the class "busy"; a
// second move (or none) is ignored. Each optional: `before()` as the move
// goes out, `sent()` once the server has taken it, `failed()` when it was
// refused (the room shows the error in plain words), and `render()` either
// way once the board is free again, if the view has a room by then.
export function movePlayer({ send, boardWrap, state, before, sent, failed, render }) {
  return async function play(move) {
    if (state.busy || !move) return;
    state.busy = true;
    if (before) before();
    boardWrap.classList.add('busy');
    try {
      await send(move);
      if (sent) sent();
    } catch {
      if (failed) failed();
    } finally {
      state.busy = false;
      boardWrap.classList.remove('busy');
      if (render && state.ctx) render();
    }
  };
}

// For views that build a move click by click (the `pick` of a game's
// choose.js): `apply(picked, fromKeyboard)` takes `state.choice` one step on
// through `step(choice, picked)` → { choice, move }; a complete move is
// played, otherwise the view renders the new choice.
export function choiceApplier({ state, step, play, render }) {
  return function apply(picked, fromKeyboard) {
    if (!state.ctx || state.busy) return;
    const result = step(state.choice, picked);
    state.choice = result.choice;
    state.focusNext = fromKeyboard;
    if (result.move) {
      play(result.move);
      return;
    }
    render();
  };
}

// What createGameView returns: `update(ctx)` with every new view, and a
// `destroy()` that runs `cleanup()` (if any) and empties the stage and the
// side panel.
export function gameView({ stage, side, update, cleanup }) {
  return {
    update,
    destroy() {
      if (cleanup) cleanup();
      replaceChildren(stage);
      replaceChildren(side);
    },
  };
}
