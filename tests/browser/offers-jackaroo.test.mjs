// Offers between players in Jackaroo (PROTOCOL.md "offer";
// engine/jackaroo/README.md "Takeback"), two people in two browsers, Ana
// (the host) and Ben, in a two-seat room:
// 1. The first to play plays a card and offers to take it back; the other
//    accepts: the card is back in the hand, the turn theirs again.
// 2. The other plays and offers a takeback; the first declines: nothing
//    changes.
//    The offerer's page says who declined, and the button waits.
// 3. They play on until the round's last card brings a new deal: "Take back
//    my move" is disabled, saying why (cards were dealt since), before it is
//    pressed; the other's too (someone played since), and nobody is asked.
// Each step is checked in the pages and in the room's view on the server.
// Not here: a rematch offer after the end. A Jackaroo game cannot be ended
// quickly (no draw, a resignation hands the seat to a bot, and the shortest
// game is 5 sets of 13 cards each), and offers.test.mjs covers the rematch
// offer (Kanga).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  artifacts, windowOf, createRoomAs, takeSeat, startGame, pagesFor, firstReady, offerFrom, roomOnServer, jackarooChoose, jackarooSelectors, explained,
} from './browser.mjs';

const steps = Object.keys(jackarooSelectors);

// In the page: the player may click a card, an ability or a marble, nothing
// in flight.
function canActInPage(actionSteps) {
  const prompt = document.querySelector('.jk-prompt');
  const wrap = document.querySelector('.jk-board-wrap');
  return Boolean(prompt && actionSteps.includes(prompt.dataset.step) && wrap && !wrap.classList.contains('busy'));
}

const handOf = (page) => page.$$eval('.jk-hand .jk-card[data-card]', (cards) => cards.map((card) => card.dataset.card).sort());
const logLines = (page) => page.locator('.log-list li[data-seq]').count();

// `page` plays one whole turn (a card, then its ability, marbles and steps
// as asked), choosing with `n` (jackarooChoose); returns once the move has
// come back.
async function jackarooTurn(page, n) {
  const before = await logLines(page);
  for (let clicks = 0; clicks < 8; clicks += 1) {
    await page.waitForFunction(canActInPage, steps);
    const step = await page.locator('.jk-prompt').getAttribute('data-step');
    await jackarooChoose(page, step, n);
    // The move came back (a new line in the log, the board free again), or
    // the turn asks for its next choice.
    await page.waitForFunction(([lines, actionSteps]) => {
      const wrap = document.querySelector('.jk-board-wrap');
      const prompt = document.querySelector('.jk-prompt');
      if (!wrap || wrap.classList.contains('busy')) return false;
      return document.querySelectorAll('.log-list li[data-seq]').length > lines || (prompt && actionSteps.includes(prompt.dataset.step));
    }, [before, steps]);
    if ((await logLines(page)) > before) return;
  }
  assert.fail('a turn of Jackaroo takes at most a few clicks');
}

// Both pages show no pending offer.
async function noBanner(pages) {
  for (const page of pages) await page.locator('.offer-banner').waitFor({ state: 'detached' });
}

test('Jackaroo: a takeback accepted within a round, one declined, one refused across a deal', async (t) => {
  const [ana, ben] = await pagesFor(t, windowOf(1280, 900), windowOf(1280, 900));
  const both = [ana, ben];
  const seatOf = (page) => (page === ana ? 0 : 1);
  const nameOf = (page) => (page === ana ? 'Ana' : 'Ben');
  const url = await createRoomAs(ana, { game: 'jackaroo', name: 'Ana', seats: 2 });
  await takeSeat(ben, { url, name: 'Ben', seat: 1 });
  await startGame(ana, both, '.jackaroo-board');
  const index = await firstReady(both, canActInPage, steps, 0);  // 0: no time limit
  assert.ok(index >= 0, 'one of them is to play');
  const first = both[index];
  const second = first === ana ? ben : ana;
  let turns = 0;

  await t.test('the first plays a card and offers to take it back; the other accepts: the card is back', async () => {
    const hand = await handOf(first);
    assert.equal(hand.length, 4, 'four cards in the first round');
    // 'card', or 'discard' when none of them can move a marble.
    const step = await first.locator('.jk-prompt').getAttribute('data-step');
    const start = (await roomOnServer(first)).view;
    assert.equal(start.game.turn, seatOf(first));
    assert.deepEqual(start.game.pile, []);

    await jackarooTurn(first, 0);
    turns += 1;
    assert.equal((await handOf(first)).length, 3, 'a card was played');
    const played = (await roomOnServer(first)).view;
    assert.equal(played.game.pile.length, 1);
    assert.equal(played.game.players[seatOf(first)].hand_count, 3);

    await offerFrom(first, '.offer-takeback', [second]);
    assert.equal(await second.locator('.offer-banner .offer-text').textContent(), `${nameOf(first)} offers to take back their last move.`);
    await second.screenshot({ path: path.join(artifacts, 'offers-jackaroo-takeback.png'), fullPage: true });
    await second.locator('.offer-banner .offer-accept').click();
    await noBanner(both);
    await first.waitForFunction((n) => document.querySelectorAll('.jk-hand .jk-card[data-card]').length === n, 4);
    assert.deepEqual(await handOf(first), hand, 'the same four cards');
    await first.waitForFunction(canActInPage, steps);
    assert.equal(await first.locator('.jk-prompt').getAttribute('data-step'), step, 'to play again, as before');
    assert.match(await second.locator('.log-list').textContent(), new RegExp(`${nameOf(first)} took back their last turn \\(1 move undone, agreed by all\\)`));

    const server = (await roomOnServer(first)).view;
    assert.equal(server.room.offer, null);
    assert.equal(server.game.turn, seatOf(first));
    assert.deepEqual(server.game.pile, [], 'the card left the pile');
    assert.equal(server.game.players[seatOf(first)].hand_count, 4);
    assert.deepEqual(server.game.marbles, start.game.marbles, 'the marbles are where they were');
    assert.deepEqual(server.log.at(-1).event, { type: 'takeback', seat: seatOf(first), undone: 1 });
  });

  await t.test('both play; the second offers a takeback and the first declines: nothing changes', async () => {
    await jackarooTurn(first, 1);
    await jackarooTurn(second, 1);
    turns += 2;
    const before = (await roomOnServer(first)).view;
    const hand = await handOf(second);
    await offerFrom(second, '.offer-takeback', [first]);
    assert.equal((await roomOnServer(first)).view.room.offer.kind, 'takeback');
    await first.locator('.offer-banner .offer-decline').click();
    await noBanner(both);
    await second.locator('.offer-notice[data-kind="takeback"] .offer-declined', { hasText: `${nameOf(first)} declined your takeback.` }).waitFor();
    assert.equal(await second.locator('.offers .offer-takeback').isDisabled(), true, 'not again at once');
    assert.deepEqual(await handOf(second), hand);
    const server = (await roomOnServer(first)).view;
    assert.equal(server.room.offer, null);
    assert.deepEqual(server.game.pile, before.game.pile, 'a declined takeback changes nothing');
    assert.deepEqual(server.game.marbles, before.game.marbles);
    assert.equal(server.game.turn, seatOf(first));
    assert.deepEqual(server.room.offer_refused && [server.room.offer_refused.kind, server.room.offer_refused.from, server.room.offer_refused.by], ['takeback', seatOf(second), seatOf(first)]);
  });

  await t.test('they play on until cards are dealt; a takeback of the turn before the deal is refused', async () => {
    const round = async () => (await roomOnServer(first)).view.game.round;
    assert.equal(await round(), 1);
    let mover = null;
    // Two players, four cards each: the round's last card is the 8th turn.
    for (let turn = turns; turn < 12; turn += 1) {
      const ready = await firstReady(both, canActInPage, steps, 0);
      mover = both[ready];
      await jackarooTurn(mover, turn);
      if (await explained(mover, 'reading the round', round) > 1) break;
    }
    assert.equal(await round(), 2, 'a new round was dealt after the last card');
    await mover.locator('.jk-hand .jk-card[data-card]').nth(3).waitFor();
    assert.equal((await handOf(mover)).length, 4, 'four new cards');
    const other = mover === ana ? ben : ana;
    const before = (await roomOnServer(mover)).view;

    // Said on the button before it is pressed (a red toast after it, before).
    const takeback = mover.locator('.offers .offer-takeback');
    await mover.locator('.offers #offer-takeback-reason', { hasText: 'Cards were dealt since your last move: it can no longer be taken back.' }).waitFor();
    assert.equal(await takeback.isDisabled(), true);
    assert.equal(await takeback.getAttribute('aria-describedby'), 'offer-takeback-reason');
    assert.match(await takeback.getAttribute('title'), /^Cards were dealt since your last move/);
    await other.locator('.offers #offer-takeback-reason', { hasText: `${nameOf(mover)} has played since your last move` }).waitFor();
    assert.equal(await other.locator('.offers .offer-takeback').isDisabled(), true);
    await mover.locator('.offers').scrollIntoViewIfNeeded();
    await mover.screenshot({ path: path.join(artifacts, 'offers-jackaroo-refused.png') });
    assert.equal(await mover.locator('.offer-banner').count(), 0);
    assert.equal(await other.locator('.offer-banner').count(), 0, 'nobody is asked');
    const server = (await roomOnServer(mover)).view;
    assert.equal(server.room.offer, null);
    assert.equal(server.game.round, 2);
    assert.deepEqual(server.game.players.map((p) => p.hand_count), before.game.players.map((p) => p.hand_count), 'the new hands stay');
    assert.equal(server.log.filter((entry) => entry.event.type === 'takeback').length, 1, 'only the first takeback happened');
  });
  for (const page of both) assert.deepEqual(page.problems, []);
});
