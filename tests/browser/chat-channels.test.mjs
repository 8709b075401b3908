// Spectators talk in their own chat: their lines never land among the
// players', a player reads them in the Spectators tab (or hides it), a
// spectator reads both in one list (their own marked) and writes in the
// spectators' channel, and the channels hold after a reload (the server's
// history keeps each line's channel).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, createRoomAs, pagesFor } from './browser.mjs';

const lines = (page, channel) => page.$$eval(`.chat-list[data-channel="${channel}"] .chat-text`, (nodes) => nodes.map((node) => node.textContent));
// A spectator's list: each line's channel and text.
const allLines = (page) => page.$$eval('.chat-list[data-channel="all"] li[data-channel]', (nodes) => nodes.map((node) => `${node.dataset.channel}: ${node.querySelector('.chat-text').textContent}`));

async function say(page, text) {
  await page.locator('.chat-form input').fill(text);
  await page.locator('.chat-form button[type=submit]').click();
  await page.waitForFunction(() => document.querySelector('.chat-form input').value === '');
}

test('a spectator\u2019s chat is apart from the players\u2019', async (t) => {
  const [ana, cid] = await pagesFor(t, windowOf(1280, 900), windowOf(1280, 900));
  const url = await createRoomAs(ana, { game: 'kangaruse', seats: 2, name: 'Ana' });
  await cid.goto(url);
  await cid.locator('.seat[data-seat="0"][data-state="here"]').waitFor();

  await t.test('each writes in their own channel', async () => {
    // A player starts on the players' tab, a spectator on the spectators'.
    assert.equal(await ana.locator('.chat').getAttribute('data-channel'), 'players');
    assert.equal(await cid.locator('.chat').getAttribute('data-channel'), 'spectators');
    await say(ana, 'hello table');
    await say(cid, 'go Ana');
    await ana.locator('.chat-list[data-channel="spectators"] .chat-text', { hasText: 'go Ana' }).waitFor({ state: 'attached' });
    await cid.locator('.chat-list[data-channel="all"] .chat-text', { hasText: 'go Ana' }).waitFor();
    assert.deepEqual(await allLines(cid), ['players: hello table', 'spectators: go Ana']);
    assert.equal(await cid.locator('.chat-list[data-channel="all"] li[data-channel="spectators"] .tag-spectator').count(), 1);
    assert.equal(await cid.locator('.chat-tabs').isVisible(), false, 'a spectator has one list, no tabs');
    assert.deepEqual(await lines(ana, 'players'), ['hello table']);
    assert.deepEqual(await lines(ana, 'spectators'), ['go Ana']);
    // Ana sees a count on the tab she is not on.
    assert.equal(await ana.locator('.chat-tab[data-channel="spectators"] .chat-tab-count').innerText(), '1');
    assert.equal(await ana.locator('.chat-list[data-channel="spectators"]').isVisible(), false);
  });

  await t.test('a player reads the spectators\u2019 tab but does not write there', async () => {
    await ana.locator('.chat-tab[data-channel="spectators"]').click();
    await ana.locator('.chat-list[data-channel="spectators"]').waitFor();
    assert.equal(await ana.locator('.chat-form').isVisible(), false);
    assert.match(await ana.locator('.chat-note').innerText(), /Spectators talk here/);
    await ana.screenshot({ path: path.join(artifacts, 'chat-spectators-tab.png') });
    await cid.screenshot({ path: path.join(artifacts, 'chat-spectator-view.png') });
  });

  await t.test('a player hides the spectators\u2019 chat, and shows it again', async () => {
    await ana.locator('.chat-hide-spectators').click();
    await ana.locator('.chat-show-spectators').waitFor();
    assert.equal(await ana.locator('.chat-tab[data-channel="spectators"]').isVisible(), false);
    assert.equal(await ana.locator('.chat-list[data-channel="players"]').isVisible(), true);
    await say(cid, 'still here');
    await ana.locator('.chat-list[data-channel="spectators"] .chat-text', { hasText: 'still here' }).waitFor({ state: 'attached' });
    assert.equal(await ana.locator('.chat-tab[data-channel="spectators"] .chat-tab-count').textContent(), '0', 'hidden lines are not counted');
    await ana.locator('.chat-show-spectators').click();
    await ana.locator('.chat-list[data-channel="spectators"] .chat-text', { hasText: 'still here' }).waitFor();
  });

  await t.test('after a reload the lines are in their channels still', async () => {
    await cid.reload();
    await cid.locator('.chat-list[data-channel="all"] .chat-text', { hasText: 'still here' }).waitFor();
    assert.deepEqual(await allLines(cid), ['players: hello table', 'spectators: go Ana', 'spectators: still here']);
    await ana.reload();
    await ana.locator('.chat-list[data-channel="players"] .chat-text', { hasText: 'hello table' }).waitFor();
    assert.deepEqual(await lines(ana, 'players'), ['hello table']);
    assert.deepEqual(await lines(ana, 'spectators'), ['go Ana', 'still here']);
  });

  assert.deepEqual(ana.problems, []);
  assert.deepEqual(cid.problems, []);
});
