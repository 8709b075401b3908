// The final table: each player's scoring breakdown (the engine's outcome),
// the winner, rematch (only given `onRematch`) and a link to the replay
// (only given `replayHref`). Knows no game: labels come from the game module.
// A template: the page shows it with show(box, renderOutcome(...)).
import { html } from '../lit.js';
import { playerBadge } from '../player-icons.js';
import { t, formatNumber } from '../i18n.js';

// A score in the page's language; anything else (a dash, a word) as it is.
const scoreText = (value) => (typeof value === 'number' ? formatNumber(value) : String(value));

export function renderOutcome({ outcome, seats, mySeat, isHost, labelOf, order = [], onRematch, replayHref }) {
  const nameOf = (seat) => (seats.find((s) => s.seat === seat) || {}).name || t('room-player-n', { n: seat + 1 });
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
  let headline = t('outcome-over');
  if (winnerNames.length === 1) headline = winners[0] === mySeat ? t('outcome-you-win') : t('outcome-wins', { name: winnerNames[0] });
  // Every seat "winning" a game of several seats is a draw, not a shared win.
  else if (winnerNames.length > 1 && winnerNames.length === seats.length) headline = t('outcome-draw');
  else if (winnerNames.length > 1) headline = t('outcome-share', { names: winnerNames.slice(0, -1).join(t('list-comma')), last: winnerNames[winnerNames.length - 1] });
  // The server ends a game nobody moved in for a month (--abandoned-after).
  if (outcome.abandoned) headline = t('outcome-abandoned');

  const totalOf = (seat) => {
    const entry = breakdown[seat];
    if (entry && typeof entry.total === 'number') return entry.total;
    return outcome.scores ? outcome.scores[seat] : '';
  };

  const winnerClass = (seat) => (winners.includes(seat) ? 'winner' : '');
  const head = html`<tr><th scope="col"></th>${ranking.map((seat, place) => html`<th scope="col" class="${winnerClass(seat)}"><span class="place">${t('outcome-place', { place: place + 1 })}</span>${playerBadge(seatOf(seat).icon, seatOf(seat).color, 22)}<bdi class="outcome-name">${nameOf(seat)}</bdi>${seatOf(seat).resigned ? html`<span class="tag tag-resigned">${t('outcome-resigned')}</span>` : null}</th>`)}</tr>`;
  const cell = (seat, key) => {
    const value = breakdown[seat] ? breakdown[seat][key] : undefined;
    return html`<td class="${`${winnerClass(seat)}${typeof value === 'number' && value < 0 ? ' negative' : ''}`}">${value === undefined ? '–' : scoreText(value)}</td>`;
  };
  const rows = keys.map((key) => html`<tr><th scope="row">${labelOf(key)}</th>${ranking.map((seat) => cell(seat, key))}</tr>`);
  const total = html`<tr class="total"><th scope="row">${labelOf('total')}</th>${ranking.map((seat) => html`<td class="${winnerClass(seat)}">${scoreText(totalOf(seat))}</td>`)}</tr>`;

  // The replay page shows this table too, without a rematch.
  let rematch = null;
  if (onRematch) {
    rematch = isHost
      ? html`<button type="button" class="primary" @click=${onRematch}>${t('outcome-rematch')}</button>`
      : html`<p class="muted">${t('outcome-rematch-guest')}</p>`;
  }
  const replay = replayHref ? html`<a class="button outcome-replay" href="${replayHref}">${t('outcome-watch-replay')}</a>` : null;

  return html`<section class="panel outcome" aria-labelledby="outcome-title"><h2 id="outcome-title" class="outcome-title">${headline}</h2><div class="table-scroll"><table class="outcome-table"><thead>${head}</thead><tbody>${rows}${total}</tbody></table></div>${rematch || replay ? html`<div class="outcome-actions">${rematch}${replay}</div>` : null}</section>`;
}
