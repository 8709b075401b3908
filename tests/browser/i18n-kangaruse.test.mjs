// The Kangaruse table in Arabic (web-client/games/kangaruse/, locales/ar/
// kangaruse.ftl) against a bot, at a laptop's and a phone's size: the page
// is right to left but the board is not mirrored (column 1 at the left, the
// arrows as drawn), the prompt, the sidebar, the board's labels and
// tooltips, the log and the final table are Arabic, nothing overflows
// sideways. In the pseudo-locale en-XA no text of the table escapes the
// catalog. Screenshots: kangaruse-table-ar-1366.png, kangaruse-table-ar-390.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pagesFor, createRoomAs, addBot, startGame, windowOf, phoneScreen, withLanguage, shoot, textOutsideCatalog, noSidewaysOverflow, playKangaruse, kangaruseMove, withoutNames, withoutMessages } from './browser.mjs';

const arabic = /[\u0600-\u06ff]/;
// A Latin word of three letters or more (names are taken out first).
const latinWord = /[A-Za-z]{3,}/;

// A tiny two-seat room created in English as Mia, switched to `tag`, a bot
// in seat 1, started; returns the names on the seats (words not in the catalog).
async function kangaruseAgainstABot(page, tag) {
  await createRoomAs(page, { game: 'kangaruse', name: 'Mia', seats: 2, size: 'tiny' });
  await withLanguage(page, tag);
  await page.reload();
  await page.locator('.room[data-status="lobby"] .seat[data-seat="0"].seat-mine').waitFor();
  await addBot(page, 1);
  await startGame(page, [page], '.kangaruse-board');
  await page.locator('.board-wrap[data-my-turn="true"]').waitFor();
  return page.$$eval('.lobby .seat-name, .k-scores .score-name > span', (nodes) => [...new Set(nodes.map((node) => node.textContent.trim()).filter(Boolean))]);
}

// The board's own left-to-right order: column 1's square left of column 2's,
// row 1's above row 2's, the first column's numbers at the left.
async function boardNotMirrored(page) {
  const box = (x, y) => page.locator(`.kangaruse-board .cell[data-x="${x}"][data-y="${y}"]`).boundingBox();
  const [a, b, below] = [await box(0, 0), await box(1, 0), await box(0, 1)];
  assert.ok(a.x + a.width / 2 < b.x + b.width / 2, `column 1 (${a.x}) is left of column 2 (${b.x})`);
  assert.ok(a.y < below.y, 'row 1 is above row 2');
  assert.equal(await page.locator('.board-wrap').getAttribute('dir'), 'ltr');
  assert.equal(await page.locator('.board-wrap').evaluate((node) => getComputedStyle(node).direction), 'ltr');
}

// The board's labels a screen reader reads and its tooltips (the catalog
// check of browser.mjs skips SVG).
function boardTexts(page) {
  return page.$$eval('.kangaruse-board, .kangaruse-board [aria-label], .kangaruse-board title', (nodes) =>
    nodes.map((node) => (node.tagName.toLowerCase() === 'title' ? node.textContent : node.getAttribute('aria-label')).replace(/[\u2068\u2069]/g, '')),
  );
}


for (const [name, screen, shot] of [['1366x768', windowOf(1366, 768), 'kangaruse-table-ar-1366.png'], ['390x844', phoneScreen, 'kangaruse-table-ar-390.png']]) {
  test(`a Kangaruse table against a bot in Arabic at ${name}`, async (t) => {
    const [page] = await pagesFor(t, screen);
    const names = await kangaruseAgainstABot(page, 'ar');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await boardNotMirrored(page);

    // Mia places her kangaroo, the bot answers, and Mia has a jump to make.
    await kangaruseMove(page, 'first');
    await page.locator('.board-wrap[data-my-turn="true"]').waitFor();
    const prompt = await page.locator('.turn-prompt').innerText();
    assert.match(prompt, arabic, prompt);
    assert.doesNotMatch(withoutNames(prompt, names), latinWord, prompt);
    for (const region of ['.k-scores', '.k-legend', '.move-list summary']) {
      const text = await page.locator(region).first().innerText();
      assert.match(text, arabic, `${region}: ${text}`);
      assert.doesNotMatch(withoutNames(text, names), latinWord, `${region}: ${text}`);
    }
    // The log's lines (the room page's "by whom" mark after them is not this game's).
    const lines = await page.$$eval('.log-list li', (items) => items.map((item) => [...item.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE || (node.nodeType === Node.ELEMENT_NODE && !node.classList.contains('log-by'))).map((node) => node.textContent).join('').trim()));
    assert.ok(lines.length >= 2, lines.join('\n'));
    for (const line of lines) {
      assert.match(line, arabic, line);
      assert.doesNotMatch(withoutNames(line.replace(/[\u2068\u2069]/g, ''), names), latinWord, line);
    }
    assert.equal(await page.locator('.k-scores').getAttribute('aria-label'), 'النقاط');
    const labels = await boardTexts(page);
    assert.ok(labels.length > 30 * 2, 'every square has a label and a tooltip');
    assert.deepEqual(labels.filter((text) => latinWord.test(withoutNames(text, names))), [], 'the board speaks Arabic');
    assert.match(labels[0], /^لوح كانغاروز: \d+ (أعمدة|صفوف) × \d+ (أعمدة|صفوف)$/);
    await boardNotMirrored(page);
    await noSidewaysOverflow(page);
    await shoot(page, shot);

    if (name === '1366x768') {
      // To the end: the final table's rows are Arabic too.
      await playKangaruse(page, { pick: 'first' });
      await page.locator('.outcome .outcome-table').waitFor();
      const rows = await page.$$eval('.outcome-table tbody th[scope="row"]', (cells) => cells.map((cell) => cell.textContent.trim()));
      assert.ok(rows.length >= 2, rows.join(', '));
      assert.ok(rows.every((row) => arabic.test(row) && !latinWord.test(row)), rows.join(', '));
      assert.ok(rows.includes('المجموع'));
      await noSidewaysOverflow(page);
      await shoot(page, 'kangaruse-final-ar-1366.png');
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('the Kangaruse table in the pseudo-locale: nothing outside the catalog, the board not mirrored', async (t) => {
  const [page] = await pagesFor(t, windowOf(1366, 768));
  const names = await kangaruseAgainstABot(page, 'en-XA');
  await kangaruseMove(page, 'first');
  await page.locator('.board-wrap[data-my-turn="true"]').waitFor();
  await page.locator('.move-list summary').click();
  await boardNotMirrored(page);
  const escaped = await textOutsideCatalog(page, { selector: '.kangaruse, .k-scores, .k-legend', allowed: names });
  assert.deepEqual(escaped, []);
  // The board's SVG labels and tooltips are messages too.

  const labels = await boardTexts(page);
  assert.deepEqual(labels.filter((text) => /\p{L}/u.test(withoutNames(withoutMessages(text), names))), []);
  assert.deepEqual(page.problems, []);
});
