// Pieces that move, move: a board is rendered anew on every update (a
// lit-html template: the nodes stay, their places change), so a piece would
// jump to its new place. Before a render a view takes `piecePlaces(board)`;
// after it, `movePieces(board, places)` slides every piece that changed place
// from where it was drawn to where it is now (FLIP: first, last, invert,
// play), and fades in the pieces that are new.
//
// A view marks its pieces in the markup:
//   data-motion-key   the piece's identity (a marble's id, a seat, a square)
//   data-motion-kind  optional: a piece without an identity of its own (a
//                     Kangaroo piece, keyed by its square) that vanished from
//                     one place is matched to one of the same kind that
//                     appeared elsewhere (the nearest)
//   data-motion       "slide" (default) or "fade" (a stone placed, never moved)
//   data-motion-path  optional: "x,y x,y ..." the centres the piece passed
//                     on its last move, from where it stood to where it
//                     stands (a Jackaroo marble along the track). A piece
//                     that moved from the path's first point to its last
//                     follows it, through the Web Animations API, instead of
//                     sliding straight across the board.
//
// Styles only through classes and custom properties set with the CSSOM (the
// Content-Security-Policy blocks style attributes): `data-motion-state="from"`
// places the piece at its old spot (--motion-x, --motion-y), "slide" carries
// the transition to its own, "fade" fades it in (css/app.css). Nothing
// moves for a viewer who asked for reduced motion.
//
// For tests: <html data-motion-slides="N" data-motion-fades="N"> count the
// pieces set moving, and data-motion-paths those of them that followed a path.

import { show } from './lit.js';

const slideMs = 360;

function reducedMotion() {
  return Boolean(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
}

// Where `node` is drawn: its centre in the SVG's user units (or the page's
// pixels for an HTML element), with the part of a slide still under way.
function centreOf(node) {
  if (typeof node.getBBox === 'function') {
    const box = node.getBBox();
    let x = box.x + box.width / 2;
    let y = box.y + box.height / 2;
    const transform = getComputedStyle(node).transform;
    if (transform && transform !== 'none') {
      const matrix = new DOMMatrixReadOnly(transform);
      x += matrix.e;
      y += matrix.f;
    }
    return { x, y };
  }
  const rect = node.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

function bump(name, count) {
  if (count === 0) return;
  const root = document.documentElement;
  root.dataset[name] = String(Number(root.dataset[name] || 0) + count);
}

// The places of the pieces in `container` now: a Map of key -> {x, y, kind}.
export function piecePlaces(container) {
  const places = new Map();
  if (!container) return places;
  for (const node of container.querySelectorAll('[data-motion-key]')) {
    places.set(node.dataset.motionKey, { ...centreOf(node), kind: node.dataset.motionKind || '' });
  }
  return places;
}

// The state of a piece's motion is a data attribute, not a class: a board's
// template may rewrite a piece's class (selected, a candidate) mid-slide,
// and lit-html owns a bound class attribute whole. Each motion has its own
// token, so that the end of an earlier one does not cut a later one short
// now that a piece keeps its node from move to move.
function start(node, state) {
  // A walk still under way gives way to the new motion, which set off from
  // where the walk had got to (centreOf reads the animated transform).
  if (node.motionWalk) node.motionWalk.cancel();
  node.motionWalk = null;
  const run = {};
  node.motionRun = run;
  node.dataset.motionState = state;
  return run;
}

function clear(node, run) {
  if (node.motionRun !== run) return;
  node.motionRun = null;
  delete node.dataset.motionState;
  node.style.removeProperty('--motion-x');
  node.style.removeProperty('--motion-y');
}

function slideFrom(node, from) {
  const to = centreOf(node);
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return false;
  node.style.setProperty('--motion-x', `${dx}px`);
  node.style.setProperty('--motion-y', `${dy}px`);
  start(node, 'from');
  // The old place must be computed before the slide's transition is set, or
  // there is nothing to transition from.
  void getComputedStyle(node).transform;
  const run = start(node, 'slide');
  node.addEventListener('transitionend', () => clear(node, run), { once: true });
  // transitionend does not come for a node taken out of the page mid-slide.
  setTimeout(() => clear(node, run), slideMs + 200);
  return true;
}

// The points of a piece's data-motion-path, or null.
export function parsePath(text) {
  if (!text) return null;
  const points = text.trim().split(/\s+/).map((pair) => pair.split(',').map(Number));
  if (points.length < 2 || points.some((p) => p.length !== 2 || !p.every(Number.isFinite))) return null;
  return points.map(([x, y]) => ({ x, y }));
}

const near = (a, b) => Math.hypot(a.x - b.x, a.y - b.y) < 2;

// Moves `node` from `from` along its path to where it is now, when the path
// runs from there to here; false (nothing done) otherwise. The time grows
// with the number of steps, within bounds, so a long walk is seen step by
// step and a short one is not slow.
function followPath(node, from) {
  const points = parsePath(node.dataset.motionPath);
  if (!points || typeof node.animate !== 'function') return false;
  const to = centreOf(node);
  if (!near(points[0], from) || !near(points[points.length - 1], to)) return false;
  const frames = points.map((p) => ({ transform: `translate(${p.x - to.x}px, ${p.y - to.y}px)` }));
  frames[frames.length - 1] = { transform: 'translate(0px, 0px)' };
  const duration = Math.min(1400, slideMs + 70 * (points.length - 2));
  const run = start(node, 'walk');
  node.motionWalk = node.animate(frames, { duration, easing: 'ease-in-out' });
  node.motionWalk.onfinish = () => clear(node, run);
  return true;
}

function fadeIn(node) {
  const run = start(node, 'fade');
  node.addEventListener('animationend', () => clear(node, run), { once: true });
  setTimeout(() => clear(node, run), slideMs + 200);
}

// Sets moving the pieces of `container` whose place differs from `before`
// (piecePlaces before the redraw). The first drawing (nothing before) moves
// nothing. Returns {slides, fades, paths}.
export function movePieces(container, before) {
  const result = { slides: 0, fades: 0, paths: 0 };
  if (!container || !before || before.size === 0 || reducedMotion()) return result;
  const appeared = [];
  const matched = new Set();
  for (const node of container.querySelectorAll('[data-motion-key]')) {
    const old = before.get(node.dataset.motionKey);
    if (old && old.kind === (node.dataset.motionKind || '')) {
      matched.add(node.dataset.motionKey);
      if (node.dataset.motion === 'fade') continue;
      if (followPath(node, old)) {
        result.slides += 1;
        result.paths += 1;
      } else if (slideFrom(node, old)) {
        result.slides += 1;
      }
    } else {
      appeared.push(node);
    }
  }
  // Pieces known only by their kind: one that vanished slides to one that appeared.
  const gone = [...before].filter(([key, place]) => !matched.has(key) && place.kind);
  for (const node of appeared) {
    if (node.dataset.motion === 'fade') {
      fadeIn(node);
      result.fades += 1;
      continue;
    }
    const kind = node.dataset.motionKind || '';
    if (!kind) continue;
    const here = centreOf(node);
    let best = -1;
    gone.forEach(([, place], index) => {
      if (place.kind !== kind) return;
      if (best < 0 || Math.hypot(place.x - here.x, place.y - here.y) < Math.hypot(gone[best][1].x - here.x, gone[best][1].y - here.y)) best = index;
    });
    if (best < 0) continue;
    const [[, from]] = gone.splice(best, 1);
    if (slideFrom(node, from)) result.slides += 1;
  }
  bump('motionSlides', result.slides);
  bump('motionFades', result.fades);
  bump('motionPaths', result.paths);
  return result;
}

// Renders `board` (a lit-html template) into `container`, and sets moving
// the pieces that changed place.
export function drawBoard(container, board) {
  const before = piecePlaces(container);
  show(container, board);
  return movePieces(container, before);
}
