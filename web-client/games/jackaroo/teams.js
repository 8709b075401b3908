// Jackaroo's teams (engine/jackaroo/README.md, Model): with 4 players,
// partners are seat and seat + 2, so seats 1 and 3 play against seats 2 and
// 4 (indices 0+2 and 1+3); with 2 or 3 everyone plays alone. Pure. A
// team's `name` is its key (the lobby's data-team); teamLabel is its words.
import { t } from '../../js/i18n.js';

export function teamsOf(seatCount) {
  if (seatCount !== 4) return null;
  return [
    { name: 'Team A', seats: [0, 2] },
    { name: 'Team B', seats: [1, 3] },
  ];
}

// "Team A" in the page's language.
export function teamLabel(name) {
  return t('jackaroo-team', { team: String(name).slice(-1) });
}

// "Team A:", a heading before the team's names.
export function teamHeading(name) {
  return t('jackaroo-team-heading', { team: String(name).slice(-1) });
}
