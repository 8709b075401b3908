// Jackaroo log events (the wire contract's "Events") as sentences, such as
// "Ana played a King: moved a marble 13, knocking two marbles (Ben's and
// Cy's) home". Pure: no DOM.
import { parseCard, rankWithArticle, cardShort } from './cards.js';
import { ownerOf, safeStopSquare, positionOfSeat } from './geometry.js';
import { breakdownLabeller } from '../../js/game-text.js';

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

export function countText(n, noun) {
  const word = numberWords[n] || String(n);
  return `${word} ${noun}${n === 1 ? '' : 's'}`;
}

// "Ana", "Ana and Cy", "Ana, Ben and Cy".
export function namesText(names) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// "Ana and Cy win", "Ana wins".
export function winnersText(winners, nameOf) {
  const names = (winners || []).map((seat) => nameOf(seat));
  if (names.length === 0) return 'The game is over';
  return `${namesText(names)} ${names.length === 1 ? 'wins' : 'win'}`;
}

// The end at the set limit: "The set limit was reached: Ana and Cy win with the most marbles safe".
export function setLimitText(winners, nameOf) {
  return `The set limit was reached: ${winnersText(winners, nameOf)} with the most marbles safe`;
}

function cardText(id) {
  const card = parseCard(id);
  return card ? rankWithArticle(card.rank) : 'a card';
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
  return owner === player ? 'a marble' : `${nameOf(owner)}\u2019s marble`;
}

// One marble's part of a play: "moved a marble 7", "moved Ben's marble 5 into
// Ben's safe zone", "brought a marble out".
function stepText(step, player, nameOf, gameView, backwards) {
  const owner = ownerOf(step.marble);
  const whose = marbleOf(step.marble, player, nameOf);
  const from = step.from || {};
  const to = step.to || {};
  if (from.zone === 'home') return `brought ${whose} out`;
  const steps = distance(step, positionOfSeat(gameView, owner), backwards);
  const how = steps === null ? '' : backwards ? ` ${steps} back` : ` ${steps}`;
  if (to.zone === 'safe' && from.zone !== 'safe') {
    const zone = owner === player ? 'the safe zone' : `${nameOf(owner)}\u2019s safe zone`;
    return `moved ${whose}${how} into ${zone}`;
  }
  if (to.zone === 'safe') return `moved ${whose}${how} deeper into the safe zone`;
  return `moved ${whose}${how}`;
}

// "Ben's marble", "two marbles (Ben's and Cy's)".
function sentHomeText(ids, player, nameOf) {
  const owners = ids.map((id) => (ownerOf(id) === player ? `${nameOf(player)}\u2019s own` : `${nameOf(ownerOf(id))}\u2019s`));
  if (ids.length === 1) return `${owners[0]} marble`;
  return `${countText(ids.length, 'marble')} (${namesText(owners)})`;
}

function playText(event, nameOf, gameView) {
  const who = nameOf(event.seat);
  const card = parseCard(event.card);
  const rank = card ? card.rank : '';
  const head = `${who} played ${cardText(event.card)}`;
  const moves = Array.isArray(event.moves) ? event.moves : [];
  const sent = Array.isArray(event.sent_home) ? event.sent_home : [];
  switch (event.ability) {
    case 'burn':
      return `${head} and burned ${nameOf(event.target)}\u2019s next turn`;
    case 'swap': {
      const own = moves.find((m) => m.marble !== event.target);
      const ownText = own ? marbleOf(own.marble, event.seat, nameOf) : 'a marble';
      return `${head} and swapped ${ownText} with ${marbleOf(event.target, event.seat, nameOf)}`;
    }
    default: {
      const backwards = rank === '4';
      let parts;
      if (event.ability === 'release_partner' && moves.length === 1 && moves[0].from && moves[0].from.zone === 'home') {
        parts = [`brought ${marbleOf(moves[0].marble, event.seat, nameOf)} out and moved it 5`];
      } else {
        parts = moves.map((step) => stepText(step, event.seat, nameOf, gameView, backwards));
      }
      let text = `${head}: ${namesText(parts) || 'nothing moved'}`;
      if (sent.length > 0) {
        // A King knocks home what it passes and what it lands on alike.
        const verb = rank === 'K' && event.ability === 'move' ? 'knocking' : 'sending';
        text += `, ${verb} ${sentHomeText(sent, event.seat, nameOf)} home`;
      }
      return text;
    }
  }
}

// `nameOf(seat)` gives a player's name; `gameView` (optional) is the current
// game view, used for board positions. Returns null for events to skip.
export function describeEvent(event, nameOf, gameView = null) {
  switch (event.type) {
    case 'deal': {
      const text = `Set ${event.set}, round ${event.round}: ${event.cards} card${event.cards === 1 ? '' : 's'} each`;
      return event.round === 1 && Number.isInteger(event.dealer) ? `${text} (${nameOf(event.dealer)} deals)` : text;
    }
    case 'dealt': {
      const cards = Array.isArray(event.cards) ? event.cards : [];
      return `You were dealt ${cards.map(cardShort).join(', ') || 'no cards'}`;
    }
    case 'play':
      return playText(event, nameOf, gameView);
    case 'discard':
      if (event.reason === 'burned') return `${nameOf(event.seat)} lost the turn to the burn and discarded ${cardText(event.card)}`;
      return `${nameOf(event.seat)} could not play and discarded ${cardText(event.card)}`;
    case 'resign':
      return `${nameOf(event.seat)} resigned: a bot plays the seat from now on`;
    case 'finish':
      return event.reason === 'set_limit' ? setLimitText(event.winners, nameOf) : winnersText(event.winners, nameOf);
    default: {
      const who = Number.isInteger(event.seat) ? `${nameOf(event.seat)}: ` : '';
      return `${who}${event.type}`;
    }
  }
}

const breakdownLabels = {
  safe: 'Marbles in the safe zone',
  track: 'Marbles on the track',
  home: 'Marbles still at home',
  total: 'Score (safe-zone marbles)',
};

// The final table: marbles that made it first.
export const breakdownOrder = ['safe', 'track', 'home'];

export const breakdownLabel = breakdownLabeller(breakdownLabels);

// A play that sent a marble home (the move's capture sound).
export function isCapture(event) {
  return Boolean(event) && event.type === 'play' && Array.isArray(event.sent_home) && event.sent_home.length > 0;
}
