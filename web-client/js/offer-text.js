// Offers between players (PROTOCOL.md "Offers") in words: the banner's line
// and the log's lines for an accepted takeback or draw. Pure.

const proposals = {
  takeback: (mine) => `to take back ${mine ? 'your' : 'their'} last move`,
  draw: () => 'a draw',
  rematch: () => 'a rematch',
};

// The banner for `offer` (the room view's `offer`), as seen by `mySeat`.
export function offerLine(offer, nameOf, mySeat) {
  const mine = offer.from === mySeat;
  const what = proposals[offer.kind] ? proposals[offer.kind](mine) : offer.kind;
  const who = mine ? 'You offer' : `${nameOf(offer.from)} offers`;
  return `${who} ${what}.`;
}

// Who is still to answer, unless it is the viewer (who gets the buttons).
export function waitingLine(offer, nameOf, mySeat) {
  const others = (offer.awaiting || []).filter((seat) => seat !== mySeat).map(nameOf);
  if (!others.length) return '';
  return `Waiting for ${others.join(', ')}…`;
}

// A log line for the room's own events, or null for a game's.
export function agreementLogLine(event, nameOf) {
  if (event.type === 'takeback') {
    const moves = event.undone === 1 ? '1 move' : `${event.undone} moves`;
    return `${nameOf(event.seat)} took back their last turn (${moves} undone, agreed by all).`;
  }
  if (event.type === 'draw' && event.reason === 'agreement') return 'The players agreed to a draw.';
  return null;
}
