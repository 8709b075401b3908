// Small things new players stumbled on: Stop playing asks first, a teleport's
// cost reads as a cost, a player who stopped is not struck through, guests
// see what the lobby waits for, the name comes first on a phone, a name
// already in use gets a hint, primary buttons are readable, dark mode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { baseUrl, artifacts, browserFor, openPage, windowOf, phoneScreen, versionOf, waitForVersionAbove, myTurnOrOutcome, stopPlaying, createRoomAs, takeSeat, addBot, startGame } from './browser.mjs';

// WCAG contrast of two computed colours ("rgb(r, g, b)" or "rgba(…)").
function channels(css) {
  const [r, g, b] = css.match(/[\d.]+/g).map(Number);
  return [r, g, b];
}
function luminance(css) {
  const [r, g, b] = channels(css).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
// The colours of the first node matching `selector`, read in one go (a
// lobby update may replace the node, and a detached node has no style).
async function colorsOf(page, selector) {
  const handle = await page.waitForFunction((sel) => {
    const node = document.querySelector(sel);
    if (!node || !node.isConnected) return null;
    const style = getComputedStyle(node);
    return style.color && style.backgroundColor ? { color: style.color, background: style.backgroundColor } : null;
  }, selector);
  return handle.jsonValue();
}

async function assertReadable(page, selector, what) {
  const { color, background } = await colorsOf(page, selector);
  const ratio = contrast(color, background);
  assert.ok(ratio >= 4.5, `${what}: ${color} on ${background} is ${ratio.toFixed(2)}:1, below 4.5:1`);
}

test('the lobby: readable buttons, the name first on a phone, name hints, what guests wait for', async (t) => {
  const browser = await browserFor(t);
  const host = await openPage(browser, windowOf(1200, 860));
  const guest = await openPage(browser, phoneScreen);

  await t.test('primary buttons have at least 4.5:1 contrast', async () => {
    await host.goto(`${baseUrl}/`);
    await host.selectOption('#option-size', 'tiny');
    await assertReadable(host, '.create-form button.primary', 'Create room');
    await host.selectOption('#seats', '2');
    await host.locator('#creator-plays').uncheck();
    await host.getByRole('button', { name: 'Create room' }).click();
    await host.waitForURL(/\/r\//);
    await assertReadable(host, '.seat[data-seat="0"] .take-seat', 'Sit here');
    await takeSeat(host, { name: 'Ana', seat: 0 });
  });

  await t.test('on a phone the name, icon and colour come before the seats', async () => {
    await guest.goto(host.url());
    const sit = guest.locator('.seat[data-seat="1"] .take-seat');
    await sit.waitFor();
    const nameBox = await guest.locator('#player-name').boundingBox();
    const sitBox = await sit.boundingBox();
    assert.ok(nameBox.y + nameBox.height <= sitBox.y, `the name field (y ${nameBox.y}) is above "Sit here" (y ${sitBox.y})`);
    const colorBox = await guest.locator('.color-choices').boundingBox();
    assert.ok(colorBox.y + colorBox.height <= sitBox.y, 'the colours come before "Sit here" too');
    await guest.screenshot({ path: path.join(artifacts, 'polish-phone-lobby.png'), fullPage: true });
  });

  await t.test('a guest sees that the lobby waits for players', async () => {
    await guest.locator('.lobby-wait', { hasText: 'Waiting for 1 more player' }).waitFor();
    assert.equal(await host.locator('.lobby-wait').isVisible(), false, 'the host has the start button instead');
  });

  await t.test('a name another seat uses gets a gentle hint, without blocking', async () => {
    const hint = guest.locator('.name-hint');
    await guest.fill('#player-name', 'ana ');
    await hint.waitFor();
    assert.equal(await hint.innerText(), 'Ana is already playing — pick another name?');
    await guest.fill('#player-name', 'Bea');
    await hint.waitFor({ state: 'hidden' });
    await guest.fill('#player-name', 'Ana');
    await hint.waitFor();
    // Not blocked: the guest may sit down with it anyway, then change it.
    await guest.fill('#player-name', 'Bea');
    await guest.locator('.seat[data-seat="1"] .take-seat').click();
    await guest.locator('.seat[data-seat="1"].seat-mine').waitFor();
    assert.equal(await hint.isVisible(), false, 'no hint once seated');
  });

  await t.test('with every seat taken a guest waits for the host to start', async () => {
    await guest.locator('.lobby-wait', { hasText: 'Waiting for the host to start' }).waitFor();
    await host.locator('.start-game:not([disabled])').waitFor();
    await assertReadable(host, '.start-game:not([disabled])', 'Start game');
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  });
});

test('dark mode: dark page, light text, readable buttons', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { ...windowOf(1200, 860), colorScheme: 'dark' });
  await createRoomAs(page, { seats: 2, size: 'tiny', sit: false });
  await page.locator('.seat[data-seat="0"] .take-seat').waitFor();

  const colors = await page.evaluate(() => ({
    background: getComputedStyle(document.documentElement).backgroundColor,
    text: getComputedStyle(document.body).color,
    panel: getComputedStyle(document.querySelector('.panel')).backgroundColor,
    panelText: getComputedStyle(document.querySelector('.panel h2')).color,
    topbar: getComputedStyle(document.querySelector('.topbar')).backgroundColor,
    input: getComputedStyle(document.querySelector('#player-name')).backgroundColor,
  }));
  assert.ok(luminance(colors.background) < 0.05, `the page background ${colors.background} is dark`);
  assert.ok(luminance(colors.text) > 0.6, `the text ${colors.text} is light`);
  assert.ok(luminance(colors.panel) < 0.05, `panels ${colors.panel} are dark`);
  assert.ok(luminance(colors.topbar) < 0.05, `the top bar ${colors.topbar} is dark`);
  assert.ok(luminance(colors.input) < 0.05, `text fields ${colors.input} are dark`);
  assert.ok(contrast(colors.panelText, colors.panel) >= 7, 'headings on panels are easy to read');
  await assertReadable(page, '.seat[data-seat="0"] .take-seat', 'Sit here (dark)');
  const muted = (await colorsOf(page, '.panel .muted')).color;
  assert.ok(contrast(muted, colors.panel) >= 4.5, `muted text ${muted} on panels ${colors.panel} is readable`);
  await page.screenshot({ path: path.join(artifacts, 'polish-dark-lobby.png'), fullPage: false });
  assert.deepEqual(page.problems, []);
});

test('a game against a bot: Stop playing asks first, teleports cost, stopping is neutral', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, windowOf(1200, 860));
  await createRoomAs(page, { seats: 2, size: 'tiny', sit: false });
  await takeSeat(page, { name: 'Ana', seat: 0 });
  await addBot(page, 1);
  await page.locator('.seat[data-seat="1"] .tag-bot').waitFor();
  await startGame(page, [page], '.kangaruse-board');

  let askedEscape = false;
  let askedEnter = false;
  let teleported = false;
  await t.test('the players move until the game ends', async () => {
    // A random tiny board does not always bring Ana to a "no jump" choice
    // (she may end on a dead end first): the host starts rematches until
    // one does, a few games at most.
    for (let game = 1; game <= 6; game += 1) {
      for (let moves = 0; moves < 300; moves += 1) {
        if (await myTurnOrOutcome(page)) break;
        const before = await versionOf(page);
        const step = await page.locator('.turn-prompt').getAttribute('data-step');
        const legal = page.locator('.kangaruse-board [data-legal="true"]');
        if (step === 'no_jump' && !askedEscape) {
          // The first click only asks; Escape says no and nothing is sent.
          askedEscape = true;
          await page.locator('.stop-playing').click();
          await page.locator('.confirm-stop-box', { hasText: 'Really stop?' }).waitFor();
          assert.equal(await page.evaluate(() => document.activeElement.classList.contains('confirm-stop')), true, '"Yes, stop" has the focus');
          await page.screenshot({ path: path.join(artifacts, 'polish-really-stop.png'), fullPage: false });
          await page.keyboard.press('Escape');
          await page.locator('.stop-playing').waitFor();
          assert.equal(await page.locator('.confirm-stop-box').count(), 0);
          assert.equal(await versionOf(page), before, 'nothing was sent');
          assert.equal(await page.locator('.turn-prompt').getAttribute('data-step'), 'no_jump', 'still my choice');
          // "No" says no too.
          await page.locator('.stop-playing').click();
          await page.locator('.cancel-stop').click();
          await page.locator('.stop-playing').waitFor();
          assert.equal(await versionOf(page), before, 'nothing was sent');
        }
        if (step === 'no_jump' && !teleported && (await legal.count()) > 0) {
          teleported = true;
          await legal.first().click();
        } else if (step === 'no_jump' && !askedEnter) {
          // Asked again, Enter says yes.
          askedEnter = true;
          await page.locator('.stop-playing').click();
          await page.locator('.confirm-stop').waitFor();
          await page.keyboard.press('Enter');
        } else if (step === 'no_jump') {
          await stopPlaying(page);
        } else {
          await legal.last().click();
        }
        await waitForVersionAbove(page, before);
      }
      await page.locator('.outcome .outcome-table').waitFor();
      if (askedEscape) break;
      t.diagnostic(`game ${game} ended without a "no jump" choice: a rematch`);
      await page.getByRole('button', { name: 'Rematch', exact: true }).click();
      await page.locator('.room[data-status="playing"] .kangaruse-board').waitFor();
    }
    assert.ok(askedEscape, 'the game came to a "no jump" choice');
    t.diagnostic(`teleported: ${teleported}, stopped with Enter: ${askedEnter}`);
  });

  await t.test('the log says a teleport costs points', async () => {
    const log = await page.locator('.log-list').innerText();
    if (teleported) assert.match(log, /Ana teleported onto .+ \(−1[05] points\)/);
    assert.doesNotMatch(log, /teleported .* for \d+ points/, 'no teleport reads like a gain');
  });

  await t.test('players who stopped are shown neutrally, the winner never struck through', async () => {
    const rows = await page.$$eval('.k-scores tr', (trs) =>
      trs.map((tr) => ({
        seat: tr.dataset.seat,
        out: tr.classList.contains('out'),
        winner: tr.classList.contains('winner'),
        decoration: getComputedStyle(tr.querySelector('.score-name > span')).textDecorationLine,
        tags: [...tr.querySelectorAll('.tag-out')].map((tag) => tag.textContent),
      })),
    );
    assert.equal(rows.length, 2);
    assert.ok(rows.some((row) => row.winner), 'the winner is marked');
    for (const row of rows) {
      assert.notEqual(row.decoration, 'line-through', `seat ${row.seat} is not struck through`);
      for (const tag of row.tags) assert.ok(['stopped', 'out'].includes(tag), `tag "${tag}"`);
    }
    for (const row of rows.filter((r) => r.winner)) {
      assert.equal(await page.locator(`.k-scores tr[data-seat="${row.seat}"] .tag-winner`).textContent(), 'winner');
    }
    await page.screenshot({ path: path.join(artifacts, 'polish-final.png'), fullPage: false });
    assert.deepEqual(page.problems, []);
  });
});
