// Kangaroo for a player who does not see the board (issue 44), through the
// real server: Ana (White) plays a bot with the board's text form and typed
// moves only.
// - "The board as text" is a table of every square (rank and file headers,
//   a word per square), captioned with whose turn it is, kept current: after
//   her jump it shows her piece on its new square and the bot's move marked;
// - a move typed as "c1-c3" is played; a malformed or unplayable one is
//   refused in words, with nothing sent; a chain typed as "b1-d3-b3" is
//   played jump by jump;
// - the bot's reply is read out through a polite live region in the log's
//   words, and Ana's own moves are not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { artifacts, windowOf, phoneScreen, againstABot, pagesFor, versionOf, withLanguage, textOutsideCatalog, noSidewaysOverflow } from './browser.mjs';

// The text table as {square: words}.
function tableWords(page) {
  return page.locator('.kr-text-table').evaluate((table) => Object.fromEntries([...table.querySelectorAll('td[data-text-square]')].map((td) => [td.dataset.textSquare, td.textContent.trim()])));
}

// The drawn board as {square: 'w' | 'b' | ''}.
function boardPieces(page) {
  return page.locator('.kangaroo-board').evaluate((svg) => Object.fromEntries([...svg.querySelectorAll('[data-square]')].map((node) => [node.dataset.square, node.dataset.piece || ''])));
}

// Every square of the table says what the drawn board shows there.
async function tableMatchesBoard(page) {
  const words = await tableWords(page);
  const pieces = await boardPieces(page);
  assert.equal(Object.keys(words).length, 64, 'a cell per square');
  for (const [square, piece] of Object.entries(pieces)) {
    const expected = piece === 'w' ? /^white/ : piece === 'b' ? /^black/ : /^empty/;
    assert.match(words[square], expected, `${square} in the table (${words[square]}) is what the board shows (${piece || 'empty'})`);
  }
  return words;
}

// The room's log lines, without their "(bot)" marks.
function logLines(page) {
  return page.locator('.log-list li[data-seq]').evaluateAll((nodes) => nodes.map((node) => {
    const copy = node.cloneNode(true);
    for (const mark of copy.querySelectorAll('.log-by')) mark.remove();
    return copy.textContent.trim();
  }));
}

const myTurn = (page) => page.locator('.kr-board-wrap[data-my-turn="true"]:not(.busy)').waitFor();

test('Kangaroo with the text board, typed moves and the announcements', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1366, 768));
  await againstABot(ana, 'kangaroo', '.kangaroo-board');
  await myTurn(ana);

  const textBoard = ana.locator('.kr-text-board');
  await textBoard.locator('summary').click();
  assert.equal(await textBoard.locator('tbody tr').count(), 8, 'a row per rank');
  assert.equal(await textBoard.locator('thead th[scope="col"]').count(), 8, 'a column per file');
  assert.equal(await textBoard.locator('tbody th[scope="row"]').first().innerText(), '8', 'White reads rank 8 at the top');
  assert.equal(await textBoard.locator('td.white').count(), 16);
  assert.equal(await textBoard.locator('td.black').count(), 16);
  assert.equal(await textBoard.locator('td.empty').count(), 32);
  assert.match(await textBoard.locator('caption').innerText(), /^Your turn/);
  assert.equal(await textBoard.locator('caption').innerText(), await ana.locator('.kr-prompt-text').innerText(), 'the caption is the prompt');
  await tableMatchesBoard(ana);
  // The open table and the typed field, as axe reads them (WCAG 2.2 A/AA;
  // accessibility.test.mjs checks the room with the table closed).
  const axe = await new AxeBuilder({ page: ana }).include('.kr-text-board').include('.kr-typed-panel')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`), []);

  const field = ana.getByLabel(/^Type a move as its squares, such as c1-c3 or c1-c3-a5/);
  const problem = ana.locator('.kr-typed-problem');
  // The suggestions are the 20 opening jumps.
  const suggestions = await ana.locator('#kr-typed-moves option').evaluateAll((options) => options.map((option) => option.value));
  assert.equal(suggestions.length, 20, `the 20 opening jumps (${suggestions})`);
  assert.ok(suggestions.includes('c1-c3') && suggestions.includes('c1-a3'));

  // Refused in words, with nothing sent.
  const version = await versionOf(ana);
  const before = await boardPieces(ana);
  for (const [typed, words] of [
    ['c1 to c3', /Write a move as squares joined by dashes, such as c1-c3-a5/],
    ['c2-c4', /c2 holds no piece of yours that can jump now/],
    ['c1-c5', /The piece cannot jump from c1 to c5 there/],
    ['c1-c3-c5', /The piece cannot jump from c3 to c5 there/],
  ]) {
    await field.fill(typed);
    await field.press('Enter');
    await problem.filter({ hasText: words }).waitFor();
    assert.equal(await field.inputValue(), typed, 'the refused move stays in the field to mend');
  }
  assert.equal(await versionOf(ana), version, 'nothing was sent');
  assert.deepEqual(await boardPieces(ana), before, 'the board did not change');
  assert.equal(await ana.locator('.log-list li[data-seq]').filter({ hasText: 'Ana jumped' }).count(), 0);

  // A good move, written loosely.
  await field.fill(' C1 - c3 ');
  await field.press('Enter');
  // The bot answers; the table follows the board.
  await ana.locator('.kr-board-wrap').filter({ has: ana.locator('.kr-last-path') }).waitFor();
  await ana.waitForFunction(() => [...document.querySelectorAll('.log-list li[data-seq]')].some((li) => /^Bot 2/.test(li.textContent.trim())));
  await myTurn(ana);
  assert.equal(await problem.isHidden(), true, 'no problem shown after a good move');
  assert.equal(await field.inputValue(), '', 'the field is empty again');
  assert.ok(await field.evaluate((input) => document.activeElement === input), 'the focus stayed in the field through the bot\'s reply');
  let words = await tableMatchesBoard(ana);
  assert.match(words.c3, /^white/, 'the piece Ana moved stands on c3');
  assert.match(words.c1, /^empty/, 'and left c1');
  // The bot's move is marked where the board draws its path.
  const botPath = (await ana.locator('.kr-last-path').getAttribute('data-path')).split(' ');
  assert.match(words[botPath[0]], /^empty \(last move: from here\)$/);
  assert.match(words[botPath[botPath.length - 1]], /^black \(last move: to here\)$/);
  assert.match(await textBoard.locator('caption').innerText(), /^Your turn/);

  // The live region read the bot's move, in the log's words, and not Ana's.
  const announcer = ana.locator('.announcer[role="status"][aria-live="polite"]');
  const lines = await logLines(ana);
  assert.ok(lines.includes('Ana jumped from c1 to c3'), `the log has Ana's jump (${lines})`);
  const botLine = lines[lines.length - 1];
  assert.match(botLine, /^Bot 2.* jumped from [a-h][1-8] to [a-h][1-8]/);
  await announcer.locator('p', { hasText: botLine }).waitFor({ state: 'attached' });
  assert.equal(await announcer.evaluate((node) => node.textContent.includes('Ana jumped')), false, 'her own move is not read back to her');

  // A chain, typed whole: b1 over c2 to d3, then over Ana's own c3 to b3 (no
  // black piece can reach rank 3 or 4 in one move, so it is open whatever
  // the bot played). Its jumps go one by one, as clicks would send them.
  const chain = await ana.locator('#kr-typed-moves option').evaluateAll((options) => options.map((option) => option.value));
  assert.ok(chain.includes('b1-d3-b3'), `the chain is suggested (${chain})`);
  const seen = (await logLines(ana)).length;
  await field.fill('b1-d3-b3');
  await field.press('Enter');
  await ana.waitForFunction((count) => {
    const lines = [...document.querySelectorAll('.log-list li[data-seq]')].slice(count).map((li) => li.textContent.trim());
    return lines.some((line) => /^Bot 2/.test(line));
  }, seen);
  await myTurn(ana);
  const after = (await logLines(ana)).slice(seen);
  assert.deepEqual(after.slice(0, 2), ['Ana jumped from b1 to d3', 'Ana jumped from d3 to b3'], `both jumps were played (${after})`);
  words = await tableMatchesBoard(ana);
  assert.match(words.b3, /^white/, 'the chain\'s piece stands on b3');
  assert.match(words.b1, /^empty/);
  assert.match(words.d3, /^empty/);
  assert.match(words.c3, /^white/, 'the piece jumped over was Ana\'s own, and stays');
  assert.equal(await announcer.evaluate((node) => node.textContent.includes('Ana jumped')), false);

  await ana.screenshot({ path: path.join(artifacts, 'screen-reader-kangaroo.png'), fullPage: true });
  assert.deepEqual(ana.problems, []);
});

// Every word of the two panels comes from the catalog (the pseudo-locale
// brackets each message; square names carry translate="no"), and in Arabic
// on a phone the table still runs a..h left to right, the page no wider
// than the screen.
test('the text board and the typed move in the catalog\'s words, and in Arabic', async (t) => {
  const [pseudo, arabic] = await pagesFor(t, windowOf(1366, 768), phoneScreen);
  for (const [page, tag] of [[pseudo, 'en-XA'], [arabic, 'ar']]) {
    // Set up in English (the helpers' words), then the page in `tag`.
    await againstABot(page, 'kangaroo', '.kangaroo-board');
    await withLanguage(page, tag);
    await page.reload();
    await page.locator('.room[data-status="playing"] .kangaroo-board').waitFor();
    await myTurn(page);
    await page.locator('.kr-text-board summary').click();
    // A refused move shows its words too.
    await page.locator('#kr-typed-move').fill('c2-c4');
    await page.locator('#kr-typed-move').press('Enter');
    await page.locator('.kr-typed-problem:not([hidden])').waitFor();
  }
  assert.deepEqual(await textOutsideCatalog(pseudo, { selector: '.kr-text-board, .kr-typed-panel' }), []);
  assert.match(await pseudo.locator('.kr-typed-problem').innerText(), /^\[.*c2.*\]$/);

  await noSidewaysOverflow(arabic);
  assert.equal(await arabic.locator('.kr-text-table thead th[scope="col"]').evaluateAll((heads) => heads.map((th) => th.textContent).join('')), 'abcdefgh');
  const files = arabic.locator('.kr-text-table thead th[scope="col"]');
  const [a, h] = [await files.first().boundingBox(), await files.last().boundingBox()];
  assert.ok(a.x < h.x, 'file a is left of file h in the right-to-left page');
  // It opens scrolled to its left edge: the ranks' headers in sight.
  const box = await arabic.locator('.kr-text-board .table-scroll').boundingBox();
  const rank = await arabic.locator('.kr-text-table tbody th[scope="row"]').first().boundingBox();
  assert.ok(rank.x >= box.x - 1, `the rank headers are in the box (${rank.x} against ${box.x})`);
  assert.match(await arabic.locator('td[data-text-square="c1"]').innerText(), /^قطعة بيضاء/);
  assert.match(await arabic.locator('.kr-typed-problem').innerText(), /قطعة لك تستطيع القفز/);
  await arabic.locator('.kr-text-board').scrollIntoViewIfNeeded();
  await arabic.screenshot({ path: path.join(artifacts, 'screen-reader-kangaroo-ar-390.png'), fullPage: true });
  assert.deepEqual([...pseudo.problems, ...arabic.problems], []);
});
