// The Kanga and Kangaroo tables in Arabic (web-client/games/kanga/,
// games/kangaroo/, locales/ar/kanga.ftl, kangaroo.ftl) against a bot, at a
// laptop's and a phone's size: the page is right to left but the boards are
// not mirrored (c1 / a1 at the left), the prompt, the side panels, the
// board's labels and tooltips, the log and (after a resignation) the final
// table are Arabic, nothing overflows sideways. In the pseudo-locale en-XA
// no text of either table escapes the catalog. Screenshots:
// kanga-table-ar-1366.png, kanga-table-ar-390.png, kangaroo-table-ar-1366.png,
// kangaroo-table-ar-390.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pagesFor, createRoomAs, addBot, startGame, windowOf, phoneScreen, withLanguage, shoot, textOutsideCatalog, noSidewaysOverflow, withoutNames, withoutMessages } from './browser.mjs';

const arabic = /[\u0600-\u06ff]/;
// A Latin word of three letters or more (names are taken out first; square
// and point names such as a1, r4c4 are shorter or mixed with digits).
const latinWord = /[A-Za-z]{3,}/;
const isolates = /[\u2068\u2069]/g;

const games = {
  kanga: {
    board: '.kanga-board',
    wrap: '.kg-board-wrap',
    regions: ['.kg-prompt', '.kg-status', '.kg-players-panel', '.kg-help', '.kg-keys'],
    catalogSelector: '.kanga, .kg-players-panel, .kg-help',
    names: '.kg-players .kg-name strong',
    cells: ['.kanga-board [data-cell="0,0"]', '.kanga-board [data-cell="1,0"]', '.kanga-board [data-cell="0,1"]'],
  },
  kangaroo: {
    board: '.kangaroo-board',
    wrap: '.kr-board-wrap',
    regions: ['.kr-prompt', '.kr-scores', '.kr-help'],
    catalogSelector: '.kangaroo, .kr-scores, .kr-help',
    names: '.kr-scores .kr-score-name > span',
    // White (seat 0) at the bottom: a1 bottom left, b1 to its right, a2 above.
    cells: ['.kangaroo-board [data-square="a2"]', '.kangaroo-board [data-square="b2"]', '.kangaroo-board [data-square="a1"]'],
  },
};

// A room of `game` created in English as Mia, switched to `tag`, a bot in
// seat 1, started, Mia to move; returns the names on the seats.
async function tableAgainstABot(page, game, tag) {
  await createRoomAs(page, { game, name: 'Mia' });
  await withLanguage(page, tag);
  await page.reload();
  await page.locator('.room[data-status="lobby"] .seat[data-seat="0"].seat-mine').waitFor();
  await addBot(page, 1);
  await startGame(page, [page], games[game].board);
  await page.locator(`${games[game].wrap}[data-my-turn="true"]`).waitFor();
  return page.$$eval(games[game].names, (nodes) => [...new Set(nodes.map((node) => node.textContent.trim()).filter(Boolean))]);
}

// One whole move of Mia's, then the bot's answer: Kanga, a legal point near
// the centre; Kangaroo, the first piece's first jump (and Stop mid-chain).
async function oneMoveEach(page, game) {
  const wrap = page.locator(`${games[game].wrap}`);
  const moves = Number(await wrap.getAttribute('data-moves-played')) || 0;
  if (game === 'kanga') {
    await page.locator('.kanga-board [data-cell][data-legal="true"]').nth(10).click();
    // A phone's small points: the first tap shows the stone, the button places it.
    const place = page.locator('.kg-place:not([hidden])');
    if (await place.count()) await place.click();
    await page.waitForFunction((before) => Number(document.querySelector('.kg-board-wrap').dataset.movesPlayed) >= before + 2 && document.querySelector('.kg-board-wrap').dataset.myTurn === 'true', moves);
    return;
  }
  const version = () => page.evaluate(() => Number(document.querySelector('.room').dataset.version));
  // Until the room's version has passed `before`, nothing is in flight and
  // Mia has one of `steps` to do.
  const myStep = (before, steps) => page.waitForFunction(([v, list]) => {
    const wrap = document.querySelector('.kr-board-wrap');
    return Number(document.querySelector('.room').dataset.version) > v && !wrap.classList.contains('busy') && wrap.dataset.myTurn === 'true' && list.includes(wrap.dataset.step);
  }, [before, steps], { timeout: 15000 });
  await page.locator('.kr-choices .kr-chip').first().click();
  await page.locator('.kr-board-wrap[data-step="target"]').waitFor();
  let before = await version();
  await page.locator('.kr-choices .kr-chip').first().click();
  await myStep(before, ['piece', 'chain']);
  if ((await wrap.getAttribute('data-step')) === 'chain') {
    before = await version();
    await page.locator('.kr-stop').click();
    await myStep(before, ['piece']);
  }
}

// The board's own left-to-right order in a right-to-left page.
async function boardNotMirrored(page, game) {
  const [first, right, other] = games[game].cells;
  const box = (selector) => page.locator(selector).boundingBox();
  const [a, b, c] = [await box(first), await box(right), await box(other)];
  assert.ok(a.x + a.width / 2 < b.x + b.width / 2, `${first} (${a.x}) is left of ${right} (${b.x})`);
  assert.ok(Math.abs(a.x - c.x) < 2 && a.y !== c.y, `${other} is in ${first}'s column`);
  assert.equal(await page.locator(games[game].board).evaluate((node) => getComputedStyle(node).direction), 'ltr');
}

// What a screen reader reads on the board and its tooltips (the catalog
// check of browser.mjs skips SVG).
function boardTexts(page, game) {
  const board = games[game].board;
  return page.$$eval(`${board}, ${board} [aria-label], ${board} title`, (nodes) =>
    nodes.map((node) => (node.tagName.toLowerCase() === 'title' ? node.textContent : node.getAttribute('aria-label'))));
}

// The log's lines without the room page's "by whom" mark.
function logLines(page) {
  return page.$$eval('.log-list li', (items) => items.map((item) => [...item.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE || (node.nodeType === Node.ELEMENT_NODE && !node.classList.contains('log-by'))).map((node) => node.textContent).join('').trim()));
}

// Key names stay as the keys are labelled.
const keys = ['Tab', 'Enter', 'Space', 'Escape'];

async function assertArabic(text, names, where) {
  assert.match(text, arabic, `${where}: ${text}`);
  assert.doesNotMatch(withoutNames(text, [...names, ...keys]), latinWord, `${where}: ${text}`);
}

// Resigns and checks the end: the log's last line and the final table in Arabic.
async function resignAndCheckFinal(page, game, names) {
  if (game === 'kanga') {
    await page.locator('.resign-control .resign').click();
    await page.locator('.resign-yes').click();
  } else {
    // The rules' own resignation: Resign…, the piece to give up, confirm.
    await page.locator('.kr-resign').click();
    await page.locator('.kr-choices .kr-chip').first().click();
    await page.locator('.kr-confirm-resign').click();
  }
  await page.locator('.room[data-status="finished"]').waitFor();
  await page.locator('.outcome .outcome-table').waitFor();
  const rows = await page.$$eval('.outcome-table tbody th[scope="row"]', (cells) => cells.map((cell) => cell.textContent.trim()));
  assert.ok(rows.length >= 2, rows.join(', '));
  for (const row of rows) await assertArabic(row, names, 'the final table');
  await assertArabic(await page.locator(game === 'kanga' ? '.kg-prompt-text' : '.kr-prompt-text').innerText(), names, 'the end');
  const lines = await logLines(page);
  await assertArabic(lines[lines.length - 1], names, 'the last log line');
}

for (const game of ['kanga', 'kangaroo']) {
  for (const [name, screen, shot] of [['1366x768', windowOf(1366, 768), `${game}-table-ar-1366.png`], ['390x844', phoneScreen, `${game}-table-ar-390.png`]]) {
    test(`a ${game} table against a bot in Arabic at ${name}`, async (t) => {
      const [page] = await pagesFor(t, screen);
      const names = await tableAgainstABot(page, game, 'ar');
      assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
      await oneMoveEach(page, game);
      if (game === 'kanga') await page.locator('.kg-help summary').click();
      else await page.locator('.kr-help summary').click();
      for (const region of games[game].regions) {
        for (const text of await page.locator(region).allInnerTexts()) if (text.trim()) await assertArabic(text, names, region);
      }
      const lines = await logLines(page);
      assert.ok(lines.length >= 2, lines.join('\n'));
      for (const line of lines) await assertArabic(line, names, 'the log');
      const labels = await boardTexts(page, game);
      assert.ok(labels.length > 40, 'every point or square has a label and a tooltip');
      assert.deepEqual(labels.filter((text) => !arabic.test(text) || latinWord.test(withoutNames(text, names))), [], 'the board speaks Arabic');
      await boardNotMirrored(page, game);
      await noSidewaysOverflow(page);
      await shoot(page, shot);
      if (name === '1366x768') {
        await resignAndCheckFinal(page, game, names);
        await noSidewaysOverflow(page);
      }
      assert.deepEqual(page.problems, []);
    });
  }

  test(`the ${game} table in the pseudo-locale: nothing outside the catalog`, async (t) => {
    const [page] = await pagesFor(t, windowOf(1366, 768));
    const names = await tableAgainstABot(page, game, 'en-XA');
    await oneMoveEach(page, game);
    await page.locator(game === 'kanga' ? '.kg-help summary' : '.kr-help summary').click();
    // Names and the board's coordinates (r1…, c1…, a…h, 1…8) are not messages.
    // The choice chips of Kangaroo show a square's name alone.
    const squares = [...'abcdefgh'].flatMap((file) => [1, 2, 3, 4, 5, 6, 7, 8].map((rank) => `${file}${rank}`));
    const escaped = await textOutsideCatalog(page, { selector: games[game].catalogSelector, allowed: [...names, ...squares] });
    assert.deepEqual(escaped, []);
    const labels = await boardTexts(page, game);
    const coordinates = /\b(r\d+c\d+|[a-h][1-8])\b/g;
    assert.deepEqual(labels.filter((text) => /\p{L}/u.test(withoutNames(withoutMessages(text.replace(isolates, '')), names).replace(coordinates, ''))), []);
    const lines = await logLines(page);
    assert.deepEqual(lines.filter((line) => /\p{L}/u.test(withoutNames(withoutMessages(line), names).replace(coordinates, ''))), []);
    assert.deepEqual(page.problems, []);
  });
}
