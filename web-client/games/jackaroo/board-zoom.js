// On a phone Jackaroo's board is drawn wider than the screen (a track space is
// a 24 px target) and scrolls sideways. "Whole board" fits it to the screen's
// width instead, with every seat and the player's own corner in sight (a space
// is then about 13 px; each marble that can move is offered as a button too).
// The choice is remembered for every room. The button shows on narrow screens
// only (jackaroo.css), where the board can be wider than its box.
import { h } from '../../js/dom.js';
import { t } from '../../js/i18n.js';
import { loadSetting, saveSetting } from '../../js/storage.js';

const setting = 'jackaroo-whole-board';

// `boardWrap`: the board's scrolling box; `changed()` is called after a switch
// (the view centres the board again).
export function createBoardZoom(boardWrap, changed) {
  const button = h('button', { type: 'button', class: 'jk-zoom', 'aria-pressed': 'false' });
  const element = h('div', { class: 'jk-zoom-bar' }, button);
  function set(whole, { remember = true } = {}) {
    boardWrap.classList.toggle('jk-whole', whole);
    button.setAttribute('aria-pressed', String(whole));
    button.textContent = t('jackaroo-whole-board');
    if (remember) saveSetting(setting, whole);
    changed();
  }
  button.addEventListener('click', () => set(button.getAttribute('aria-pressed') !== 'true'));
  set(loadSetting(setting) === true, { remember: false });
  return { element };
}
