// Cards: ids such as "7H" or "10S" (rank + suit), their names, symbols and
// what each rank does. Pure: strings only (the hand as buttons is hand.js).

export const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

const rankNames = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };
const suitNames = { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' };
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
  return rankNames[rank] || String(rank);
}

// "a King", "an Ace", "an 8", "a 10".
export function rankWithArticle(rank) {
  const name = rankName(rank);
  return /^(A|8)/.test(name) ? `an ${name}` : `a ${name}`;
}

export function suitName(suit) {
  return suitNames[suit] || '';
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
  return card ? `${rankName(card.rank)} of ${suitName(card.suit)}` : 'a card';
}

// What each rank can do, for the hand's tooltips and the help text.
export const rankHelp = {
  A: 'Bring a marble out, or move 1 or 11',
  2: 'Move 2',
  3: 'Move 3',
  4: 'Move 4 backwards',
  5: 'Move any marble 5, or bring your partner\u2019s marble out',
  6: 'Move 6',
  7: 'Move 7, or split 7 between two marbles',
  8: 'Move 8',
  9: 'Move 9',
  10: 'Move 10, or burn the next player\u2019s turn',
  J: 'Swap one of your marbles with another marble',
  Q: 'Move 12',
  K: 'Bring a marble out, or move 13 knocking home every marble passed',
};
