// The room chat: the server replays its recent lines to whoever joins, then live messages.
// Players and spectators talk in their own channels (PROTOCOL.md `chat`). A
// player sees two tabs, writes in the players' and reads the spectators' (or
// hides that tab, and shows it again). A spectator reads both in one list,
// the spectators' lines marked, and writes in the spectators' channel.
// On a phone (narrower than 700 px) it starts folded under its header, which
// counts the messages that arrived while folded (`.chat-unread`) until it is
// opened. Wider screens start with it open; the header folds it there too.
//
// The panel renders through one lit-html template (show): its tabs, lists and
// the message field stay the same elements, so a message being typed keeps
// its text and focus while lines arrive.
import { t, formatDate } from '../i18n.js';
import { h } from '../dom.js';
import { html, show } from '../lit.js';
import { playerBadge } from '../player-icons.js';
import { chatChannel } from '../seats.js';
import { listWindow } from '../list-window.js';

const narrow = '(max-width: 699px)';
const channels = ['players', 'spectators'];
const tabNames = { players: t('chat-players'), spectators: t('chat-spectators') };
const emptyText = { players: t('chat-say-hello'), spectators: t('chat-spectators-empty'), all: t('chat-say-hello') };
const maxShown = 200;  // lines a full list keeps when it drops old ones
const dropStep = 50;  // lines dropped at once when a list is full

export function createChat({ send }) {
  const element = h('section', { class: 'panel chat', 'aria-label': t('chat') });

  let folded = Boolean(window.matchMedia && window.matchMedia(narrow).matches);
  let count = 0;
  let own = 'spectators';  // the channel this viewer writes in
  let active = own;
  let hidden = false;  // a player hid the spectators' channel
  const unseen = { players: 0, spectators: 0 };
  // Every line kept ({number, channel, badge, name, text, when}); a player's lists
  // show each channel's, a spectator's one list shows them all.
  const history = [];
  let numbered = 0;  // each line's number, in arrival order
  // The first line number each list shows (listWindow: old lines go
  // `dropStep` at a time, so a new message only adds a node).
  const windowStart = { players: 0, spectators: 0, all: 0 };

  const line = (entry) => html`<li data-channel=${entry.channel}>${entry.badge ? playerBadge(entry.badge.icon, entry.badge.color, 16) : null}<strong><bdi>${entry.name}</bdi></strong>${entry.channel === 'spectators' ? html`<span class="tag tag-spectator">${t('chat-watching')}</span>` : null} <span class="chat-text" dir="auto">${entry.text}</span><time class="muted">${entry.when}</time></li>`;
  // The lines of the list `key` ('players', 'spectators' or 'all').
  function linesOf(key) {
    const seated = own === 'players';
    const wanted = seated ? history.filter((entry) => entry.channel === key) : key === 'all' ? history : [];
    const { from, shown } = listWindow(wanted, (entry) => entry.number, windowStart[key], maxShown, dropStep);
    windowStart[key] = from;
    return shown.length ? shown.map(line) : html`<li class="muted empty">${emptyText[key]}</li>`;
  }
  const listOf = (key) => element.querySelector(`.chat-list[data-channel="${key}"]`);
  const shownList = () => listOf(own === 'players' ? active : 'all');
  const toBottom = (list) => {
    if (list) list.scrollTop = list.scrollHeight;
  };

  function tab(channel, seated, spectatorsHidden) {
    const selected = seated && channel === active;
    return html`<button type="button" class="chat-tab" role="tab" aria-controls=${`chat-${channel}`} data-channel=${channel} aria-selected=${String(selected)} ?hidden=${channel === 'spectators' && spectatorsHidden} @click=${() => select(channel)}>${tabNames[channel]}<span class="chat-tab-count" ?hidden=${selected || unseen[channel] === 0}>${String(unseen[channel])}</span></button>`;
  }

  async function submit(event) {
    event.preventDefault();
    const input = event.currentTarget.querySelector('input');
    const text = input.value.trim();
    if (!text) return;
    try {
      await send(text);
      input.value = '';
    } catch {
      // shown by the room
    }
  }

  function render() {
    if (!folded) count = 0;
    const seated = own === 'players';
    const spectatorsHidden = hidden && seated;
    const title = t('chat-new-messages', { count });
    element.dataset.folded = String(folded);
    element.dataset.channel = active;
    show(
      element,
      html`<h2><button type="button" class="chat-toggle" aria-controls="chat-body" aria-expanded=${String(!folded)} aria-label=${count ? t('chat-with-count', { title }) : t('chat')} @click=${toggle}>${t('chat')}<span class="chat-unread" ?hidden=${count === 0} data-count=${String(count)} title=${title}>${count > 99 ? '99+' : String(count)}</span></button></h2><div class="chat-body" id="chat-body" ?hidden=${folded}><div class="chat-tabs" role="tablist" aria-label=${t('chat-channels')} ?hidden=${!seated}>${channels.map((channel) => tab(channel, seated, spectatorsHidden))}<button type="button" class="chat-show-spectators" ?hidden=${!spectatorsHidden} @click=${() => setHidden(false)}>${t('chat-show-spectators')}</button></div>${channels.map((channel) => html`<div class="chat-panel" id=${`chat-${channel}`} role="tabpanel" aria-label=${tabNames[channel]} ?hidden=${!(seated && channel === active)}><ol class="chat-list" aria-live="polite" data-channel=${channel}>${linesOf(channel)}</ol></div>`)}<ol class="chat-list" aria-live="polite" data-channel="all" ?hidden=${seated}>${linesOf('all')}</ol><p class="muted small chat-note" ?hidden=${!seated || active === own}>${t('chat-spectators-note')}</p><button type="button" class="chat-hide-spectators" ?hidden=${!(seated && active === 'spectators')} @click=${() => setHidden(true)}>${t('chat-hide-spectators')}</button><form class="chat-form" ?hidden=${seated && active !== own} @submit=${submit}><input type="text" maxlength="280" placeholder=${seated ? t('chat-message') : t('chat-message-spectators')} aria-label=${t('chat-message-label')} autocomplete="off" dir="auto"><button type="submit">${t('chat-send')}</button></form></div>`,
    );
  }
  function select(channel) {
    active = channel;
    unseen[channel] = 0;
    render();
    toBottom(shownList());
  }
  function setHidden(value) {
    hidden = value;
    if (hidden && active === 'spectators') active = 'players';
    if (!hidden) select('spectators');
    else render();
  }
  function toggle() {
    folded = !folded;
    render();
    if (!folded) toBottom(shownList());
  }
  render();

  return {
    element,
    // Seated players write in the players' channel, everyone else in the
    // spectators'; a player sitting down starts on the players' tab.
    setSeated(seated) {
      const channel = seated ? 'players' : 'spectators';
      if (channel === own) return;
      own = channel;
      select(channel);
      for (const key of [...channels, 'all']) toBottom(listOf(key));
    },
    add(message, seats) {
      const channel = chatChannel(message);
      const seated = own === 'players';
      const visible = !(channel === 'spectators' && hidden && seated);
      if (folded && visible) count += 1;
      if (seated && channel !== active && visible) unseen[channel] += 1;
      const seat = channel === 'players' ? seats.find((s) => s.seat === message.seat) : null;
      const time = message.at ? new Date(message.at) : new Date();
      const when = Number.isNaN(time.getTime()) ? '' : formatDate(time, { hour: '2-digit', minute: '2-digit' });
      history.push({
        number: (numbered += 1),
        channel,
        badge: seat ? { icon: seat.icon, color: seat.color } : null,
        name: message.name || (seat && seat.name) || t('chat-someone'),
        text: message.text || '',
        when,
      });
      if (history.length > 400) history.shift();
      render();
      toBottom(listOf(seated ? channel : 'all'));
    },
  };
}
