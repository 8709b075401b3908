// Maps the engine's Kangaruse view (engine/kangaruse/README.md) to what the
// board drawing needs: one entry per square with its type, state and
// kangaroos, and the number/direction command on each column and row.
// Pure: no DOM.

export const directionSteps = {
  right: { dx: 1, dy: 0 },
  down: { dx: 0, dy: 1 },
  left: { dx: -1, dy: 0 },
  up: { dx: 0, dy: -1 },
};

// The two commands of a square: its column's and its row's.
export function commandsAt(board, x, y) {
  if (board.numbers_on_columns) {
    return { number: board.numbers[x], direction: board.directions[y] };
  }
  return { number: board.numbers[y], direction: board.directions[x] };
}

function isRiver(cell) {
  return cell.river === true || cell.type === 'plain';
}

export function boardModel(gameView) {
  const board = gameView.board;
  const { width, height } = board;
  const crossed = gameView.crossed || [];
  const cells = board.cells.map((cell, index) => ({
    index,
    x: index % width,
    y: Math.floor(index / width),
    type: cell.type,
    value: typeof cell.value === 'number' ? cell.value : null,
    river: isRiver(cell),
    crossed: crossed[index] === true,
    occupants: [],
    commands: commandsAt(board, index % width, Math.floor(index / width)),
  }));

  for (const player of gameView.players || []) {
    if (!player.placed || typeof player.x !== 'number' || typeof player.y !== 'number') continue;
    const cell = cells[player.y * width + player.x];
    if (cell) cell.occupants.push(player.seat);
  }

  const riverAt = (x, y) => x >= 0 && y >= 0 && x < width && y < height && cells[y * width + x].river;
  for (const cell of cells) {
    cell.riverLinks = cell.river
      ? {
          up: riverAt(cell.x, cell.y - 1),
          down: riverAt(cell.x, cell.y + 1),
          left: riverAt(cell.x - 1, cell.y),
          right: riverAt(cell.x + 1, cell.y),
        }
      : null;
  }

  const columnKind = board.numbers_on_columns ? 'number' : 'direction';
  const rowKind = board.numbers_on_columns ? 'direction' : 'number';
  const columnValues = board.numbers_on_columns ? board.numbers : board.directions;
  const rowValues = board.numbers_on_columns ? board.directions : board.numbers;

  return {
    width,
    height,
    cells,
    columns: Array.from({ length: width }, (_, x) => ({ kind: columnKind, value: columnValues[x] })),
    rows: Array.from({ length: height }, (_, y) => ({ kind: rowKind, value: rowValues[y] })),
  };
}

// The square a seat's kangaroo stands on, or null.
export function positionOf(gameView, seat) {
  const player = (gameView.players || []).find((p) => p.seat === seat);
  if (!player || !player.placed) return null;
  return { x: player.x, y: player.y };
}
