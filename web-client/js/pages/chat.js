// The room chat: the server replays its recent lines to whoever joins, then live messages.
// On a phone (narrower than 700 px) it starts folded under its header, which
// counts the messages that arrived while folded (`.chat-unread`) until it is
// opened. Wider screens start with it open; the header folds it there too.
import { h, fromMarkup } from '../dom.js';
import { playerBadgeMarkup } from '../player-icons.js';

const narrow = '(max-width: 699px)';

export function createChat({ send }) {
  const list = h('ol', { class: 'chat-list', 'aria-live': 'polite' }, h('li', { class: 'muted empty' }, 'Say hello!'));
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
  const unread = h('span', { class: 'chat-unread', hidden: true });
  const toggle = h('button', { type: 'button', class: 'chat-toggle', 'aria-controls': 'chat-body' }, 'Chat', unread);
  const body = h('div', { class: 'chat-body', id: 'chat-body' }, list, form);
  const element = h('section', { class: 'panel chat', 'aria-label': 'Chat' }, h('h2', {}, toggle), body);

  let folded = Boolean(window.matchMedia && window.matchMedia(narrow).matches);
  let count = 0;
  const show = () => {
    element.dataset.folded = String(folded);
    toggle.setAttribute('aria-expanded', String(!folded));
    body.hidden = folded;
    if (!folded) count = 0;
    unread.hidden = count === 0;
    unread.dataset.count = String(count);
    unread.textContent = count > 99 ? '99+' : String(count);
    unread.title = `${count} new message${count === 1 ? '' : 's'}`;
    toggle.setAttribute('aria-label', count ? `Chat, ${unread.title}` : 'Chat');
  };
  toggle.addEventListener('click', () => {
    folded = !folded;
    show();
    if (!folded) list.scrollTop = list.scrollHeight;
  });
  show();

  return {
    element,
    add(message, seats) {
      if (folded) {
        count += 1;
        show();
      }
      list.querySelector('.empty')?.remove();
      const seat = seats.find((s) => s.seat === message.seat);
      const time = message.at ? new Date(message.at) : new Date();
      const when = Number.isNaN(time.getTime()) ? '' : time.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
      list.append(
        h(
          'li',
          {},
          seat ? fromMarkup(playerBadgeMarkup(seat.icon, seat.color, 16)) : null,
          h('strong', {}, message.name || (seat && seat.name) || 'Someone'),
          ' ',
          h('span', { class: 'chat-text' }, message.text || ''),
          h('time', { class: 'muted' }, when),
        ),
      );
      while (list.children.length > 200) list.firstChild.remove();
      list.scrollTop = list.scrollHeight;
    },
  };
}
