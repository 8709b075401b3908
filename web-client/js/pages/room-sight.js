// What the room brings into sight when the game changes under the reader
// (issue 43, item 8): a new round (a rematch) opens at the top of the page,
// as the first game did; a game that ends while neither its board nor its
// final table is in the window (a phone, scrolled down to the Resign button)
// scrolls the final table into view. Otherwise nothing moves: on a laptop the
// board stays where the player was looking, the result under it.
const inWindow = (node) => {
  if (!node || node.hidden) return false;
  const box = node.getBoundingClientRect();
  return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
};

export function createRoomSight({ board, outcome }) {
  let status = null;
  let round = null;

  // After each render: `view` the room view just drawn.
  function update(view) {
    const before = { status, round };
    status = view.room.status;
    round = view.room.round;
    if (before.status === null) return;  // the page's first view: the browser's own scroll stands
    if (round !== before.round && status !== 'finished') {
      window.scrollTo({ top: 0 });
      return;
    }
    if (before.status === 'playing' && status === 'finished') {
      // After layout, so that the final table has its place.
      requestAnimationFrame(() => {
        if (!inWindow(board()) && !inWindow(outcome)) outcome.scrollIntoView({ block: 'start' });
      });
    }
  }

  return { update };
}
