// The final table: each player's scoring breakdown (the engine's outcome),
// the winner, rematch (only given `onRematch`: the host's button, or for a
// guest the words and `guestRematch`, the offers' own button) and a link to
// the replay (only given `replayHref`). With `teams` (the room's, seat
// numbers per team) it ranks teams: a column group per team, best first,
// with its place and a team total. Knows no game: labels come from the game
// module. A template: the page shows it with show(box, renderOutcome(...)).
import { html } from '../lit.js';
import { playerBadge } from '../player-icons.js';
import { t, formatNumber, formatList } from '../i18n.js';

// Teams in the order of the ranking (a team stands where its best player
// does), each with its place: teams level on winning and total share it.
export function rankTeams(teams, ranking, winners, totalOf) {
  const at = (seat) => (ranking.includes(seat) ? ranking.indexOf(seat) : ranking.length);
  const ranked = teams
    .map((seats) => ({ seats: seats.slice().sort((a, b) => at(a) - at(b)), won: seats.some((seat) => winners.includes(seat)), total: seats.reduce((sum, seat) => sum + (Number(totalOf(seat)) || 0), 0) }))
    .sort((a, b) => at(a.seats[0]) - at(b.seats[0]));
  ranked.forEach((team, index) => {
    const before = ranked[index - 1];
    team.place = before && before.won === team.won && before.total === team.total ? before.place : index + 1;
  });
  return ranked;
}

// The room's teams if they cover the ranking's seats, each seat once; else null.
function teamsFor(teams, seats) {
  if (!Array.isArray(teams) || teams.length < 2) return null;
  const all = teams.flat();
  const fits = all.every(Number.isInteger) && new Set(all).size === all.length && seats.length === all.length && seats.every((seat) => all.includes(seat));
  return fits ? teams : null;
}

// A score in the page's language; anything else (a dash, a word) as it is.
const scoreText = (value) => (typeof value === 'number' ? formatNumber(value) : String(value));

// The result in one line: who won, a shared win, a draw, or an abandoned
// game ("You win!" for the viewer's own seat). The final table's title and
// the replay's last move say it.
export function outcomeHeadline(outcome, seats, mySeat = null) {
  const nameOf = (seat) => (seats.find((s) => s.seat === seat) || {}).name || t('room-player-n', { n: seat + 1 });
  const winners = outcome.winners || [];
  const winnerNames = winners.map(nameOf);
  let headline = t('outcome-over');
  if (winnerNames.length === 1) headline = winners[0] === mySeat ? t('outcome-you-win') : t('outcome-wins', { name: winnerNames[0] });
  // Every seat "winning" a game of several seats is a draw, not a shared win.
  else if (winnerNames.length > 1 && winnerNames.length === seats.length) headline = t('outcome-draw');
  else if (winnerNames.length > 1) headline = t('outcome-share', { names: winnerNames.slice(0, -1).join(t('list-comma')), last: winnerNames[winnerNames.length - 1] });
  // The server ends a game nobody moved in for a month (--abandoned-after).
  if (outcome.abandoned) headline = t('outcome-abandoned');
  return headline;
}

// `totalText(seat)`, where a game gives it, says the total in words (Kanga's
// result is a win or not, not a score).
export function renderOutcome({ outcome, seats, mySeat, isHost, labelOf, order = [], onRematch, guestRematch = null, replayHref, teams = null, totalText = null }) {
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

  const headline = outcomeHeadline(outcome, seats, mySeat);

  const totalOf = (seat) => {
    const entry = breakdown[seat];
    if (entry && typeof entry.total === 'number') return entry.total;
    return outcome.scores ? outcome.scores[seat] : '';
  };

  const winnerClass = (seat) => (winners.includes(seat) ? 'winner' : '');
  const ranked = teamsFor(teams, ranking) ? rankTeams(teams, ranking, winners, totalOf) : null;
  // In teams the players stand team by team, the best team first.
  const columns = ranked ? ranked.flatMap((team) => team.seats) : ranking;
  const playerHead = (seat, place) => html`<th scope="col" class="${winnerClass(seat)}">${place === null ? null : html`<span class="place">${t('outcome-place', { place })}</span>`}${playerBadge(seatOf(seat).icon, seatOf(seat).color, 22)}<bdi class="outcome-name">${nameOf(seat)}</bdi>${seatOf(seat).resigned ? html`<span class="tag tag-resigned">${t('outcome-resigned')}</span>` : null}</th>`;
  const teamClass = (team) => `outcome-team${team.won ? ' winner' : ''}`;
  const teamHead = ranked
    ? html`<tr class="outcome-teams"><th scope="col"></th>${ranked.map((team) => html`<th scope="colgroup" colspan=${team.seats.length} class=${teamClass(team)} data-place=${team.place}><span class="place">${t('outcome-place', { place: team.place })}</span><bdi class="outcome-team-names">${t('outcome-team-members', { names: formatList(team.seats.map(nameOf)) })}</bdi></th>`)}</tr>`
    : null;
  const head = html`${teamHead}<tr><th scope="col"></th>${columns.map((seat, index) => playerHead(seat, ranked ? null : index + 1))}</tr>`;
  const cell = (seat, key) => {
    const value = breakdown[seat] ? breakdown[seat][key] : undefined;
    return html`<td class="${`${winnerClass(seat)}${typeof value === 'number' && value < 0 ? ' negative' : ''}`}">${value === undefined ? '–' : scoreText(value)}</td>`;
  };
  const rows = keys.map((key) => html`<tr><th scope="row">${labelOf(key)}</th>${columns.map((seat) => cell(seat, key))}</tr>`);
  const total = html`<tr class="total"><th scope="row">${labelOf('total')}</th>${columns.map((seat) => html`<td class="${winnerClass(seat)}">${totalText ? totalText(seat) : scoreText(totalOf(seat))}</td>`)}</tr>`;
  const teamTotal = ranked
    ? html`<tr class="total team-total"><th scope="row">${t('outcome-team-total')}</th>${ranked.map((team) => html`<td colspan=${team.seats.length} class=${teamClass(team)}>${scoreText(team.total)}</td>`)}</tr>`
    : null;

  // The replay page shows this table too, without a rematch.
  let rematch = null;
  if (onRematch) {
    rematch = isHost
      ? html`<button type="button" class="primary" @click=${onRematch}>${t('outcome-rematch')}</button>`
      : guestRematch && html`<p class="muted">${t('outcome-rematch-guest')}</p>${guestRematch}`;
  }
  const replay = replayHref ? html`<a class="button outcome-replay" href="${replayHref}">${t('outcome-watch-replay')}</a>` : null;

  // What one can do next comes right under the result, before the table: the
  // card sits under the final board, and its foot may be below the fold.
  return html`<section class="panel outcome" aria-labelledby="outcome-title"><h2 id="outcome-title" class="outcome-title">${headline}</h2>${rematch || replay ? html`<div class="outcome-actions">${rematch}${replay}</div>` : null}<div class="table-scroll"><table class="outcome-table"><thead>${head}</thead><tbody>${rows}${total}${teamTotal}</tbody></table></div></section>`;
}
