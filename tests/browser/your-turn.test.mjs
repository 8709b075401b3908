// Nobody misses their turn, nobody misses the chat. Two players in a tiny
// Kangaruse room, created from the start page with a 2-minute turn clock:
// Ada on a laptop (1280 × 800), Bea on a phone. When the turn passes to a
// player their page counts a chime (<html data-turn-alerts>; no sound
// hardware needed) and marks the favicon; the other page does neither. The
// mute toggle stops the chime, not the mark. On the phone the chat is folded
// and counts what arrives; on the laptop the chat stays in sight during play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, phoneScreen, takeSeat, startGame, firstReady, kangaruseMove, pagesFor, openStartPage } from './browser.mjs';

// What a page says about the turn alerts, read in one go.
function alerts(page) {
  return page.evaluate(() => ({
    count: Number(document.documentElement.dataset.turnAlerts || 0),
    sound: document.documentElement.dataset.turnSound,
    mark: document.querySelector('link[rel=icon]').dataset.mark,
    href: document.querySelector('link[rel=icon]').getAttribute('href'),
    myTurn: Boolean(document.querySelector('.board-wrap[data-my-turn="true"]')),
    version: Number(document.querySelector('.room').dataset.version),
  }));
}

const markIs = (mark) => document.querySelector('link[rel=icon]').dataset.mark === mark;

// Moves for `page` until the turn is the other page's; returns how many moves.
async function playUntilTurnPasses(page, other) {
  for (let moves = 1; moves <= 30; moves += 1) {
    // The first highlighted square, or stop when only teleports are left.
    await kangaruseMove(page, 'first');
    const passed = await firstReady([other, page], () => document.querySelector('.outcome') || document.querySelector('link[rel=icon]').dataset.mark === 'turn', null, 60000);
    if (passed === 0 && (await other.locator('.outcome').count()) === 0) return moves;
    if ((await page.locator('.outcome').count()) > 0) break;
  }
  assert.fail('the turn did not pass to the other player');
}

test('your turn: a chime, a favicon mark, a notification button; chat in sight', async (t) => {
  const [ada, bea] = await pagesFor(t, windowOf(1280, 800), phoneScreen);
  const pages = [ada, bea];
  let roomUrl;

  await t.test('a room created with a 2-minute clock on the start page has it in the lobby', async () => {
    await openStartPage(ada, { game: 'kangaruse', size: 'tiny', seats: 2 });
    assert.deepEqual(
      await ada.locator('#turn-clock option').allInnerTexts(),
      ['No clock', '30 seconds', '2 minutes', '10 minutes', '1 hour', '1 day per move', '2 days per move', '3 days per move', '5 days per move', '7 days per move', '14 days per move'],
    );
    assert.equal(await ada.locator('#turn-clock-bot').isVisible(), false, 'no bot level without a clock');
    await ada.selectOption('#turn-clock', '120');
    assert.equal(await ada.locator('#turn-clock-bot').inputValue(), 'medium');
    await ada.selectOption('#turn-clock-bot', 'hard');
    await ada.screenshot({ path: path.join(artifacts, 'your-turn-start.png'), fullPage: true });
    await ada.fill('#creator-name', 'Ada');
    await ada.getByRole('button', { name: 'Create room' }).click();
    await ada.waitForURL(/\/r\/[A-Za-z0-9_-]+$/);
    roomUrl = ada.url();
    await ada.locator('.room[data-status="lobby"]').waitFor();
    await ada.waitForFunction(() => document.querySelector('#turn-clock').value === '120' && document.querySelector('#turn-clock-bot').value === 'hard');

    await ada.locator('.seat[data-seat="0"].seat-mine').waitFor();
    await takeSeat(bea, { url: roomUrl, name: 'Bea', seat: 1 });
    await bea.locator('.guest-options .turn-clock-summary', { hasText: 'Turn clock: 2 minutes, then a hard bot moves' }).waitFor();
  });

  await t.test('the top bar has a sound toggle and a notification button; neither asks anything by itself', async () => {
    for (const page of pages) {
      const sound = page.locator('.turn-alerts .sound-toggle');
      await sound.waitFor();
      assert.equal(await sound.getAttribute('aria-pressed'), 'true', 'sound is on by default');
      const state = await alerts(page);
      assert.equal(state.count, 0);
      assert.equal(state.sound, 'on');
      assert.equal(state.mark, 'none');
      // A click anywhere lets the page make sound later.
      await page.locator('.seats h2').click();
      await page.waitForFunction(() => document.documentElement.dataset.turnAudio === 'ready');
    }
    // Headless Chromium may grant, deny or leave the permission open: the
    // button asks once per click and goes away once the browser has decided.
    const support = await ada.evaluate(() => (typeof Notification === 'function' ? Notification.permission : 'none'));
    const button = ada.locator('.notify-toggle');
    assert.equal(await button.count(), 1);
    if (support === 'default') {
      assert.equal(await button.isVisible(), true);
      assert.equal(await button.getAttribute('aria-label'), "Notify me when it's my turn");
      await button.click();
      await ada.waitForFunction(() => {
        const node = document.querySelector('.notify-toggle');
        return !node.disabled && node.hidden === (Notification.permission !== 'default');
      });
    } else {
      assert.equal(await button.isVisible(), false, `no button when the permission is ${support}`);
    }
    await ada.screenshot({ path: path.join(artifacts, 'your-turn-lobby.png') });
  });

  let mover;
  await t.test('the player whose turn it becomes hears it and sees the favicon mark; the other does not', async () => {
    await startGame(ada, pages, '.kangaruse-board');
    mover = await firstReady(pages, markIs, 'turn', 60000);
    assert.notEqual(mover, -1, 'one of the two has the turn');
    const other = 1 - mover;
    const [me, them] = [await alerts(pages[mover]), await alerts(pages[other])];
    assert.equal(me.count, 1, 'one chime when the game starts with your turn');
    assert.match(me.href, /^data:image\/png/, 'the marked favicon is drawn in the page');
    assert.equal(them.count, 0, 'no chime for the player who waits');
    assert.equal(them.mark, 'none');
    assert.match(await pages[mover].title(), /^▶ Your turn/);

    // The turn passes: now the other one hears it, once; the mark moves too.
    await playUntilTurnPasses(pages[mover], pages[other]);
    const [was, now] = [await alerts(pages[mover]), await alerts(pages[other])];
    assert.equal(now.count, 1, 'the next player hears one chime');
    assert.equal(now.mark, 'turn');
    assert.equal(was.count, 1, 'no more chimes for the one who just moved');
    await pages[mover].waitForFunction(markIs, 'none');
    assert.match((await alerts(pages[mover])).href, /^data:image\/svg\+xml/, 'the plain favicon is back');
    mover = other;
    await ada.screenshot({ path: path.join(artifacts, 'your-turn-laptop.png') });
    await bea.screenshot({ path: path.join(artifacts, 'your-turn-phone.png') });
  });

  await t.test('muted, the turn still marks the favicon but makes no sound', async () => {
    const other = 1 - mover;
    const quiet = pages[other];
    const before = (await alerts(quiet)).count;
    await quiet.locator('.sound-toggle').click();
    assert.equal(await quiet.locator('.sound-toggle').getAttribute('aria-pressed'), 'false');
    assert.equal(await quiet.evaluate(() => window.localStorage.getItem('kangaroom.sound')), 'off', 'the choice is remembered');
    assert.equal((await alerts(quiet)).sound, 'off');
    await playUntilTurnPasses(pages[mover], quiet);
    const state = await alerts(quiet);
    assert.equal(state.mark, 'turn');
    assert.equal(state.count, before, 'no chime while muted');
    await quiet.locator('.sound-toggle').click();
    assert.equal(await quiet.locator('.sound-toggle').getAttribute('aria-pressed'), 'true');
    assert.equal(await quiet.evaluate(() => window.localStorage.getItem('kangaroom.sound')), 'on');
    mover = other;
  });

  await t.test('on the phone the chat is folded and counts new messages until opened', async () => {
    const chat = bea.locator('.chat');
    assert.equal(await chat.getAttribute('data-folded'), 'true', 'folded on a phone');
    assert.equal(await bea.locator('.chat-form input').isVisible(), false);
    assert.equal(await bea.locator('.chat-unread').isVisible(), false, 'nothing unread yet');
    await ada.fill('.chat-form input', 'your go, Bea!');
    await ada.locator('.chat-form button').click();
    await ada.locator('.chat-list li', { hasText: 'your go, Bea!' }).waitFor();
    await bea.locator('.chat-unread[data-count="1"]').waitFor();
    assert.equal(await bea.locator('.chat-unread').innerText(), '1');
    await ada.fill('.chat-form input', 'no rush');
    await ada.locator('.chat-form button').click();
    await bea.locator('.chat-unread[data-count="2"]').waitFor();
    await bea.locator('.chat-toggle').scrollIntoViewIfNeeded();
    await bea.screenshot({ path: path.join(artifacts, 'your-turn-chat-folded.png') });
    await bea.locator('.chat-toggle').click();
    assert.equal(await chat.getAttribute('data-folded'), 'false');
    assert.equal(await bea.locator('.chat-toggle').getAttribute('aria-expanded'), 'true');
    await bea.locator('.chat-unread').waitFor({ state: 'hidden' });
    await bea.locator('.chat-list li', { hasText: 'no rush' }).waitFor();
    await bea.screenshot({ path: path.join(artifacts, 'your-turn-chat-open.png') });
  });

  await t.test('on a laptop the chat input is in sight during play without scrolling', async () => {
    await ada.evaluate(() => window.scrollTo(0, 0));
    assert.equal(await ada.evaluate(() => window.scrollY), 0);
    assert.equal(await ada.locator('.room').getAttribute('data-status'), 'playing');
    assert.equal(await ada.locator('.chat').getAttribute('data-folded'), 'false', 'open on a laptop');
    const box = await ada.locator('.chat-form input').boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 800 && box.x + box.width <= 1280, `the chat input is in the window: ${JSON.stringify(box)}`);
    const list = await ada.locator('.chat-list li', { hasText: 'no rush' }).boundingBox();
    assert.ok(list && list.y >= 0 && list.y + list.height <= 800, `the latest message is in the window: ${JSON.stringify(list)}`);
    await ada.screenshot({ path: path.join(artifacts, 'your-turn-chat-laptop.png') });
  });

  await t.test('no script errors and nothing loaded from outside', async () => {
    for (const page of pages) assert.deepEqual(page.problems, []);
  });
});
