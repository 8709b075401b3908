// Offers between players in the browser (PROTOCOL.md "Offers"), through the
// real server:
// 1. Kangaruse, two people: a takeback declined, then one accepted by a
//    player who reloaded the page while it waited (the banner comes from
//    the room view).
// 2. Kanga, two people: a draw declined, then one accepted; the guest offers
//    the rematch on the final table and the host accepts.
// 3. Kanga against a bot: the bot accepts a takeback at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, createRoomAs, takeSeat, addBot, startGame, pagesFor, firstReady, startKangaruseForTwo, kangaruseMove, boardSignature, offerFrom } from './browser.mjs';

const myTurn = (page) => page.locator('.board-wrap[data-my-turn="true"]').count().then((n) => n > 0);

// `page` plays its whole Kangaruse turn (extra jumps included).
async function kangaruseTurn(page) {
  await page.locator('.board-wrap[data-my-turn="true"]').waitFor();
  do await kangaruseMove(page);
  while ((await myTurn(page)) && (await page.locator('.room[data-status="playing"]').count()) > 0);
}

// `page` asks for something (a button of the offers bar) and the others
// see the banner.
const offer = offerFrom;

test('Kangaruse: a takeback declined, then accepted after a reload', async (t) => {
  const [ana, ben] = await pagesFor(t, windowOf(1280, 900), windowOf(1280, 900));
  await startKangaruseForTwo(ana, ben, 'Ana', 'Ben');
  const index = await firstReady([ana, ben], () => Boolean(document.querySelector('.board-wrap[data-my-turn="true"]')), null, 0);  // 0: no time limit
  assert.ok(index >= 0, 'one of them is to move');
  const first = [ana, ben][index];
  const second = first === ana ? ben : ana;

  await t.test('the first player moves and asks to take it back; the other declines', async () => {
    await kangaruseTurn(first);
    const afterFirst = await boardSignature(second);
    await offer(first, '.offer-takeback', [second]);
    assert.match(await second.locator('.offer-banner .offer-text').textContent(), /offers to take back their last move/);
    assert.match(await first.locator('.offer-banner .offer-waiting').textContent(), /Waiting for (Ana|Ben)/);
    assert.equal(await first.locator('.offer-banner .offer-accept').count(), 0, 'the offerer is not asked');
    await second.locator('.offer-banner .offer-decline').click();
    for (const page of [first, second]) await page.locator('.offer-banner').waitFor({ state: 'detached' });
    assert.equal(await boardSignature(second), afterFirst, 'a declined takeback changes nothing');
  });

  await t.test('the second player moves and asks; the first reloads, still sees it, accepts', async () => {
    const afterFirst = await boardSignature(second);
    await kangaruseTurn(second);
    assert.notEqual(await boardSignature(second), afterFirst);
    await offer(second, '.offer-takeback', [first]);
    await first.reload();
    await first.locator('.room[data-status="playing"] .offer-banner .offer-accept').waitFor();
    await first.screenshot({ path: path.join(artifacts, 'offers-takeback-banner.png'), fullPage: true });
    await first.locator('.offer-banner .offer-accept').click();
    for (const page of [first, second]) {
      await page.locator('.offer-banner').waitFor({ state: 'detached' });
      await page.waitForFunction((sig) => {
        const cells = [...document.querySelectorAll('.kangaruse-board [data-index]')];
        return cells.map((cell) => `${cell.dataset.index}:${cell.dataset.type}:${cell.dataset.crossed || ''}:${cell.dataset.occupants}`).join('|') === sig;
      }, afterFirst);
    }
    assert.ok(await myTurn(second), 'the turn taken back is to play again');
    assert.match(await first.locator('.log-list').textContent(), /took back their last turn/);
  });
  for (const page of [ana, ben]) assert.deepEqual(page.problems, []);
});

test('Kanga: a draw declined, then accepted; the guest offers a rematch, the host accepts', async (t) => {
  const [mia, leo] = await pagesFor(t, windowOf(1280, 900), windowOf(1280, 900));
  const url = await createRoomAs(mia, { game: 'kanga', name: 'Mia' });
  await takeSeat(leo, { url, name: 'Leo', seat: 1 });
  await startGame(mia, [mia, leo], '.kanga-board');

  await t.test('Leo offers a draw and Mia declines', async () => {
    await offer(leo, '.offer-draw', [mia]);
    assert.match(await mia.locator('.offer-banner .offer-text').textContent(), /Leo offers a draw/);
    await mia.locator('.offer-banner .offer-decline').click();
    for (const page of [mia, leo]) await page.locator('.offer-banner').waitFor({ state: 'detached' });
    assert.equal(await mia.locator('.room').getAttribute('data-status'), 'playing');
  });

  await t.test('Mia offers a draw and Leo accepts: the final table says so', async () => {
    await offer(mia, '.offer-draw', [leo]);
    await leo.locator('.offer-banner .offer-accept').click();
    for (const page of [mia, leo]) {
      await page.locator('.room[data-status="finished"] .outcome').waitFor();
      assert.equal((await page.locator('.outcome-title').textContent()).trim(), 'A draw!');
    }
    assert.match(await mia.locator('.log-list').textContent(), /agreed to a draw/);
  });

  await t.test('Leo (not the host) offers a rematch, Mia accepts, a new game starts', async () => {
    await offer(leo, '.offer-rematch', [mia]);
    await mia.screenshot({ path: path.join(artifacts, 'offers-rematch-banner.png'), fullPage: true });
    await mia.locator('.offer-banner .offer-accept').click();
    for (const page of [mia, leo]) await page.locator('.room[data-status="playing"] .kanga-board').waitFor();
    assert.equal(await mia.locator('.offer-banner').count(), 0);
  });
  for (const page of [mia, leo]) assert.deepEqual(page.problems, []);
});

test('Kanga against a bot: the bot accepts a takeback at once', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1280, 900));
  await createRoomAs(ana, { game: 'kanga', name: 'Ana' });
  await addBot(ana, 1, 'easy');
  await startGame(ana, [ana], '.kanga-board');
  const wrap = ana.locator('.kg-board-wrap');
  await ana.locator('.kg-board-wrap[data-my-turn="true"]').waitFor();
  await ana.locator('.kanga-board [data-legal="true"]').first().click();
  // The bot answers; then it is Ana's turn again with two stones down.
  await ana.locator('.kg-board-wrap[data-my-turn="true"][data-moves-played="2"]').waitFor();
  await ana.locator('.offers .offer-takeback').click();
  await ana.locator('.kg-board-wrap[data-moves-played="0"]').waitFor();
  assert.equal(await wrap.getAttribute('data-my-turn'), 'true');
  assert.equal(await ana.locator('.offer-banner').count(), 0, 'nobody had to be asked');
  assert.deepEqual(ana.problems, []);
});
