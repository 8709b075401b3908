// Short messages for the player (errors in plain words, confirmations).
import { h } from './dom.js';

export function notify(text, kind = 'error') {
  const area = document.getElementById('toasts');
  if (!area) return;
  const toast = h('div', { class: `toast toast-${kind}`, role: kind === 'error' ? 'alert' : 'status' }, h('span', {}, text));
  const close = h('button', { type: 'button', class: 'toast-close', 'aria-label': 'Dismiss', onclick: () => toast.remove() }, '×');
  toast.append(close);
  area.append(toast);
  window.setTimeout(() => toast.remove(), kind === 'error' ? 9000 : 4000);
}
