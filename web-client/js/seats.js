// Helpers about the room's seats (PROTOCOL.md room view), shared by pages.
import { fromMarkup } from './dom.js';
import { playerBadgeMarkup } from './player-icons.js';

export function badge(seat, size = 22) {
  return fromMarkup(playerBadgeMarkup(seat && seat.icon, seat && seat.color, size));
}

// 'free', 'bot', 'away' (taken, its player disconnected) or 'here'.
export function seatState(seat) {
  if (!seat || !seat.taken) return 'free';
  if (seat.bot) return 'bot';
  if (seat.connected === false) return 'away';
  return 'here';
}

export function botLevel(seat) {
  if (!seat || !seat.bot) return null;
  return typeof seat.bot === 'string' ? seat.bot : seat.bot.level || 'bot';
}
