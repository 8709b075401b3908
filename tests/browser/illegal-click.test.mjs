// Kangaruse: a click on a square the kangaroo cannot reach says why, in the
// engine's words (explain_illegal, which asks explain_invalid_jump), instead
// of doing nothing; the board stays as it was and the turn stays mine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, pagesFor, createRoomAs, addBot, startGame, versionOf, kangaruseMove, myTurnOrOutcome } from './browser.mjs';

test('Kangaruse: clicking a square you cannot reach says why', async (t) => {
  const [page] = await pagesFor(t, windowOf(1280, 900));
  await createRoomAs(page, { name: 'Ana', seats: 2, size: 'tiny' });
  await addBot(page, 1, 'easy');
  await startGame(page, [page], '.kangaruse-board');

  // Placing first (a legal square), then a turn to jump.
  assert.equal(await myTurnOrOutcome(page), false);
  await kangaruseMove(page, 'first');
  for (;;) {
    assert.equal(await myTurnOrOutcome(page), false, 'the game goes on to a jump of mine');
    if ((await page.locator('.turn-prompt').getAttribute('data-step')) === 'jump') break;
    await kangaruseMove(page, 'first');
  }

  // An unreachable square that is neither a tree nor crossed out nor mine.
  const target = page.locator('.kangaruse-board [data-index]:not([data-legal]):not([data-crossed]):not([data-type="tree"]):not([data-occupants="0"])').first();
  const where = { x: Number(await target.getAttribute('data-x')), y: Number(await target.getAttribute('data-y')) };
  const before = await versionOf(page);
  await target.click();
  const toast = page.locator('.toast-error');
  await toast.waitFor();
  const text = await toast.innerText();
  t.diagnostic(`clicked (${where.x},${where.y}): ${text}`);
  assert.match(text, /That move is not allowed: .{8,}\./, 'the refusal carries the engine\'s reason');
  assert.doesNotMatch(text, /not your turn/);
  await page.screenshot({ path: path.join(artifacts, 'illegal-click-kangaruse.png') });
  assert.equal(await versionOf(page), before, 'nothing changed');
  assert.equal(await page.locator('.board-wrap[data-my-turn="true"]').count(), 1, 'still my turn');
  assert.ok((await page.locator('.kangaruse-board [data-legal="true"]').count()) > 0, 'the legal squares are still marked');
  assert.deepEqual(page.problems, []);
});
