// Draws a Kanga game view as an SVG template (lit-html): a Go board (stones
// on the intersections), the four edges in two tints (top and bottom one
// pair, left and right the other), coordinates r1..rN and c1..cN, the last
// stone marked, the stones the last move captured fading away, the winning
// chain, and on my turn a preview stone on hover or focus and a cross on the
// points that would be suicide. Pure: returns a template and renders
// nothing, so node tests can read what it shows (tests/web/template-text.mjs).
// Only numbers, fixed words and cell names go into it; lit-html escapes every
// value anyway.
import { html, svg, nothing } from '../../js/lit.js';
import { t, hasMessage, direction } from '../../js/i18n.js';
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


// A stone on the board (not a ghost or a preview): it fades in when it is
// new (js/move-motion.js), keyed by its point.
function boardStone(colour, cx, cy, key) {
  return svg`<circle class="kg-stone ${colour}" cx="${cx}" cy="${cy}" r="${stoneRadius}" fill="url(#kg-${colour})" data-motion-key="stone-${key}" data-motion-kind="${colour}" data-motion="fade"/>`;
}

// A stone that is not a piece: a captured one fading ('kg-ghost-stone') or
// the preview of mine ('kg-preview').
function plainStone(cls, colour, cx, cy) {
  return svg`<circle class="${cls} ${colour}" cx="${cx}" cy="${cy}" r="${stoneRadius}" fill="url(#kg-${colour})"/>`;
}

// A rule entry's text (the tooltip of a stone), in the page's language
// when the catalog has it.
function ruleText(entry) {
  const id = `kanga-entry-${String(entry.id).replace(/[^A-Za-z0-9_-]/g, '-')}-text`;
  return hasMessage(id) ? t(id) : entry.text;
}

function cellLabel(cell, info) {
  const parts = [cell.name];
  if (cell.stone) parts.push(t('kanga-point-stone', { colour: cell.stone }));
  else parts.push(t('kanga-point-empty'));
  if (info.last) parts.push(t('kanga-point-last'));
  if (info.winning) parts.push(t('kanga-point-winning'));
  if (info.ghost) parts.push(t('kanga-point-captured', { colour: info.ghost }));
  if (info.legal) parts.push(t('kanga-point-legal', { colour: info.myColour }));
  if (info.forbidden) parts.push(t('kanga-point-forbidden'));
  // A list a screen reader reads out, not a sentence: the language's comma.
  return parts.join(direction() === 'rtl' ? '، ' : ', ');
}

const gradients = svg`<defs><radialGradient id="kg-black" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#5b5b5b"/><stop offset=".45" stop-color="#1f1f1f"/><stop offset="1" stop-color="#050505"/></radialGradient><radialGradient id="kg-white" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#eeebe4"/><stop offset="1" stop-color="#c9c4ba"/></radialGradient></defs>`;

const gap = 3;

// The four edges: a band outside each, in the colour of its pair; then the
// wood.
function edgesOf(size, reached) {
  const inner = size * spacing;
  const edgeRects = {
    top: [band, 0, inner, band - gap],
    bottom: [band, band + inner + gap, inner, band - gap],
    left: [0, band, band - gap, inner],
    right: [band + inner + gap, band, band - gap, inner],
  };
  return [
    ...Object.entries(edgeRects).map(([edge, [x, y, w, h]]) => {
      const pair = edge === 'top' || edge === 'bottom' ? 'vertical' : 'horizontal';
      return svg`<rect class="kg-edge kg-edge-${pair}${reached[edge] ? ' reached' : ''}" data-edge="${edge}" x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/>`;
    }),
    svg`<rect class="kg-wood" x="${band}" y="${band}" width="${inner}" height="${inner}" rx="3"/>`,
  ];
}

// Coordinates in the bands: columns above and below, rows left and right.
function coordinatesOf(size) {
  const pixels = boardPixels(size);
  const mid = band / 2 - gap / 2;
  return Array.from({ length: size }, (_, i) => {
    const [x, y] = pointOf([i, i]);
    return svg`<text class="kg-coord" x="${x}" y="${mid}" dy=".35em" text-anchor="middle">c${i + 1}</text><text class="kg-coord" x="${x}" y="${pixels - mid}" dy=".35em" text-anchor="middle">c${i + 1}</text><text class="kg-coord" x="${mid}" y="${y}" dy=".35em" text-anchor="middle">r${i + 1}</text><text class="kg-coord" x="${pixels - mid}" y="${y}" dy=".35em" text-anchor="middle">r${i + 1}</text>`;
  });
}

// The grid; the outermost lines are the edges, drawn thicker in their tint;
// then the star points.
function gridOf(size) {
  const [first] = pointOf([0, 0]);
  const [lastLine] = pointOf([size - 1, size - 1]);
  const lines = Array.from({ length: size }, (_, i) => {
    const [p] = pointOf([i, i]);
    const outer = i === 0 || i === size - 1;
    const rowClass = outer ? ' kg-line-edge kg-line-vertical' : '';
    const colClass = outer ? ' kg-line-edge kg-line-horizontal' : '';
    return svg`<line class="kg-line${rowClass}" x1="${first}" y1="${p}" x2="${lastLine}" y2="${p}"/><line class="kg-line${colClass}" x1="${p}" y1="${first}" x2="${p}" y2="${lastLine}"/>`;
  });
  const stars = starPoints(size).map((point) => {
    const [x, y] = pointOf(point);
    return svg`<circle class="kg-star" cx="${x}" cy="${y}" r="3.5"/>`;
  });
  return [lines, stars];
}

// The winning chain's links, under its stones.
function winLinks(winning) {
  return groupLinks(winning).map(([a, b]) => {
    const [x1, y1] = pointOf(a);
    const [x2, y2] = pointOf(b);
    return svg`<line class="kg-win-link" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  });
}

// One point: its square is the click target; what is on it, each part only
// when it is there. An attribute bound to `nothing` is left out.
function pointOfBoard(cell, info, options) {
  const [cx, cy] = pointOf([cell.col, cell.row]);
  const half = spacing / 2;
  const classes = ['kg-cell'];
  if (cell.stone) classes.push('occupied');
  if (info.legal) classes.push('legal');
  if (info.forbidden) classes.push('forbidden');
  if (cell.key === options.pendingKey && info.legal) classes.push('pending');
  const label = cellLabel(cell, info);
  // The tooltip: the point, then what its stone is about (how-to-play words).
  const stoneRule = cell.stone && options.rules && options.rules.get(cell.stone[0]);  // 'black' -> 'b', the view's letter
  const d = spacing * 0.14;
  return svg`<g class="${classes.join(' ')}" data-cell="${cell.key}" data-col="${cell.col}" data-row="${cell.row}" data-name="${cell.name}" data-stone="${cell.stone || ''}" data-legal="${info.legal ? 'true' : nothing}" data-forbidden="${info.forbidden ? 'true' : nothing}" data-last="${info.last ? 'true' : nothing}" data-winning="${info.winning ? 'true' : nothing}" data-captured="${info.ghost || nothing}" role="button" tabindex="${cell.key === options.focusKey ? 0 : -1}" aria-label="${label}" aria-disabled="${info.legal ? nothing : 'true'}"><title>${label + (stoneRule ? `\n${ruleText(stoneRule)}` : '')}</title><rect class="kg-hit" x="${cx - half}" y="${cy - half}" width="${spacing}" height="${spacing}"/>${
    info.ghost ? svg`<circle class="kg-ghost-ring" cx="${cx}" cy="${cy}" r="${stoneRadius - 2}"/><g class="kg-ghost">${plainStone('kg-ghost-stone', info.ghost, cx, cy)}</g>` : nothing
  }${info.winning ? svg`<circle class="kg-win-ring" cx="${cx}" cy="${cy}" r="${stoneRadius + 3}"/>` : nothing}${
    cell.stone ? boardStone(cell.stone, cx, cy, cell.key) : nothing
  }${info.last ? svg`<circle class="kg-last-mark on-${cell.stone}" cx="${cx}" cy="${cy}" r="${stoneRadius * 0.36}"/>` : nothing}${
    info.legal && info.myColour ? plainStone('kg-preview', info.myColour, cx, cy) : nothing
  }${
    info.forbidden ? svg`<path class="kg-x" d="M${cx - d} ${cy - d}L${cx + d} ${cy + d}M${cx + d} ${cy - d}L${cx - d} ${cy + d}"/>` : nothing
  }<rect class="kg-focus" x="${cx - half + 2}" y="${cy - half + 2}" width="${spacing - 4}" height="${spacing - 4}" rx="6"/></g>`;
}

// options: byCell (Map "c,r" -> legal move), myColour ('black'|'white'|null),
// focusKey ("c,r": the cell with tabindex 0), pendingKey (a chosen cell
// waiting for a second tap), forbidden (Set of "c,r"), rules (Map id ->
// how-to-play entry, for tooltips). The captured stones' fade is the style
// sheet's: their nodes stay while the board is drawn again (the view renders
// in place), so the fade runs once.
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

  const points = boardCells(game).map((cell) => {
    const legal = byCell.has(cell.key);
    return pointOfBoard(cell, {
      last: cell.key === lastKey && Boolean(cell.stone),
      winning: winningKeys.has(cell.key),
      ghost: ghosts.get(cell.key) || null,
      legal,
      forbidden: !legal && !cell.stone && forbidden.has(cell.key),
      myColour,
    }, options);
  });

  return html`<svg class="kanga-board${myColour ? ` me-${myColour}` : ''}${winning.length ? ' finished-win' : ''}" viewBox="0 0 ${pixels} ${pixels}" role="group" dir="ltr" aria-label="${t('kanga-board-label', { size })}" data-size="${size}" xmlns="http://www.w3.org/2000/svg">${gradients}${edgesOf(size, edges)}${coordinatesOf(size)}${gridOf(size)}${winLinks(winning)}${points}</svg>`;
}
