// Kangaruse for a player who does not see the board (issue 44): the board as
// a table to walk (a row per board row, each square in words: what it is,
// its commands, who stands on it, the last move), captioned with whose turn
// it is and the scores; and each legal move named with the square it goes
// to, for the list of moves. Pure: strings and templates; view.js renders
// them in the side column and plays a listed move as a click would.
import { html } from '../../js/lit.js';
import { t, formatList } from '../../js/i18n.js';
import { playerColorNames } from '../../js/player-icons.js';
import { typeLabel } from './cell-types.js';
import { directionWord } from './log-text.js';
import { describeMove } from './moves.js';

// A player in words: the name, and the colour of the piece when it is one
// of the lobby's ("Ana (pink)"), so a player who hears colours spoken by
// others can tell which kangaroo is whose.
export function playerWords(seatInfo) {
  const name = seatInfo.name || t('kangaruse-player-number', { number: Number(seatInfo.seat) + 1 });
  const colour = playerColorNames[String(seatInfo.color || '').toLowerCase()];
  return colour ? t('kangaruse-text-player', { name, colour: t('colour-name', { colour }) }) : name;
}

// What a square is: its type's name from the catalog, a star square with
// its points, an echidna with its number.
export function squareKind(cell) {
  if (cell.type === 'score' && cell.value !== null) return t('kangaruse-cell-star', { value: cell.value });
  if (cell.type === 'echidna' && cell.value !== null) return t('kangaruse-cell-echidna', { value: cell.value });
  return typeLabel(cell.type);
}

// The column's or the row's command, as the board's edge says it.
export function commandWords(label) {
  return label.kind === 'number' ? t('kangaruse-edge-number', { value: Number(label.value) }) : t('kangaruse-edge-direction', { direction: directionWord(label.value) });
}

// One square in words: "crocodile; commands 3 left; Ana (pink) is here;
// last move ended here". `who(seat)`: a player in words; `lastMove`:
// {from:[x,y], to:[x,y]} or null.
export function squareWords(cell, { who, lastMove }) {
  const parts = [squareKind(cell), t('kangaruse-cell-commands', { number: Number(cell.commands.number), direction: directionWord(cell.commands.direction) })];
  if (cell.crossed) parts.push(t('kangaruse-cell-crossed'));
  for (const seat of cell.occupants) parts.push(t('kangaruse-cell-occupant', { name: who(seat) }));
  const at = (point) => Array.isArray(point) && point[0] === cell.x && point[1] === cell.y;
  if (lastMove && at(lastMove.to)) parts.push(t('kangaruse-text-last-to', { name: who(lastMove.seat) }));
  else if (lastMove && at(lastMove.from)) parts.push(t('kangaruse-text-last-from'));
  return parts.join(t('kangaruse-cell-separator'));
}

// The caption: whose turn (the sidebar's words) and every player's score.
// `players`: the view's players; `turnText`: "Your turn", "Mia's turn".
export function textCaption(turnText, players, who) {
  const scores = (players || []).map((player) => t('kangaruse-text-score', { name: who(player.seat), score: Number(player.score ?? 0) }));
  return scores.length ? t('kangaruse-text-caption', { turn: turnText, scores: formatList(scores) }) : turnText;
}

// The table: a header per column and per row with its command, a cell per
// square in words. `model`: boardModel(game).
export function textBoard(model, { caption, who, lastMove }) {
  const columns = model.columns.map((label, x) => html`<th scope="col">${t('kangaruse-text-column', { column: x + 1, command: commandWords(label) })}</th>`);
  const rows = model.rows.map((label, y) => {
    const cells = model.cells.filter((cell) => cell.y === y);
    return html`<tr><th scope="row">${t('kangaruse-text-row', { row: y + 1, command: commandWords(label) })}</th>${cells.map(
      (cell) => html`<td data-index="${cell.index}" data-occupants="${cell.occupants.join(',')}">${squareWords(cell, { who, lastMove })}</td>`,
    )}</tr>`;
  });
  return html`<p class="k-text-caption" aria-hidden="true">${caption}</p><div class="table-scroll"><table class="k-text-table"><caption class="visually-hidden">${caption}</caption><thead><tr><td></td>${columns}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

// A legal move's name in the list of moves: the prompt's words ("Jump 3
// left onto a crocodile") and, for a move onto a square, where that square
// is, as the board names its squares ("column 2, row 3").
export function moveName(move, game, seat) {
  const words = describeMove(move, game, seat);
  if (!Number.isInteger(move.x) || !Number.isInteger(move.y)) return words;
  return t('kangaruse-move-at', { move: words, column: move.x + 1, row: move.y + 1 });
}
