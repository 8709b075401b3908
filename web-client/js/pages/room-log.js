// The room's log during a game: a template of its last lines (listWindow: up
// to 350, then the last 300 by seq); lines already shown stay, a move adds
// nodes at the end. Each line is the game's words for its event (or an
// agreed offer's), with who played it when it was not a person.
import { h } from '../dom.js';
import { html, show, nothing } from '../lit.js';
import { entryText } from '../entry-text.js';
import { listWindow } from '../list-window.js';
import { t } from '../i18n.js';

export function createRoomLog({ nameOf }) {
  // It scrolls: a tab stop (named), so that a keyboard can scroll it too.
  const list = h('ol', { class: 'log-list', tabindex: '0', 'aria-label': t('room-log') });
  const element = h('section', { class: 'panel log' }, h('h2', {}, t('room-log')), list);
  let from = 0;  // the seq the list starts at

  // `module`: the game's view module once loaded (its describeEvent), else null.
  function update(view, module) {
    const entries = view.log || [];
    const key = `${module ? 'm' : ''}${entries.length}:${entries.length ? entries[entries.length - 1].seq : 0}`;
    if (list.dataset.key === key) return;
    list.dataset.key = key;
    const nearBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    const lines = [];
    const logWindow = listWindow(entries, (entry) => Number(entry.seq), from, 300, 50);
    from = logWindow.from;
    for (const entry of logWindow.shown) {
      const text = entryText(entry, module, nameOf, view.game);
      if (!text) continue;
      // A move a person did not play says who did: a bot seat, or the turn clock's bot.
      const by = entry.by === 'clock' ? html` <span class="log-by log-by-clock" title=${t('room-log-by-clock-title')}>${t('room-log-by-clock')}</span>`
        : entry.by === 'bot' ? html` <span class="log-by log-by-bot">${t('room-log-by-bot')}</span>` : null;
      lines.push(html`<li data-seq=${entry.seq} data-by=${by ? entry.by : nothing}>${text}${by}</li>`);
    }
    show(list, lines.length ? lines : html`<li class="muted">${t('room-log-empty')}</li>`);
    if (nearBottom || lines.length < 12) list.scrollTop = list.scrollHeight;
  }

  return { element, update };
}
