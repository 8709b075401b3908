// Cards: ids such as "7H" or "10S" (rank + suit), their names, symbols and
// what each rank does. Pure: strings only (the hand as buttons is hand.js),
// in the page's language (locales/*/jackaroo.ftl).
import { t } from '../../js/i18n.js';

export const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

// The catalog's key for a rank ("K" -> king, "8" -> eight for "an 8").
const rankKeys = { A: 'ace', J: 'jack', Q: 'queen', K: 'king', 8: 'eight' };
const rankArgs = (rank) => ({ rank: rankKeys[rank] || 'number', number: String(rank) });
const suitSymbols = { S: '♠', H: '♥', D: '♦', C: '♣' };

// "10H" -> {id: "10H", rank: "10", suit: "H"}, or null for anything else.
export function parseCard(id) {
  const match = /^(A|[2-9]|10|J|Q|K)([SHDC])$/.exec(String(id));
  return match ? { id: match[0], rank: match[1], suit: match[2] } : null;
}

export function isRank(rank) {
  return ranks.includes(String(rank));
}

// "K" -> "King", "7" -> "7".
export function rankName(rank) {
  return t('jackaroo-rank-name', rankArgs(rank));
}

// "a King", "an Ace", "an 8", "a 10".
export function rankWithArticle(rank) {
  return t('jackaroo-rank-with-article', rankArgs(rank));
}

export function suitName(suit) {
  return suitSymbols[suit] ? t('jackaroo-suit', { suit }) : '';
}

export function suitSymbol(suit) {
  return suitSymbols[suit] || '';
}

export function isRed(suit) {
  return suit === 'H' || suit === 'D';
}

// "A♠", "10♥": short text for a card id (unknown ids are shown as "?").
export function cardShort(id) {
  const card = parseCard(id);
  return card ? `${card.rank}${suitSymbol(card.suit)}` : '?';
}

// "Ace of Spades".
export function cardLong(id) {
  const card = parseCard(id);
  return card ? t('jackaroo-card-long', { rank: rankName(card.rank), suit: suitName(card.suit) }) : t('jackaroo-card-unknown');
}

// What each rank can do, for the hand's tooltips and the help text.
export function rankHelp(rank) {
  return isRank(rank) ? t(`jackaroo-rank-help-${rank}`) : '';
}
