// Draws a Kanga game view as SVG markup: a Go board (stones on the
// intersections), the four edges in two tints (top and bottom one pair, left
// and right the other), coordinates r1..rN and c1..cN, the last stone marked,
// the stones the last move captured fading away, the winning chain, and on my
// turn a preview stone on hover or focus and a cross on the points that would
// be suicide. Pure: returns a string, so node tests can check what it shows.
// Only numbers, fixed words and cell names go into the markup.
import { escapeMarkup } from '../../js/markup.js';
import { boardCells, cellKey, colourOf, sizeOf, stoneAt, groupLinks, edgesTouched, otherColour } from './board-model.js';

export const spacing = 40;
export const band = 30;
const stoneRadius = spacing * 0.47;

export function pointOf(cell) {
  return [band + spacing / 2 + cell[0] * spacing, band + spacing / 2 + cell[1] * spacing];
}

export function boardPixels(size) {
  return 2 * band + size * spacing;
}

// The Go board's star points: the 3-3 points (4-4 from 13x13 up) and the
// centre; from 15x15 up also the middle of each side.
export function starPoints(size) {
  if (size < 9) return size % 2 === 1 ? [[(size - 1) / 2, (size - 1) / 2]] : [];
  const d = size >= 13 ? 3 : 2;
  const far = size - 1 - d;
  const points = [[d, d], [far, d], [d, far], [far, far]];
  if (size % 2 === 1) {
    const mid = (size - 1) / 2;
    if (size >= 15) points.push([mid, d], [d, mid], [far, mid], [mid, far]);
    points.push([mid, mid]);
  }
  return points;
}

// `motionKey`: a stone on the board (not a ghost or a preview), which fades
// in when it is new (js/move-motion.js).
function stoneMarkup(colour, cx, cy, cls = 'kg-stone', motionKey = null) {
  const motion = motionKey ? ` data-motion-key="${motionKey}" data-motion-kind="${colour}" data-motion="fade"` : '';
  return `<circle class="${cls} ${colour}" cx="${cx}" cy="${cy}" r="${stoneRadius}" fill="url(#kg-${colour})"${motion}/>`;
}

function cellLabel(cell, info) {
  const parts = [cell.name];
  if (cell.stone) parts.push(`${cell.stone} stone`);
  else parts.push('empty');
  if (info.last) parts.push('last move');
  if (info.winning) parts.push('in the winning chain');
  if (info.ghost) parts.push(`a ${info.ghost} stone was just captured here`);
  if (info.legal) parts.push(`place a ${info.myColour} stone here`);
  if (info.forbidden) parts.push('not allowed: suicide');
  return parts.join(', ');
}

// options: byCell (Map "c,r" -> legal move), myColour ('black'|'white'|null),
// focusKey ("c,r": the cell with tabindex 0), pendingKey (a chosen cell
// waiting for a second tap), forbidden (Set of "c,r"), rules (Map id ->
// how-to-play entry, for tooltips). How long the captured stones have been
// fading already is not in the markup (the Content-Security-Policy allows no
// style attribute): the view sets --kg-ghost-delay on the board's container.
export function renderBoardSvg(game, options = {}) {
  const size = sizeOf(game);
  const byCell = options.byCell || new Map();
  const forbidden = options.forbidden || new Set();
  const myColour = options.myColour || null;
  const pixels = boardPixels(size);
  const last = game.last_move && Array.isArray(game.last_move.at) ? game.last_move : null;
  const lastKey = last ? cellKey(last.at) : null;
  // Stones taken by the last move: the opponent's, and on a self-capture
  // (an option) the mover's own group, the placed stone with it.
  const ghosts = new Map();
  if (last) {
    const mover = colourOf(game, last.seat);
    const fade = (cells, colour) => {
      for (const cell of Array.isArray(cells) ? cells : []) {
        if (Array.isArray(cell) && !stoneAt(game, cell)) ghosts.set(cellKey(cell), colour);
      }
    };
    fade(last.captured, otherColour(mover));
    fade(last.self_captured, mover);
  }
  const winning = Array.isArray(game.winning_group) ? game.winning_group : [];
  const winningKeys = new Set(winning.map(cellKey));
  const edges = winning.length ? edgesTouched(winning, size) : {};

  const parts = [];
  parts.push(
    `<svg class="kanga-board${myColour ? ` me-${myColour}` : ''}${winning.length ? ' finished-win' : ''}" viewBox="0 0 ${pixels} ${pixels}" role="group" ` +
      `aria-label="Kanga board, ${size} by ${size}. Connect top and bottom, or left and right." data-size="${size}" xmlns="http://www.w3.org/2000/svg">`,
  );
  parts.push(
    '<defs>' +
      '<radialGradient id="kg-black" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#5b5b5b"/><stop offset=".45" stop-color="#1f1f1f"/><stop offset="1" stop-color="#050505"/></radialGradient>' +
      '<radialGradient id="kg-white" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#eeebe4"/><stop offset="1" stop-color="#c9c4ba"/></radialGradient>' +
      '</defs>',
  );

  // The four edges: a band outside each, in the colour of its pair.
  const inner = size * spacing;
  const gap = 3;
  const edgeRects = {
    top: [band, 0, inner, band - gap],
    bottom: [band, band + inner + gap, inner, band - gap],
    left: [0, band, band - gap, inner],
    right: [band + inner + gap, band, band - gap, inner],
  };
  for (const [edge, [x, y, w, h]] of Object.entries(edgeRects)) {
    const pair = edge === 'top' || edge === 'bottom' ? 'vertical' : 'horizontal';
    parts.push(`<rect class="kg-edge kg-edge-${pair}${edges[edge] ? ' reached' : ''}" data-edge="${edge}" x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/>`);
  }
  parts.push(`<rect class="kg-wood" x="${band}" y="${band}" width="${inner}" height="${inner}" rx="3"/>`);

  // Coordinates in the bands: columns above and below, rows left and right.
  for (let i = 0; i < size; i += 1) {
    const [x, y] = pointOf([i, i]);
    const mid = band / 2 - gap / 2;
    parts.push(
      `<text class="kg-coord" x="${x}" y="${mid}" dy=".35em" text-anchor="middle">c${i + 1}</text>` +
        `<text class="kg-coord" x="${x}" y="${pixels - mid}" dy=".35em" text-anchor="middle">c${i + 1}</text>` +
        `<text class="kg-coord" x="${mid}" y="${y}" dy=".35em" text-anchor="middle">r${i + 1}</text>` +
        `<text class="kg-coord" x="${pixels - mid}" y="${y}" dy=".35em" text-anchor="middle">r${i + 1}</text>`,
    );
  }

  // The grid; the outermost lines are the edges, drawn thicker in their tint.
  const [first] = pointOf([0, 0]);
  const [lastLine] = pointOf([size - 1, size - 1]);
  for (let i = 0; i < size; i += 1) {
    const [p] = pointOf([i, i]);
    const rowClass = i === 0 ? ' kg-line-edge kg-line-vertical' : i === size - 1 ? ' kg-line-edge kg-line-vertical' : '';
    const colClass = i === 0 ? ' kg-line-edge kg-line-horizontal' : i === size - 1 ? ' kg-line-edge kg-line-horizontal' : '';
    parts.push(`<line class="kg-line${rowClass}" x1="${first}" y1="${p}" x2="${lastLine}" y2="${p}"/>`);
    parts.push(`<line class="kg-line${colClass}" x1="${p}" y1="${first}" x2="${p}" y2="${lastLine}"/>`);
  }
  for (const point of starPoints(size)) {
    const [x, y] = pointOf(point);
    parts.push(`<circle class="kg-star" cx="${x}" cy="${y}" r="3.5"/>`);
  }

  // The winning chain, under its stones.
  for (const [a, b] of groupLinks(winning)) {
    const [x1, y1] = pointOf(a);
    const [x2, y2] = pointOf(b);
    parts.push(`<line class="kg-win-link" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
  }

  for (const cell of boardCells(game)) {
    const [cx, cy] = pointOf([cell.col, cell.row]);
    const legal = byCell.has(cell.key);
    const isForbidden = !legal && !cell.stone && forbidden.has(cell.key);
    const info = {
      last: cell.key === lastKey && Boolean(cell.stone),
      winning: winningKeys.has(cell.key),
      ghost: ghosts.get(cell.key) || null,
      legal,
      forbidden: isForbidden,
      myColour,
    };
    const classes = ['kg-cell'];
    if (cell.stone) classes.push('occupied');
    if (legal) classes.push('legal');
    if (isForbidden) classes.push('forbidden');
    if (cell.key === options.pendingKey && legal) classes.push('pending');
    const attrs = [
      `class="${classes.join(' ')}"`,
      `data-cell="${cell.key}"`,
      `data-col="${cell.col}"`,
      `data-row="${cell.row}"`,
      `data-name="${cell.name}"`,
      `data-stone="${cell.stone || ''}"`,
    ];
    if (legal) attrs.push('data-legal="true"');
    if (isForbidden) attrs.push('data-forbidden="true"');
    if (info.last) attrs.push('data-last="true"');
    if (info.winning) attrs.push('data-winning="true"');
    if (info.ghost) attrs.push(`data-captured="${info.ghost}"`);
    attrs.push(`role="button" tabindex="${cell.key === options.focusKey ? 0 : -1}" aria-label="${cellLabel(cell, info)}"`);
    if (!legal) attrs.push('aria-disabled="true"');
    parts.push(`<g ${attrs.join(' ')}>`);
    // The tooltip: the point, then what its stone is about (how-to-play words).
    const stoneRule = cell.stone && options.rules && options.rules.get(cell.stone[0]);  // 'black' -> 'b', the view's letter
    parts.push(`<title>${escapeMarkup(cellLabel(cell, info) + (stoneRule ? `\n${stoneRule.text}` : ''))}</title>`);
    const half = spacing / 2;
    parts.push(`<rect class="kg-hit" x="${cx - half}" y="${cy - half}" width="${spacing}" height="${spacing}"/>`);
    if (info.ghost) {
      parts.push(`<circle class="kg-ghost-ring" cx="${cx}" cy="${cy}" r="${stoneRadius - 2}"/><g class="kg-ghost">${stoneMarkup(info.ghost, cx, cy, 'kg-ghost-stone')}</g>`);
    }
    if (info.winning) parts.push(`<circle class="kg-win-ring" cx="${cx}" cy="${cy}" r="${stoneRadius + 3}"/>`);
    if (cell.stone) parts.push(stoneMarkup(cell.stone, cx, cy, 'kg-stone', `stone-${cell.key}`));
    if (info.last) parts.push(`<circle class="kg-last-mark on-${cell.stone}" cx="${cx}" cy="${cy}" r="${stoneRadius * 0.36}"/>`);
    if (legal && myColour) parts.push(stoneMarkup(myColour, cx, cy, 'kg-preview'));
    if (isForbidden) {
      const d = spacing * 0.14;
      parts.push(`<path class="kg-x" d="M${cx - d} ${cy - d}L${cx + d} ${cy + d}M${cx + d} ${cy - d}L${cx - d} ${cy + d}"/>`);
    }
    parts.push(`<rect class="kg-focus" x="${cx - half + 2}" y="${cy - half + 2}" width="${spacing - 4}" height="${spacing - 4}" rx="6"/>`);
    parts.push('</g>');
  }
  parts.push('</svg>');
  return parts.join('');
}
