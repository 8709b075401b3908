import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  emptyChoice, pick, choiceStep, reconcile, autoMove, movablePieces, jumpsFrom, giveUpChoices, resignCost,
  turnPrompt, strandedText, strandedHint, marksOf, finishedText, jumpLabel, movesText,
} from '../../web-client/games/kangaroo/choose.js';
import { squareName } from '../../web-client/games/kangaroo/board-model.js';
import {
  openingView, openingMoves, captureView, captureMoves, chainView, chainMoves, strandedView, strandedMoves,
  removeView, removeMoves, beforeResignView, beforeResignMoves, resignedView, doublingView, boardFrom, sq, nameOf,
} from './kangaroo-fixture.mjs';

const names = (squares) => squares.map(squareName);

test('the opening: the 8 pieces of rank 1 can jump, 20 jumps in all', () => {
  const game = openingView();
  const legal = openingMoves();
  assert.deepEqual(names(movablePieces(legal)), ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
  const total = movablePieces(legal).reduce((sum, s) => sum + jumpsFrom(game, legal, s).length, 0);
  assert.equal(total, 20);
  assert.deepEqual(names(jumpsFrom(game, legal, sq('c1')).map((j) => j.to)), ['a3', 'c3', 'e3']);
  assert.ok(jumpsFrom(game, legal, sq('c1')).every((j) => !j.captures), 'jumping a friend captures nothing');
  assert.equal(choiceStep(game, legal, emptyChoice), 'piece');
});

test('a piece, then where it lands: the move sent is the listed object itself', () => {
  const game = openingView();
  const legal = openingMoves();
  let result = pick(game, legal, emptyChoice, { square: sq('d4') });
  assert.equal(result.move, null);
  assert.deepEqual(result.choice, emptyChoice, 'an empty square chooses nothing');
  result = pick(game, legal, emptyChoice, { square: sq('a2') });
  assert.deepEqual(result.choice, emptyChoice, 'a piece without jumps is not chosen');
  result = pick(game, legal, emptyChoice, { square: sq('c1') });
  assert.deepEqual(result.choice.piece, sq('c1'));
  assert.equal(choiceStep(game, legal, result.choice), 'target');
  // Another movable piece switches; the same piece again unselects.
  const other = pick(game, legal, result.choice, { square: sq('f1') });
  assert.deepEqual(other.choice.piece, sq('f1'));
  assert.equal(pick(game, legal, result.choice, { square: sq('c1') }).choice.piece, null);
  assert.equal(pick(game, legal, result.choice, { square: sq('d6') }).choice.piece, null, 'elsewhere unselects');
  const sent = pick(game, legal, result.choice, { square: sq('e3') });
  assert.equal(sent.move, legal.find((m) => m.type === 'jump' && squareName(m.from) === 'c1' && squareName(m.to) === 'e3'));
  assert.deepEqual(sent.choice, emptyChoice);
  assert.equal(pick(game, legal, result.choice, { action: 'cancel' }).choice.piece, null, 'Escape unselects');
});

test('a capture, then the same piece goes on or stops', () => {
  const game = captureView();
  const legal = captureMoves();
  const chosen = pick(game, legal, emptyChoice, { square: sq('a1') }).choice;
  const [only] = jumpsFrom(game, legal, sq('a1'));
  assert.equal(only.captures, true);
  assert.deepEqual(only.over, sq('b2'));
  assert.equal(jumpLabel(only), 'c3 (captures b2)');
  assert.equal(pick(game, legal, chosen, { square: sq('c3') }).move, legal[0]);

  const chain = chainView();
  const next = chainMoves();
  assert.equal(choiceStep(chain, next, emptyChoice), 'chain');
  const marks = marksOf(chain, next, emptyChoice);
  assert.deepEqual(marks.selected, sq('c3'));
  assert.deepEqual(names(marks.targets.map((t) => t.to)), ['e5']);
  assert.equal(marks.movable.length, 0);
  assert.equal(pick(chain, next, emptyChoice, { square: sq('e5') }).move, next[0]);
  assert.equal(pick(chain, next, emptyChoice, { action: 'stop' }).move, next[1]);
  assert.equal(pick(chain, next, emptyChoice, { action: 'resign' }).move, null, 'no resigning mid-chain');
  assert.equal(pick(chain, next, emptyChoice, { square: sq('h1') }).move, null, 'only the chain\'s piece jumps');
  const prompt = turnPrompt(chain, next, emptyChoice, { mySeat: 0, nameOf });
  assert.equal(prompt.step, 'chain');
  assert.match(prompt.text, /1 jump, 1 capture so far/);
  assert.match(prompt.text, /jump again with the piece on c3, or stop/);
  // A chain with no jump left: only stop.
  assert.match(turnPrompt(chain, [next[1]], emptyChoice, { mySeat: 0, nameOf }).text, /no further jump: stop/);
});

test('resigning: pick the piece, see the cost, confirm; the remove follows by itself', () => {
  const game = beforeResignView();
  const legal = beforeResignMoves();
  let { choice, move } = pick(game, legal, emptyChoice, { action: 'resign' });
  assert.equal(move, null);
  assert.equal(choiceStep(game, legal, choice), 'resign-piece');
  assert.deepEqual(names(giveUpChoices(game, legal)), ['c5', 'e7', 'a1'], 'cheapest first: the doubled a1 last');
  assert.match(turnPrompt(game, legal, choice, { mySeat: 1, nameOf }).text, /choose the piece you give up/);
  ({ choice, move } = pick(game, legal, choice, { square: sq('b4') }));
  assert.equal(choice.giveUp, null, 'not an opponent\'s piece');
  ({ choice } = pick(game, legal, choice, { square: sq('c5') }));
  assert.equal(choiceStep(game, legal, choice), 'resign-confirm');
  const prompt = turnPrompt(game, legal, choice, { mySeat: 1, nameOf });
  assert.equal(prompt.step, 'resign-confirm');
  assert.equal(prompt.text, 'Resigning ends the game. Giving up the piece on c5 costs 1 point: your score goes from 4 to 3 against Mia’s 2, so you still win, 3–2.');
  // Cancel goes back to playing.
  assert.deepEqual(pick(game, legal, choice, { action: 'cancel' }).choice, emptyChoice);
  ({ choice, move } = pick(game, legal, choice, { action: 'confirm' }));
  assert.equal(move, legal[1], 'resign is sent');
  assert.equal(choice.confirmed, true);
  assert.deepEqual(choice.giveUp, sq('c5'));
  // Until the server asks, the choice waits; then the remove goes out.
  assert.deepEqual(reconcile(game, legal, choice), choice);
  assert.equal(autoMove(game, legal, choice), null);
  assert.equal(choiceStep(game, legal, choice), 'sending', 'nothing else to choose meanwhile');
  assert.equal(pick(game, legal, choice, { square: sq('c5') }).move, null);
  const asked = removeView();
  const removes = removeMoves();
  assert.deepEqual(reconcile(asked, removes, choice), choice);
  assert.equal(choiceStep(asked, removes, choice), 'sending');
  assert.equal(autoMove(asked, removes, choice), removes[1]);
  // Once the game went on (e.g. a failed resign), the confirmation is dropped.
  assert.deepEqual(reconcile(openingView(), openingMoves().slice(0, 3), choice), emptyChoice);
});

test('what giving up costs: a doubled piece 2; RULES 3.3.8 ends in a draw', () => {
  const game = beforeResignView();
  assert.deepEqual(
    { ...resignCost(game, sq('a1'), { nameOf }), text: undefined },
    { value: 2, before: 4, after: 2, other: 2, result: 'draw', text: undefined },
  );
  assert.match(resignCost(game, sq('a1'), { nameOf }).text, /the doubled piece on a1 costs 2 points: your score goes from 4 to 2 against Mia’s 2, so a draw, 2–2/);
  // Without doubling (3 pieces against 2): the scenario's draw.
  const plain = { ...game, board: boardFrom({ w: ['b4', 'g2'], b: ['a2', 'c5', 'e7'] }), scores: [2, 3] };
  const cost = resignCost(plain, sq('c5'), { nameOf });
  assert.equal(cost.result, 'draw');
  assert.equal(cost.after, 2);
  // Behind already: you lose.
  const behind = { ...game, scores: [5, 3] };
  assert.equal(resignCost(behind, sq('c5'), { nameOf }).result, 'lose');
  assert.match(resignCost(behind, sq('c5'), { nameOf }).text, /so you lose, 2–5\./);
});

test('the remove step after a reload: choose, confirm, send', () => {
  const game = removeView();
  const legal = removeMoves();
  assert.equal(choiceStep(game, legal, emptyChoice), 'remove');
  assert.match(turnPrompt(game, legal, emptyChoice, { mySeat: 1, nameOf }).text, /You resigned: choose the piece you give up/);
  let { choice, move } = pick(game, legal, emptyChoice, { square: sq('a1') });
  assert.equal(move, null);
  assert.equal(choiceStep(game, legal, choice), 'remove-confirm');
  assert.match(turnPrompt(game, legal, choice, { mySeat: 1, nameOf }).text, /^Giving up the doubled piece on a1 costs 2 points/);
  assert.equal(pick(game, legal, choice, { action: 'cancel' }).choice.giveUp, null);
  ({ choice, move } = pick(game, legal, choice, { action: 'confirm' }));
  assert.equal(move, legal[0]);
  // The other player waits and is told why.
  const other = turnPrompt(game, [], emptyChoice, { mySeat: 0, nameOf });
  assert.equal(other.step, 'waiting');
  assert.equal(other.text, 'Leo (Black) resigned and is choosing the piece to give up.');
});

test('the stranded phase in words, for each reader', () => {
  const game = strandedView();
  const legal = strandedMoves();
  assert.equal(strandedText(game, nameOf), 'Black (Leo) cannot move: White (Mia) makes up to 5 more moves, 2 made.');
  assert.equal(strandedText(openingView(), nameOf), '');
  const mover = turnPrompt(game, legal, emptyChoice, { mySeat: 0, nameOf });
  assert.equal(mover.step, 'piece');
  assert.equal(mover.text, 'Black (Leo) cannot move: White (Mia) makes up to 5 more moves, 2 made. Your turn: choose a piece to jump with (marked).');
  assert.ok(!/resign/.test(mover.text), 'no resigning during obligatory moves');
  assert.equal(pick(game, legal, emptyChoice, { action: 'resign' }).choice.resigning, false);
  const stranded = turnPrompt(game, [], emptyChoice, { mySeat: 1, nameOf });
  assert.equal(stranded.step, 'waiting');
  assert.match(stranded.text, /^Black \(Leo\) cannot move: White \(Mia\) makes up to 5 more moves, 2 made\. Waiting for Mia \(White\)…$/);
  assert.match(strandedHint(game, 1), /You cannot resign now/);
  assert.match(strandedHint(game, 0), /You must move/);
  assert.match(strandedHint(game, null), /the turn goes back to Black/);
  assert.match(turnPrompt(game, [], emptyChoice, { mySeat: null, nameOf }).text, /Mia \(White\) is playing\. You are watching\.$/);
});

test('the end names the winner or the draw', () => {
  assert.equal(finishedText(doublingView(), nameOf), 'Neither player can move. Mia (White) wins, 3 to 2.');
  assert.equal(finishedText(resignedView(), nameOf), 'Leo (Black) resigned and gave up the piece on a1. A draw, 2 to 2.');
  const prompt = turnPrompt(resignedView(), [], emptyChoice, { mySeat: 0, nameOf });
  assert.equal(prompt.step, 'finished');
  const noPieces = { ...doublingView(), board: doublingView().board.map((row, r) => (r === 0 ? '.'.repeat(8) : row)), pieces: [2, 0], scores: [3, 0], end_reason: 'no_pieces' };
  assert.equal(finishedText(noPieces, nameOf), 'Leo (Black) has no pieces left. Mia (White) wins, 3 to 0.');
  const stranded = { ...doublingView(), stranded: { seat: 1, moves_made: 5, limit: 5 }, end_reason: 'stranded' };
  assert.match(finishedText(stranded, nameOf), /^Leo \(Black\) could not move again after the obligatory moves\. Mia \(White\) wins/);
});

test('a stale choice starts again when the legal moves change', () => {
  const game = openingView();
  const legal = openingMoves();
  const chosen = pick(game, legal, emptyChoice, { square: sq('c1') }).choice;
  assert.deepEqual(reconcile(game, legal, chosen), chosen);
  assert.deepEqual(reconcile(game, legal.filter((m) => m.type !== 'jump' || squareName(m.from) !== 'c1'), chosen), emptyChoice);
  assert.deepEqual(reconcile(game, [], chosen), emptyChoice);
  const resigning = pick(game, legal, emptyChoice, { action: 'resign' }).choice;
  assert.deepEqual(reconcile(game, legal.filter((m) => m.type !== 'resign'), resigning), emptyChoice);
  assert.equal(choiceStep(game, [], emptyChoice), 'idle');
});

test('moves played, out of the move limit when the view has one', () => {
  assert.equal(movesText({ moves_played: 1 }), '1 move played');
  assert.equal(movesText({ moves_played: 12, move_limit: 500 }), 'Move 12 of 500');
  assert.equal(
    finishedText({ ...doublingView(), end_reason: 'move_limit', move_limit: 500, scores: [4, 4] }, nameOf),
    'The move limit of 500 moves was reached; the position is scored as it stands. A draw, 4 to 4.',
  );
});
