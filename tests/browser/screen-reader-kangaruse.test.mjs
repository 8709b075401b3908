// Kangaruse for a player who does not see the board (issue 44), through the
// real server: Ana plays a bot from the list of moves and reads the board
// as text.
// - "The board as text" is a table of every square (a header per column and
//   row with its command, each square in words), captioned with whose turn
//   it is and the scores, and kept current in place;
// - each listed move is a button named in words with the square it goes to,
//   and choosing one plays it;
// - the bot's reply is read out through the polite live region in the log's
//   words, and Ana's own move is not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, againstABot, pagesFor } from './browser.mjs';

// The newest log line's seq (0 for none).
const lastSeq = (page) => page.evaluate(() => {
  const lines = document.querySelectorAll('.log-list li[data-seq]');
  return lines.length ? Number(lines[lines.length - 1].dataset.seq) : 0;
});

// Plays the first listed move by its accessible name and waits until it has
// come back and it is Ana's turn again (after the bot's reply, or at once
// when her square gives her another jump); returns the move's name.
async function playFromList(page) {
  const buttons = page.locator('.move-list .move-button');
  const names = await buttons.evaluateAll((nodes) => nodes.map((node) => node.textContent.trim()));
  assert.ok(names.length > 0, 'the list has moves');
  for (const name of names) assert.match(name, /\p{L}{3,}/u, `a move named in words: ${name}`);
  const before = await lastSeq(page);
  await page.getByRole('button', { name: names[0], exact: true }).press('Enter');
  await page.waitForFunction((seq) => {
    const last = [...document.querySelectorAll('.log-list li[data-seq]')].pop();
    return last && Number(last.dataset.seq) > seq && document.querySelector('.kangaruse .board-wrap').dataset.myTurn === 'true';
  }, before);
  return names[0];
}

test('Kangaruse with the text board, the list of moves and the announcements', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1366, 768));
  await againstABot(ana, 'kangaruse', '.kangaruse-board', { seats: 2, size: 'tiny' });
  await ana.locator('.kangaruse .board-wrap[data-my-turn="true"]').waitFor();
  const board = ana.locator('.kangaruse-board');
  const squares = await board.locator('[data-index]').count();
  const width = await board.locator('[data-index][data-y="0"]').count();

  const textBoard = ana.locator('.k-text-board');
  await textBoard.locator('summary').press('Enter');
  assert.ok(await textBoard.evaluate((node) => node.open), 'the panel opens from the keyboard');
  assert.equal(await textBoard.locator('tbody tr').count(), squares / width, 'a row per board row');
  assert.equal(await textBoard.locator('thead th[scope="col"]').count(), width, 'a column per board column');
  assert.equal(await textBoard.locator('tbody td').count(), squares, 'a cell per square');
  assert.match(await textBoard.locator('thead th[scope="col"]').first().innerText(), /^Column 1, (number \d|direction (left|right|up|down))$/);
  assert.match(await textBoard.locator('caption').innerText(), /^Your turn\. Scores: Ana \(\w+\): 0 and Bot 2/);
  // Every square says what it is and its commands.
  for (const text of await textBoard.locator('tbody td').allInnerTexts()) assert.match(text, /^\S.*; commands \d (left|right|up|down)/);
  const table = await textBoard.locator('table').elementHandle();

  // The first turn: a starting square, from the list (named with its place).
  await ana.locator('.move-list summary').press('Enter');
  const start = await playFromList(ana);
  const [, column, row] = start.match(/^Start on .+ \(column (\d+), row (\d+)\)$/);
  const startIndex = (Number(row) - 1) * width + Number(column) - 1;
  // The table shows where Ana stands now, with her move and the bot's.
  const startCell = textBoard.locator(`td[data-index="${startIndex}"]`);
  assert.match(await startCell.innerText(), /; Ana \(\w+\) is here/, `the table shows Ana on ${start}`);
  assert.equal(await startCell.getAttribute('data-occupants'), '0');
  assert.equal(await textBoard.locator('td', { hasText: /Ana \(\w+\) is here/ }).count(), 1, 'Ana stands on one square');
  assert.equal(await textBoard.locator('td', { hasText: /Bot 2 \(\w+\) is here/ }).count(), 1, 'and the bot on one');
  assert.equal(await textBoard.locator('td', { hasText: 'last move: Bot 2' }).count() + await textBoard.locator('td', { hasText: 'last move: Ana' }).count(), 0, 'a start is no move from a square');
  assert.ok(await table.evaluate((node) => node.isConnected), 'the table was kept, updated in place');

  // The second turn: a jump from the list; the table follows Ana.
  const jump = await playFromList(ana);
  const [, jumpColumn, jumpRow] = jump.match(/\(column (\d+), row (\d+)\)$/);
  const jumpIndex = (Number(jumpRow) - 1) * width + Number(jumpColumn) - 1;
  assert.match(await textBoard.locator(`td[data-index="${jumpIndex}"]`).innerText(), /Ana \(\w+\) is here/, `the table shows Ana after ${jump}`);
  assert.doesNotMatch(await startCell.innerText(), /Ana/, 'and no longer where she started');
  assert.match(await startCell.innerText(), /crossed out/, 'the square she left is crossed out');
  // The last jump (the bot's, or Ana's when she may jump again) is marked
  // where it ended and where it started.
  assert.equal(await textBoard.locator('td', { hasText: /last move: (Bot 2|Ana) .*came here/ }).count(), 1, 'the last move\'s square is marked');
  assert.equal(await textBoard.locator('td', { hasText: 'last move started here' }).count(), 1, 'and the square it left');

  // The live region read the bot's reply, in the log's words, and not Ana's.
  const announcer = ana.locator('.announcer[role="status"][aria-live="polite"]');
  const botLine = await ana.locator('.log-list li[data-by="bot"]').last().evaluate((node) => {
    const copy = node.cloneNode(true);
    for (const mark of copy.querySelectorAll('.log-by')) mark.remove();
    return copy.textContent.trim();
  });
  assert.match(botLine, /^Bot 2/);
  await announcer.locator('p', { hasText: botLine }).waitFor({ state: 'attached' });
  assert.equal(await announcer.evaluate((node) => /^Ana /m.test([...node.querySelectorAll('p')].map((p) => p.textContent).join('\n'))), false, 'her own moves are not read back to her');
  await ana.screenshot({ path: path.join(artifacts, 'screen-reader-kangaruse.png'), fullPage: true });
  assert.deepEqual(ana.problems, []);
});
