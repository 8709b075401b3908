// Kanga for a player who does not see the board (issue 44), through the real
// server: Ana plays a bot with the board's text form and a typed move only.
// - "The board as text" is a table of every point (row and column headers,
//   a word per point), captioned with whose turn it is, kept current;
// - a point typed as "r2c3" is placed; a malformed or unplayable one is
//   refused in words, with nothing sent;
// - the bot's reply is read out through a polite live region in the log's
//   words, and Ana's own move is not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, againstABot, pagesFor } from './browser.mjs';

test('Kanga with the text board, a typed move and the announcements', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1366, 768));
  await againstABot(ana, 'kanga', '.kanga-board');
  await ana.locator('.kg-board-wrap[data-my-turn="true"]').waitFor();

  const textBoard = ana.locator('.kg-text-board');
  await textBoard.locator('summary').click();
  const size = await ana.locator('.kanga-board').evaluate(() => document.querySelectorAll('.kg-text-table tbody tr').length);
  assert.ok(size >= 5, `a row per board row (${size})`);
  assert.equal(await textBoard.locator('tbody td.empty').count(), size * size, 'every point empty at the start');
  assert.equal(await textBoard.locator('thead th[scope="col"]').count(), size);
  assert.equal(await textBoard.locator('tbody th[scope="row"]').first().innerText(), 'r1');
  assert.match(await textBoard.locator('caption').innerText(), /^Your turn/);

  const field = ana.getByLabel('Type a point to place a stone, such as r3c4 (row 3, column 4)');
  const problem = ana.locator('.kg-typed-problem');
  await field.fill('row two');
  await field.press('Enter');
  await problem.filter({ hasText: 'Write a point as r3c4' }).waitFor();
  await field.fill(`r${size + 1}c1`);
  await field.press('Enter');
  await problem.filter({ hasText: 'Write a point as r3c4' }).waitFor();
  assert.equal(await ana.locator('.kg-board-wrap').getAttribute('data-moves-played'), '0', 'nothing was sent');
  // The suggestions are the legal points.
  const suggestions = await ana.locator('#kg-typed-points option').evaluateAll((options) => options.map((option) => option.value));
  assert.ok(suggestions.includes('r2c3'), 'r2c3 is offered');
  assert.equal(suggestions.length, size * size, 'every empty point is legal at the start');

  await field.fill(' R2C3 ');
  await field.press('Enter');
  // The bot answers; the table follows the board.
  await ana.locator('.kg-board-wrap[data-my-turn="true"][data-moves-played="2"]').waitFor();
  assert.match(await textBoard.locator('td[data-cell="2,1"]').innerText(), /^black/, 'r2c3 (column 3, row 2) holds the black stone');
  assert.equal(await textBoard.locator('tbody td:not(.empty)').count() >= 1, true);
  assert.equal(await problem.isHidden(), true, 'no problem shown after a good move');

  // The live region read the bot's move, in the log's words, and not Ana's.
  const announcer = ana.locator('.announcer[role="status"][aria-live="polite"]');
  // The log's line without its "(bot)" mark.
  const botLine = await ana.locator('.log-list li[data-seq]').last().evaluate((node) => {
    const copy = node.cloneNode(true);
    for (const mark of copy.querySelectorAll('.log-by')) mark.remove();
    return copy.textContent.trim();
  });
  assert.match(botLine, /^Bot 2/);
  await announcer.locator('p', { hasText: botLine }).waitFor({ state: 'attached' });
  assert.doesNotMatch(await announcer.innerText().catch(() => ''), /Ana \(Black\) played/, 'her own move is not read back to her');
  assert.equal(await announcer.evaluate((node) => node.textContent.includes('Ana (Black) played')), false);
  await ana.screenshot({ path: path.join(artifacts, 'screen-reader-kanga.png'), fullPage: true });
  assert.deepEqual(ana.problems, []);
});
