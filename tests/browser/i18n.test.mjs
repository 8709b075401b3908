// The page's language (web-client/js/i18n.js, web-client/locales/): the
// start page in Arabic, right to left, at a laptop's and a phone's size;
// the language picker switching a seated player's room page without losing
// the seat; the pseudo-locale en-XA showing no visible text outside the
// catalog's brackets on the pages converted so far. Screenshots go to
// tests/browser/screenshots/ (and test-artifacts/browser/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage, baseUrl, createRoomAs, windowOf, phoneScreen, withLanguage, shoot, textOutsideCatalog, noSidewaysOverflow } from './browser.mjs';

for (const [name, screen] of [['1366x768', windowOf(1366, 768)], ['390x844', phoneScreen]]) {
  test(`the start page in Arabic, right to left, at ${name}`, async (t) => {
    const browser = await launchBrowser();
    t.after(() => browser.close());
    const page = await openPage(browser, screen);
    await withLanguage(page, 'ar');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'العب مع أصدقائك' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.locator('.game-card .game-name', { hasText: 'جاكارو' }).waitFor();
    assert.equal(await page.locator('.game-card', { has: page.locator('input[value=jackaroo]') }).locator('.game-name').innerText(), 'جاكارو');
    assert.equal(await page.getByRole('button', { name: 'أنشئ غرفة' }).count(), 1);
    assert.equal(await page.locator('#topbar-games').getAttribute('aria-label'), 'ألعابك');
    assert.equal(await page.locator('#language-picker').inputValue(), 'ar');
    // The chrome mirrors: the brand is at the right of the top bar, the
    // create form's fields start at the right.
    const brand = await page.locator('.brand').boundingBox();
    const bar = await page.locator('.topbar').boundingBox();
    assert.ok(brand.x + brand.width > bar.x + bar.width * 0.6, `the brand is at the right (${brand.x}, bar ${bar.width})`);
    await noSidewaysOverflow(page);
    // Every button and label is inside the window.
    const outside = await page.evaluate(() => [...document.querySelectorAll('button, label, legend, h1, h2, select, input')]
      .filter((element) => element.getClientRects().length)
      .map((element) => [element, element.getBoundingClientRect()])
      .filter(([, box]) => box.left < -1 || box.right > window.innerWidth + 1)
      .map(([element]) => `${element.tagName} ${element.textContent.trim().slice(0, 30)}`));
    assert.deepEqual(outside, []);
    await shoot(page, `i18n-start-ar-${name}.png`);
    assert.deepEqual(page.problems, []);
  });
}

test('the server writes the language into the page it serves', async () => {
  const page = await fetch(`${baseUrl}/`, { headers: { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' } });
  const html = await page.text();
  // A server built before the page's language was served sends lang="en" as
  // the file has it; the client then follows the cookie by itself.
  if (!/dir="/.test(html)) return;
  assert.match(html, /<html lang="ar" dir="rtl">/);
  assert.match(page.headers.get('vary') || '', /Accept-Language/);
  const english = await (await fetch(`${baseUrl}/r/abcdefgh`, { headers: { 'accept-language': 'ar', cookie: 'lang=en' } })).text();
  assert.match(english, /<html lang="en" dir="ltr">/);
});

test('the picker switches a seated player\'s room to Arabic and back, keeping the seat', async (t) => {
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await openPage(browser, windowOf(1366, 768));
  const url = await createRoomAs(page, { game: 'kanga', name: 'Mia' });
  await page.locator('#language-picker').selectOption('ar');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await page.locator('.seat[data-seat="0"].seat-mine').waitFor();
  assert.equal(page.url(), url);
  assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
  const cookies = await page.context().cookies(baseUrl);
  assert.equal(cookies.find((cookie) => cookie.name === 'lang').value, 'ar');
  // The name stays as it was typed, isolated from the text around it.
  assert.equal(await page.locator('.seat[data-seat="0"] .seat-name').innerText(), 'Mia');
  assert.equal(await page.locator('.seat[data-seat="0"] .seat-name').getAttribute('dir'), 'auto');
  await page.getByRole('heading', { name: 'المقاعد' }).waitFor();
  await page.getByRole('button', { name: 'ابدأ اللعبة' }).waitFor();
  assert.equal(await page.locator('.seat[data-seat="1"] .take-seat, .seat[data-seat="1"] .add-bot').first().isVisible(), true);
  assert.equal(await page.locator('#connection').innerText(), 'متصل');
  await noSidewaysOverflow(page);
  await shoot(page, 'i18n-lobby-ar-1366x768.png');
  await page.locator('#language-picker').selectOption('en');
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  await page.locator('.seat[data-seat="0"].seat-mine').waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.deepEqual(page.problems, []);
});

test('the pseudo-locale: no visible text outside the catalog on the start page', async (t) => {
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await openPage(browser, windowOf(1366, 768));
  await withLanguage(page, 'en-XA');
  await page.goto(`${baseUrl}/`);
  await page.locator('.game-card').first().waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en-XA');
  const heading = await page.locator('h1').innerText();
  assert.match(heading, /^\[.+\]$/);
  assert.doesNotMatch(heading, /[A-Za-z]/);
  // The games' option fields are the engine's words (GET /api/games): not in
  // the catalog yet. The theme button is filled in after the page's first paint.
  const escaped = await textOutsideCatalog(page, { selector: '.topbar, main, .page-foot', skip: ['.options-grid'], allowed: ['kangaroom', 'https://…/r/…'] });
  assert.deepEqual(escaped, []);
  await shoot(page, 'i18n-start-en-XA-1366x768.png');
  assert.deepEqual(page.problems, []);
});

test('the lobby in Arabic on a phone, and in the pseudo-locale', async (t) => {
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const phone = await openPage(browser, phoneScreen);
  // (The helper clicks "Create room" in English; the room then opens in Arabic.)
  await createRoomAs(phone, { game: 'jackaroo', name: 'مريم', seats: 4 });
  await withLanguage(phone, 'ar');
  await phone.reload();
  await phone.getByRole('heading', { name: 'المقاعد' }).waitFor();
  assert.equal(await phone.locator('.seat[data-seat="0"] .seat-name').innerText(), 'مريم');
  // Jackaroo plays in teams: the team boxes are named in Arabic.
  await phone.locator('.team-name', { hasText: 'الفريق الأول' }).waitFor();
  await noSidewaysOverflow(phone);
  await shoot(phone, 'i18n-lobby-ar-390x844.png');
  assert.deepEqual(phone.problems, []);

  const page = await openPage(browser, windowOf(1366, 768));
  await createRoomAs(page, { game: 'jackaroo', name: 'Mia', seats: 4 });
  await withLanguage(page, 'en-XA');
  await page.reload();
  await page.locator('.seat[data-seat="0"].seat-mine').waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en-XA');
  // The parts of the room page converted so far: the top bar's own words,
  // the invitation, your name and icon, the seats, the host's heading and
  // Start button, the players panel and the log's heading. (Left: the
  // options and clock summaries, chat, offers, the sound buttons, the turn
  // clock, the games' tables.)
  const escaped = await textOutsideCatalog(page, {
    selector: '.brand, #topbar-games, #connection, .room-game, .how-to-play-link, .copy-link, .panel.invite, .panel.you, .panel.seats, .panel.host > h2, .start-game, .start-hint, .people, .log > h2',
    allowed: ['kangaroom', 'Mia'],
  });
  assert.deepEqual(escaped, []);
  await shoot(page, 'i18n-lobby-en-XA-1366x768.png');
  assert.deepEqual(page.problems, []);
});

test('how to play and your games in Arabic', async (t) => {
  const browser = await launchBrowser();
  t.after(() => browser.close());
  for (const [name, screen] of [['1366x768', windowOf(1366, 768)], ['390x844', phoneScreen]]) {
    const page = await openPage(browser, screen);
    await withLanguage(page, 'ar');
    await page.goto(`${baseUrl}/how-to-play/jackaroo`);
    // (Fluent isolates the game's name inside the sentence: FSI … PDI.)
    await page.getByRole('heading', { level: 1, name: /^طريقة لعب \u2068?جاكارو\u2069?$/ }).waitFor();
    assert.equal(await page.locator('[data-section="goal"] h2').innerText(), 'الهدف');
    assert.equal(await page.getByRole('link', { name: /^العب \u2068?جاكارو\u2069?$/ }).count(), 1);
    // The pictures are the board's own drawing, left to right as in English.
    const wrap = page.locator('.jk-board-wrap').first();
    if (await wrap.count()) assert.equal(await wrap.evaluate((node) => getComputedStyle(node).direction), 'ltr');
    await noSidewaysOverflow(page);
    await shoot(page, `i18n-how-to-play-ar-${name}.png`);

    await page.goto(`${baseUrl}/games`);
    await page.getByRole('heading', { level: 1, name: 'ألعابك' }).waitFor();
    assert.equal(await page.title(), 'ألعابك · kangaroom');
    await noSidewaysOverflow(page);
    await shoot(page, `i18n-games-ar-${name}.png`);
    assert.deepEqual(page.problems, []);
  }
});
