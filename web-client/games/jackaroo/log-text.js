// Jackaroo log events (the wire contract's "Events") as sentences, such as
// "Ana played a King: moved a marble 13, knocking two marbles (Ben's and
// Cy's) home". Pure: no DOM.
import { parseCard, rankWithArticle, cardShort } from './cards.js';
import { ownerOf, safeStopSquare, positionOfSeat } from './geometry.js';
import { breakdownLabeller } from '../../js/game-text.js';
import { t, hasMessage, formatList, currentLanguage } from '../../js/i18n.js';

// "Ana", "Ana and Cy", "Ana, Ben and Cy": the page's language's list;
// English keeps its lines as they were (no comma before "and").
export function namesText(names) {
  if (currentLanguage() !== 'en' || names.length <= 1) return names.length === 0 ? '' : formatList(names);
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// "Ana and Cy win", "Ana wins".
export function winnersText(winners, nameOf) {
  const names = (winners || []).map((seat) => nameOf(seat));
  if (names.length === 0) return t('jackaroo-game-over');
  return t('jackaroo-winners', { count: names.length, names: namesText(names) });
}

// The end at the set limit: "The set limit was reached: Ana and Cy win with the most marbles safe".
export function setLimitText(winners, nameOf) {
  const names = (winners || []).map((seat) => nameOf(seat));
  if (names.length === 0) return t('jackaroo-set-limit-over');
  return t('jackaroo-set-limit-win', { count: names.length, names: namesText(names) });
}

function cardText(id) {
  const card = parseCard(id);
  return card ? rankWithArticle(card.rank) : t('jackaroo-card-unknown');
}

// How far a marble went between two places (forward along its owner's route,
// or back for a 4); null when it cannot be told.
function distance(step, ownerPosition, backwards) {
  const from = step.from || {};
  const to = step.to || {};
  if (from.zone === 'track' && to.zone === 'track') {
    const forward = (((to.square - from.square) % 76) + 76) % 76;
    return backwards ? 76 - forward : forward;
  }
  if (from.zone === 'track' && to.zone === 'safe') {
    const stop = safeStopSquare(ownerPosition);
    return ((((stop - from.square) % 76) + 76) % 76) + to.square + 1;
  }
  if (from.zone === 'safe' && to.zone === 'safe') return to.square - from.square;
  return null;
}

function marbleOf(id, player, nameOf) {
  const owner = ownerOf(id);
  return owner === player ? t('jackaroo-log-a-marble') : t('jackaroo-log-marble-of', { name: nameOf(owner) });
}

// One marble's part of a play: "moved a marble 7", "moved Ben's marble 5 into
// Ben's safe zone", "brought a marble out".
function stepText(step, player, nameOf, gameView, backwards) {
  const owner = ownerOf(step.marble);
  const marble = marbleOf(step.marble, player, nameOf);
  const from = step.from || {};
  const to = step.to || {};
  if (from.zone === 'home') return t('jackaroo-log-brought-out', { marble });
  const steps = distance(step, positionOfSeat(gameView, owner), backwards);
  if (steps === null) return t('jackaroo-log-moved', { marble });
  if (to.zone === 'safe' && from.zone !== 'safe') {
    if (owner === player) return t('jackaroo-log-moved-in', { marble, steps });
    return t('jackaroo-log-moved-in-of', { marble, steps, owner: nameOf(owner) });
  }
  if (to.zone === 'safe') return t('jackaroo-log-moved-deeper', { marble, steps });
  return t(backwards ? 'jackaroo-log-moved-back' : 'jackaroo-log-moved-steps', { marble, steps });
}

// "Ben's marble", "two marbles (Ben's and Cy's)".
function sentHomeText(ids, player, nameOf) {
  if (ids.length === 1) {
    const owner = ownerOf(ids[0]);
    return t(owner === player ? 'jackaroo-log-own-marble' : 'jackaroo-log-marble-of', { name: nameOf(owner) });
  }
  const owners = ids.map((id) => t(ownerOf(id) === player ? 'jackaroo-log-owner-own' : 'jackaroo-log-owner', { name: nameOf(ownerOf(id)) }));
  return t('jackaroo-log-sent-many', { count: ids.length, owners: namesText(owners) });
}

function playText(event, nameOf, gameView) {
  const who = nameOf(event.seat);
  const parsed = parseCard(event.card);
  const rank = parsed ? parsed.rank : '';
  const card = cardText(event.card);
  const moves = Array.isArray(event.moves) ? event.moves : [];
  const sent = Array.isArray(event.sent_home) ? event.sent_home : [];
  switch (event.ability) {
    case 'burn':
      return t('jackaroo-log-burn', { who, card, target: nameOf(event.target) });
    case 'swap': {
      const own = moves.find((m) => m.marble !== event.target);
      const ownText = own ? marbleOf(own.marble, event.seat, nameOf) : t('jackaroo-log-a-marble');
      return t('jackaroo-log-swap', { who, card, own: ownText, other: marbleOf(event.target, event.seat, nameOf) });
    }
    default: {
      const backwards = rank === '4';
      let parts;
      if (event.ability === 'release_partner' && moves.length === 1 && moves[0].from && moves[0].from.zone === 'home') {
        parts = [t('jackaroo-log-brought-out-five', { marble: marbleOf(moves[0].marble, event.seat, nameOf) })];
      } else {
        parts = moves.map((step) => stepText(step, event.seat, nameOf, gameView, backwards));
      }
      const args = { who, card, parts: namesText(parts) || t('jackaroo-log-nothing-moved') };
      if (sent.length === 0) return t('jackaroo-log-play', args);
      // A King knocks home what it passes and what it lands on alike.
      const id = rank === 'K' && event.ability === 'move' ? 'jackaroo-log-play-knocking' : 'jackaroo-log-play-sending';
      return t(id, { ...args, sent: sentHomeText(sent, event.seat, nameOf) });
    }
  }
}

// `nameOf(seat)` gives a player's name; `gameView` (optional) is the current
// game view, used for board positions. Returns null for events to skip.
export function describeEvent(event, nameOf, gameView = null) {
  switch (event.type) {
    case 'deal': {
      const args = { set: event.set, round: event.round, cards: event.cards };
      if (event.round === 1 && Number.isInteger(event.dealer)) return t('jackaroo-log-deal-dealer', { ...args, dealer: nameOf(event.dealer) });
      return t('jackaroo-log-deal', args);
    }
    case 'dealt': {
      const cards = Array.isArray(event.cards) ? event.cards : [];
      // Card names are not words: listed as the language lists ("A♠, 10♥" / "A♠، 10♥").
      if (cards.length === 0) return t('jackaroo-log-dealt-none');
      return t('jackaroo-log-dealt', { cards: cards.map(cardShort).join(currentLanguage() === 'ar' ? '\u060c ' : ', ') });
    }
    case 'play':
      return playText(event, nameOf, gameView);
    case 'discard':
      return t(event.reason === 'burned' ? 'jackaroo-log-discard-burned' : 'jackaroo-log-discard', { who: nameOf(event.seat), card: cardText(event.card) });
    case 'resign':
      return t('jackaroo-log-resign', { who: nameOf(event.seat) });
    case 'finish':
      return event.reason === 'set_limit' ? setLimitText(event.winners, nameOf) : winnersText(event.winners, nameOf);
    default: {
      // An event this client does not know: its type as the server sent it.
      return Number.isInteger(event.seat) ? t('jackaroo-log-other', { who: nameOf(event.seat), type: String(event.type) }) : String(event.type);
    }
  }
}


// The final table: marbles that made it first.
export const breakdownOrder = ['safe', 'track', 'home'];

// The final table's rows: the catalog's label, else the key in words.
const keyWords = breakdownLabeller({});
export function breakdownLabel(key) {
  const id = `jackaroo-breakdown-${key}`;
  return /^[a-z]+$/.test(String(key)) && hasMessage(id) ? t(id) : keyWords(key);
}

// A play that sent a marble home (the move's capture sound).
export function isCapture(event) {
  return Boolean(event) && event.type === 'play' && Array.isArray(event.sent_home) && event.sent_home.length > 0;
}
