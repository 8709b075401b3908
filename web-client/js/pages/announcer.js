// What the others do, said to a screen reader (issue 44): a visually hidden
// polite live region that reads out each new log line the viewer did not
// play themselves (the game's own words: "Bot 2 (easy) (White) played r5c3"),
// a move the clock's bot made for them, and each offer someone else makes.
// The page's first view says nothing (the board and its text form say
// where things stand); a new round's empty log starts the count again.
import { h } from '../dom.js';
import { offerLine } from '../offer-text.js';
import { entryText } from '../entry-text.js';

// The newest announcements kept in the region (older ones were read).
const kept = 4;

// The log entries after `seq` that `mySeat` did not play by hand (pure).
export function entriesToAnnounce(log, seq, mySeat) {
  return (log || []).filter((entry) => Number(entry.seq) > seq && !(entry.event && entry.event.seat === mySeat && !entry.by && Number.isInteger(mySeat)));
}

export function createAnnouncer({ nameOf }) {
  const element = h('div', { class: 'visually-hidden announcer', role: 'status', 'aria-live': 'polite' });
  let seq = null;
  let offerKey = null;

  function say(text) {
    element.append(h('p', {}, text));
    while (element.childNodes.length > kept) element.firstChild.remove();
  }

  // `module`: the game's view module (its describeEvent), once loaded.
  function update(view, mySeat, module) {
    if (!module) return;
    const log = view.log || [];
    const newest = log.length ? Number(log[log.length - 1].seq) : 0;
    const offer = view.room.offer;
    const key = offerKeyOf(offer);
    if (seq === null) {
      // The first view: nothing is new yet.
      seq = newest;
      offerKey = key;
      return;
    }
    if (newest < seq) seq = 0;  // a new round: its log starts again
    for (const entry of entriesToAnnounce(log, seq, mySeat)) {
      const text = entryText(entry, module, nameOf, view.game);
      if (text) say(text);
    }
    seq = newest;
    if (key && key !== offerKey && offer.from !== mySeat) say(offerLine(offer, nameOf, mySeat));
    offerKey = key;
  }

  return { element, update };
}

const offerKeyOf = (offer) => (offer ? `${offer.kind}:${offer.from}:${offer.expires_at_unix_ms || ''}` : null);
