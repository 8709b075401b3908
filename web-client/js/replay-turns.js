// A replay's moves grouped into turns, so that a turn of several decisions
// (Kangaroo's chain of jumps and its "stop", Kangaruse's extra jump) is one
// step of the replay, as a game record reads. Pure.
//
// The replay record has no turn numbers; what it has is every position. A
// move continues the turn under way when its mover also made the move before
// and the game's view module says the position before it is mid-turn
// (`continuesTurn(game)`, optional: without it every move is a turn).

// `steps` and `moves` as replay-pages.js gives them (moves[i] led to
// steps[i + 1]); `constant` is laid under each step's game, as the page does.
// Returns [{first, last, seat}]: turn 0 is the start (first = last = 0),
// turn k shows steps[last] and was made of the moves leading to steps
// first..last.
export function turnsOf(steps, moves, continuesTurn = null, constant = {}) {
  const turns = [{ first: 0, last: 0, seat: null }];
  for (let index = 1; index < steps.length; index += 1) {
    const move = moves[index - 1] || {};
    const previous = turns[turns.length - 1];
    const before = steps[index - 1] || {};
    const sameSeat = index > 1 && Number.isInteger(move.seat) && move.seat === previous.seat;
    if (sameSeat && typeof continuesTurn === 'function' && continuesTurn(Object.assign({}, before.game, constant))) {
      previous.last = index;
    } else {
      turns.push({ first: index, last: index, seat: Number.isInteger(move.seat) ? move.seat : null });
    }
  }
  return turns;
}

// The turn that shows step `index` (the one whose moves led to it), by
// binary search: turns are in order and cover every step.
export function turnOfStep(turns, index) {
  let low = 0;
  let high = turns.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (turns[middle].first <= index) low = middle;
    else high = middle - 1;
  }
  return low;
}
