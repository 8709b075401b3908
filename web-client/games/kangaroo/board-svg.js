// The Kangaroo board as SVG markup: 64 squares (each a focusable button with
// its name, piece and what it can do), both doubling ranks marked, every
// piece (doubled ones with a "2"), the chain in progress or the last move
// drawn as its path, captured pieces left as faint crossed-out traces, and
// the marks of the move being chosen. Pure: returns a string. Names are
// escaped; nothing from the network goes into markup unchecked.
import { escapeMarkup } from '../../js/markup.js';
import {
  boardSize, files, squareName, sameSquare, isSquare, charAt, seatOfChar, doublingRankOf,
  colorOf, colorWord, movePath,
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

// `motionKey`: a piece on the board, keyed by its square and matched by its
// colour when it jumps (js/move-motion.js).
function pieceSvg(color, x, y, { doubled = false, extraClass = '', ghost = false, motionKey = null } = {}) {
  const fill = color === 'black' ? '#26211d' : '#fbfaf5';
  const stroke = color === 'black' ? '#f3ecdf' : '#4a4038';
  if (ghost) {
    return (
      `<circle class="kr-ghost-body" cx="${x}" cy="${y}" r="${pieceRadius}" fill="${fill}" stroke="${stroke}"/>` +
      `<path class="kr-ghost-cross" d="M${x - 11} ${y - 11}L${x + 11} ${y + 11}M${x + 11} ${y - 11}L${x - 11} ${y + 11}"/>`
    );
  }
  const badge = doubled
    ? `<circle class="kr-doubled-ring" cx="${x}" cy="${y}" r="${pieceRadius + 4}"/>` +
      `<circle class="kr-doubled-badge" cx="${x + pieceRadius - 2}" cy="${y - pieceRadius + 2}" r="10"/>` +
      `<text class="kr-doubled-text" x="${x + pieceRadius - 2}" y="${y - pieceRadius + 2}" dy=".35em" text-anchor="middle">2</text>`
    : '';
  return (
    `<g class="kr-piece kr-piece-${color}${extraClass}"${motionKey ? ` data-motion-key="${motionKey}" data-motion-kind="${color}"` : ''}>` +
    `<circle cx="${x}" cy="${y + 2.5}" r="${pieceRadius}" fill="#000" opacity=".2"/>` +
    `<circle class="kr-piece-body" cx="${x}" cy="${y}" r="${pieceRadius}" fill="${fill}" stroke="${stroke}"/>` +
    `<circle cx="${x}" cy="${y}" r="${pieceRadius * 0.62}" fill="none" stroke="${stroke}" stroke-opacity=".35" stroke-width="1.5"/>` +
    `${badge}</g>`
  );
}

// A square's tooltip: what is on it, then what the piece (and a doubling
// rank) does, in the how-to-play words (options.rules, by the view's ids).
function tooltip(label, pieceChar, doubling, rules) {
  const lines = [label];
  const rule = (id) => rules && rules.get(id) && rules.get(id).text;
  if (pieceChar && rule(pieceChar)) lines.push(rule(pieceChar));
  if (doubling && rule('doubling_rank')) lines.push(rule('doubling_rank'));
  return lines.join('\n');
}

function includesSquare(list, square) {
  return (list || []).some((entry) => sameSquare(isSquare(entry) ? entry : entry.square || entry.to, square));
}

// The words a screen reader hears for one square.
function squareLabel(game, square, seat, info, nameOf) {
  const parts = [squareName(square)];
  if (seat === null) parts.push('empty');
  else {
    parts.push(`${colorOf(game, seat)} piece (${nameOf(seat)})`);
    if (square[1] === doublingRankOf(game, seat)) parts.push('doubled, counts 2');
  }
  for (const s of [0, 1]) if (square[1] === doublingRankOf(game, s)) parts.push(`${colorWord(colorOf(game, s))}’s doubling rank`);
  if (info.selected) parts.push('chosen');
  if (info.movable && !info.selected) parts.push('can jump');
  if (info.target) parts.push(info.target.captures ? `jump here, capturing ${squareName(info.target.over)}` : 'jump here');
  if (info.capturable) parts.push('would be captured');
  if (info.giveUp) parts.push(info.chosenGiveUp ? 'chosen to give up' : 'can be given up');
  if (info.trace) parts.push(info.trace === 'removed' ? 'a piece was given up here' : 'a piece was captured here');
  return parts.join(', ');
}

// options: mySeat, nameOf, marks (choose.js marksOf), focus ("c3"), rules
// (Map id -> how-to-play entry, for tooltips).
export function renderBoardSvg(game, options = {}) {
  const nameOf = options.nameOf || ((seat) => `Player ${seat + 1}`);
  const flipped = isFlipped(game, options.mySeat);
  const marks = options.marks || { movable: [], selected: null, targets: [], giveUp: [], chosenGiveUp: null, step: 'idle' };
  const focus = options.focus || null;
  const path = movePath(game);
  const traces = path ? [...path.captured.map((c) => ({ ...c, kind: 'captured' })), ...(path.removed ? [{ ...path.removed, kind: 'removed' }] : [])] : [];
  const capturable = (marks.targets || []).filter((t) => t.captures).map((t) => t.over);
  const parts = [];
  parts.push(
    `<svg class="kangaroo-board" viewBox="0 0 ${width} ${height}" role="group" aria-label="Kangaroo board${flipped ? ', Black at the bottom' : ', White at the bottom'}" data-flipped="${flipped}" xmlns="http://www.w3.org/2000/svg">`,
  );
  parts.push(
    '<defs>' +
      '<pattern id="kr-doubling-hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="4" height="10" fill="#e0a82e" opacity=".28"/></pattern>' +
      '<marker id="kr-arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4.2" markerHeight="4.2" orient="auto-start-reverse"><path d="M0 0L10 5 0 10z" fill="context-stroke"/></marker>' +
      '</defs>',
  );
  parts.push(`<rect class="kr-frame" x="${left - 4}" y="${top - 4}" width="${boardSize * cell + 8}" height="${boardSize * cell + 8}" rx="6"/>`);

  // Rank numbers on the left, file letters below.
  for (let i = 0; i < boardSize; i += 1) {
    const rank = flipped ? i : boardSize - 1 - i;
    parts.push(`<text class="kr-coord" x="${left / 2 - 2}" y="${top + i * cell + cell / 2}" dy=".35em" text-anchor="middle">${rank + 1}</text>`);
    const file = flipped ? boardSize - 1 - i : i;
    parts.push(`<text class="kr-coord" x="${left + i * cell + cell / 2}" y="${top + boardSize * cell + bottom / 2 + 2}" dy=".35em" text-anchor="middle">${files[file]}</text>`);
  }

  // The doubling ranks: a badge at the right edge with the colour it doubles.
  for (const seat of [0, 1]) {
    const rank = doublingRankOf(game, seat);
    const { y } = centerOf([0, rank], flipped);
    const color = colorOf(game, seat);
    const x = left + boardSize * cell + right / 2 + 1;
    parts.push(
      `<g class="kr-doubling-label" data-doubling-label="${color}" aria-label="${escapeMarkup(`Rank ${rank + 1}: ${colorWord(color)}’s doubling rank, a ${color} piece here counts 2`)}">` +
        `<title>${escapeMarkup(`Rank ${rank + 1}: a ${color} piece here counts 2`)}</title>` +
        `<rect x="${x - 19}" y="${y - 24}" width="38" height="48" rx="8"/>` +
        `<circle cx="${x}" cy="${y - 8}" r="9" fill="${color === 'black' ? '#26211d' : '#fbfaf5'}" stroke="${color === 'black' ? '#f3ecdf' : '#4a4038'}" stroke-width="2"/>` +
        `<text x="${x}" y="${y + 13}" dy=".35em" text-anchor="middle">×2</text></g>`,
    );
  }

  // Squares: background, doubling hatch, the marks of this step, focus ring.
  const targets = marks.targets || [];
  for (let row = 0; row < boardSize; row += 1) {
    for (let col = 0; col < boardSize; col += 1) {
      const square = squareAtScreen(col, row, flipped);
      const name = squareName(square);
      const x0 = left + col * cell;
      const y0 = top + row * cell;
      const char = charAt(game, square);
      const seat = seatOfChar(game, char);
      const doublingFor = [0, 1].filter((s) => square[1] === doublingRankOf(game, s)).map((s) => colorOf(game, s));
      const target = targets.find((t) => sameSquare(t.to, square)) || null;
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
      const data = [`data-square="${name}"`, `data-file="${square[0]}"`, `data-rank="${square[1]}"`, `data-piece="${seat === null ? '' : char}"`];
      if (doublingFor.length) data.push(`data-doubling="${doublingFor.join(' ')}"`);
      if (seat !== null && square[1] === doublingRankOf(game, seat)) data.push('data-doubled="true"');
      if (info.movable) { classes.push('movable'); data.push('data-movable="true"'); }
      if (info.selected) { classes.push('selected'); data.push('data-selected="true"'); }
      if (target) { classes.push('target'); data.push('data-target="true"'); if (target.captures) data.push('data-capture="true"'); }
      if (info.capturable) data.push('data-capturable="true"');
      if (info.giveUp) { classes.push('give-up'); data.push('data-give-up="true"'); }
      if (info.chosenGiveUp) { classes.push('give-up-chosen'); data.push('data-give-up-chosen="true"'); }
      if (info.trace) data.push(`data-trace="${info.trace}"`);
      const actionable = info.movable || info.selected || target || info.giveUp;
      if (actionable) classes.push('actionable');
      const tabindex = focus === name ? 0 : -1;
      const label = squareLabel(game, square, seat, info, nameOf);
      parts.push(
        `<g class="${classes.join(' ')}" ${data.join(' ')} role="button" tabindex="${tabindex}" aria-label="${escapeMarkup(label)}">`,
        `<title>${escapeMarkup(tooltip(label, seat === null ? null : char, doublingFor.length > 0, options.rules))}</title>`,
      );
      parts.push(`<rect class="kr-square-bg" x="${x0}" y="${y0}" width="${cell}" height="${cell}"/>`);
      if (doublingFor.length) parts.push(`<rect class="kr-doubling" x="${x0}" y="${y0}" width="${cell}" height="${cell}" fill="url(#kr-doubling-hatch)"/>`);
      if (info.movable || info.selected) parts.push(`<rect class="kr-mark" x="${x0 + 3}" y="${y0 + 3}" width="${cell - 6}" height="${cell - 6}" rx="6"/>`);
      if (target) {
        parts.push(
          `<circle class="kr-target-dot${target.captures ? ' capture' : ''}" cx="${x0 + cell / 2}" cy="${y0 + cell / 2}" r="${target.captures ? 13 : 10}"/>`,
        );
      }
      if (info.giveUp) parts.push(`<rect class="kr-give-up-mark" x="${x0 + 3}" y="${y0 + 3}" width="${cell - 6}" height="${cell - 6}" rx="6"/>`);
      parts.push(`<rect class="kr-focus-ring" x="${x0 + 2.5}" y="${y0 + 2.5}" width="${cell - 5}" height="${cell - 5}" rx="6"/>`);
      parts.push('</g>');
    }
  }

  // Traces of captured (or given-up) pieces, under the path.
  parts.push('<g class="kr-traces" aria-hidden="true">');
  for (const t of traces) {
    if (charAt(game, t.square) !== '.') continue;
    const { x, y } = centerOf(t.square, flipped);
    parts.push(`<g class="kr-trace kr-trace-${t.kind}" data-trace-square="${squareName(t.square)}">${pieceSvg(colorOf(game, t.seat), x, y, { ghost: true })}</g>`);
  }
  parts.push('</g>');

  // The chain in progress or the last move, as its path.
  if (path && path.path.length > 1) {
    const points = path.path.map((s) => centerOf(s, flipped));
    const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join('');
    const cls = path.kind === 'chain' ? 'kr-chain-path' : 'kr-last-path';
    parts.push(
      `<g class="kr-path ${cls}" data-path="${escapeMarkup(path.path.map(squareName).join(' '))}" aria-hidden="true">` +
        `<circle class="kr-path-start" cx="${points[0].x}" cy="${points[0].y}" r="9"/>` +
        `<path d="${d}" marker-end="url(#kr-arrow)"/></g>`,
    );
  }

  // The pieces on top; they let clicks through to their squares.
  parts.push('<g class="kr-pieces" aria-hidden="true">');
  for (let rank = 0; rank < boardSize; rank += 1) {
    for (let file = 0; file < boardSize; file += 1) {
      const square = [file, rank];
      const seat = seatOfChar(game, charAt(game, square));
      if (seat === null) continue;
      const { x, y } = centerOf(square, flipped);
      let extra = '';
      if (sameSquare(marks.selected, square)) extra += ' selected';
      if (includesSquare(marks.movable, square)) extra += ' movable';
      if (includesSquare(capturable, square)) extra += ' capturable';
      if (sameSquare(marks.chosenGiveUp, square)) extra += ' giving-up';
      parts.push(pieceSvg(colorOf(game, seat), x, y, { doubled: rank === doublingRankOf(game, seat), extraClass: extra, motionKey: `piece-${squareName(square)}` }));
      if (includesSquare(capturable, square)) parts.push(`<circle class="kr-capturable-ring" cx="${x}" cy="${y}" r="${pieceRadius + 5}"/>`);
      if (sameSquare(marks.chosenGiveUp, square)) {
        parts.push(`<path class="kr-give-up-cross" d="M${x - 13} ${y - 13}L${x + 13} ${y + 13}M${x + 13} ${y - 13}L${x - 13} ${y + 13}"/>`);
      }
    }
  }
  parts.push('</g>');
  parts.push('</svg>');
  return parts.join('');
}
