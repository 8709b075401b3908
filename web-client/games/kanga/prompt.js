// What the line above the board says: whose turn, what to do (place, or the
// pie-rule swap), and at the end who won and why. Pure: no DOM.
import { colourOf, cellName, sizeOf, boardCells } from './board-model.js';
import { endText, winnerOf } from './log-text.js';
import { t } from '../../js/i18n.js';

// Empty cells I may not play on my turn: with suicide illegal (the default),
// exactly the suicides. Keys "c,r".
export function forbiddenCells(game, byCell) {
  if (!byCell || byCell.size === 0) return new Set();
  return new Set(boardCells(game).filter((cell) => !cell.stone && !byCell.has(cell.key)).map((cell) => cell.key));
}

// The goal in one sentence (for the side panel), in the page's language.
export function goalText() {
  return t('kanga-goal');
}

// legal: my legal moves (empty when it is not my turn); returns {step, text}
// with step one of place, swap, waiting, watching, finished.
export function turnPrompt(game, legal, { mySeat = null, nameOf, outcome = null, forbidden = 0 } = {}) {
  const seated = mySeat !== null && mySeat !== undefined;
  if (game.turn === null || game.turn === undefined) {
    const winner = winnerOf(game, outcome);
    return { step: 'finished', text: t('kanga-prompt-finished', { end: endText(game.end_reason, winner, nameOf, game, seated ? mySeat : null) }) };
  }
  const turnColour = colourOf(game, game.turn);
  if (legal && legal.length > 0) {
    const mine = colourOf(game, mySeat);
    const swap = legal.some((move) => move.type === 'swap');
    if (swap) {
      const opener = nameOf(mySeat === 0 ? 1 : 0);
      const at = game.last_move && Array.isArray(game.last_move.at) ? cellName(game.last_move.at) : null;
      return { step: 'swap', text: at ? t('kanga-prompt-swap-at', { opener, point: at, colour: mine }) : t('kanga-prompt-swap', { opener, colour: mine }) };
    }
    return { step: 'place', text: t(forbidden > 0 ? 'kanga-prompt-place-suicide' : 'kanga-prompt-place', { colour: mine }) };
  }
  if (seated) return { step: 'waiting', text: t('kanga-prompt-waiting', { name: nameOf(game.turn), colour: turnColour }) };
  return { step: 'watching', text: t('kanga-prompt-watching', { name: nameOf(game.turn), colour: turnColour }) };
}

// The options of this game in words, for the side panel.
export function rulesSummary(game) {
  const size = sizeOf(game);
  const parts = [t('kanga-summary-board', { size })];
  parts.push(t(game.pie_rule ? 'kanga-summary-pie-on' : 'kanga-summary-pie-off'));
  parts.push(t(game.suicide === 'self_capture' ? 'kanga-summary-self-capture' : 'kanga-summary-no-suicide'));
  if (game.move_cap) parts.push(t('kanga-summary-move-cap', { count: 10 * size * size }));
  return parts.join(' \u00b7 ');
}
