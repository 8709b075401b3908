// "Your time ran out": when the turn clock's bot played for the viewer's own
// seat (log entries with `by: "clock"`), a notice above the board says so and
// what it played. Without it a half-made choice just vanished, and the board
// marked only the opponent's reply. The notice stays until dismissed, or
// until the player has moved again themselves.
import { h } from '../dom.js';
import { t } from '../i18n.js';
import { entryText } from '../entry-text.js';

// The newest run of log entries the clock's bot played for `seat`, unless
// the seat has played itself since: [{seq, event}], or [] (pure).
export function clockMovesFor(log, seat) {
  if (!Number.isInteger(seat)) return [];
  const entries = log || [];
  const mine = (entry) => entry && entry.event && entry.event.seat === seat;
  let end = entries.length - 1;
  while (end >= 0 && !(mine(entries[end]) && entries[end].by === 'clock')) {
    if (mine(entries[end]) && !entries[end].by) return [];  // played since, by hand
    end -= 1;
  }
  if (end < 0) return [];
  let start = end;
  while (start > 0 && entries[start - 1].by === 'clock' && mine(entries[start - 1])) start -= 1;
  return entries.slice(start, end + 1);
}

export function createClockNotice({ nameOf }) {
  const words = h('span', { class: 'clock-notice-words' });
  const dismiss = h('button', { type: 'button', class: 'clock-notice-dismiss', onclick: () => hide(true) }, t('clock-notice-dismiss'));
  const element = h('div', { class: 'clock-notice', role: 'status', hidden: true }, words, dismiss);
  let shownSeq = null;
  let dismissedSeq = null;

  function hide(byHand) {
    if (byHand) dismissedSeq = shownSeq;
    element.hidden = true;
  }

  // `module`: the game's view module once loaded (its describeEvent).
  function update(view, mySeat, module) {
    const run = view.room.status === 'lobby' ? [] : clockMovesFor(view.log, mySeat);
    const seq = run.length ? run[run.length - 1].seq : null;
    if (seq === null || seq === dismissedSeq || !module) {
      hide(false);
      return;
    }
    if (seq === shownSeq && !element.hidden) return;
    shownSeq = seq;
    const lines = run
      .map((entry) => entryText(entry, module, nameOf, view.game))
      .filter(Boolean);
    words.textContent = lines.length
      ? t('clock-notice', { move: lines.join(t('list-comma')) })
      : t('clock-notice-plain');
    element.hidden = false;
  }

  return { element, update };
}
