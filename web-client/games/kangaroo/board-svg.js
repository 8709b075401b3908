// The Kangaroo board as an SVG template (lit-html): 64 squares (each a
// focusable button with its name, piece and what it can do), both doubling
// ranks marked, every piece (doubled ones with a "2"), the chain in progress
// or the last move drawn as its path, captured pieces left as faint
// crossed-out traces, and the marks of the move being chosen. Pure: returns
// a template, renders nothing. Names from the network are only ever values
// in text or attributes, which lit-html escapes.
import { html, svg, nothing } from '../../js/lit.js';
import { t, hasMessage, direction } from '../../js/i18n.js';
import {
  boardSize, files, squareName, sameSquare, isSquare, charAt, seatOfChar, doublingRankOf,
  colorOf, movePath,
} from './board-model.js';

export const cell = 60;
export const left = 28;
export const top = 10;
export const right = 46;
export const bottom = 28;
export const width = left + boardSize * cell + right;
export const height = top + boardSize * cell + bottom;

// The board turns so that my own pieces start at the bottom (Black sees
// rank 8 at the bottom); spectators see White at the bottom.
export function isFlipped(game, mySeat) {
  return Number.isInteger(mySeat) && colorOf(game, mySeat) === 'black';
}

// Where a square is drawn: its column and row on screen (0..7, row 0 at top).
export function screenOf(square, flipped) {
  return flipped ? { col: boardSize - 1 - square[0], row: square[1] } : { col: square[0], row: boardSize - 1 - square[1] };
}

// The square drawn at a screen column and row.
export function squareAtScreen(col, row, flipped) {
  return flipped ? [boardSize - 1 - col, row] : [col, boardSize - 1 - row];
}

export function centerOf(square, flipped) {
  const { col, row } = screenOf(square, flipped);
  return { x: left + col * cell + cell / 2, y: top + row * cell + cell / 2 };
}

const pieceRadius = cell * 0.34;
const pieceFill = (color) => (color === 'black' ? '#26211d' : '#fbfaf5');
const pieceStroke = (color) => (color === 'black' ? '#f3ecdf' : '#4a4038');

// A piece on the board, keyed by its square and matched by its colour when
// it jumps (js/move-motion.js).
function pieceSvg(color, x, y, { doubled = false, extraClass = '', motionKey }) {
  const fill = pieceFill(color);
  const stroke = pieceStroke(color);
  const badge = doubled
    ? svg`<circle class="kr-doubled-ring" cx="${x}" cy="${y}" r="${pieceRadius + 4}"/><circle class="kr-doubled-badge" cx="${x + pieceRadius - 2}" cy="${y - pieceRadius + 2}" r="10"/><text class="kr-doubled-text" x="${x + pieceRadius - 2}" y="${y - pieceRadius + 2}" dy=".35em" text-anchor="middle">2</text>`
    : nothing;
  return svg`<g class="kr-piece kr-piece-${color}${extraClass}" data-motion-key="${motionKey}" data-motion-kind="${color}"><circle cx="${x}" cy="${y + 2.5}" r="${pieceRadius}" fill="#000" opacity=".2"/><circle class="kr-piece-body" cx="${x}" cy="${y}" r="${pieceRadius}" fill="${fill}" stroke="${stroke}"/><circle cx="${x}" cy="${y}" r="${pieceRadius * 0.62}" fill="none" stroke="${stroke}" stroke-opacity=".35" stroke-width="1.5"/>${badge}</g>`;
}

// The faint, crossed-out trace of a piece captured (or given up) here.
function ghostSvg(color, x, y) {
  return svg`<circle class="kr-ghost-body" cx="${x}" cy="${y}" r="${pieceRadius}" fill="${pieceFill(color)}" stroke="${pieceStroke(color)}"/><path class="kr-ghost-cross" d="${`M${x - 11} ${y - 11}L${x + 11} ${y + 11}M${x + 11} ${y - 11}L${x - 11} ${y + 11}`}"/>`;
}

// A square's tooltip: what is on it, then what the piece (and a doubling
// rank) does, in the how-to-play words (options.rules, by the view's ids).
function tooltip(label, pieceChar, doubling, rules) {
  const lines = [label];
  const rule = (id) => rules && rules.get(id) && ruleText(rules.get(id));
  if (pieceChar && rule(pieceChar)) lines.push(rule(pieceChar));
  if (doubling && rule('doubling_rank')) lines.push(rule('doubling_rank'));
  return lines.join('\n');
}

// A rule entry's text in the page's language when the catalog has it.
function ruleText(entry) {
  const id = `kangaroo-entry-${String(entry.id).replace(/[^A-Za-z0-9_-]/g, '-')}-text`;
  return hasMessage(id) ? t(id) : entry.text;
}

function includesSquare(list, square) {
  return (list || []).some((entry) => sameSquare(isSquare(entry) ? entry : entry.square || entry.to, square));
}

// The words a screen reader hears for one square.
function squareLabel(game, square, seat, info, nameOf) {
  const parts = [squareName(square)];
  if (seat === null) parts.push(t('kangaroo-square-empty'));
  else {
    parts.push(t('kangaroo-square-piece', { colour: colorOf(game, seat), name: nameOf(seat) }));
    if (square[1] === doublingRankOf(game, seat)) parts.push(t('kangaroo-square-doubled'));
  }
  for (const s of [0, 1]) if (square[1] === doublingRankOf(game, s)) parts.push(t('kangaroo-square-doubling', { colour: colorOf(game, s) }));
  if (info.selected) parts.push(t('kangaroo-square-chosen'));
  if (info.movable && !info.selected) parts.push(t('kangaroo-square-movable'));
  if (info.target) parts.push(info.target.captures ? t('kangaroo-square-target-capture', { over: squareName(info.target.over) }) : t('kangaroo-square-target'));
  if (info.capturable) parts.push(t('kangaroo-square-capturable'));
  if (info.giveUp) parts.push(t(info.chosenGiveUp ? 'kangaroo-square-give-up-chosen' : 'kangaroo-square-give-up'));
  if (info.trace) parts.push(t(info.trace === 'removed' ? 'kangaroo-square-removed' : 'kangaroo-square-captured'));
  // A list a screen reader reads out, not a sentence: the language's comma.
  return parts.join(direction() === 'rtl' ? '، ' : ', ');
}

const yes = (flag) => (flag ? 'true' : nothing);

// The board's fixed definitions: the doubling ranks' hatch, the path's arrow.
const defs = svg`<defs><pattern id="kr-doubling-hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="4" height="10" fill="#e0a82e" opacity=".28"/></pattern><marker id="kr-arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4.2" markerHeight="4.2" orient="auto-start-reverse"><path d="M0 0L10 5 0 10z" fill="context-stroke"/></marker></defs>`;

// Rank numbers on the left, file letters below.
function coordinatesSvg(flipped) {
  const list = [];
  for (let i = 0; i < boardSize; i += 1) {
    const rank = flipped ? i : boardSize - 1 - i;
    list.push(svg`<text class="kr-coord" x="${left / 2 - 2}" y="${top + i * cell + cell / 2}" dy=".35em" text-anchor="middle">${rank + 1}</text>`);
    const file = flipped ? boardSize - 1 - i : i;
    list.push(svg`<text class="kr-coord" x="${left + i * cell + cell / 2}" y="${top + boardSize * cell + bottom / 2 + 2}" dy=".35em" text-anchor="middle">${files[file]}</text>`);
  }
  return list;
}

// The doubling ranks: a badge at the right edge with the colour it doubles.
function doublingLabelSvg(game, seat, flipped) {
  const rank = doublingRankOf(game, seat);
  const { y } = centerOf([0, rank], flipped);
  const color = colorOf(game, seat);
  const x = left + boardSize * cell + right / 2 + 1;
  return svg`<g class="kr-doubling-label" data-doubling-label="${color}" aria-label="${t('kangaroo-doubling-label', { rank: rank + 1, colour: color })}"><title>${t('kangaroo-doubling-title', { rank: rank + 1, colour: color })}</title><rect x="${x - 19}" y="${y - 24}" width="38" height="48" rx="8"/><circle cx="${x}" cy="${y - 8}" r="9" fill="${pieceFill(color)}" stroke="${pieceStroke(color)}" stroke-width="2"/><text x="${x}" y="${y + 13}" dy=".35em" text-anchor="middle">×2</text></g>`;
}

// One square: a button with its name and marks (background, doubling hatch,
// the marks of this step, focus ring).
function squareSvg(game, square, col, row, { marks, traces, capturable, focus, nameOf, rules }) {
  const name = squareName(square);
  const x0 = left + col * cell;
  const y0 = top + row * cell;
  const char = charAt(game, square);
  const seat = seatOfChar(game, char);
  const doublingFor = [0, 1].filter((s) => square[1] === doublingRankOf(game, s)).map((s) => colorOf(game, s));
  const target = (marks.targets || []).find((t) => sameSquare(t.to, square)) || null;
  const trace = traces.find((t) => sameSquare(t.square, square) && seat === null);
  const info = {
    movable: includesSquare(marks.movable, square),
    selected: sameSquare(marks.selected, square),
    target,
    capturable: includesSquare(capturable, square),
    giveUp: includesSquare(marks.giveUp, square),
    chosenGiveUp: sameSquare(marks.chosenGiveUp, square),
    trace: trace ? trace.kind : null,
  };
  const classes = ['kr-square', (square[0] + square[1]) % 2 === 0 ? 'dark' : 'light'];
  if (info.movable) classes.push('movable');
  if (info.selected) classes.push('selected');
  if (target) classes.push('target');
  if (info.giveUp) classes.push('give-up');
  if (info.chosenGiveUp) classes.push('give-up-chosen');
  if (info.movable || info.selected || target || info.giveUp) classes.push('actionable');
  const label = squareLabel(game, square, seat, info, nameOf);
  const inset = (cls) => svg`<rect class="${cls}" x="${x0 + 3}" y="${y0 + 3}" width="${cell - 6}" height="${cell - 6}" rx="6"/>`;
  return svg`<g class="${classes.join(' ')}" data-square="${name}" data-file="${square[0]}" data-rank="${square[1]}" data-piece="${seat === null ? '' : char}" data-doubling="${doublingFor.length ? doublingFor.join(' ') : nothing}" data-doubled="${yes(seat !== null && square[1] === doublingRankOf(game, seat))}" data-movable="${yes(info.movable)}" data-selected="${yes(info.selected)}" data-target="${yes(target)}" data-capture="${yes(target && target.captures)}" data-capturable="${yes(info.capturable)}" data-give-up="${yes(info.giveUp)}" data-give-up-chosen="${yes(info.chosenGiveUp)}" data-trace="${info.trace || nothing}" role="button" tabindex="${focus === name ? 0 : -1}" aria-label="${label}"><title>${tooltip(label, seat === null ? null : char, doublingFor.length > 0, rules)}</title><rect class="kr-square-bg" x="${x0}" y="${y0}" width="${cell}" height="${cell}"/>${
    doublingFor.length ? svg`<rect class="kr-doubling" x="${x0}" y="${y0}" width="${cell}" height="${cell}" fill="url(#kr-doubling-hatch)"/>` : nothing
  }${info.movable || info.selected ? inset('kr-mark') : nothing}${
    target ? svg`<circle class="${target.captures ? 'kr-target-dot capture' : 'kr-target-dot'}" cx="${x0 + cell / 2}" cy="${y0 + cell / 2}" r="${target.captures ? 13 : 10}"/>` : nothing
  }${info.giveUp ? inset('kr-give-up-mark') : nothing}<rect class="kr-focus-ring" x="${x0 + 2.5}" y="${y0 + 2.5}" width="${cell - 5}" height="${cell - 5}" rx="6"/></g>`;
}

// The chain in progress or the last move, as its path.
function pathSvg(path, flipped) {
  if (!path || path.path.length < 2) return nothing;
  const points = path.path.map((s) => centerOf(s, flipped));
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join('');
  const cls = path.kind === 'chain' ? 'kr-chain-path' : 'kr-last-path';
  return svg`<g class="kr-path ${cls}" data-path="${path.path.map(squareName).join(' ')}" aria-hidden="true"><circle class="kr-path-start" cx="${points[0].x}" cy="${points[0].y}" r="9"/><path d="${d}" marker-end="url(#kr-arrow)"/></g>`;
}

// The pieces, a1 first (each with the rings and crosses of this step).
function piecesSvg(game, marks, capturable, flipped) {
  const list = [];
  for (let rank = 0; rank < boardSize; rank += 1) {
    for (let file = 0; file < boardSize; file += 1) {
      const square = [file, rank];
      const seat = seatOfChar(game, charAt(game, square));
      if (seat === null) continue;
      const { x, y } = centerOf(square, flipped);
      let extra = '';
      if (sameSquare(marks.selected, square)) extra += ' selected';
      if (includesSquare(marks.movable, square)) extra += ' movable';
      const captured = includesSquare(capturable, square);
      if (captured) extra += ' capturable';
      const givingUp = sameSquare(marks.chosenGiveUp, square);
      if (givingUp) extra += ' giving-up';
      list.push(svg`${pieceSvg(colorOf(game, seat), x, y, { doubled: rank === doublingRankOf(game, seat), extraClass: extra, motionKey: `piece-${squareName(square)}` })}${
        captured ? svg`<circle class="kr-capturable-ring" cx="${x}" cy="${y}" r="${pieceRadius + 5}"/>` : nothing
      }${givingUp ? svg`<path class="kr-give-up-cross" d="${`M${x - 13} ${y - 13}L${x + 13} ${y + 13}M${x + 13} ${y - 13}L${x - 13} ${y + 13}`}"/>` : nothing}`);
    }
  }
  return list;
}

// options: mySeat, nameOf, marks (choose.js marksOf), focus ("c3"), rules
// (Map id -> how-to-play entry, for tooltips). Returns an html`` template
// (the <svg> element); js/move-motion.js drawBoard renders it.
export function renderBoardSvg(game, options = {}) {
  const nameOf = options.nameOf || ((seat) => t('kangaroo-player-n', { number: seat + 1 }));
  const flipped = isFlipped(game, options.mySeat);
  const marks = options.marks || { movable: [], selected: null, targets: [], giveUp: [], chosenGiveUp: null, step: 'idle' };
  const focus = options.focus || null;
  const path = movePath(game);
  const traces = path ? [...path.captured.map((c) => ({ ...c, kind: 'captured' })), ...(path.removed ? [{ ...path.removed, kind: 'removed' }] : [])] : [];
  const capturable = (marks.targets || []).filter((t) => t.captures).map((t) => t.over);
  const squareOptions = { marks, traces, capturable, focus, nameOf, rules: options.rules };
  const squares = [];
  for (let row = 0; row < boardSize; row += 1) {
    for (let col = 0; col < boardSize; col += 1) squares.push(squareSvg(game, squareAtScreen(col, row, flipped), col, row, squareOptions));
  }
  // Traces of captured (or given-up) pieces, under the path.
  const ghosts = traces
    .filter((t) => charAt(game, t.square) === '.')
    .map((t) => {
      const { x, y } = centerOf(t.square, flipped);
      return svg`<g class="kr-trace kr-trace-${t.kind}" data-trace-square="${squareName(t.square)}">${ghostSvg(colorOf(game, t.seat), x, y)}</g>`;
    });
  return html`<svg class="kangaroo-board" viewBox="0 0 ${width} ${height}" role="group" dir="ltr" aria-label="${t(flipped ? 'kangaroo-board-black' : 'kangaroo-board-white')}" data-flipped="${String(flipped)}" xmlns="http://www.w3.org/2000/svg">${defs}<rect class="kr-frame" x="${left - 4}" y="${top - 4}" width="${boardSize * cell + 8}" height="${boardSize * cell + 8}" rx="6"/>${coordinatesSvg(flipped)}${[0, 1].map((seat) => doublingLabelSvg(game, seat, flipped))}${squares}<g class="kr-traces" aria-hidden="true">${ghosts}</g>${pathSvg(path, flipped)}<g class="kr-pieces" aria-hidden="true">${piecesSvg(game, marks, capturable, flipped)}</g></svg>`;
}
