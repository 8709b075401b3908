// The final table: each player's scoring breakdown (the engine's outcome),
// the winner, rematch (only given `onRematch`) and a link to the replay
// (only given `replayHref`). Knows no game: labels come from the game module.
import { h, fromMarkup } from '../dom.js';
import { playerBadgeMarkup } from '../player-icons.js';

export function renderOutcome({ outcome, seats, mySeat, isHost, labelOf, order = [], onRematch, replayHref }) {
  const nameOf = (seat) => (seats.find((s) => s.seat === seat) || {}).name || `Player ${seat + 1}`;
  const seatOf = (seat) => seats.find((s) => s.seat === seat) || { seat };
  const ranking = Array.isArray(outcome.ranking) && outcome.ranking.length ? outcome.ranking : seats.map((s) => s.seat);
  const winners = outcome.winners || [];
  const breakdown = outcome.breakdown || [];
  const keys = [];
  for (const entry of breakdown) for (const key of Object.keys(entry || {})) if (key !== 'total' && !keys.includes(key)) keys.push(key);
  // The game's own order first (its score sheet), anything else after.
  const rank = (key) => (order.includes(key) ? order.indexOf(key) : order.length);
  keys.sort((a, b) => rank(a) - rank(b));

  const winnerNames = winners.map(nameOf);
  let headline = 'The game is over';
  if (winnerNames.length === 1) headline = winners[0] === mySeat ? 'You win!' : `${winnerNames[0]} wins!`;
  // Every seat "winning" a game of several seats is a draw, not a shared win.
  else if (winnerNames.length > 1 && winnerNames.length === seats.length) headline = 'A draw!';
  else if (winnerNames.length > 1) headline = `${winnerNames.slice(0, -1).join(', ')} and ${winnerNames[winnerNames.length - 1]} share the win!`;

  const totalOf = (seat) => {
    const entry = breakdown[seat];
    if (entry && typeof entry.total === 'number') return entry.total;
    return outcome.scores ? outcome.scores[seat] : '';
  };

  const head = h(
    'tr',
    {},
    h('th', { scope: 'col' }, ''),
    ranking.map((seat, place) =>
      h(
        'th',
        { scope: 'col', class: winners.includes(seat) ? 'winner' : '' },
        h('span', { class: 'place' }, `#${place + 1}`),
        fromMarkup(playerBadgeMarkup(seatOf(seat).icon, seatOf(seat).color, 22)),
        h('span', { class: 'outcome-name' }, nameOf(seat)),
        seatOf(seat).resigned ? h('span', { class: 'tag tag-resigned' }, 'resigned') : null,
      ),
    ),
  );
  const rows = keys.map((key) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, labelOf(key)),
      ranking.map((seat) => {
        const value = breakdown[seat] ? breakdown[seat][key] : undefined;
        return h('td', { class: `${winners.includes(seat) ? 'winner' : ''}${typeof value === 'number' && value < 0 ? ' negative' : ''}` }, value === undefined ? '–' : String(value));
      }),
    ),
  );
  const total = h(
    'tr',
    { class: 'total' },
    h('th', { scope: 'row' }, labelOf('total')),
    ranking.map((seat) => h('td', { class: winners.includes(seat) ? 'winner' : '' }, String(totalOf(seat)))),
  );

  // The replay page shows this table too, without a rematch.
  let rematch = null;
  if (onRematch) {
    rematch = isHost
      ? h('button', { type: 'button', class: 'primary', onclick: onRematch }, 'Rematch')
      : h('p', { class: 'muted' }, 'The host can start a rematch with the same seats, or you can offer one.');
  }
  const replay = replayHref ? h('a', { class: 'button outcome-replay', href: replayHref }, 'Watch the replay') : null;

  return h(
    'section',
    { class: 'panel outcome', 'aria-labelledby': 'outcome-title' },
    h('h2', { id: 'outcome-title', class: 'outcome-title' }, headline),
    h('div', { class: 'table-scroll' }, h('table', { class: 'outcome-table' }, h('thead', {}, head), h('tbody', {}, rows, total))),
    rematch || replay ? h('div', { class: 'outcome-actions' }, rematch, replay) : null,
  );
}
