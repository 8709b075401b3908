// The final table: each player's scoring breakdown (the engine's outcome),
// the winner, rematch (only given `onRematch`) and a link to the replay
// (only given `replayHref`). Knows no game: labels come from the game module.
// A template: the page shows it with show(box, renderOutcome(...)).
import { html } from '../lit.js';
import { playerBadge } from '../player-icons.js';

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
  // The server ends a game nobody moved in for a month (--abandoned-after).
  if (outcome.abandoned) headline = 'Abandoned: nobody moved for too long';

  const totalOf = (seat) => {
    const entry = breakdown[seat];
    if (entry && typeof entry.total === 'number') return entry.total;
    return outcome.scores ? outcome.scores[seat] : '';
  };

  const winnerClass = (seat) => (winners.includes(seat) ? 'winner' : '');
  const head = html`<tr><th scope="col"></th>${ranking.map((seat, place) => html`<th scope="col" class="${winnerClass(seat)}"><span class="place">${`#${place + 1}`}</span>${playerBadge(seatOf(seat).icon, seatOf(seat).color, 22)}<span class="outcome-name">${nameOf(seat)}</span>${seatOf(seat).resigned ? html`<span class="tag tag-resigned">resigned</span>` : null}</th>`)}</tr>`;
  const cell = (seat, key) => {
    const value = breakdown[seat] ? breakdown[seat][key] : undefined;
    return html`<td class="${`${winnerClass(seat)}${typeof value === 'number' && value < 0 ? ' negative' : ''}`}">${value === undefined ? '–' : String(value)}</td>`;
  };
  const rows = keys.map((key) => html`<tr><th scope="row">${labelOf(key)}</th>${ranking.map((seat) => cell(seat, key))}</tr>`);
  const total = html`<tr class="total"><th scope="row">${labelOf('total')}</th>${ranking.map((seat) => html`<td class="${winnerClass(seat)}">${String(totalOf(seat))}</td>`)}</tr>`;

  // The replay page shows this table too, without a rematch.
  let rematch = null;
  if (onRematch) {
    rematch = isHost
      ? html`<button type="button" class="primary" @click=${onRematch}>Rematch</button>`
      : html`<p class="muted">The host can start a rematch with the same seats, or you can offer one.</p>`;
  }
  const replay = replayHref ? html`<a class="button outcome-replay" href="${replayHref}">Watch the replay</a>` : null;

  return html`<section class="panel outcome" aria-labelledby="outcome-title"><h2 id="outcome-title" class="outcome-title">${headline}</h2><div class="table-scroll"><table class="outcome-table"><thead>${head}</thead><tbody>${rows}${total}</tbody></table></div>${rematch || replay ? html`<div class="outcome-actions">${rematch}${replay}</div>` : null}</section>`;
}
