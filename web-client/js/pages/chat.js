// The room chat: the server replays its recent lines to whoever joins, then live messages.
// Players and spectators talk in their own channels (PROTOCOL.md `chat`). A
// player sees two tabs, writes in the players' and reads the spectators' (or
// hides that tab, and shows it again). A spectator reads both in one list,
// the spectators' lines marked, and writes in the spectators' channel.
// On a phone (narrower than 700 px) it starts folded under its header, which
// counts the messages that arrived while folded (`.chat-unread`) until it is
// opened. Wider screens start with it open; the header folds it there too.
import { h, fromMarkup } from '../dom.js';
import { playerBadgeMarkup } from '../player-icons.js';
import { chatChannel } from '../seats.js';

const narrow = '(max-width: 699px)';
const channels = ['players', 'spectators'];
const tabNames = { players: 'Players', spectators: 'Spectators' };
const emptyText = { players: 'Say hello!', spectators: 'Nothing from the spectators yet.', all: 'Say hello!' };

export function createChat({ send }) {
  const lists = {};
  const tabs = {};
  const tabCounts = {};
  // Both channels in one list: what a spectator reads.
  lists.all = h('ol', { class: 'chat-list', 'aria-live': 'polite', dataset: { channel: 'all' } }, h('li', { class: 'muted empty' }, emptyText.all));
  for (const channel of channels) {
    lists[channel] = h(
      'ol',
      { class: 'chat-list', id: `chat-${channel}`, role: 'tabpanel', 'aria-live': 'polite', dataset: { channel } },
      h('li', { class: 'muted empty' }, emptyText[channel]),
    );
    tabCounts[channel] = h('span', { class: 'chat-tab-count', hidden: true });
    tabs[channel] = h(
      'button',
      { type: 'button', class: 'chat-tab', role: 'tab', 'aria-controls': `chat-${channel}`, dataset: { channel }, onclick: () => select(channel) },
      tabNames[channel],
      tabCounts[channel],
    );
  }
  const hideButton = h('button', { type: 'button', class: 'chat-hide-spectators', onclick: () => setHidden(true) }, 'Hide spectators\u2019 chat');
  const showButton = h('button', { type: 'button', class: 'chat-show-spectators', hidden: true, onclick: () => setHidden(false) }, 'Show spectators\u2019 chat');
  const note = h('p', { class: 'muted small chat-note' });
  const input = h('input', { type: 'text', maxlength: 280, placeholder: 'Message', 'aria-label': 'Chat message', autocomplete: 'off' });
  const form = h(
    'form',
    {
      class: 'chat-form',
      onsubmit: async (event) => {
        event.preventDefault();
        const text = input.value.trim();
        if (!text) return;
        try {
          await send(text);
          input.value = '';
        } catch {
          // shown by the room
        }
      },
    },
    input,
    h('button', { type: 'submit' }, 'Send'),
  );
  const tabBar = h('div', { class: 'chat-tabs', role: 'tablist', 'aria-label': 'Chat channels' }, tabs.players, tabs.spectators, showButton);
  const unread = h('span', { class: 'chat-unread', hidden: true });
  const toggle = h('button', { type: 'button', class: 'chat-toggle', 'aria-controls': 'chat-body' }, 'Chat', unread);
  const body = h('div', { class: 'chat-body', id: 'chat-body' }, tabBar, lists.players, lists.spectators, lists.all, note, hideButton, form);
  const element = h('section', { class: 'panel chat', 'aria-label': 'Chat' }, h('h2', {}, toggle), body);

  let folded = Boolean(window.matchMedia && window.matchMedia(narrow).matches);
  let count = 0;
  let own = 'spectators';  // the channel this viewer writes in
  let active = own;
  let hidden = false;  // a player hid the spectators' channel
  const unseen = { players: 0, spectators: 0 };

  const show = () => {
    element.dataset.folded = String(folded);
    element.dataset.channel = active;
    toggle.setAttribute('aria-expanded', String(!folded));
    body.hidden = folded;
    if (!folded) count = 0;
    unread.hidden = count === 0;
    unread.dataset.count = String(count);
    unread.textContent = count > 99 ? '99+' : String(count);
    unread.title = `${count} new message${count === 1 ? '' : 's'}`;
    toggle.setAttribute('aria-label', count ? `Chat, ${unread.title}` : 'Chat');
    const seated = own === 'players';
    const spectatorsHidden = hidden && seated;
    tabBar.hidden = !seated;
    tabs.spectators.hidden = spectatorsHidden;
    showButton.hidden = !spectatorsHidden;
    lists.all.hidden = seated;
    input.placeholder = seated ? 'Message' : 'Message (spectators\u2019 chat)';
    for (const channel of channels) {
      const selected = seated && channel === active;
      lists[channel].hidden = !selected;
      tabs[channel].setAttribute('aria-selected', String(selected));
      tabCounts[channel].hidden = selected || unseen[channel] === 0;
      tabCounts[channel].textContent = String(unseen[channel]);
    }
    form.hidden = seated && active !== own;
    hideButton.hidden = !(seated && active === 'spectators');
    note.hidden = !seated || active === own;
    note.textContent = 'Spectators talk here; players read along.';
  };
  function select(channel) {
    active = channel;
    unseen[channel] = 0;
    show();
    shownList().scrollTop = shownList().scrollHeight;
  }
  const shownList = () => (own === 'players' ? lists[active] : lists.all);
  // Each line is in one list only: its channel's for a player, the common
  // one for a spectator. A change of role lays the lines out again.
  const history = [];  // {channel, line: () => <li>}
  const listFor = (channel) => (own === 'players' ? lists[channel] : lists.all);
  function place(channel, line) {
    const list = listFor(channel);
    list.querySelector('.empty')?.remove();
    list.append(line());
    while (list.children.length > 200) list.firstChild.remove();
    list.scrollTop = list.scrollHeight;
  }
  function layOut() {
    for (const [key, list] of Object.entries(lists)) list.replaceChildren(h('li', { class: 'muted empty' }, emptyText[key]));
    for (const { channel, line } of history) place(channel, line);
  }
  function setHidden(value) {
    hidden = value;
    if (hidden && active === 'spectators') active = 'players';
    if (!hidden) select('spectators');
    else show();
  }
  toggle.addEventListener('click', () => {
    folded = !folded;
    show();
    if (!folded) shownList().scrollTop = shownList().scrollHeight;
  });
  show();

  return {
    element,
    // Seated players write in the players' channel, everyone else in the
    // spectators'; a player sitting down starts on the players' tab.
    setSeated(seated) {
      const channel = seated ? 'players' : 'spectators';
      if (channel === own) return;
      own = channel;
      layOut();
      select(channel);
    },
    add(message, seats) {
      const channel = chatChannel(message);
      const seated = own === 'players';
      const visible = !(channel === 'spectators' && hidden && seated);
      if (folded && visible) count += 1;
      if (seated && channel !== active && visible) unseen[channel] += 1;
      const seat = channel === 'players' ? seats.find((s) => s.seat === message.seat) : null;
      const time = message.at ? new Date(message.at) : new Date();
      const when = Number.isNaN(time.getTime()) ? '' : time.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
      const line = () =>
        h(
          'li',
          { dataset: { channel } },
          seat ? fromMarkup(playerBadgeMarkup(seat.icon, seat.color, 16)) : null,
          h('strong', {}, message.name || (seat && seat.name) || 'Someone'),
          channel === 'spectators' ? h('span', { class: 'tag tag-spectator' }, 'watching') : null,
          ' ',
          h('span', { class: 'chat-text' }, message.text || ''),
          h('time', { class: 'muted' }, when),
        );
      history.push({ channel, line });
      if (history.length > 400) history.shift();
      place(channel, line);
      show();
    },
  };
}
