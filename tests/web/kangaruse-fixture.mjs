// A small Kangaruse view in the engine's JSON shape (engine/kangaruse/README.md):
// the 6x5 board of RULES.md §1.8 (column numbers 1,2,3,4,1,2; row directions
// right, down, left, up, right), with a few typed squares added.
export function tinyView() {
  const width = 6;
  const height = 5;
  const cells = Array.from({ length: width * height }, () => ({ type: 'plain', river: true }));
  const set = (x, y, cell) => {
    cells[y * width + x] = cell;
  };
  set(0, 0, { type: 'score', value: 3 });
  set(1, 0, { type: 'tree' });
  set(4, 1, { type: 'echidna', value: 2 });
  set(5, 2, { type: 'crocodile' });
  set(0, 2, { type: 'gems' });
  set(3, 4, { type: 'score', value: -2 });
  const crossed = Array(width * height).fill(false);
  crossed[1 * width + 2] = true;  // (2,1)
  return {
    game: 'kangaruse',
    edition: 'current',
    teleport_cost: 10,
    board: {
      width,
      height,
      numbers_on_columns: true,
      numbers: [1, 2, 3, 4, 1, 2],
      directions: ['right', 'down', 'left', 'up', 'right'],
      cells,
    },
    types_present: [
      { type: 'score', rule: 'Score: collect the points printed on it.' },
      { type: 'crocodile', rule: 'Crocodile: ...' },
    ],
    phase: 'playing',
    crossed,
    players: [
      { seat: 0, x: 2, y: 2, placed: true, out: false, score: 0, teleports: 0, collected: {}, last_echidna: 0 },
      { seat: 1, x: 4, y: 4, placed: true, out: false, score: 3, teleports: 0, collected: {}, last_echidna: 0 },
    ],
    turn: { seat: 0, step: 'jump', destroy_left: 0 },
  };
}
