// The players panel of the Kanga view: both players with their stone
// colour, badge, tags, captures and stones on the board, whose turn it is,
// and how many moves have been played. Pure: returns a template (view.js
// renders it in place). Names come from the network: they go in only as
// values, which lit-html escapes.
import { html, nothing } from '../../js/lit.js';
import { playerBadge } from '../../js/player-icons.js';
import { seatState } from '../../js/seats.js';
import { colourOf, stoneCounts } from './board-model.js';
import { moveCapOf } from './log-text.js';
import { t } from '../../js/i18n.js';

// The small stone beside a name.
export function stoneIcon(colour, size = 18) {
  const fill = colour === 'black' ? '#1b1b1b' : '#f4f2ec';
  return html`<svg class="kg-stone-icon" viewBox="0 0 20 20" width="${size}" height="${size}" aria-hidden="true"><circle cx="10" cy="10" r="8.5" fill="${fill}" stroke="#555" stroke-width="1.2"/></svg>`;
}

const tagIds = { bot: 'kanga-tag-bot', away: 'kanga-tag-away' };

function playerRow(ctx, seat, counts) {
  const { game, seats, mySeat, nameOf } = ctx;
  const info = (seats || []).find((s) => s.seat === seat) || { seat };
  const colour = colourOf(game, seat);
  const acting = game.turn === seat;
  const state = seatState(info);
  const captured = (game.captures || [])[seat] ?? 0;
  return html`<li class="${acting ? 'acting' : ''}" data-seat="${seat}" data-color="${colour}"><span class="kg-turn" aria-label="${acting ? t('kanga-to-play') : nothing}">${acting ? '\u25b6' : ''}</span>${stoneIcon(colour)}${playerBadge(info.icon, info.color, 20)}<span class="kg-name"><strong><bdi>${nameOf(seat)}</bdi></strong> ${t('kanga-colour', { colour })} ${
    seat === mySeat ? html`<span class="tag tag-you">${t('kanga-tag-you')}</span>` : nothing
  }${tagIds[state] ? html`<span class="tag tag-${state}">${t(tagIds[state])}</span>` : nothing}</span><span class="kg-count" data-captures="${captured}">${t('kanga-count', { captured, stones: counts[colour] })}</span></li>`;
}

// The limit on placements is said only once it is near (the last tenth, or
// the last 20): "Move 13 of at most 1225" early on reads as a countdown
// that does not matter yet.
function movesLine(game) {
  const played = Number(game.moves_played) || 0;
  const max = game.move_cap ? moveCapOf(game) : Number.isInteger(game.move_limit) ? game.move_limit : null;
  if (Number.isFinite(max) && max - played <= Math.max(20, max / 10)) return t('kanga-moves-capped', { played, max });
  return t('kanga-moves-played', { count: played });
}

// ctx: the view's context (game, seats, mySeat, nameOf).
export function playersPanel(ctx) {
  const { game, mySeat, nameOf } = ctx;
  const counts = stoneCounts(game);
  const header = game.turn === null || game.turn === undefined ? t('kanga-turn-over') : game.turn === mySeat ? t('kanga-turn-yours') : t('kanga-turn-of', { name: nameOf(game.turn) });
  return html`<h2>${header}</h2><ul class="kg-players">${[0, 1].map((seat) => playerRow(ctx, seat, counts))}</ul><p class="muted small kg-moves">${movesLine(game)}</p>`;
}
