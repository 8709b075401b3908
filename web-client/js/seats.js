// Helpers about the room's seats (PROTOCOL.md room view), shared by pages.
import { t } from './i18n.js';
import { show } from './lit.js';
import { playerBadge } from './player-icons.js';

// A badge as an element, for DOM built once with h() (the replay's players):
// the template rendered and taken out of its holder.
export function badge(seat, size = 22) {
  const holder = document.createElement('span');
  show(holder, playerBadge(seat && seat.icon, seat && seat.color, size));
  return holder.querySelector('svg');
}

// 'free', 'bot', 'away' (taken, its player disconnected) or 'here'.
export function seatState(seat) {
  if (!seat || !seat.taken) return 'free';
  if (seat.bot) return 'bot';
  if (seat.away === true || (seat.away === undefined && seat.connected === false)) return 'away';
  return 'here';
}

export function botLevel(seat) {
  if (!seat || !seat.bot) return null;
  return typeof seat.bot === 'string' ? seat.bot : seat.bot.level || 'bot';
}

// The host may hand an away seat to a bot (or free it) once the server says
// the grace period is over (`replaceable`); servers without the flag allow it.
export function replaceable(seat) {
  return seatState(seat) === 'away' && seat.replaceable !== false;
}

// The room's teams (`room.teams`: seat numbers per team, or null) named
// Team A, Team B...; null when everyone plays alone.
export function teamsOfRoom(roomView) {
  const teams = roomView && Array.isArray(roomView.teams) ? roomView.teams : null;
  if (!teams || teams.length < 2) return null;
  return teams.map((seats, index) => ({ name: t('team-name', { index, letter: String.fromCharCode(65 + index) }), seats: seats.filter(Number.isInteger) }));
}

// A chat line's channel: 'players' or 'spectators'. Lines saved before the
// server named channels are read by who wrote them.
export function chatChannel(message) {
  if (message && (message.channel === 'players' || message.channel === 'spectators')) return message.channel;
  return message && Number.isInteger(message.seat) ? 'players' : 'spectators';
}
