// Draws a Kangaruse board model (board-model.js) as a lit-html template (the
// view renders it with drawBoard, js/move-motion.js). Pure: it returns a
// template and touches no DOM; node tests read it as markup
// (tests/web/template-text.mjs). Numbers, the client's own icon markup
// (constantSvg) and checked colours go in as they are; names and rule texts
// only as values, which lit-html escapes.
import { html, svg, nothing, constantSvg } from '../../js/lit.js';
import { iconMarkup, typeCategory, typeLabel, categories, capitalized } from './cell-types.js';
import { directionWord } from './log-text.js';
import { t } from '../../js/i18n.js';
import { playerIcons, safeColor, safeIcon } from '../../js/player-icons.js';
import { seatShape, seatMarkSvg } from '../../js/seat-shapes.js';

export const cellSize = 64;
export const edgeBand = 36;
const minimumScale = 46 / cellSize;

// On a phone, squares stay at least 44 px wide (a finger's tap: 62 of a
// square's 64 units are drawn, at 46/64); wider
// boards then scroll sideways instead of shrinking further. The view sets
// this width through the CSSOM (--kangaruse-min-width on the board's
// container): the Content-Security-Policy allows no style attribute.
export function boardMinWidth(model) {
  return Math.round((edgeBand + model.width * cellSize + 4) * minimumScale);
}

const arrowAngles = { right: 0, down: 90, left: 180, up: 270 };
const legalActions = ['place', 'jump', 'teleport', 'destroy'];

function edgeLabel(label, cx, cy, active) {
  const cls = `edge-label${active ? ' active' : ''}`;
  if (label.kind === 'number') {
    return svg`<g class="${cls}" role="img" aria-label="${t('kangaruse-edge-number', { value: Number(label.value) })}"><circle cx="${cx}" cy="${cy}" r="13"/><text x="${cx}" y="${cy}" dy=".35em" text-anchor="middle">${Number(label.value)}</text></g>`;
  }
  const angle = arrowAngles[label.value] ?? 0;
  return svg`<g class="${cls}" role="${label.value in arrowAngles ? 'img' : nothing}" aria-label="${label.value in arrowAngles ? t('kangaruse-edge-direction', { direction: directionWord(label.value) }) : nothing}"><circle cx="${cx}" cy="${cy}" r="13"/><path d="M-8 0H7M1-6l7 6-7 6" transform="translate(${cx} ${cy}) rotate(${angle})"/></g>`;
}

function river(cell, x0, y0) {
  const half = cellSize / 2;
  const cx = x0 + half;
  const cy = y0 + half;
  const links = cell.riverLinks || {};
  const ends = [];
  if (links.up) ends.push([cx, y0]);
  if (links.down) ends.push([cx, y0 + cellSize]);
  if (links.left) ends.push([x0, cy]);
  if (links.right) ends.push([x0 + cellSize, cy]);
  if (ends.length === 0) {
    return svg`<path class="river" d="M${x0 + 8} ${cy} q${half / 2 - 4} -10 ${half - 8} 0 t${half - 8} 0"/>`;
  }
  // A lone branch end becomes a small pool, so the river does not end in a stub.
  const segments = ends.map(([ex, ey]) => `M${cx} ${cy}L${ex} ${ey}`).join('');
  const pool = ends.length === 1 ? svg`<circle class="river-pool" cx="${cx}" cy="${cy}" r="10"/>` : nothing;
  return svg`<path class="river" d="${segments}"/>${pool}`;
}

function cellLabel(cell, seatName, legalAction) {
  let square = typeLabel(cell.type);
  if (cell.type === 'score') square = t('kangaruse-cell-star', { value: cell.value });
  else if (cell.type === 'echidna' && cell.value !== null) square = t('kangaruse-cell-echidna', { value: cell.value });
  const parts = [t('kangaruse-cell', { column: cell.x + 1, row: cell.y + 1, square })];
  parts.push(t('kangaruse-cell-commands', { number: Number(cell.commands.number), direction: directionWord(cell.commands.direction) }));
  if (cell.crossed) parts.push(t('kangaruse-cell-crossed'));
  for (const seat of cell.occupants) parts.push(t('kangaruse-cell-occupant', { name: seatName(seat) }));
  if (legalAction) parts.push(legalActions.includes(legalAction) ? t(`kangaruse-cell-can-${legalAction}`) : legalAction);
  return parts.join(t('kangaruse-cell-separator'));
}

// One square: its colour, river, icon, value, cross, highlight and focus
// ring. Attributes a square may lack are bound to `nothing` (left out).
function square(cell, action, focusIndex, seatName, rules) {
  const x0 = edgeBand + cell.x * cellSize;
  const y0 = edgeBand + cell.y * cellSize;
  const category = cell.type === 'tree' ? { tint: '#5f7a57' } : typeCategory(cell.type);
  const classes = ['cell', `type-${cell.type}`];
  if (cell.crossed) classes.push('crossed');
  if (action) classes.push('legal', `legal-${action}`);
  const rule = rules && rules.get(cell.type);
  const named = rule || capitalized(typeLabel(cell.type));
  const title = cell.crossed ? t('kangaruse-cell-title-crossed', { title: named }) : named;
  const icon = iconMarkup(cell.type);
  const inset = cell.type === 'score' ? 5 : 9;
  const c = cellSize;
  return svg`<g class="${classes.join(' ')}" data-index="${cell.index}" data-x="${cell.x}" data-y="${cell.y}" data-type="${cell.type}" data-crossed="${cell.crossed ? 'true' : nothing}" data-legal="${action ? 'true' : nothing}" data-action="${action || nothing}" data-occupants="${cell.occupants.join(',')}" role="button" tabindex="${cell.index === focusIndex ? 0 : -1}" aria-label="${cellLabel(cell, seatName, action)}"><title>${title}</title><rect class="cell-bg" x="${x0 + 1}" y="${y0 + 1}" width="${c - 2}" height="${c - 2}" rx="7" fill="${category.tint}"/>${
    cell.river ? river(cell, x0, y0) : nothing
  }${
    icon ? svg`<g class="icon" transform="translate(${x0 + inset} ${y0 + inset}) scale(${(c - inset * 2) / 100})">${constantSvg(icon)}</g>` : nothing
  }${
    cell.type === 'score' && cell.value !== null
      ? svg`<text class="${`score-value${cell.value < 0 ? ' negative' : ''}`}" x="${x0 + c / 2}" y="${y0 + c / 2 + 3}" dy=".35em" text-anchor="middle">${Number(cell.value)}</text>`
      : nothing
  }${
    cell.type === 'echidna' && cell.value !== null
      ? svg`<circle class="echidna-badge" cx="${x0 + c - 15}" cy="${y0 + 15}" r="11"/><text class="echidna-value" x="${x0 + c - 15}" y="${y0 + 15}" dy=".35em" text-anchor="middle">${Number(cell.value)}</text>`
      : nothing
  }${
    cell.crossed
      ? svg`<rect class="crossed-shade" x="${x0 + 1}" y="${y0 + 1}" width="${c - 2}" height="${c - 2}" rx="7"/><path class="cross" d="M${x0 + 10} ${y0 + 10}L${x0 + c - 10} ${y0 + c - 10}M${x0 + c - 10} ${y0 + 10}L${x0 + 10} ${y0 + c - 10}"/>`
      : nothing
  }${
    action
      ? svg`<rect class="legal-mark" x="${x0 + 3.5}" y="${y0 + 3.5}" width="${c - 7}" height="${c - 7}" rx="6"/><circle class="legal-dot" cx="${x0 + 13}" cy="${y0 + 13}" r="6"/>`
      : nothing
  }<rect class="focus-ring" x="${x0 + 2}" y="${y0 + 2}" width="${c - 4}" height="${c - 4}" rx="7"/></g>`;
}

// A kangaroo: the piece keeps its class attribute as written (move-motion.js
// adds and removes its slide classes there); its place is in its circles.
function piece(seatInfo, cx, cy, radius, acting, shape) {
  const color = safeColor(seatInfo && seatInfo.color);
  const glyph = playerIcons[safeIcon(seatInfo && seatInfo.icon)];
  const scale = (radius * 1.25) / 24;
  const seat = Number(seatInfo ? seatInfo.seat : -1);
  const who = seatInfo && seatInfo.name ? seatInfo.name : t('kangaruse-a-player');
  const name = acting ? t('kangaruse-piece-to-play', { name: who }) : who;
  const ring = acting ? svg`<circle class="acting-ring" cx="${cx}" cy="${cy}" r="${radius + 6}" stroke="${color}"/>` : nothing;
  return svg`${ring}<g class="piece" data-seat="${seat}" data-motion-key="seat-${seat}"><title>${name}</title><circle cx="${cx}" cy="${cy + 3}" r="${radius}" fill="#000" opacity=".22"/><circle cx="${cx}" cy="${cy}" r="${radius}" fill="${color}" stroke="#fff" stroke-width="3.5"/><g transform="translate(${cx - 12 * scale} ${cy - 12 * scale}) scale(${scale})" fill="#fff" color="#fff">${constantSvg(glyph)}</g>${
    // The seat's shape on the piece's rim (colour and icon may repeat).
    seatMarkSvg(shape, cx + radius * 0.72, cy + radius * 0.72, radius * 0.46, 'seat-mark')}</g>`;
}

function lastMoveArrow(last, color) {
  const center = ([x, y]) => [edgeBand + x * cellSize + cellSize / 2, edgeBand + y * cellSize + cellSize / 2];
  const [fx, fy] = center(last.from);
  const [tx, ty] = center(last.to);
  const mx = (fx + tx) / 2 + (ty - fy) * 0.2;
  const my = (fy + ty) / 2 - (tx - fx) * 0.2;
  return svg`<path class="${`last-move${last.kind === 'teleport' ? ' teleport' : ''}`}" d="M${fx} ${fy}Q${mx} ${my} ${tx} ${ty}" stroke="${color}" marker-end="url(#arrow-head)"/>`;
}

// options: seats (array of {seat, name, color, icon}), legal (Map index ->
// action), actingSeat, focusIndex, lastMove ({from:[x,y] | null, to:[x,y], seat, kind}),
// rules (Map type -> what the square does, the tooltip).
export function renderBoardSvg(model, options = {}) {
  const seats = options.seats || [];
  const legal = options.legal || new Map();
  const seatInfo = (seat) => seats.find((s) => s.seat === seat) || { seat, name: t('kangaruse-player-number', { number: seat + 1 }) };
  const seatName = (seat) => seatInfo(seat).name || t('kangaruse-player-number', { number: seat + 1 });
  const width = edgeBand + model.width * cellSize + 4;
  const height = edgeBand + model.height * cellSize + 4;
  const focusIndex = Number.isInteger(options.focusIndex) ? options.focusIndex : -1;
  const actingPosition = model.cells.find((cell) => cell.occupants.includes(options.actingSeat));

  const columns = model.columns.map((label, x) =>
    edgeLabel(label, edgeBand + x * cellSize + cellSize / 2, edgeBand / 2, actingPosition && actingPosition.x === x),
  );
  const squares = model.cells.map((cell) => square(cell, legal.get(cell.index) || null, focusIndex, seatName, options.rules));
  const last = options.lastMove;
  const arrow = last && last.from && last.to ? lastMoveArrow(last, safeColor(seatInfo(last.seat).color)) : nothing;
  const pieces = [];
  for (const cell of model.cells) {
    if (cell.occupants.length === 0) continue;
    const cx = edgeBand + cell.x * cellSize + cellSize / 2;
    const cy = edgeBand + cell.y * cellSize + cellSize / 2;
    const many = cell.occupants.length > 1;
    cell.occupants.forEach((seat, i) => {
      const angle = (i / cell.occupants.length) * Math.PI * 2 - Math.PI / 4;
      const offset = many ? 12 : 0;
      pieces.push(piece(seatInfo(seat), cx + offset * Math.cos(angle), cy + offset * Math.sin(angle), many ? 13 : 19, seat === options.actingSeat, seatShape(seats, seat)));
    });
  }
  // Row labels last, on a band of their own: when the board scrolls sideways
  // on a phone, the view slides this group along so the labels stay in sight
  // over the squares (view.js, pinRowLabels; its transform and class are set
  // there, so the template leaves them alone).
  const rows = model.rows.map((label, y) =>
    edgeLabel(label, edgeBand / 2, edgeBand + y * cellSize + cellSize / 2, actingPosition && actingPosition.y === y),
  );
  return html`<svg class="kangaruse-board" viewBox="0 0 ${width} ${height}" role="group" aria-label="${t('kangaruse-board', { width: model.width, height: model.height })}" xmlns="http://www.w3.org/2000/svg"><defs><marker id="arrow-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0L10 5 0 10z" fill="context-stroke"/></marker></defs>${columns}${squares}${arrow}${pieces}<g class="row-labels"><rect class="row-label-band" x="0" y="${edgeBand - 2}" width="${edgeBand}" height="${model.height * cellSize + 4}"/>${rows}</g></svg>`;
}

// The legend swatches for the sidebar: one per category.
export function categoryOf(type) {
  return typeCategory(type);
}

export { categories };
