// Kangaruse: a click on a square the kangaroo cannot reach says why, in the
// engine's words (explain_illegal, which asks explain_invalid_jump), instead
// of doing nothing; the board stays as it was and the turn stays mine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, pagesFor, createRoomAs, addBot, startGame, versionOf, kangaruseMove, myTurnOrOutcome } from './browser.mjs';

test('Kangaruse: clicking a square you cannot reach says why', async (t) => {
  const [page] = await pagesFor(t, windowOf(1280, 900));
  // Boards are random: on some, my placement leaves me no jump at all and the
  // game ends without one. Such a game proves nothing here; a new room is made.
  let games = 0;
  for (;;) {
    games += 1;
    assert.ok(games <= 10, 'one of ten random boards gives me a jump');
    if (await untilMyJump(page)) break;
    t.diagnostic(`game ${games} ended before a jump of mine; another board`);
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

// A new tiny game against an easy bot, played with my first legal squares
// until it is my turn to jump (true) or the game is over (false).
async function untilMyJump(page) {
  await createRoomAs(page, { name: 'Ana', seats: 2, size: 'tiny' });
  await addBot(page, 1, 'easy');
  await startGame(page, [page], '.kangaruse-board');
  for (;;) {
    if (await myTurnOrOutcome(page)) return false;
    if ((await page.locator('.turn-prompt').getAttribute('data-step')) === 'jump') return true;
    await kangaruseMove(page, 'first');
  }
}
