// My hand as lit-html templates: a button per card face, faces only from
// `game.hand` (present only in my own view). Pure: returns templates, renders
// nothing (view.js does), so tests can read exactly which card faces a
// player is shown (tests/web/template-text.mjs).
import { html, nothing } from '../../js/lit.js';
import { t } from '../../js/i18n.js';
import { parseCard, isRed, cardLong, rankHelp, suitSymbol } from './cards.js';

// One card face as a button. options: playable (bool), selected (bool),
// discard (bool: choosing it discards it).
export function cardButton(id, options = {}) {
  const card = parseCard(id);
  if (!card) return nothing;
  const classes = ['jk-card', 'jk-card-face', isRed(card.suit) ? 'red' : 'black'];
  if (options.playable) classes.push('playable');
  if (options.selected) classes.push('selected');
  if (options.discard) classes.push('discard');
  const choosable = Boolean(options.playable || options.discard);
  const name = cardLong(card.id);
  const label = t(options.discard ? 'jackaroo-card-discard' : options.playable ? 'jackaroo-card-play' : 'jackaroo-card-unplayable', { card: name });
  return html`<button type="button" class="${classes.join(' ')}" data-card="${card.id}" data-rank="${card.rank}" data-playable="${choosable ? 'true' : 'false'}" aria-pressed="${options.selected ? 'true' : nothing}" aria-disabled="${choosable ? nothing : 'true'}" aria-label="${label}" title="${rankHelp(card.rank)}"><span class="jk-rank">${card.rank}</span><span class="jk-suit" aria-hidden="true">${suitSymbol(card.suit)}</span><span class="jk-corner" aria-hidden="true" data-corner="${card.rank}${suitSymbol(card.suit)}"></span></button>`;
}

// My hand. A spectator, or a seat whose view has no hand, gets no card faces
// at all. options: playableRanks (Set), selectedCard (id), discard (bool).
export function handCards(game, options = {}) {
  const hand = game && Array.isArray(game.hand) ? game.hand : null;
  if (!hand) return html`<p class="jk-hand-empty muted">${t('jackaroo-hand-watching')}</p>`;
  if (hand.length === 0) return html`<p class="jk-hand-empty muted">${t('jackaroo-hand-empty')}</p>`;
  const playable = options.playableRanks || new Set();
  const faces = hand.map((id) => {
    const card = parseCard(id);
    if (!card) return nothing;
    return cardButton(id, {
      playable: !options.discard && playable.has(card.rank),
      discard: Boolean(options.discard),
      selected: options.selectedCard === id,
    });
  });
  return html`<div class="jk-hand-cards" role="group" aria-label="${t('jackaroo-your-cards')}">${faces}</div>`;
}
