// Jackaroo for a screen reader (issue 44): the board in words, for the side
// column's "The board as text". A part per seat (the player, team, cards in
// hand, each marble's place in words), whose turn it is, the last play, and
// the viewer's own cards. Built from the viewer's view only: the server sends
// no other hand, so none can show. Pure templates; view.js renders them.
import { html, nothing } from '../../js/lit.js';
import { t, formatNumber } from '../../js/i18n.js';
import { cardLong } from './cards.js';
import { positionOfSeat, startSquare, trackLength, safeZoneLength, partnerOf } from './geometry.js';
import { teamsOf, teamLabel } from './teams.js';

const mod = (n, m) => ((n % m) + m) % m;

// Where `marble` stands, in words: at home (not out yet), on square N and
// how far past its owner's start, or at place N of the safe zone.
export function marbleWords(game, marble) {
  if (!marble) return '';
  if (marble.zone === 'track') {
    const from = startSquare(positionOfSeat(game, marble.owner));
    return t('jackaroo-text-on-track', { square: marble.square, steps: mod(marble.square - from, trackLength) });
  }
  if (marble.zone === 'safe') return t('jackaroo-text-in-safe', { place: marble.square + 1, places: safeZoneLength });
  return t('jackaroo-text-at-home');
}

// The team of `seat` in words ("Team A, with Bea"), or null without teams.
export function teamWords(game, seat, nameOf) {
  const teams = teamsOf(((game && game.players) || []).length);
  const team = teams && teams.find((each) => each.seats.includes(seat));
  if (!team) return null;
  return t('jackaroo-text-team', { team: teamLabel(team.name), partner: nameOf(partnerOf(game, seat)) });
}

// One seat's part: its heading (name, "you", to play, dealer, burned) and its
// marbles in order.
function seatPart(game, player, { mySeat, nameOf }) {
  const seat = player.seat;
  const marks = [];
  if (seat === mySeat) marks.push(t('jackaroo-tag-you'));
  if (game.turn === seat) marks.push(t('jackaroo-to-play'));
  if (game.dealer === seat) marks.push(t('jackaroo-tag-dealer'));
  if (game.burned === seat) marks.push(t('jackaroo-tag-burned'));
  const team = teamWords(game, seat, nameOf);
  const marbles = (game.marbles || []).filter((m) => m.owner === seat).sort((a, b) => a.id - b.id);
  return html`<section class="jk-text-seat" data-seat="${seat}"><h3><bdi>${nameOf(seat)}</bdi>${marks.length ? ` ${t('jackaroo-text-marks', { marks: marks.join(t('jackaroo-text-separator')) })}` : ''}</h3><p>${team ? `${team}. ` : ''}${t('jackaroo-text-cards', { cards: player.hand_count ?? 0 })}</p><ul>${marbles.map((marble, index) => html`<li data-marble="${marble.id}" data-zone="${marble.zone}">${t('jackaroo-text-marble', { number: formatNumber(index + 1), place: marbleWords(game, marble) })}</li>`)}</ul></section>`;
}

// The viewer's cards, only from the view's own `hand` (a spectator has none).
function handPart(game) {
  if (!Array.isArray(game.hand)) return nothing;
  const cards = game.hand.map((id) => html`<li data-hand-card="${id}">${cardLong(id)}</li>`);
  return html`<section class="jk-text-hand"><h3>${t('jackaroo-your-cards')}</h3>${cards.length ? html`<ul>${cards}</ul>` : html`<p>${t('jackaroo-hand-empty')}</p>`}</section>`;
}

// The whole text board. `header`: whose turn, in the side panel's words;
// `lastPlay`: the last play in the log's words, or ''.
export function textBoard(game, { mySeat = null, nameOf, header = '', lastPlay = '' }) {
  const players = (game && game.players) || [];
  return html`<p class="jk-text-turn">${header}</p>${lastPlay ? html`<p class="jk-text-last"><strong>${t('jackaroo-last-move')} </strong>${lastPlay}</p>` : nothing}${handPart(game)}${players.map((player) => seatPart(game, player, { mySeat, nameOf }))}`;
}

// The choice buttons' words, whole sentences (what they show and what a
// screen reader reads): "Move your marble on square 12 by 5 to square 17".
// `step`: the choice step; `ability`: the chosen ability's key; `cand`: one
// of candidatesOf's entries; `marbleOf(id)`: the marble in the view.
export function choiceName({ game, mySeat, nameOf, step, ability, cand, marbleOf, placeText, whereText }) {
  const whose = (owner) => (owner === mySeat ? t('jackaroo-say-marble-mine') : t('jackaroo-say-marble-of', { name: nameOf(owner) }));
  const marble = marbleOf(cand.marble);
  const args = { marble: whose(cand.owner), where: marble ? whereText(marble) : '', place: placeText(cand.to) };
  const key = ability || '';
  if (step === 'steps') return t('jackaroo-say-split-steps', { first: cand.steps, second: 7 - cand.steps, place: args.place });
  if (step === 'target') return t('jackaroo-say-swap-with', args);
  if (step === 'marble2') return t('jackaroo-say-move', { ...args, steps: cand.steps });
  if (key === 'release' || key === 'release_partner') return t(key === 'release' ? 'jackaroo-say-release' : 'jackaroo-say-release-partner', args);
  if (key === 'split') return t('jackaroo-say-split-first', args);
  if (key === 'swap') return t('jackaroo-say-swap-own', args);
  if (key.startsWith('move:') && cand.to) {
    const steps = Number(key.slice(5));
    return steps < 0 ? t('jackaroo-say-move-back', { ...args, steps: -steps }) : t('jackaroo-say-move', { ...args, steps });
  }
  return t('jackaroo-say-choose', args);
}
