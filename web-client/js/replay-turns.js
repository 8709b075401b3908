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

// The game's own numbering of `turns` (from turnsOf), as the table counted
// while it was played: an agreed takeback is no move and undoes the turns it
// took back (the next move takes their number again), an agreed draw is no
// move, and neither is a resignation written as {"resign": true}. moves[i] is the replay's record entry that led to steps[i + 1];
// agreements are `{agreed: {kind, seat, undone}}` (PROTOCOL.md).
// Returns { numbers, count }: numbers[k] = { number, agreed, undoes,
// undoneBy } with `number` the game's move number of the position turn k
// shows, `agreed` the agreement's kind (null for a move), `undoes` the
// turns a takeback undid, `undoneBy` the takeback's turn for a turn that was
// taken back (else null); `count` the game's moves at the end.
export function numberTurns(turns, moves) {
  const numbers = turns.map(() => ({ number: 0, agreed: null, undoes: [], undoneBy: null }));
  const line = [];  // per move still standing: the turn it belongs to
  const standing = () => (line.length ? numbers[line[line.length - 1]].number : 0);
  for (let k = 1; k < turns.length; k += 1) {
    const { first, last } = turns[k];
    const record = moves[first - 1] || {};
    // A resignation made through `resign` in a game without a resignation
    // move is written as the move {"resign": true}: it ends the game, it is
    // no move of the game's.
    const agreed = record.move && record.move.resign === true ? { kind: 'resign' } : record.agreed;
    if (agreed && typeof agreed === 'object') {
      numbers[k].agreed = String(agreed.kind || 'other');
      if (agreed.kind === 'takeback') {
        const undone = Math.max(0, Math.min(line.length, Math.trunc(Number(agreed.undone) || 0)));
        const undoneTurns = [...new Set(line.splice(line.length - undone, undone))];
        numbers[k].undoes = undoneTurns;
        for (const turn of undoneTurns) numbers[turn].undoneBy = k;
      }
      numbers[k].number = standing();
    } else {
      numbers[k].number = standing() + 1;
      for (let step = first; step <= last; step += 1) line.push(k);
    }
  }
  return { numbers, count: standing() };
}
