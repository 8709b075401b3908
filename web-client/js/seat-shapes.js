// A shape for every seat, beside its colour (issue 44): colour is never the
// only sign of whose marble, piece or dot it is. One mapping, used by the
// panels (dots), the lobby's colour choice, the replay's move list and the
// Jackaroo and Kangaruse boards. Pure.
//
// A colour of the lobby's palette has a shape of its own (the lobby shows
// it on the swatch, so a player knows their shape before sitting down);
// the server's colours for bots and seats without one are mapped too. At a
// table the shapes are made distinct the way Jackaroo makes its colours
// distinct: people keep their colour's shape (in seat order), a bot or a
// later seat whose shape is taken gets the first free one.
import { svg } from './lit.js';
import { playerColors } from './player-icons.js';

export const seatShapeNames = ['circle', 'triangle', 'square', 'diamond', 'plus', 'star', 'hexagon', 'bar'];

// The server's own colours (server/room/seating.cpp, default_colors), which
// bots and seats taken without a colour get.
export const serverColors = ['#dd4c3a', '#1482ee', '#339555', '#e0a526', '#875aaa', '#00aaaf', '#d66a9c', '#6b6b6b'];

// The lobby's colours keep their order; a server colour gets the shape of
// the lobby colour nearest in hue, so that a person and a bot of the same
// hue are the ones told apart by the table's rule below.
const serverShapes = ['hexagon', 'triangle', 'square', 'bar', 'diamond', 'star', 'circle', 'plus'];

export function shapeOfColor(color) {
  const key = typeof color === 'string' ? color.toLowerCase() : '';
  const mine = playerColors.findIndex((c) => c.toLowerCase() === key);
  if (mine >= 0) return seatShapeNames[mine % seatShapeNames.length];
  const server = serverColors.indexOf(key);
  return server >= 0 ? serverShapes[server] : null;
}

// seats: [{seat, color, bot}] -> Map seat -> shape name, distinct while
// there are shapes enough.
export function seatShapes(seats) {
  const list = (seats || []).filter((info) => info && Number.isInteger(info.seat)).sort((a, b) => a.seat - b.seat);
  const want = (info) => shapeOfColor(info.color) || seatShapeNames[info.seat % seatShapeNames.length];
  const taken = new Set();
  const shapes = new Map();
  const settle = (info) => {
    let shape = want(info);
    if (taken.has(shape)) shape = seatShapeNames.find((name) => !taken.has(name)) || shape;
    taken.add(shape);
    shapes.set(info.seat, shape);
  };
  list.filter((info) => !info.bot).forEach(settle);
  list.filter((info) => info.bot).forEach(settle);
  return shapes;
}

export function seatShape(seats, seat) {
  return seatShapes(seats).get(seat) || seatShapeNames[((seat % seatShapeNames.length) + seatShapeNames.length) % seatShapeNames.length];
}

// Points of a regular star or polygon around (0, 0), radius 1.
function ring(count, start, radii) {
  const points = [];
  for (let i = 0; i < count * radii.length; i += 1) {
    const angle = start + (i * Math.PI * 2) / (count * radii.length);
    const r = radii[i % radii.length];
    points.push([r * Math.cos(angle), r * Math.sin(angle)]);
  }
  return points;
}

// Each shape as a polygon in a box from -1 to 1 (the circle is drawn as one).
const outlines = {
  triangle: [[0, -0.95], [0.95, 0.75], [-0.95, 0.75]],
  square: [[-0.75, -0.75], [0.75, -0.75], [0.75, 0.75], [-0.75, 0.75]],
  diamond: [[0, -1], [1, 0], [0, 1], [-1, 0]],
  plus: [[-0.32, -0.95], [0.32, -0.95], [0.32, -0.32], [0.95, -0.32], [0.95, 0.32], [0.32, 0.32], [0.32, 0.95], [-0.32, 0.95], [-0.32, 0.32], [-0.95, 0.32], [-0.95, -0.32], [-0.32, -0.32]],
  star: ring(5, -Math.PI / 2, [1, 0.45]),
  hexagon: ring(6, 0, [0.95]),
  bar: [[-1, -0.38], [1, -0.38], [1, 0.38], [-1, 0.38]],
};

const rounded = (value) => Math.round(value * 100) / 100;

// The shape as path data, centred on (cx, cy), r from the centre to its edge.
export function shapePath(name, cx = 0, cy = 0, r = 1) {
  const points = outlines[name];
  if (!points) return `M${rounded(cx - r * 0.8)} ${rounded(cy)}a${rounded(r * 0.8)} ${rounded(r * 0.8)} 0 1 0 ${rounded(r * 1.6)} 0a${rounded(r * 0.8)} ${rounded(r * 0.8)} 0 1 0 ${rounded(-r * 1.6)} 0z`;
  return `M${points.map(([x, y]) => `${rounded(cx + x * r)} ${rounded(cy + y * r)}`).join('L')}z`;
}

// The mark drawn inside a marble or piece (an SVG template): decoration,
// hidden from screen readers (the piece's name says whose it is).
export function seatMarkSvg(name, cx, cy, r, cls = 'seat-mark') {
  const shape = seatShapeNames.includes(name) ? name : 'circle';
  return svg`<path class="${cls}" data-shape="${shape}" d="${shapePath(shape, cx, cy, r)}" aria-hidden="true"/>`;
}
