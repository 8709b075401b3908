// The Jackaroo table in Arabic (web-client/games/jackaroo/, locales/ar/jackaroo.ftl)
// at a laptop's and a phone's size: the prompt, the hand, the choices and the
// side panel read Arabic, the page is right to left but the board is not
// mirrored (its squares stand where they stand in English, its box computes
// ltr), nothing overflows sideways; in the pseudo-locale no visible text of
// the table escapes the catalog. Screenshots: jackaroo-table-ar-<width>.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jackarooChoose, windowOf, phoneScreen, createRoomAs, addBot, startGame, pagesFor, withLanguage, shoot, textOutsideCatalog, noSidewaysOverflow } from './browser.mjs';

const arabic = /[\u0600-\u06ff]/;
const table = '.jackaroo, .jk-players-panel, .jk-help-panel';

// Where each track square and player's mark stands in the board's own box
// (fractions of its width and height), and the box's computed direction.
function boardLayout(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('.jk-board-wrap svg.jackaroo-board');
    const box = svg.getBoundingClientRect();
    const at = (node) => {
      const r = node.getBoundingClientRect();
      return [Math.round(((r.left + r.width / 2 - box.left) / box.width) * 1000), Math.round(((r.top + r.height / 2 - box.top) / box.height) * 1000)];
    };
    return {
      squares: [...svg.querySelectorAll('[data-track]')].map((node) => `${node.dataset.track}:${at(node)}`),
      players: [...svg.querySelectorAll('.jk-player circle')].map((node) => `${node.closest('.jk-player').dataset.seat}:${at(node)}`),
      wrapDirection: getComputedStyle(document.querySelector('.jk-board-wrap')).direction,
      scroll: (() => {
        const wrap = document.querySelector('.jk-board-wrap');
        return { left: Math.round(wrap.scrollLeft), room: wrap.scrollWidth - wrap.clientWidth };
      })(),
      svgDirection: getComputedStyle(svg).direction,
    };
  });
}

// Waits for the seat's own turn (the bots play until then).
async function myTurn(page) {
  await page.waitForFunction(() => {
    const prompt = document.querySelector('.jk-prompt');
    const wrap = document.querySelector('.jk-board-wrap');
    return prompt && ['card', 'discard'].includes(prompt.dataset.step) && wrap && !wrap.classList.contains('busy');
  }, null, { timeout: 60_000 });
}

for (const [name, screen, width] of [['1366x768', windowOf(1366, 768), 1366], ['390x844', phoneScreen, 390]]) {
  test(`the Jackaroo table in Arabic at ${name}: Arabic words, the board not mirrored`, async (t) => {
    const [page] = await pagesFor(t, screen);
    await createRoomAs(page, { game: 'jackaroo', seats: 4, name: 'Ana' });
    for (const seat of [1, 2, 3]) await addBot(page, seat, 'easy');
    await startGame(page, [page], '.jackaroo');
    await myTurn(page);
    const english = await boardLayout(page);
    assert.equal(english.wrapDirection, 'ltr');

    await withLanguage(page, 'ar');
    await page.reload();
    await page.locator('.room[data-status="playing"] .jackaroo').waitFor();
    await myTurn(page);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    const layout = await boardLayout(page);
    assert.equal(layout.wrapDirection, 'ltr', 'the board container is left to right');
    assert.equal(layout.svgDirection, 'ltr');
    assert.deepEqual(layout.squares, english.squares, 'every track square stands where it does in English');
    assert.deepEqual(layout.players, english.players);
    // A board wider than a phone opens centred in either language.
    assert.ok(Math.abs(layout.scroll.left - layout.scroll.room / 2) <= 2, `the board is scrolled to its middle: ${JSON.stringify(layout.scroll)}`);

    // The prompt, the hand, the side panel: Arabic.
    const prompt = await page.locator('.jk-prompt-text').innerText();
    assert.match(prompt, arabic, prompt);
    assert.equal(await page.locator('.jk-controls h2').innerText(), 'أوراقك');
    const cardLabel = await page.locator('.jk-hand .jk-card').first().getAttribute('aria-label');
    assert.match(cardLabel, arabic, cardLabel);
    assert.match(await page.locator('.jk-players-panel').innerText(), /0\/4\u2069? بالمنزل/);
    assert.match(await page.locator('.jk-players-panel .jk-teams').innerText(), /الفريق الأول/);
    assert.match(await page.locator('.jk-board-wrap svg').getAttribute('aria-label'), /^لوحة جاكارو/);

    // A card chosen: its abilities or its marbles, as buttons in Arabic
    // (a turn with nothing to play discards, until one has something).
    let step = await page.locator('.jk-prompt').getAttribute('data-step');
    for (let turns = 0; step === 'discard' && turns < 12; turns += 1) {
      const version = Number(await page.locator('.room').getAttribute('data-version'));
      await page.locator('.jk-hand .jk-card[data-playable="true"]').first().click();
      await page.waitForFunction((before) => Number(document.querySelector('.room').dataset.version) > before, version);
      if (await page.locator('.room[data-status="playing"]').count() === 0) break;
      await myTurn(page);
      step = await page.locator('.jk-prompt').getAttribute('data-step');
    }
    if (step === 'card') {
      // A card with one thing to do (a 10 that can only burn) is played at once.
      await jackarooChoose(page, 'card', 0);
      await page.waitForFunction(() => document.querySelector('.jk-abilities:not([hidden]) button, .jk-choices:not([hidden]) button')
        || !['card', 'ability', 'marble', 'marble2', 'target', 'steps'].includes(document.querySelector('.jk-prompt').dataset.step));
    }
    if (await page.locator('.jk-abilities:not([hidden]) button, .jk-choices:not([hidden]) button').count() > 0) {
      const buttons = await page.locator('.jk-abilities:not([hidden]) button, .jk-choices:not([hidden]) button').allInnerTexts();
      assert.ok(buttons.length > 0 && buttons.every((text) => arabic.test(text)), JSON.stringify(buttons));
      assert.match(await page.locator('.jk-back').innerText(), /رجوع/);
      assert.match(await page.locator('.jk-prompt-text').innerText(), arabic);
    }
    await noSidewaysOverflow(page);
    await shoot(page, `jackaroo-table-ar-${width}.png`);

    // The pseudo-locale: every visible word of the table is a message.
    await withLanguage(page, 'en-XA');
    await page.reload();
    await page.locator('.room[data-status="playing"] .jackaroo').waitFor();
    await myTurn(page);
    await page.locator('.jk-help-panel summary').click();
    const names = await page.locator('.jk-player-name').allInnerTexts();
    const escaped = await textOutsideCatalog(page, {
      selector: table,
      // Card faces carry their printed index (A, K, 10) in every language.
      skip: ['.jk-card', '.jk-rank-help b'],
      allowed: names.map((text) => text.trim()).filter(Boolean),
    });
    assert.deepEqual(escaped, []);
    assert.deepEqual(page.problems, []);
  });
}
