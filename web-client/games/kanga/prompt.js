// What the line above the board says: whose turn, what to do (place, or the
// pie-rule swap), and at the end who won and why. Pure: no DOM.
import { colourOf, capitalized, cellName, sizeOf, boardCells } from './board-model.js';
import { endText, winnerOf } from './log-text.js';

// Empty cells I may not play on my turn: with suicide illegal (the default),
// exactly the suicides. Keys "c,r".
export function forbiddenCells(game, byCell) {
  if (!byCell || byCell.size === 0) return new Set();
  return new Set(boardCells(game).filter((cell) => !cell.stone && !byCell.has(cell.key)).map((cell) => cell.key));
}

export const goalText = 'Connect two opposite edges (top and bottom, or left and right) with one chain of your stones.';

// legal: my legal moves (empty when it is not my turn); returns {step, text}
// with step one of place, swap, waiting, watching, finished.
export function turnPrompt(game, legal, { mySeat = null, nameOf, outcome = null, forbidden = 0 } = {}) {
  const seated = mySeat !== null && mySeat !== undefined;
  if (game.turn === null || game.turn === undefined) {
    const winner = winnerOf(game, outcome);
    return { step: 'finished', text: `${endText(game.end_reason, winner, nameOf, game, seated ? mySeat : null)}.` };
  }
  const turnColour = capitalized(colourOf(game, game.turn));
  if (legal && legal.length > 0) {
    const mine = capitalized(colourOf(game, mySeat));
    const swap = legal.some((move) => move.type === 'swap');
    if (swap) {
      const opener = mySeat === 0 ? 1 : 0;
      const at = game.last_move && Array.isArray(game.last_move.at) ? ` at ${cellName(game.last_move.at)}` : '';
      return {
        step: 'swap',
        text:
          `Pie rule: ${nameOf(opener)} opened with Black${at}. Place a ${mine} stone as usual, or swap colours: ` +
          `you take over that black stone and play Black, and ${nameOf(opener)} plays White and moves next.`,
      };
    }
    const suicide = forbidden > 0 ? ` Points marked \u00d7 would be suicide and are not allowed.` : '';
    return { step: 'place', text: `Your turn (${mine}): place a stone on an empty point. ${goalText}${suicide}` };
  }
  if (seated) return { step: 'waiting', text: `Waiting for ${nameOf(game.turn)} (${turnColour})\u2026` };
  return { step: 'watching', text: `${nameOf(game.turn)} (${turnColour}) is to play. You are watching.` };
}

// The options of this game in words, for the side panel.
export function rulesSummary(game) {
  const size = sizeOf(game);
  const parts = [`${size}\u00d7${size} board`];
  parts.push(game.pie_rule ? 'pie rule on' : 'no pie rule');
  parts.push(game.suicide === 'self_capture' ? 'self-capture allowed (a group left without liberty is removed)' : 'suicide not allowed');
  if (game.move_cap) parts.push(`draw after ${10 * size * size} placements`);
  return parts.join(' \u00b7 ');
}
