// What every room shares around its board, in Arabic (right to left) at a
// laptop's and a phone's size and in the pseudo-locale en-XA: a Kanga game
// where one player offers a draw (the banner, Accept / Decline; declined, the
// offerer's notice and the button's reason), the outcome (the guest's rematch)
// after the other resigns, the replay page of that finished game, the rules
// page (/how-to-play/kanga) and the page for an unknown address. Nothing
// overflows sideways, the text is Arabic, and in en-XA no visible text of
// these parts is outside the catalog. Screenshots go to
// tests/browser/screenshots/ (and test-artifacts/browser/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, baseUrl, windowOf, phoneScreen, pagesFor, createRoomAs, takeSeat, startGame, withLanguage, shoot, textOutsideCatalog, noSidewaysOverflow } from './browser.mjs';

const arabic = /[\u0600-\u06FF]/;
const names = ['Mia', 'Leo', 'kangaroom'];

// Text of `selector` that is Arabic (every element that has letters).
const plain = (text) => text.replace(/[\u2068\u2069]/g, '');

async function isArabic(page, selector) {
  const text = plain(await page.locator(selector).first().innerText());
  assert.match(text, arabic, `${selector}: ${text}`);
}

// The pseudo-locale: nothing of `selector` outside the catalog's brackets.
async function inCatalog(page, selector, skip = []) {
  assert.deepEqual(await textOutsideCatalog(page, { selector, skip, allowed: names }), [], selector);
}

// Mia creates a Kanga room (in English: the helpers read its labels), Leo
// takes the other seat; both then see the room in `language`.
async function kangaGame(t, language, screen) {
  const [mia, leo] = await pagesFor(t, screen, screen);
  const url = await createRoomAs(mia, { game: 'kanga', name: 'Mia' });
  await withLanguage(mia, language);
  await mia.reload();
  await mia.locator('.seat[data-seat="0"].seat-mine').waitFor();
  await withLanguage(leo, language);
  await takeSeat(leo, { url, name: 'Leo', seat: 1 });
  await startGame(mia, [mia, leo], '.kanga-board');
  return { mia, leo };
}

for (const [language, screen, size] of [['ar', windowOf(1366, 768), '1366'], ['ar', phoneScreen, '390'], ['en-XA', windowOf(1366, 768), '1366']]) {
  const pseudo = language === 'en-XA';
  test(`a Kanga room's offer, outcome and replay in ${language} at ${size}`, async (t) => {
    const { mia, leo } = await kangaGame(t, language, screen);
    assert.equal(await leo.locator('html').getAttribute('dir'), pseudo ? 'ltr' : 'rtl');

    // Mia (Black) places a stone and offers a draw; Leo is asked.
    await mia.locator('.kanga-board [data-legal="true"]').first().click();
    await leo.locator('.kanga-board [data-stone="black"]').first().waitFor();
    await mia.locator('.offers .offer-draw').click();
    await mia.locator('.offer-banner .offer-waiting').waitFor();
    await leo.locator('.offer-banner .offer-accept').waitFor();
    if (pseudo) {
      await inCatalog(leo, '.offers');
      await inCatalog(mia, '.offers');
      await inCatalog(leo, '.turn-alerts');
    } else {
      await isArabic(leo, '.offer-banner .offer-text');
      await isArabic(leo, '.offer-banner .offer-accept');
      await isArabic(mia, '.offer-banner .offer-waiting');
      assert.match(await leo.locator('.offer-banner .offer-text').innerText(), /Mia/);
      await noSidewaysOverflow(leo);
      if (size === '1366') await shoot(leo, 'table-offer-ar-1366.png');
    }
    await leo.locator('.offer-banner .offer-decline').click();
    for (const page of [mia, leo]) await page.locator('.offer-banner').waitFor({ state: 'detached' });
    // Mia is told who declined and when she may ask again; her button waits, saying why.
    await mia.locator('.offer-notice[data-kind="draw"]').waitFor();
    if (pseudo) {
      await inCatalog(mia, '.offer-notices');
      await inCatalog(mia, '.offers');
    } else {
      await isArabic(mia, '.offer-notice .offer-declined');
      assert.match(await mia.locator('.offer-notice .offer-declined').innerText(), /Leo/);
      await isArabic(mia, '.offer-notice .offer-again');
      await isArabic(mia, '#offer-draw-reason');
      await noSidewaysOverflow(mia);
      await mia.screenshot({ path: path.join(artifacts, `table-offer-declined-ar-${size}.png`) });
      // From the room view: a reload tells it again, in Arabic.
      await mia.reload();
      await mia.locator('.room[data-status="playing"] .offer-notice[data-kind="draw"][data-by="1"]').waitFor();
      await isArabic(mia, '.offer-notice .offer-declined');
      assert.match(await mia.locator('.offer-notice .offer-declined').innerText(), /Leo/);
      await mia.locator('.offers .offer-draw[disabled]').waitFor();
    }

    // Leo resigns: the final table on both pages.
    await leo.locator('.people .resign').click();
    await leo.locator('.resign-yes').click();
    for (const page of [mia, leo]) await page.locator('.room[data-status="finished"] .outcome').waitFor();
    await leo.locator('.outcome-table .tag-resigned').waitFor();
    if (pseudo) {
      // The room link's placeholder ("https://") is an address, not words.
      await inCatalog(leo, 'main', ['input[placeholder^="https"]']);
      await inCatalog(mia, '.outcome');
      await inCatalog(mia, '.offers');
    } else {
      assert.equal((await mia.locator('.outcome-title').innerText()).trim(), 'فزت!');
      assert.equal(plain(await leo.locator('.outcome-title').innerText()), 'فاز Mia!');
      await isArabic(leo, '.outcome-table .tag-resigned');
      await isArabic(leo, '.outcome-replay');
      await isArabic(leo, '.outcome .offer-rematch');
      await noSidewaysOverflow(leo);
      if (size === '390') await shoot(leo, 'table-outcome-ar-390.png');
    }

    // The replay of that game, from the final table's link.
    await leo.locator('.outcome-replay').click();
    // It opens at the start; the last step has the final table.
    await leo.locator('.replay .replay-count').waitFor();
    await leo.locator('.replay-last').click();
    await leo.locator('.replay[data-status="finished"] .outcome .outcome-table').waitFor();
    if (pseudo) {
      await inCatalog(leo, '.replay');
      await inCatalog(leo, '#topbar-room');
    } else {
      await isArabic(leo, '#replay-title');
      await isArabic(leo, '.replay-count');
      await isArabic(leo, '.replay-facts');
      assert.match(plain(await leo.locator('.replay-count').innerText()), /^النقلة \d+ من \d+$/);
      await leo.locator('.replay-first').click();
      await isArabic(leo, '.replay-mover');
      await leo.locator('.replay-last').click();
      await leo.locator('.replay[data-status="finished"] .outcome').waitFor();
      await noSidewaysOverflow(leo);
      await shoot(leo, `replay-ar-${size}.png`);
    }
    for (const page of [mia, leo]) assert.deepEqual(page.problems, []);
  });

  test(`the rules page and an unknown address in ${language} at ${size}`, async (t) => {
    const [page] = await pagesFor(t, screen);
    await withLanguage(page, language);
    await page.goto(`${baseUrl}/how-to-play/kanga`);
    await page.locator('.how-to-play .rule-section').first().waitFor();
    if (pseudo) {
      // The page's own frame; the engine's words (dir="auto": the goal, the
      // options' help, the entries) come from kanga.ftl once it has them.
      await inCatalog(page, '.how-to-play');
    } else {
      await isArabic(page, '.how-to-play h1');
      await isArabic(page, '.how-to-play [data-section="options"] li');
      await noSidewaysOverflow(page);
      await page.screenshot({ path: path.join(artifacts, `how-to-play-ar-${size}.png`), fullPage: true });
    }

    // An address the server hands the client that is no room nor page.
    await page.goto(`${baseUrl}/r/abc/no-such-page`);
    await page.locator('.not-found h1').waitFor();
    if (pseudo) {
      await inCatalog(page, 'main');
    } else {
      assert.equal(await page.locator('.not-found h1').innerText(), 'الصفحة غير موجودة');
      assert.match(await page.title(), /^الصفحة غير موجودة/);
      await noSidewaysOverflow(page);
      if (size === '1366') await shoot(page, 'not-found-ar.png');
    }
    assert.deepEqual(page.problems, []);
  });
}
