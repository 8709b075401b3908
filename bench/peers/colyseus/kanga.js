"use strict";
// Kanga for the Colyseus peer: the rules kangaroom's engine/kanga plays with
// its default options (size 7, pie_rule false, move_cap false, suicide
// illegal). Written for this bench from engine/kanga/README.md and RULES.md;
// it shares no code with the C++ engine.
//
// Cells are indices into a (size+2)^2 array with a border of EDGE cells, so
// rays and neighbours need no bounds checks. Seat 0 plays Black (1) and
// moves first, seat 1 White (2).

const EMPTY = 0;
const BLACK = 1;
const WHITE = 2;
const EDGE = 3;

// Fixed Zobrist keys (two 32-bit halves per cell and colour) from a
// splitmix-like generator with a fixed seed: positions are compared by key.
function zobristKeys(count) {
  const keys = new Uint32Array(count * 2);
  let s = 0x9e3779b9 >>> 0;
  for (let i = 0; i < keys.length; i++) {
    s = (s + 0x6d2b79f5) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    keys[i] = (z ^ (z >>> 14)) >>> 0;
  }
  return keys;
}

class Kanga {
  constructor(size = 7) {
    this.size = size;
    this.width = size + 2;
    this.cells = new Uint8Array(this.width * this.width);
    this.steps4 = [-this.width, 1, this.width, -1];
    this.steps8 = [-this.width - 1, -this.width, -this.width + 1, -1, 1,
      this.width - 1, this.width, this.width + 1];
    this.keys = zobristKeys(this.cells.length * 2);
    this.seen = new Uint8Array(this.cells.length);
    this.removed = new Uint8Array(this.cells.length);
    this.reset();
  }

  reset() {
    const w = this.width;
    for (let i = 0; i < this.cells.length; i++) {
      const col = i % w, row = (i / w) | 0;
      this.cells[i] = (col === 0 || row === 0 || col === w - 1 || row === w - 1) ? EDGE : EMPTY;
    }
    this.turn = 0;            // the seat to move, -1 once finished
    this.placements = 0;
    this.captures = [0, 0];
    this.winner = -1;         // -1: none (or a draw)
    this.endReason = "";
    this.hashLo = 0;
    this.hashHi = 0;
    this.history = new Map(); // position key -> occurrences
    this.record();
  }

  cell(col, row) { return (row + 1) * this.width + col + 1; }
  colOf(cell) { return (cell % this.width) - 1; }
  rowOf(cell) { return ((cell / this.width) | 0) - 1; }

  toggle(cell, stone) {
    const k = (cell * 2 + (stone - 1)) * 2;
    this.hashLo ^= this.keys[k];
    this.hashHi ^= this.keys[k + 1];
  }

  positionKey() { return `${this.hashLo}:${this.hashHi}:${this.turn}`; }

  record() {
    const key = this.positionKey();
    const n = (this.history.get(key) || 0) + 1;
    this.history.set(key, n);
    return n;
  }

  // The group of the stone at start on the board after `mover` placed a
  // stone at `placed`; with useRemoved, the cells marked in this.removed
  // count as empty. Returns {cells, liberties}.
  group(start, placed, mover, useRemoved) {
    const colour = start === placed ? mover : this.cells[start];
    const seen = this.seen;
    seen.fill(0);
    const cells = [start];
    let liberties = 0;
    seen[start] = 1;
    for (let i = 0; i < cells.length; i++) {
      for (const step of this.steps4) {
        const next = cells[i] + step;
        if (seen[next]) continue;
        const stone = next === placed ? mover : this.cells[next];
        if (stone === EMPTY || (useRemoved && this.removed[next])) {
          seen[next] = 2;
          liberties++;
        } else if (stone === colour) {
          seen[next] = 1;
          cells.push(next);
        }
      }
    }
    return { cells, liberties };
  }

  // One placement, resolved without changing the board: the stones it
  // removes (Go captures first, then custodian ones) and whether the
  // mover's group keeps a liberty. Leaves the removals in this.removed.
  resolve(cell, colour) {
    const enemy = colour === BLACK ? WHITE : BLACK;
    const removed = this.removed;
    removed.fill(0);
    const captured = [];
    let go = 0;
    // Go: enemy groups next to the stone left without a liberty.
    for (const step of this.steps4) {
      const next = cell + step;
      if (this.cells[next] !== enemy || removed[next]) continue;
      const g = this.group(next, cell, colour, false);
      if (g.liberties > 0) continue;
      for (const c of g.cells) { removed[c] = 1; captured.push(c); }
      go += g.cells.length;
    }
    // Custodian: odd runs of 3 or more enemy stones in the 8 directions,
    // closed by a stone of the mover or by the edge.
    let custodian = 0;
    for (const step of this.steps8) {
      let length = 0;
      let next = cell + step;
      while (this.cells[next] === enemy) { length++; next += step; }
      const closer = this.cells[next];
      if (length < 3 || length % 2 === 0 || (closer !== colour && closer !== EDGE)) continue;
      for (let c = cell + step, i = 0; i < length; i++, c += step) {
        if (removed[c]) continue;
        removed[c] = 1;
        captured.push(c);
        custodian++;
      }
    }
    const own = this.group(cell, cell, colour, true);
    return { legal: own.liberties > 0, captured, go, custodian, group: own.cells };
  }

  placementLegal(cell, colour) {
    if (this.cells[cell] !== EMPTY) return false;
    for (const step of this.steps4) if (this.cells[cell + step] === EMPTY) return true;
    return this.resolve(cell, colour).legal;
  }

  colourOf(seat) { return seat === 0 ? BLACK : WHITE; }

  // The legal placements of the seat to move, as cell indices, in reading order.
  legalCells() {
    if (this.turn < 0) return [];
    const colour = this.colourOf(this.turn);
    const out = [];
    for (let row = 0; row < this.size; row++)
      for (let col = 0; col < this.size; col++) {
        const c = this.cell(col, row);
        if (this.placementLegal(c, colour)) out.push(c);
      }
    return out;
  }

  hasLegalPlacement(colour) {
    for (let row = 0; row < this.size; row++)
      for (let col = 0; col < this.size; col++)
        if (this.placementLegal(this.cell(col, row), colour)) return true;
    return false;
  }

  connects(cells) {
    const last = this.size - 1;
    let top = false, bottom = false, left = false, right = false;
    for (const c of cells) {
      const row = this.rowOf(c), col = this.colOf(c);
      if (row === 0) top = true;
      if (row === last) bottom = true;
      if (col === 0) left = true;
      if (col === last) right = true;
    }
    return (top && bottom) || (left && right);
  }

  finish(reason, winner) {
    this.endReason = reason;
    this.winner = winner;
    this.turn = -1;
  }

  // Plays seat's stone at [col, row]. Returns null, or an error code
  // ("game_over", "not_your_turn", "bad_move", "illegal_move").
  place(seat, col, row) {
    if (this.turn < 0) return "game_over";
    if (seat !== this.turn) return "not_your_turn";
    if (!Number.isInteger(col) || !Number.isInteger(row) ||
        col < 0 || row < 0 || col >= this.size || row >= this.size) return "bad_move";
    const cell = this.cell(col, row);
    const colour = this.colourOf(seat);
    if (this.cells[cell] !== EMPTY) return "illegal_move";
    const r = this.resolve(cell, colour);
    if (!r.legal) return "illegal_move";
    for (const c of r.captured) {
      this.toggle(c, this.cells[c]);
      this.cells[c] = EMPTY;
    }
    this.cells[cell] = colour;
    this.toggle(cell, colour);
    this.captures[seat] += r.captured.length;
    this.placements++;
    this.last = { seat, cell, captured: r.captured };
    // The win is checked first, on the placed stone's group only.
    if (this.connects(r.group)) {
      this.finish("connection", seat);
      return null;
    }
    this.turn = 1 - seat;
    // Then, in this order: third occurrence, move limit, no legal placement.
    if (this.record() >= 3) this.finish("repetition", -1);
    else if (this.placements >= 25 * this.size * this.size) this.finish("move_limit", -1);
    else if (!this.hasLegalPlacement(this.colourOf(this.turn))) this.finish("no_legal_move", seat);
    return null;
  }

  resign(seat) {
    if (this.turn < 0) return "game_over";
    this.finish("resigned", 1 - seat);
    return null;
  }
}

module.exports = { Kanga, EMPTY, BLACK, WHITE, EDGE };
