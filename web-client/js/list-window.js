// Which lines a long list shows (the chat, the log). Pure.
//
// lit-html keeps a list's nodes by position, so a window that slid by one
// line per new line would rewrite every node (and a screen reader could
// read the list out again). Instead a list keeps its first line until it
// holds more than `keep` + `slack` lines, then starts `keep` lines from the
// end: in between, a new line only adds a node at the end.
//
// `items` in order, `numberOf(item)` increasing; `from` the number the list
// started at last time. Returns {from, shown}. A list whose first line is
// gone (a new round's log numbered afresh) starts again too.
export function listWindow(items, numberOf, from, keep, slack) {
  let shown = items.filter((item) => numberOf(item) >= from);
  if (shown.length > keep + slack || (shown.length === 0 && items.length > 0)) {
    shown = items.slice(-keep);
  }
  return { from: shown.length ? numberOf(shown[0]) : 0, shown };
}
