// Choosing a move from the server's legal moves, one click at a time:
// card (rank) -> ability -> marble -> (split: steps, then the second marble;
// swap: the marble to swap with). Pure: a choice is a small plain object and
// every function returns a new one; the finished move is always one of the
// objects in `legalMoves`, never built here.
import { landingsOf, landingAfter, marbleById, ownerOf } from './geometry.js';
import { rankName, parseCard } from './cards.js';
import { setLimitText, winnersText } from './log-text.js';
import { uniqueBy } from '../../js/game-text.js';
import { t } from '../../js/i18n.js';

export const emptyChoice = Object.freeze({ rank: null, cardId: null, ability: null, autoAbility: false, marble: null, steps: null });

const abilityOrder = ['release', 'release_partner', 'move', 'split', 'swap', 'burn', 'discard'];
const needsNoMarble = new Set(['burn', 'discard']);

// The key that tells abilities of one card apart: "move:11", "split", "burn".
export function abilityKey(move) {
  return move.ability === 'move' ? `move:${move.steps}` : move.ability;
}

function abilityName(key) {
  return key.startsWith('move:') ? 'move' : key;
}

// Only discards are legal: nothing can be played, or my turn was burned.
export function isDiscardTurn(legalMoves) {
  return legalMoves.length > 0 && legalMoves.every((m) => m.ability === 'discard');
}

export function playableRanks(legalMoves) {
  return new Set(legalMoves.filter((m) => m.ability !== 'discard').map((m) => String(m.card)));
}

function movesOfRank(legalMoves, rank) {
  return legalMoves.filter((m) => String(m.card) === rank);
}

function movesOfAbility(legalMoves, choice) {
  return movesOfRank(legalMoves, choice.rank).filter((m) => abilityKey(m) === choice.ability);
}

// The distinct abilities of a rank, in a fixed order.
export function abilitiesOf(legalMoves, rank) {
  const keys = [];
  for (const move of movesOfRank(legalMoves, rank)) {
    const key = abilityKey(move);
    if (!keys.includes(key)) keys.push(key);
  }
  const order = (key) => abilityOrder.indexOf(abilityName(key)) * 100 + (key.startsWith('move:') ? Math.abs(Number(key.slice(5))) : 0);
  return keys.sort((a, b) => order(a) - order(b));
}

export function abilityLabel(key, rank, names = {}) {
  if (key.startsWith('move:')) {
    const steps = Number(key.slice(5));
    return steps < 0 ? t('jackaroo-ability-move-back', { steps: -steps }) : t('jackaroo-ability-move', { steps });
  }
  switch (key) {
    case 'release':
      return t('jackaroo-ability-release');
    case 'release_partner':
      return names.partner ? t('jackaroo-ability-release-partner-named', { name: names.partner }) : t('jackaroo-ability-release-partner');
    case 'split':
      return t('jackaroo-ability-split', { card: rank === '7' ? '7' : rankName(rank) });
    case 'swap':
      return t('jackaroo-ability-swap');
    case 'burn':
      return names.next ? t('jackaroo-ability-burn-named', { name: names.next }) : t('jackaroo-ability-burn');
    case 'discard':
      return t('jackaroo-ability-discard');
    default:
      return key;
  }
}

// Which step the choice is at.
export function choiceStep(legalMoves, choice) {
  if (!legalMoves || legalMoves.length === 0) return 'idle';
  if (isDiscardTurn(legalMoves)) return 'discard';
  if (choice.rank === null) return 'card';
  if (choice.ability === null) return 'ability';
  const ability = abilityName(choice.ability);
  if (choice.marble === null) return 'marble';
  if (ability === 'split') return choice.steps === null ? 'steps' : 'marble2';
  if (ability === 'swap') return 'target';
  return 'marble';
}

function done(choice, move) {
  return { choice, move: move || null };
}

// Apply one pick: {card: id or rank}, {ability: key}, {marble: id},
// {steps: n} or {target: id}. Returns {choice, move}: `move` is the legal
// move to send once the choice is complete, else null. A pick that does not
// fit the legal moves leaves the choice as it was.
export function pick(legalMoves, choice, picked) {
  const step = choiceStep(legalMoves, choice);
  if (picked.card !== undefined) {
    const parsed = parseCard(picked.card);
    const rank = parsed ? parsed.rank : String(picked.card);
    const cardId = parsed ? parsed.id : null;
    if (step === 'discard') {
      return done(choice, movesOfRank(legalMoves, rank).find((m) => m.ability === 'discard'));
    }
    if (step === 'idle' || !playableRanks(legalMoves).has(rank)) return done(choice);
    const keys = abilitiesOf(legalMoves, rank).filter((k) => k !== 'discard');
    const next = { ...emptyChoice, rank, cardId };
    if (keys.length === 1) return pick(legalMoves, { ...next, ability: null }, { ability: keys[0], auto: true });
    return done(next);
  }
  if (picked.ability !== undefined) {
    if (step !== 'ability') return done(choice);
    const key = String(picked.ability);
    const moves = movesOfAbility(legalMoves, { ...choice, ability: key });
    if (moves.length === 0) return done(choice);
    const next = { ...choice, ability: key, autoAbility: Boolean(picked.auto), marble: null, steps: null };
    if (needsNoMarble.has(abilityName(key))) return done(next, moves[0]);
    return done(next);
  }
  if (picked.steps !== undefined) {
    if (step !== 'steps') return done(choice);
    const steps = Number(picked.steps);
    const fits = movesOfAbility(legalMoves, choice).some((m) => m.marble === choice.marble && m.steps === steps);
    return done(fits ? { ...choice, steps } : choice);
  }
  const id = picked.target !== undefined ? Number(picked.target) : Number(picked.marble);
  if (!Number.isInteger(id)) return done(choice);
  const moves = movesOfAbility(legalMoves, choice);
  if (step === 'marble') {
    const mine = moves.filter((m) => m.marble === id);
    if (mine.length === 0) return done(choice);
    const ability = abilityName(choice.ability);
    if (ability === 'split' || ability === 'swap') {
      const next = { ...choice, marble: id, steps: null };
      return done(next);
    }
    return done(choice, mine[0]);
  }
  if (step === 'target') {
    return done(choice, moves.find((m) => m.marble === choice.marble && m.target === id));
  }
  if (step === 'marble2') {
    return done(choice, moves.find((m) => m.marble === choice.marble && m.steps === choice.steps && m.marble2 === id));
  }
  return done(choice);
}

// One step back (Escape): the last pick is undone; an ability that was
// chosen for me (the card had only one) goes with its card.
export function back(choice) {
  if (choice.steps !== null) return { ...choice, steps: null };
  if (choice.marble !== null) return { ...choice, marble: null };
  if (choice.ability !== null && !choice.autoAbility) return { ...choice, ability: null };
  return { ...emptyChoice };
}

// A choice still fits new legal moves (the same turn after a re-render), or
// starts again.
export function reconcile(legalMoves, choice) {
  if (choice.rank === null) return choice;
  if (!playableRanks(legalMoves).has(choice.rank)) return { ...emptyChoice };
  if (choice.ability !== null && movesOfAbility(legalMoves, choice).length === 0) return { ...emptyChoice };
  if (choice.marble !== null && !movesOfAbility(legalMoves, choice).some((m) => m.marble === choice.marble)) return { ...emptyChoice };
  return choice;
}

// The marbles to highlight at this step, each with where it would land:
// [{marble, owner, to: {zone, square} | null, pick: {...}}]. At the split's
// "steps" step the candidates are the first marble's landings, one per count.
export function candidatesOf(game, legalMoves, choice) {
  const step = choiceStep(legalMoves, choice);
  const moves = choice.ability ? movesOfAbility(legalMoves, choice) : [];
  const ability = choice.ability ? abilityName(choice.ability) : null;
  const entry = (id, to, picked, extra = {}) => ({ marble: id, owner: ownerOf(id), to: to || null, pick: picked, ...extra });
  if (step === 'marble') {
    if (ability === 'split' || ability === 'swap') {
      return uniqueBy(moves, (m) => m.marble).map((m) => entry(m.marble, null, { marble: m.marble }));
    }
    return uniqueBy(moves, (m) => m.marble).map((m) => {
      const landing = landingsOf(game, m)[0];
      return entry(m.marble, landing && landing.to, { marble: m.marble }, { move: m });
    });
  }
  if (step === 'steps') {
    const first = marbleById(game, choice.marble);
    return uniqueBy(moves.filter((m) => m.marble === choice.marble), (m) => m.steps)
      .sort((a, b) => a.steps - b.steps)
      .map((m) => entry(choice.marble, first ? landingAfter(game, first, m.steps) : null, { steps: m.steps }, { steps: m.steps }));
  }
  if (step === 'marble2') {
    return uniqueBy(moves.filter((m) => m.marble === choice.marble && m.steps === choice.steps), (m) => m.marble2).map((m) => {
      const second = marbleById(game, m.marble2);
      return entry(m.marble2, second ? landingAfter(game, second, 7 - choice.steps) : null, { marble: m.marble2 }, { move: m, steps: 7 - choice.steps });
    });
  }
  if (step === 'target') {
    const own = marbleById(game, choice.marble);
    return uniqueBy(moves.filter((m) => m.marble === choice.marble), (m) => m.target).map((m) =>
      entry(m.target, own ? { zone: own.zone, square: own.square } : null, { target: m.target }, { move: m }),
    );
  }
  return [];
}

// The words above the hand for the player whose turn it is.
const playerNumber = (s) => t('jackaroo-player-number', { number: s + 1 });

export function promptFor(game, legalMoves, choice, { mySeat = null, nameOf = playerNumber } = {}) {
  const step = choiceStep(legalMoves, choice);
  const card = choice.rank ? rankName(choice.rank) : '';
  switch (step) {
    case 'idle':
      return '';
    case 'discard':
      if (game && game.burned === mySeat && mySeat !== null) return t('jackaroo-prompt-burned-discard');
      return t('jackaroo-prompt-no-play-discard');
    case 'card':
      return t('jackaroo-prompt-card');
    case 'ability':
      return t('jackaroo-prompt-ability', { card });
    case 'marble': {
      const ability = abilityName(choice.ability);
      if (ability === 'release') return t('jackaroo-prompt-release', { card });
      if (ability === 'release_partner') return t('jackaroo-prompt-release-partner', { card, name: nameOf(partnerSeatOf(legalMoves, choice)) });
      if (ability === 'split') return t('jackaroo-prompt-split-first');
      if (ability === 'swap') return t('jackaroo-prompt-swap-own', { card });
      const steps = Number(choice.ability.slice(5));
      return steps < 0 ? t('jackaroo-prompt-move-back', { card, steps: -steps }) : t('jackaroo-prompt-move', { card, steps });
    }
    case 'steps':
      return t('jackaroo-prompt-split-steps');
    case 'marble2':
      return t('jackaroo-prompt-split-second', { steps: 7 - choice.steps });
    case 'target':
      return t('jackaroo-prompt-swap-target', { card });
    default:
      return '';
  }
}

function partnerSeatOf(legalMoves, choice) {
  const move = legalMoves.find((m) => String(m.card) === choice.rank && m.ability === 'release_partner');
  return move ? ownerOf(move.marble) : null;
}

// "square 12", "safe square 2" (z2), "home".
export function placeText(place) {
  if (!place) return '';
  if (place.zone === 'track') return t('jackaroo-place-track', { square: place.square });
  if (place.zone === 'safe') return t('jackaroo-place-safe', { square: place.square + 1 });
  return t('jackaroo-place-home');
}

// "on square 12", "on safe square 2", "at home".
export function whereText(place) {
  if (!place) return '';
  if (place.zone === 'track') return t('jackaroo-where-track', { square: place.square });
  if (place.zone === 'safe') return t('jackaroo-where-safe', { square: place.square + 1 });
  return t('jackaroo-where-home');
}

// The prompt above the board for anyone: the finished game's winners, my
// choice in progress, or whose turn it is. Returns {step, text}; `step` is
// the choice step on my turn, else "finished", "waiting" or "watching".
export function turnPrompt(game, legalMoves, choice, { mySeat = null, nameOf = playerNumber } = {}) {
  if (!game) return { step: 'waiting', text: '' };
  if (Array.isArray(game.winners) && game.winners.length > 0) {
    const text = game.end_reason === 'set_limit' ? setLimitText(game.winners, nameOf) : winnersText(game.winners, nameOf);
    return { step: 'finished', text: t('jackaroo-prompt-finished', { text }) };
  }
  if (game.turn === null || game.turn === undefined) return { step: 'finished', text: t('jackaroo-prompt-over') };
  if (legalMoves && legalMoves.length > 0) {
    return { step: choiceStep(legalMoves, choice), text: promptFor(game, legalMoves, choice, { mySeat, nameOf }) };
  }
  const who = nameOf(game.turn);
  const burned = game.burned === game.turn;
  const seated = mySeat !== null && mySeat !== undefined;
  if (seated && game.turn === mySeat) return { step: 'waiting', text: t('jackaroo-prompt-mine-waiting') };
  if (seated) return { step: 'waiting', text: t(burned ? 'jackaroo-prompt-waiting-burned' : 'jackaroo-prompt-waiting', { name: who }) };
  return { step: 'watching', text: t(burned ? 'jackaroo-prompt-watching-burned' : 'jackaroo-prompt-watching', { name: who }) };
}

// The seat a 10's burn would hit: the next seat in turn order that holds a
// card (RULES §4.8.4), or null.
export function nextSeatWithCards(game, seat) {
  const players = (game && game.players) || [];
  const count = players.length;
  for (let i = 1; i < count; i += 1) {
    const next = players.find((p) => p.seat === (seat + i) % count);
    if (next && next.hand_count > 0) return next.seat;
  }
  return null;
}
