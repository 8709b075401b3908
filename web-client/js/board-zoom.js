// "Whole board" on a phone: a board drawn wider than the screen (Jackaroo's
// track at 24 px a space, a regular Kangaruse board at 36 px a square) scrolls
// sideways, which hides seats or columns; this switch fits it to the screen's
// width instead, everything in sight with smaller targets. The choice is
// remembered per game for every room. The button shows only where the board
// can be wider than its box (each game's style sheet shows `.zoom-bar` on
// narrow screens) and, within those, only while the board is wider than the
// screen or fitted by it (`update()`).
import { h } from './dom.js';
import { t } from './i18n.js';
import { loadSetting, saveSetting } from './storage.js';

// `boardWrap`: the board's scrolling box, which gets the class `whole-board`
// while fitted; `setting`: the name its choice is kept under; `changed()`
// runs after a switch (the view scrolls the board to what matters again).
export function createBoardZoom(boardWrap, { setting, changed = () => {} }) {
  const button = h('button', { type: 'button', class: 'board-zoom', 'aria-pressed': 'false' }, t('board-whole'));
  const element = h('div', { class: 'zoom-bar' }, button);
  const whole = () => button.getAttribute('aria-pressed') === 'true';
  function set(on, { remember = true } = {}) {
    boardWrap.classList.toggle('whole-board', on);
    button.setAttribute('aria-pressed', String(on));
    if (remember) saveSetting(setting, on);
    changed();
    update();
  }
  // Hidden where there is nothing to switch: a board that fits anyway.
  function update() {
    element.hidden = !whole() && boardWrap.scrollWidth <= boardWrap.clientWidth + 1;
  }
  button.addEventListener('click', () => set(!whole()));
  set(loadSetting(setting) === true, { remember: false });
  return { element, update };
}
