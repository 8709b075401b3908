// The room chat: the server replays its recent lines to whoever joins, then live messages.
import { h, fromMarkup } from '../dom.js';
import { playerBadgeMarkup } from '../player-icons.js';

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
  const element = h('section', { class: 'panel chat' }, h('h2', {}, 'Chat'), list, form);

  return {
    element,
    add(message, seats) {
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
