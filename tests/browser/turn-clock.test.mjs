// The host gives a room a turn clock in the lobby, and a guest sees it there.
// In the game nobody moves: everyone sees the countdown, and when it runs out
// a bot plays that one move for the player, whose seat stays theirs; the next
// turn starts a fresh clock; the log marks the clock's move "(clock)", and the
// player whose time ran out reads what was played for them. The
// lobby's shortest clock is 30 s, too slow for a test, so the test adds a
// 5-second entry to the host's select (the server accepts 5 to 604800) and
// picks it as a host would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, phoneScreen, createRoomAs, takeSeat, firstReady, pagesFor } from './browser.mjs';

const clockSeconds = 5;

// The countdown, the room's version and the log, read in one go (the view
// may change between two separate reads); null while no deadline is shown.
function clockReading() {
  const clock = document.querySelector('.turn-clock');
  if (!clock || clock.hidden || !clock.dataset.deadline) return null;
  return {
    deadline: Number(clock.dataset.deadline),
    seats: clock.dataset.seats,
    mine: clock.dataset.mine,
    text: clock.textContent.trim(),
    version: Number(document.querySelector('.room').dataset.version),
    log: document.querySelectorAll('.log-list li[data-seq]').length,
  };
}

async function readClock(page) {
  const handle = await page.waitForFunction(clockReading);
  return handle.jsonValue();
}

test('a turn clock lets a bot move for a player who has not moved in time', async (t) => {
  const [host, guest, phone] = await pagesFor(t, windowOf(1200, 860), windowOf(1100, 850), phoneScreen);
  const names = ['Ada', 'Bea'];
  let roomUrl;

  await t.test('the host sets the clock in the lobby; the guest sees it in words', async () => {
    roomUrl = await createRoomAs(host, { game: 'kangaruse', name: names[0], seats: 2, size: 'tiny' });
    assert.equal(await host.locator('#turn-clock').inputValue(), '0', 'a new room has no clock');
    assert.deepEqual(
      await host.locator('#turn-clock option').allInnerTexts(),
      ['No clock', '30 seconds', '2 minutes', '10 minutes', '1 hour', '1 day per move', '2 days per move', '3 days per move', '5 days per move', '7 days per move', '14 days per move'],
    );
    assert.equal(await host.locator('#turn-clock-bot').isVisible(), false, 'no bot level without a clock');

    await takeSeat(guest, { url: roomUrl, name: names[1], seat: 1 });
    await guest.locator('.guest-options .turn-clock-summary', { hasText: 'No turn clock' }).waitFor();
    assert.equal(await guest.locator('#turn-clock').isVisible(), false, 'only the host sets the clock');

    await host.selectOption('#turn-clock', '120');
    await guest.locator('.turn-clock-summary', { hasText: 'Turn clock: 2 minutes, then a medium bot moves' }).waitFor();
    assert.equal(await host.locator('#turn-clock-bot').inputValue(), 'medium', 'a medium bot by default');
    await host.selectOption('#turn-clock-bot', 'easy');
    await guest.locator('.turn-clock-summary', { hasText: 'Turn clock: 2 minutes, then an easy bot moves' }).waitFor();
    // The host's selects show the room's clock once the server has it.
    await host.waitForFunction(() => document.querySelector('#turn-clock').value === '120' && document.querySelector('#turn-clock-bot').value === 'easy');

    await host.evaluate((seconds) => {
      const option = document.createElement('option');
      option.value = String(seconds);
      option.textContent = `${seconds} seconds (test)`;
      document.querySelector('#turn-clock').append(option);
    }, clockSeconds);
    await host.selectOption('#turn-clock', String(clockSeconds));
    await guest.locator('.turn-clock-summary', { hasText: `Turn clock: ${clockSeconds} seconds, then an easy bot moves` }).waitFor();
    assert.equal(await guest.locator('.turn-clock-summary').innerText(), `Turn clock: ${clockSeconds} seconds, then an easy bot moves`);
    await guest.screenshot({ path: path.join(artifacts, 'turn-clock-lobby.png'), fullPage: true });
  });

  await t.test('in the game everyone sees the countdown, the player to act most urgently', async () => {
    await host.locator('.start-game:not([disabled])').click();
    for (const page of [host, guest]) {
      await page.locator('.room[data-status="playing"] .kangaruse-board').waitFor();
      await page.locator('.turn-clock[data-deadline]').waitFor();
    }
    // A stopwatch, then "0:04 · Bea", or "your turn" for the player to act.
    const shape = /^0:0[0-5] · (your turn|Ada|Bea)$/;
    const reading = await readClock(host);
    assert.match(reading.text, shape);
    assert.ok(['0', '1'].includes(reading.seats), `one seat is to act: ${reading.seats}`);
    assert.ok(reading.deadline > Date.now() - 60000, 'the deadline is Unix milliseconds');
    assert.match((await readClock(guest)).text, shape);

    // Under 10 s left on your own turn: emphasised. The others: not.
    const urgentForMe = () => {
      const clock = document.querySelector('.turn-clock');
      return Boolean(clock && clock.dataset.deadline && clock.dataset.mine === 'true' && clock.classList.contains('urgent') && clock.textContent.includes('your turn'));
    };
    const calmForOthers = () => {
      const clock = document.querySelector('.turn-clock');
      return Boolean(clock && clock.dataset.deadline && clock.dataset.mine === 'false' && !clock.classList.contains('urgent') && /· (Ada|Bea)$/.test(clock.textContent.trim()));
    };
    assert.notEqual(await firstReady([host, guest], urgentForMe, null, 60000), -1, 'the player to act sees an urgent clock');
    assert.notEqual(await firstReady([host, guest], calmForOthers, null, 60000), -1, 'the other player sees whose turn it is');

    // A spectator on a phone sees it too, in the top bar, inside the screen.
    await phone.goto(roomUrl);
    await phone.locator('.room[data-status="playing"] .kangaruse-board').waitFor();
    await phone.waitForFunction(calmForOthers);
    const box = await phone.locator('.turn-clock').boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the countdown fits a phone: ${JSON.stringify(box)}`);
    await phone.screenshot({ path: path.join(artifacts, 'turn-clock-phone.png') });
  });

  await t.test('nobody moves: at the deadline a bot moves for the player, and the next turn gets a fresh clock', async () => {
    const before = await readClock(host);
    const seat = Number(before.seats);
    // The next deadline on the host's page: only a move starts one.
    await host.waitForFunction((deadline) => {
      const clock = document.querySelector('.turn-clock');
      return Boolean(clock && Number(clock.dataset.deadline) > deadline);
    }, before.deadline);
    const after = await readClock(host);
    assert.ok(after.version > before.version, 'the room view moved on');
    assert.ok(after.log > before.log, `the log has the bot's move (${before.log} → ${after.log} lines)`);
    // The new clock started when the bot moved (server time): not before the
    // old deadline, and soon after it.
    const movedAt = after.deadline - clockSeconds * 1000;
    assert.ok(movedAt >= before.deadline - 100, `the bot waited for the deadline (${movedAt - before.deadline} ms after it)`);
    assert.ok(movedAt - before.deadline < 10000, `the bot moved within 10 s of the deadline (${movedAt - before.deadline} ms)`);
    assert.match(after.text, /^0:0[0-5] · (your turn|Ada|Bea)$/, 'the countdown restarted');
    // The log says that the clock's bot played that move, for everyone.
    for (const page of [host, guest, phone]) {
      const marked = page.locator('.log-list li[data-by="clock"]');
      await marked.first().waitFor();
      assert.equal(await marked.first().locator('.log-by-clock').innerText(), '(clock)');
      assert.equal(await page.locator('.log-list li[data-by="bot"]').count(), 0, 'no seat is a bot\'s');
    }
    // The player whose time ran out is told, above the board, what the bot
    // played for them (their half-made choice is gone, and the opponent's
    // reply may already be on the board); "Got it" puts it away.
    const moverPage = seat === 0 ? host : guest;
    const notice = moverPage.locator('.clock-notice:not([hidden])');
    await notice.waitFor();
    assert.match(await notice.innerText(), /^Your time ran out, so a bot played this move for you: .+/);
    await host.screenshot({ path: path.join(artifacts, 'turn-clock.png') });
    await moverPage.screenshot({ path: path.join(artifacts, 'turn-clock-notice.png') });
    await notice.getByRole('button', { name: 'Got it' }).click();
    assert.equal(await moverPage.locator('.clock-notice[hidden]').count(), 1, 'dismissed');

    // The seat is still the player's: no bot in the people list, same name.
    for (const page of [host, guest, phone]) {
      await page.locator(`.people .person[data-seat="${seat}"] .person-name`, { hasText: names[seat] }).waitFor();
      assert.equal(await page.locator('.people .tag-bot').count(), 0, 'no seat went to a bot');
    }
    await host.locator('.room[data-my-seat="0"]').waitFor();
    await guest.locator('.room[data-my-seat="1"]').waitFor();
    assert.match(await guest.locator('.people .turn-clock-rule').innerText(), /Turn clock: 5 seconds, then an easy bot moves/);
    // The guest's page follows the same clock.
    await guest.waitForFunction((deadline) => Number(document.querySelector('.turn-clock').dataset.deadline) >= deadline, after.deadline);
  });

  await t.test('no script errors and nothing loaded from outside', async () => {
    for (const page of [host, guest, phone]) assert.deepEqual(page.problems, []);
  });
});
