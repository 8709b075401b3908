// Pure helpers the games' text and choice modules share.

// `breakdownLabel` for the final table: the game's own label for `key`, else
// the engine's key in words ("food_water" → "Food water"), the last resort
// for a key the game's catalog does not know.
export function breakdownLabeller(labels) {
  return (key) => labels[key] || String(key).replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

// `list` without the items whose `key(item)` an earlier item already had.
export function uniqueBy(list, key) {
  const seen = new Set();
  return list.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

// A count and its noun, singular for one: "1 card", "3 cards", "0 points".
// `many` for a noun whose plural is not noun + "s". English only: words a
// player reads go through a plural message of the catalog instead (i18n.js).
export function countOf(count, noun, many = `${noun}s`) {
  return `${count} ${Number(count) === 1 ? noun : many}`;
}
