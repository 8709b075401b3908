// Draws a Kangaruse board model (board-model.js) as SVG markup. Pure: returns
// a string, so node tests can check what a board shows. Numbers, fixed icon
// markup and checked colours go in as they are; names only escaped.
import { iconMarkup, typeCategory, typeLabel, categories, capitalized } from './cell-types.js';
import { playerIcons, safeColor, safeIcon } from '../../js/player-icons.js';
import { escapeMarkup } from '../../js/markup.js';

export const cellSize = 64;
export const edgeBand = 36;
const minimumScale = 36 / cellSize;

// On a phone, squares stay at least ~36 px wide (a finger's tap); wider
// boards then scroll sideways instead of shrinking further. The view sets
// this width through the CSSOM (--kangaruse-min-width on the board's
// container): the Content-Security-Policy allows no style attribute.
export function boardMinWidth(model) {
  return Math.round((edgeBand + model.width * cellSize + 4) * minimumScale);
}

const arrowAngles = { right: 0, down: 90, left: 180, up: 270 };
const actionWords = {
  place: 'you can start here',
  jump: 'you can jump here',
  teleport: 'you can teleport here',
  destroy: 'you can cross this out',
};

function edgeLabel(label, cx, cy, active) {
  const cls = `edge-label${active ? ' active' : ''}`;
  if (label.kind === 'number') {
    return (
      `<g class="${cls}" aria-label="number ${label.value}"><circle cx="${cx}" cy="${cy}" r="13"/>` +
      `<text x="${cx}" y="${cy}" dy=".35em" text-anchor="middle">${Number(label.value)}</text></g>`
    );
  }
  const angle = arrowAngles[label.value] ?? 0;
  return (
    `<g class="${cls}" aria-label="direction ${label.value in arrowAngles ? label.value : ''}">` +
    `<circle cx="${cx}" cy="${cy}" r="13"/>` +
    `<path d="M-8 0H7M1-6l7 6-7 6" transform="translate(${cx} ${cy}) rotate(${angle})"/></g>`
  );
}

function riverMarkup(cell, x0, y0) {
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
    return `<path class="river" d="M${x0 + 8} ${cy} q${half / 2 - 4} -10 ${half - 8} 0 t${half - 8} 0"/>`;
  }
  // A lone branch end becomes a small pool, so the river does not end in a stub.
  const segments = ends.map(([ex, ey]) => `M${cx} ${cy}L${ex} ${ey}`).join('');
  const pool = ends.length === 1 ? `<circle class="river-pool" cx="${cx}" cy="${cy}" r="10"/>` : '';
  return `<path class="river" d="${segments}"/>${pool}`;
}

function cellLabel(cell, seatName, legalAction) {
  const parts = [`Column ${cell.x + 1}, row ${cell.y + 1}: ${cell.type === 'score' ? `${cell.value} star` : typeLabel(cell.type)}`];
  if (cell.type === 'echidna' && cell.value !== null) parts[0] += ` number ${cell.value}`;
  parts.push(`commands ${cell.commands.number} ${cell.commands.direction}`);
  if (cell.crossed) parts.push('crossed out');
  for (const seat of cell.occupants) parts.push(`${seatName(seat)} is here`);
  if (legalAction) parts.push(actionWords[legalAction] || legalAction);
  return parts.join('; ');
}

function pieceMarkup(seatInfo, cx, cy, radius, acting) {
  const color = safeColor(seatInfo && seatInfo.color);
  const glyph = playerIcons[safeIcon(seatInfo && seatInfo.icon)];
  const scale = (radius * 1.25) / 24;
  const ring = acting ? `<circle class="acting-ring" cx="${cx}" cy="${cy}" r="${radius + 6}" stroke="${color}"/>` : '';
  return (
    `${ring}<g class="piece" data-seat="${Number(seatInfo ? seatInfo.seat : -1)}" data-motion-key="seat-${Number(seatInfo ? seatInfo.seat : -1)}">` +
    `<title>${escapeMarkup(seatInfo && seatInfo.name ? seatInfo.name : 'A player')}${acting ? ' (to play)' : ''}</title>` +
    `<circle cx="${cx}" cy="${cy + 3}" r="${radius}" fill="#000" opacity=".22"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${color}" stroke="#fff" stroke-width="3.5"/>` +
    `<g transform="translate(${cx - 12 * scale} ${cy - 12 * scale}) scale(${scale})" fill="#fff" color="#fff">${glyph}</g></g>`
  );
}

// options: seats (array of {seat, name, color, icon}), legal (Map index ->
// action), actingSeat, focusIndex, lastMove ({from:[x,y] | null, to:[x,y], seat, kind}),
// rules (Map type -> what the square does, the tooltip).
export function renderBoardSvg(model, options = {}) {
  const seats = options.seats || [];
  const legal = options.legal || new Map();
  const seatInfo = (seat) => seats.find((s) => s.seat === seat) || { seat, name: `Player ${seat + 1}` };
  const seatName = (seat) => seatInfo(seat).name || `Player ${seat + 1}`;
  const width = edgeBand + model.width * cellSize + 4;
  const height = edgeBand + model.height * cellSize + 4;
  const focusIndex = Number.isInteger(options.focusIndex) ? options.focusIndex : -1;

  const actingPosition = model.cells.find((cell) => cell.occupants.includes(options.actingSeat));
  const parts = [];
  parts.push(
    `<svg class="kangaruse-board" viewBox="0 0 ${width} ${height}" role="group" aria-label="Kangaruse board, ${model.width} columns by ${model.height} rows" xmlns="http://www.w3.org/2000/svg">`,
  );
  parts.push(`<defs><marker id="arrow-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0L10 5 0 10z" fill="context-stroke"/></marker></defs>`);

  model.columns.forEach((label, x) => {
    parts.push(edgeLabel(label, edgeBand + x * cellSize + cellSize / 2, edgeBand / 2, actingPosition && actingPosition.x === x));
  });

  for (const cell of model.cells) {
    const x0 = edgeBand + cell.x * cellSize;
    const y0 = edgeBand + cell.y * cellSize;
    const action = legal.get(cell.index) || null;
    const category = cell.type === 'tree' ? { tint: '#5f7a57' } : typeCategory(cell.type);
    const classes = ['cell', `type-${cell.type}`];
    if (cell.crossed) classes.push('crossed');
    if (action) classes.push('legal', `legal-${action}`);
    const tabIndex = cell.index === focusIndex ? 0 : -1;
    parts.push(
      `<g class="${classes.join(' ')}" data-index="${cell.index}" data-x="${cell.x}" data-y="${cell.y}" data-type="${cell.type}"` +
        `${action ? ` data-legal="true" data-action="${action}"` : ''}${cell.crossed ? ' data-crossed="true"' : ''}` +
        ` data-occupants="${cell.occupants.join(',')}" role="button" tabindex="${tabIndex}" aria-label="${escapeMarkup(cellLabel(cell, seatName, action))}">`,
    );
    const rule = options.rules && options.rules.get(cell.type);
    parts.push(`<title>${escapeMarkup(rule || capitalized(typeLabel(cell.type)))}${cell.crossed ? ' (crossed out)' : ''}</title>`);
    parts.push(`<rect class="cell-bg" x="${x0 + 1}" y="${y0 + 1}" width="${cellSize - 2}" height="${cellSize - 2}" rx="7" fill="${category.tint}"/>`);
    if (cell.river) parts.push(riverMarkup(cell, x0, y0));
    const icon = iconMarkup(cell.type);
    if (icon) {
      const inset = cell.type === 'score' ? 5 : 9;
      const scale = (cellSize - inset * 2) / 100;
      parts.push(`<g class="icon" transform="translate(${x0 + inset} ${y0 + inset}) scale(${scale})">${icon}</g>`);
    }
    if (cell.type === 'score' && cell.value !== null) {
      parts.push(
        `<text class="score-value${cell.value < 0 ? ' negative' : ''}" x="${x0 + cellSize / 2}" y="${y0 + cellSize / 2 + 3}" dy=".35em" text-anchor="middle">${Number(cell.value)}</text>`,
      );
    }
    if (cell.type === 'echidna' && cell.value !== null) {
      parts.push(
        `<circle class="echidna-badge" cx="${x0 + cellSize - 15}" cy="${y0 + 15}" r="11"/>` +
          `<text class="echidna-value" x="${x0 + cellSize - 15}" y="${y0 + 15}" dy=".35em" text-anchor="middle">${Number(cell.value)}</text>`,
      );
    }
    if (cell.crossed) {
      parts.push(
        `<rect class="crossed-shade" x="${x0 + 1}" y="${y0 + 1}" width="${cellSize - 2}" height="${cellSize - 2}" rx="7"/>` +
          `<path class="cross" d="M${x0 + 10} ${y0 + 10}L${x0 + cellSize - 10} ${y0 + cellSize - 10}M${x0 + cellSize - 10} ${y0 + 10}L${x0 + 10} ${y0 + cellSize - 10}"/>`,
      );
    }
    if (action) {
      parts.push(
        `<rect class="legal-mark" x="${x0 + 3.5}" y="${y0 + 3.5}" width="${cellSize - 7}" height="${cellSize - 7}" rx="6"/>` +
          `<circle class="legal-dot" cx="${x0 + 13}" cy="${y0 + 13}" r="6"/>`,
      );
    }
    parts.push(`<rect class="focus-ring" x="${x0 + 2}" y="${y0 + 2}" width="${cellSize - 4}" height="${cellSize - 4}" rx="7"/>`);
    parts.push('</g>');
  }

  const last = options.lastMove;
  if (last && last.from && last.to) {
    const center = ([x, y]) => [edgeBand + x * cellSize + cellSize / 2, edgeBand + y * cellSize + cellSize / 2];
    const [fx, fy] = center(last.from);
    const [tx, ty] = center(last.to);
    const mx = (fx + tx) / 2 + (ty - fy) * 0.2;
    const my = (fy + ty) / 2 - (tx - fx) * 0.2;
    const color = safeColor(seatInfo(last.seat).color);
    parts.push(
      `<path class="last-move${last.kind === 'teleport' ? ' teleport' : ''}" d="M${fx} ${fy}Q${mx} ${my} ${tx} ${ty}" stroke="${color}" marker-end="url(#arrow-head)"/>`,
    );
  }

  for (const cell of model.cells) {
    if (cell.occupants.length === 0) continue;
    const cx = edgeBand + cell.x * cellSize + cellSize / 2;
    const cy = edgeBand + cell.y * cellSize + cellSize / 2;
    const many = cell.occupants.length > 1;
    cell.occupants.forEach((seat, i) => {
      const angle = (i / cell.occupants.length) * Math.PI * 2 - Math.PI / 4;
      const offset = many ? 12 : 0;
      parts.push(
        pieceMarkup(seatInfo(seat), cx + offset * Math.cos(angle), cy + offset * Math.sin(angle), many ? 13 : 19, seat === options.actingSeat),
      );
    });
  }
  // Row labels last, on a band of their own: when the board scrolls sideways
  // on a phone, the view slides this group along so the labels stay in sight
  // over the squares (view.js, pinRowLabels).
  parts.push(`<g class="row-labels"><rect class="row-label-band" x="0" y="${edgeBand - 2}" width="${edgeBand}" height="${model.height * cellSize + 4}"/>`);
  model.rows.forEach((label, y) => {
    parts.push(edgeLabel(label, edgeBand / 2, edgeBand + y * cellSize + cellSize / 2, actingPosition && actingPosition.y === y));
  });
  parts.push('</g></svg>');
  return parts.join('');
}

// The legend swatches for the sidebar: one per category.
export function categoryOf(type) {
  return typeCategory(type);
}

export { categories };
