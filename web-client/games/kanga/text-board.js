// Kanga for a screen reader and a keyboard (issue 44): the board as a table
// to walk (a row per board row, what stands on each point, the last stone
// marked), and a move typed by its point ("r3c4") with the legal points
// offered as suggestions. Pure templates; view.js renders them in the side
// column and hands a typed point to the same path a click takes.
import { html, nothing } from '../../js/lit.js';
import { t } from '../../js/i18n.js';
import { cellKey, cellName, sizeOf, stoneAt } from './board-model.js';

// "r3c4" (any case, spaces around) as a cell [col, row] on a board of
// `size`, or null.
export function parsePoint(text, size) {
  const match = String(text || '').trim().toLowerCase().match(/^r(\d{1,2})\s*c(\d{1,2})$/);
  if (!match) return null;
  const row = Number(match[1]) - 1;
  const col = Number(match[2]) - 1;
  return row >= 0 && col >= 0 && row < size && col < size ? [col, row] : null;
}

// The table: caption (whose turn, in the prompt's words), c1..cN across,
// r1..rN down, each point's stone in a word.
export function textBoard(game, caption) {
  const size = sizeOf(game);
  const last = game.last_move && Array.isArray(game.last_move.at) ? cellKey(game.last_move.at) : null;
  const columns = Array.from({ length: size }, (_, col) => col);
  const rows = Array.from({ length: size }, (_, row) => html`<tr><th scope="row" translate="no">${`r${row + 1}`}</th>${columns.map((col) => {
    const stone = stoneAt(game, [col, row]);
    const word = stone ? t(`kanga-text-${stone}`) : t('kanga-text-empty');
    return html`<td data-cell="${cellKey([col, row])}" class="${stone || 'empty'}">${word}${cellKey([col, row]) === last ? html` <em>${t('kanga-text-last')}</em>` : nothing}</td>`;
  })}</tr>`);
  return html`<div class="table-scroll"><table class="text-table kg-text-table"><caption>${caption}</caption><thead><tr><td></td>${columns.map((col) => html`<th scope="col" translate="no">${`c${col + 1}`}</th>`)}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

// The typed move: a field with the legal points as suggestions (a
// datalist), the button, and what was wrong with the last try.
// `legalPoints`: cell names; `onSubmit(text)`.
export function typedMove({ legalPoints, problem, onSubmit, enabled }) {
  const submit = (event) => {
    event.preventDefault();
    const input = event.currentTarget.querySelector('input');
    onSubmit(input.value, input);
  };
  return html`<form class="typed-move kg-typed" @submit=${submit}><label for="kg-typed-point">${t('kanga-typed-label')}</label><div class="typed-move-row kg-typed-row"><input id="kg-typed-point" type="text" list="kg-typed-points" autocomplete="off" spellcheck="false" ?disabled=${!enabled} aria-describedby="kg-typed-problem"><button type="submit" ?disabled=${!enabled}>${t('kanga-typed-place')}</button></div><datalist id="kg-typed-points">${legalPoints.map((point) => html`<option value="${point}"></option>`)}</datalist><p id="kg-typed-problem" class="typed-move-problem kg-typed-problem" role="alert" ?hidden=${!problem}>${problem || ''}</p></form>`;
}

export { cellName };
