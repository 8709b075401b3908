// Choosing a Kangaroo move from the server's legal moves, one click at a time:
// a piece, then where it lands; mid-chain the same piece's next jumps or
// Stop; resigning first picks the piece to give up and shows what it costs.
// Pure: a choice is a small plain object, every function returns a new one,
// and a move to send is always one of the objects in `legalMoves`.
import {
  isSquare, sameSquare, squareName, middleOf, ownerAt, piecesOf, pieceValue, scoreOf,
  colorOf, otherSeat, doublingRankOf,
} from './board-model.js';
import { uniqueBy } from '../../js/game-text.js';
import { t } from '../../js/i18n.js';

// The name of a seat no one named (tests, pictures).
const playerN = (seat) => t('kangaroo-player-n', { number: seat + 1 });

// piece: the chosen piece (before its first jump); resigning: picking the
// piece to give up; giveUp: that piece; confirmed: resign was confirmed, so
// the remove of `giveUp` follows as soon as the server asks for it.
export const emptyChoice = Object.freeze({ piece: null, resigning: false, giveUp: null, confirmed: false });

export const jumpsOf = (legal) => (legal || []).filter((m) => m && m.type === 'jump' && isSquare(m.from) && isSquare(m.to));
export const stopOf = (legal) => (legal || []).find((m) => m && m.type === 'stop') || null;
export const resignOf = (legal) => (legal || []).find((m) => m && m.type === 'resign') || null;
export const removesOf = (legal) => (legal || []).filter((m) => m && m.type === 'remove' && isSquare(m.at));

const uniqueSquares = (squares) => uniqueBy(squares, squareName);

const bySquare = (a, b) => a[1] - b[1] || a[0] - b[0];

// The pieces that can jump now (their squares, a1 first).
export function movablePieces(legal) {
  return uniqueSquares(jumpsOf(legal).map((m) => m.from)).sort(bySquare);
}

// The jumps of the piece on `square`, each with the square it jumps over and
// whether that is a capture: [{move, to, over, captures}].
export function jumpsFrom(game, legal, square) {
  const seat = ownerAt(game, square);
  return jumpsOf(legal)
    .filter((m) => sameSquare(m.from, square))
    .map((move) => {
      const over = middleOf(move.from, move.to);
      const overSeat = ownerAt(game, over);
      return { move, to: move.to, over, captures: seat !== null && overSeat !== null && overSeat !== seat };
    })
    .sort((a, b) => bySquare(a.to, b.to));
}

// The piece jumping mid-chain (the view's chain, else the one square all
// jumps start from), or null.
export function chainPiece(game, legal) {
  if (game && game.chain && isSquare(game.chain.piece)) return game.chain.piece;
  const from = movablePieces(legal);
  return from.length === 1 ? from[0] : null;
}

// The pieces a resigner may give up: from the remove moves once the server
// asks, else (before resigning) every piece of the seat on turn. Cheapest
// first: pieces off the doubling rank cost 1, on it 2.
export function giveUpChoices(game, legal) {
  const removes = removesOf(legal);
  let squares;
  if (removes.length > 0) squares = removes.map((m) => m.at);
  else {
    const seat = game ? game.turn : null;
    squares = piecesOf(game).filter((p) => p.seat === seat).map((p) => p.square);
  }
  return uniqueSquares(squares).sort((a, b) => pieceValue(game, a) - pieceValue(game, b) || bySquare(a, b));
}

// Which step the choice is at: idle, piece, target, chain, resign-piece,
// resign-confirm, remove, remove-confirm or sending (the confirmed remove is
// about to go).
export function choiceStep(game, legal, choice) {
  if (!legal || legal.length === 0) return 'idle';
  if (choice.confirmed) return 'sending';
  if (removesOf(legal).length > 0) {
    return choice.giveUp === null ? 'remove' : 'remove-confirm';
  }
  if (choice.resigning) return choice.giveUp === null ? 'resign-piece' : 'resign-confirm';
  if (stopOf(legal) || (game && game.phase === 'chain')) return 'chain';
  return choice.piece === null ? 'piece' : 'target';
}

function done(choice, move = null) {
  return { choice, move };
}

// Apply one pick: {square: [f, r]} or {action: 'stop' | 'resign' | 'cancel' |
// 'confirm'}. Returns {choice, move}; `move` (one of `legal`) is to be sent.
// A pick that fits nothing leaves the choice as it was.
export function pick(game, legal, choice, picked) {
  const step = choiceStep(game, legal, choice);
  const action = picked && picked.action;
  if (action === 'stop') return step === 'chain' && stopOf(legal) ? done({ ...emptyChoice }, stopOf(legal)) : done(choice);
  if (action === 'resign') {
    if ((step === 'piece' || step === 'target') && resignOf(legal)) return done({ ...emptyChoice, resigning: true });
    return done(choice);
  }
  if (action === 'cancel') {
    if (step === 'resign-piece' || step === 'resign-confirm' || step === 'target') return done({ ...emptyChoice });
    if (step === 'remove-confirm') return done({ ...choice, giveUp: null });
    return done(choice);
  }
  if (action === 'confirm') {
    if (step === 'resign-confirm' && resignOf(legal)) return done({ ...emptyChoice, giveUp: choice.giveUp, confirmed: true }, resignOf(legal));
    if (step === 'remove-confirm') {
      const remove = removesOf(legal).find((m) => sameSquare(m.at, choice.giveUp));
      return remove ? done({ ...emptyChoice }, remove) : done({ ...choice, giveUp: null });
    }
    return done(choice);
  }
  const square = picked && picked.square;
  if (!isSquare(square)) return done(choice);
  switch (step) {
    case 'piece':
      return movablePieces(legal).some((s) => sameSquare(s, square)) ? done({ ...choice, piece: square }) : done(choice);
    case 'target': {
      const jump = jumpsFrom(game, legal, choice.piece).find((j) => sameSquare(j.to, square));
      if (jump) return done({ ...emptyChoice }, jump.move);
      if (sameSquare(square, choice.piece)) return done({ ...choice, piece: null });
      if (movablePieces(legal).some((s) => sameSquare(s, square))) return done({ ...choice, piece: square });
      return done({ ...choice, piece: null });
    }
    case 'chain': {
      const piece = chainPiece(game, legal);
      const jump = piece ? jumpsFrom(game, legal, piece).find((j) => sameSquare(j.to, square)) : null;
      return jump ? done({ ...emptyChoice }, jump.move) : done(choice);
    }
    case 'resign-piece':
    case 'resign-confirm':
    case 'remove':
    case 'remove-confirm':
      return giveUpChoices(game, legal).some((s) => sameSquare(s, square)) ? done({ ...choice, giveUp: square }) : done(choice);
    default:
      return done(choice);
  }
}

// A choice still fits new legal moves (a re-render in the same turn), or
// starts again. A confirmed resignation waits for the server's remove step.
export function reconcile(game, legal, choice) {
  if (choice.confirmed) {
    const waiting = (game && game.phase === 'remove') || Boolean(resignOf(legal));
    return waiting ? choice : { ...emptyChoice };
  }
  if (!legal || legal.length === 0) return { ...emptyChoice };
  if (removesOf(legal).length > 0) {
    const fits = choice.giveUp !== null && removesOf(legal).some((m) => sameSquare(m.at, choice.giveUp));
    return { ...emptyChoice, giveUp: fits ? choice.giveUp : null };
  }
  if (choice.resigning) {
    if (!resignOf(legal)) return { ...emptyChoice };
    if (choice.giveUp !== null && !giveUpChoices(game, legal).some((s) => sameSquare(s, choice.giveUp))) return { ...choice, giveUp: null };
    return choice;
  }
  if (choice.piece !== null) {
    if (stopOf(legal) || !movablePieces(legal).some((s) => sameSquare(s, choice.piece))) return { ...emptyChoice };
  }
  return choice;
}

// The move to send without a click: the remove of the piece chosen before a
// confirmed resignation, once the server asks for it.
export function autoMove(game, legal, choice) {
  if (!choice.confirmed || choice.giveUp === null) return null;
  return removesOf(legal).find((m) => sameSquare(m.at, choice.giveUp)) || null;
}

// What to mark on the board for this step.
export function marksOf(game, legal, choice) {
  const step = choiceStep(game, legal, choice);
  const marks = { step, movable: [], selected: null, targets: [], giveUp: [], chosenGiveUp: null };
  if (step === 'piece' || step === 'target') {
    marks.movable = movablePieces(legal);
    if (step === 'target') {
      marks.selected = choice.piece;
      marks.targets = jumpsFrom(game, legal, choice.piece);
    }
  } else if (step === 'chain') {
    const piece = chainPiece(game, legal);
    marks.selected = piece;
    marks.targets = piece ? jumpsFrom(game, legal, piece) : [];
  } else if (step.startsWith('resign') || step.startsWith('remove') || step === 'sending') {
    marks.giveUp = giveUpChoices(game, legal);
    marks.chosenGiveUp = choice.giveUp;
  }
  return marks;
}

// "Mia (White)".
export function sideName(game, seat, nameOf) {
  return t('kangaroo-side', { name: nameOf(seat), colour: colorOf(game, seat) });
}

// "Black (Leo)": the colour first, for the stranded sentence.
function colourFirst(game, seat, nameOf) {
  return t('kangaroo-side-colour-first', { name: nameOf(seat), colour: colorOf(game, seat) });
}

// What giving up the piece on `square` costs the seat on turn, and where the
// game then stands: {value, before, after, other, result: win|lose|draw, text}.
function costFigures(game, square, nameOf) {
  const seat = Number.isInteger(game && game.turn) ? game.turn : ownerAt(game, square);
  const opponent = otherSeat(seat);
  const value = pieceValue(game, square) || 1;
  const before = scoreOf(game, seat);
  const after = Math.max(0, before - value);
  const other = scoreOf(game, opponent);
  const result = after > other ? 'win' : after < other ? 'lose' : 'draw';
  const doubled = square[1] === doublingRankOf(game, seat);
  const args = { doubled: doubled ? 'yes' : 'no', square: squareName(square), before, after, other, name: nameOf(opponent), result };
  return { value, before, after, other, result, args };
}

export function resignCost(game, square, { nameOf = playerN } = {}) {
  const { args, ...figures } = costFigures(game, square, nameOf);
  return { ...figures, text: t('kangaroo-resign-cost', args) };
}

// The same once resigned: the game's end is no news then.
function removeCostText(game, square, nameOf) {
  return t('kangaroo-remove-cost', costFigures(game, square, nameOf).args);
}

// "Black (Leo) cannot move: White (Mia) makes up to 5 more moves, 2 made."
export function strandedText(game, nameOf) {
  const stranded = game && game.stranded;
  if (!stranded || !Number.isInteger(stranded.seat)) return '';
  const limit = Number.isInteger(stranded.limit) ? stranded.limit : 5;
  const made = Number.isInteger(stranded.moves_made) ? stranded.moves_made : 0;
  return t('kangaroo-stranded', { stranded: colourFirst(game, stranded.seat, nameOf), mover: colourFirst(game, otherSeat(stranded.seat), nameOf), limit, made });
}

// What the stranded rule means for the one reading it.
export function strandedHint(game, mySeat) {
  const stranded = game && game.stranded;
  if (!stranded || !Number.isInteger(stranded.seat)) return '';
  const colour = colorOf(game, stranded.seat);
  if (stranded.seat === mySeat) return t('kangaroo-stranded-me');
  if (otherSeat(stranded.seat) === mySeat) return t('kangaroo-stranded-mover', { colour });
  return t('kangaroo-stranded-other', { colour });
}

// "12 moves played", or "Move 12 of 500" when the view has the move limit.
export function movesText(game) {
  const played = Number(game && game.moves_played) || 0;
  if (game && Number.isInteger(game.move_limit)) return t('kangaroo-moves-of', { played, limit: game.move_limit });
  return t('kangaroo-moves-played', { count: played });
}

// Why the game ended, in words (no full stop).
export function reasonText(reason, game, nameOf) {
  switch (reason) {
    case 'no_pieces': {
      const pieces = (game && game.pieces) || [];
      const seat = pieces[0] === 0 ? 0 : pieces[1] === 0 ? 1 : null;
      return seat === null ? t('kangaroo-reason-no-pieces-anyone') : t('kangaroo-reason-no-pieces', { side: sideName(game, seat, nameOf) });
    }
    case 'no_moves':
      return t('kangaroo-reason-no-moves');
    case 'resigned': {
      const last = game && game.last_move;
      if (last && last.resigned && Number.isInteger(last.seat)) {
        const side = sideName(game, last.seat, nameOf);
        return isSquare(last.removed) ? t('kangaroo-reason-resigned-gave', { side, square: squareName(last.removed) }) : t('kangaroo-reason-resigned', { side });
      }
      return t('kangaroo-reason-resigned-anyone');
    }
    case 'stranded': {
      const stranded = game && game.stranded;
      if (stranded && Number.isInteger(stranded.seat)) return t('kangaroo-reason-stranded', { side: sideName(game, stranded.seat, nameOf) });
      return t('kangaroo-reason-stranded-anyone');
    }
    case 'move_limit':
      return game && Number.isInteger(game.move_limit) ? t('kangaroo-reason-move-limit', { count: game.move_limit }) : t('kangaroo-reason-move-limit-plain');
    default:
      return t('kangaroo-reason-over');
  }
}

// "Mia (White) wins, 15 to 13" or "A draw, 14 to 14", from scores [a, b].
export function resultText(scores, game, nameOf) {
  const [a, b] = (scores || []).map(Number);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return t('kangaroo-result-over');
  if (a === b) return t('kangaroo-result-draw', { a, b });
  const winner = a > b ? 0 : 1;
  return t('kangaroo-result-win', { side: sideName(game, winner, nameOf), high: Math.max(a, b), low: Math.min(a, b) });
}

// The finished game: why and who won.
export function finishedText(game, nameOf) {
  const scores = game && Array.isArray(game.scores) ? game.scores : [scoreOf(game, 0), scoreOf(game, 1)];
  return t('kangaroo-finished', { reason: reasonText(game && game.end_reason, game, nameOf), result: resultText(scores, game, nameOf) });
}

// A jump as words for a button: "c3 (captures b2)".
export function jumpLabel(jump) {
  return jump.captures ? t('kangaroo-jump-capture', { to: squareName(jump.to), over: squareName(jump.over) }) : t('kangaroo-jump', { to: squareName(jump.to) });
}

// The prompt above the board: {step, text}. `step` is the choice step on my
// turn, else waiting, watching or finished.
export function turnPrompt(game, legal, choice, { mySeat = null, nameOf = playerN } = {}) {
  if (!game) return { step: 'waiting', text: '' };
  if (game.phase === 'finished' || game.turn === null || game.turn === undefined) return { step: 'finished', text: finishedText(game, nameOf) };
  const seated = mySeat !== null && mySeat !== undefined;
  const stranded = strandedText(game, nameOf);
  // The stranded sentence, then the prompt's own (two sentences).
  const lead = (text) => (stranded ? `${stranded} ${text}` : text);
  const step = choiceStep(game, legal, choice);
  switch (step) {
    case 'idle': {
      const side = sideName(game, game.turn, nameOf);
      if (game.phase === 'remove') return { step: seated ? 'waiting' : 'watching', text: t('kangaroo-prompt-removing', { side }) };
      if (seated) return { step: 'waiting', text: lead(t('kangaroo-prompt-waiting', { side })) };
      return { step: 'watching', text: lead(t('kangaroo-prompt-watching', { side })) };
    }
    case 'piece':
      return { step, text: lead(t(resignOf(legal) ? 'kangaroo-prompt-piece-or-resign' : 'kangaroo-prompt-piece')) };
    case 'target':
      return { step, text: lead(t('kangaroo-prompt-target', { square: squareName(choice.piece) })) };
    case 'chain': {
      const chain = game.chain || {};
      const jumps = Array.isArray(chain.path) ? Math.max(0, chain.path.length - 1) : 0;
      const captures = Array.isArray(chain.captured) ? chain.captured.length : 0;
      const piece = chainPiece(game, legal);
      const id = `kangaroo-prompt-chain-${jumpsOf(legal).length > 0 ? 'again' : 'stop'}${jumps ? '-sofar' : ''}`;
      return { step, text: lead(t(id, { jumps, captures, square: piece ? squareName(piece) : '' })) };
    }
    case 'resign-piece':
      return { step, text: t('kangaroo-prompt-resign-piece') };
    case 'resign-confirm':
      return { step, text: resignCost(game, choice.giveUp, { nameOf }).text };
    case 'remove':
      return { step, text: t('kangaroo-prompt-remove') };
    case 'remove-confirm':
      return { step, text: removeCostText(game, choice.giveUp, nameOf) };
    case 'sending':
      return { step, text: t('kangaroo-prompt-sending', { square: squareName(choice.giveUp) }) };
    default:
      return { step, text: '' };
  }
}
