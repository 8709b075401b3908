// Jackaroo for a player who does not see the board (issue 44), through the
// real server: Ana and Bea at one table of two, each in a page of her own.
// - "The board as text" in Ana's side column has a part per seat (the name,
//   four marbles in words) and Ana's own cards; it names no card of Bea's
//   hand (Bea's page shows which she holds);
// - after a play that moves a marble, its line says the new place in words,
//   the same place the board draws it at;
// - Bea's play is read out to Ana through the polite live region, in the
//   log's words, and Ana's own is not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, pagesFor, createRoomAs, takeSeat, startGame, jackarooStep, jackarooChoose, versionOf, waitForVersionAbove } from './browser.mjs';

const choosing = ['card', 'discard', 'ability', 'steps', 'marble', 'marble2', 'target'];

// Whose turn it is: the page (of `pages`) whose prompt asks for a card.
async function toPlay(pages) {
  const waits = pages.map((page) => page.waitForFunction((steps) => steps.includes(document.querySelector('.jk-prompt').dataset.step), choosing).then(() => page));
  for (const wait of waits) wait.catch(() => {});
  return Promise.any(waits);
}

// One whole play by `page` (clicks; this test is about what is read): picks
// until the move has gone to the server and come back.
async function playOnce(page, n) {
  for (let picks = 0; picks < 8; picks += 1) {
    const step = await jackarooStep(page);
    const before = await versionOf(page);
    await jackarooChoose(page, step, n);
    await page.waitForFunction(([v, s]) => Number(document.querySelector('.room').dataset.version) > v || document.querySelector('.jk-prompt').dataset.step !== s, [before, step]);
    if ((await versionOf(page)) > before) return;
  }
  assert.fail('a play takes a few picks');
}

// The marbles of `seat` as the text board says them, and as the board draws them.
const textMarbles = (page, seat) => page.locator(`.jk-text-board .jk-text-seat[data-seat="${seat}"] li[data-marble]`).evaluateAll((items) => Object.fromEntries(items.map((li) => [li.dataset.marble, li.textContent.trim()])));
const drawnMarbles = (page, seat) => page.locator(`.jk-board-wrap svg [data-marble][data-owner="${seat}"]`).evaluateAll((nodes) => Object.fromEntries(nodes.map((g) => [g.dataset.marble, { zone: g.dataset.zone, square: g.dataset.square }])));

// What the text board says for a marble drawn at `place`.
function expectedWords(place) {
  if (place.zone === 'home') return /: at home, not out yet$/;
  if (place.zone === 'safe') return new RegExp(`: in the safe zone, place ${Number(place.square) + 1} of 4$`);
  return new RegExp(`: on square ${place.square}, `);
}

test('Jackaroo with the board as text and the announcements', async (t) => {
  const [ana, bea] = await pagesFor(t, windowOf(1366, 900), windowOf(1280, 860));
  const url = await createRoomAs(ana, { game: 'jackaroo', name: 'Ana', seats: 2 });
  await takeSeat(bea, { url, name: 'Bea', seat: 1 });
  await startGame(ana, [ana, bea], '.jackaroo');

  const textBoard = ana.locator('.jk-text-board');
  await textBoard.locator('summary', { hasText: 'The board as text' }).click();
  // A part per seat, each with its player's name (isolated) and four marbles.
  assert.deepEqual(await textBoard.locator('.jk-text-seat').evaluateAll((parts) => parts.map((part) => part.dataset.seat)), ['0', '1']);
  assert.match(await textBoard.locator('.jk-text-seat[data-seat="0"] h3').textContent(), /^Ana \(you/);
  assert.equal(await textBoard.locator('.jk-text-seat[data-seat="1"] h3 bdi').innerText(), 'Bea');
  for (const seat of [0, 1]) {
    const marbles = await textMarbles(ana, seat);
    assert.equal(Object.keys(marbles).length, 4);
    for (const words of Object.values(marbles)) assert.match(words, /^Marble [1-4]: at home, not out yet$/, 'every marble starts at home');
  }

  // Ana's cards, and not one of Bea's: a deck holds each card once.
  const cardsOf = (page) => page.locator('.jk-hand .jk-card').evaluateAll((cards) => cards.map((card) => card.dataset.card));
  const anaCards = await cardsOf(ana);
  const beaCards = await cardsOf(bea);
  assert.equal(anaCards.length, 4);
  assert.equal(beaCards.length, 4);
  assert.deepEqual(await textBoard.locator('.jk-text-hand li[data-hand-card]').evaluateAll((items) => items.map((li) => li.dataset.handCard)), anaCards);
  const beaNames = await bea.locator('.jk-hand .jk-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label').replace(/^(Play|Discard) | \(cannot be played now\)$/g, '')));
  assert.ok(beaNames.every((name) => / of (Spades|Hearts|Diamonds|Clubs)$/.test(name)), `Bea's cards by name (${beaNames})`);
  const anaText = await textBoard.innerText();
  for (const name of beaNames) assert.ok(!anaText.includes(name), `Ana's text board does not name Bea's ${name}`);
  assert.match(await textBoard.locator('.jk-text-seat[data-seat="1"]').innerText(), /4 cards in hand/);

  // Turns, until Ana's play has moved a marble of hers (she may have to
  // discard until she draws an Ace or a King) and Bea has played.
  const announcer = ana.locator('.announcer[role="status"][aria-live="polite"]');
  let anaMoved = false;
  let beaPlayed = false;
  for (let turn = 0; turn < 60 && !(anaMoved && beaPlayed); turn += 1) {
    const page = await toPlay([ana, bea]);
    const seat = page === ana ? 0 : 1;
    const before = await textMarbles(ana, 0);
    const drawnBefore = JSON.stringify(await drawnMarbles(ana, 0));
    const version = await versionOf(ana);
    // What was announced before this play, so that its own line is told apart.
    await announcer.locator('p').evaluateAll((nodes) => nodes.forEach((node) => { node.dataset.seen = ''; }));
    await playOnce(page, turn);
    await waitForVersionAbove(ana, version);
    // The log's line for this play (its player's last), without its marks.
    const name = seat === 0 ? 'Ana' : 'Bea';
    const line = await ana.locator('.log-list li[data-seq]').evaluateAll((nodes, who) => {
      const lines = nodes.map((node) => {
        const copy = node.cloneNode(true);
        for (const mark of copy.querySelectorAll('.log-by')) mark.remove();
        return copy.textContent.trim();
      });
      return lines.filter((text) => text.startsWith(`${who} `)).pop() || '';
    }, name);
    if (seat === 1) {
      assert.match(line, /^Bea /);
      // Read to Ana, in the log's words: a line announced after this play
      // (a play can repeat word for word, a discard of a 5 twice).
      await announcer.locator('p:not([data-seen])', { hasText: line }).first().waitFor({ state: 'attached' });
      beaPlayed = true;
      continue;
    }
    assert.equal(await announcer.evaluate((node, text) => [...node.querySelectorAll('p')].some((p) => p.textContent.includes(text)), line), false, `her own play is not read back to her (${line})`);
    // A discard moves nothing; a play that moved a marble of hers: the text
    // board is current, with the play in the log's words, and every marble
    // of hers where the board draws it.
    const drawn = await drawnMarbles(ana, 0);
    if (JSON.stringify(drawn) === drawnBefore) continue;
    await textBoard.locator('.jk-text-last', { hasText: line }).waitFor();
    const after = await textMarbles(ana, 0);
    for (const [id, words] of Object.entries(after)) assert.match(words, expectedWords(drawn[id]), `marble ${id} as drawn (${JSON.stringify(drawn[id])})`);
    const moved = Object.keys(after).filter((id) => after[id] !== before[id]);
    assert.ok(moved.length > 0, 'the marble that moved says so in words');
    anaMoved = true;
    t.diagnostic(`Ana's play "${line}": ${moved.map((id) => `${before[id]} -> ${after[id]}`).join('; ')}`);
  }
  assert.ok(anaMoved, 'one of Ana\'s plays moved a marble of hers');
  assert.ok(beaPlayed, 'Bea played');
  await ana.screenshot({ path: path.join(artifacts, 'screen-reader-jackaroo.png'), fullPage: true });
  for (const page of [ana, bea]) assert.deepEqual(page.problems, []);
});
