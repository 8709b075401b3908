// The top bar's room part: the game's name, its rules (in a new tab, so the
// game stays where it is), the room's link with a Copy button, and the
// connection badge. A template, so the link field and the Copy button stay
// the same elements (and keep the focus) from one update to the next; the
// badge too is a template.
import { html, show } from '../lit.js';
import { notify } from '../notify.js';
import { howToPlayLink } from './how-to-play.js';
import { t } from '../i18n.js';

export async function copyRoomLink(link, field) {
  try {
    await navigator.clipboard.writeText(link);
  } catch {
    field.select();
    document.execCommand('copy');
  }
  notify(t('room-link-copied'), 'info');
}

export function showTopbarRoom(container, { gameName, game, link }) {
  const copy = (event) => copyRoomLink(link, event.target.closest('.room-link-box').querySelector('.room-link'));
  show(
    container,
    html`<span class="room-game">${gameName}</span><a class="how-to-play-link" href=${howToPlayLink(game)} target="_blank" rel="noopener">${t('start-how-to-play')}</a><span class="room-link-box"><input class="room-link" type="text" dir="ltr" readonly .value=${link} aria-label=${t('room-link')} @focus=${(e) => e.target.select()}><button type="button" class="copy-link" @click=${copy}>${t('room-copy-link')}</button></span>`,
  );
}

const statusWords = { connecting: 'room-connecting', open: 'room-online', reconnecting: 'room-reconnecting', closed: 'room-offline' };

// `node`: in a cluster, which node serves us (welcome.node), for the curious.
export function showConnectionBadge(badge, status, node) {
  show(badge, html`<span class=${`dot dot-${status}`}></span>${statusWords[status] ? t(statusWords[status]) : status}`);
  badge.dataset.status = status;
  if (node) badge.title = t('room-served-by', { node });
  else badge.removeAttribute('title');
}
