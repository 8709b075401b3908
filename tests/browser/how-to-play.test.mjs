// The how-to-play page of every game: reached from the start page, it shows
// the engine's own rule text (GET /api/games) section by section and every
// square, card or piece.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { launchBrowser, openPage, baseUrl, artifacts } from './browser.mjs';

const sections = ['goal', 'setup', 'turn', 'end', 'scoring'];

test('every game has a how-to-play page built from the engine\'s rules', async (t) => {
  mkdirSync(artifacts, { recursive: true });
  const games = await (await fetch(`${baseUrl}/api/games`)).json();
  assert.ok(games.length >= 4, 'the server lists every game');
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await openPage(browser, { viewport: { width: 1100, height: 900 } });

  for (const game of games) {
    await t.test(game.name, async () => {
      const rules = game.how_to_play;
      assert.ok(rules, `${game.id} has rules in /api/games`);
      await page.goto(`${baseUrl}/`);
      const link = page.locator('.game-card', { has: page.locator(`input[value=${game.id}]`) }).getByRole('link', { name: 'How to play' });
      assert.equal(await link.getAttribute('href'), `/how-to-play/${game.id}`);
      await page.goto(`${baseUrl}${await link.getAttribute('href')}`);
      await page.getByRole('heading', { level: 1, name: `How to play ${game.name}` }).waitFor();
      for (const key of sections) {
        assert.ok(rules[key], `${game.id}: ${key} is written`);
        assert.equal((await page.locator(`[data-section="${key}"] p`).innerText()).trim(), rules[key].trim(), `${game.id}: the ${key} section shows the engine's text`);
      }
      const entries = page.locator('.rule-entry');
      assert.equal(await entries.count(), rules.entries.length, `${game.id}: one entry per ${rules.entries_title}`);
      assert.ok(rules.entries.length > 0);
      for (const [i, entry] of rules.entries.entries()) {
        const row = entries.nth(i);
        assert.equal(await row.getAttribute('data-id'), entry.id);
        assert.equal((await row.locator('dt').innerText()).trim(), entry.name);
        assert.equal((await row.locator('dd').innerText()).trim(), entry.text.trim());
      }
      if (game.id === 'kangaruse') {
        assert.equal(await page.locator('.rule-entry .rule-icon svg').count(), rules.entries.length, 'every square type shows its picture');
      }
      // Pictures drawn by the game's own board code, each with its caption.
      const figures = page.locator('[data-section="diagrams"] figure.rule-diagram');
      assert.ok((await figures.count()) >= 3, `${game.id}: at least three pictures`);
      for (let i = 0; i < (await figures.count()); i += 1) {
        const figure = figures.nth(i);
        const board = figure.locator('.rule-diagram-board svg');
        await board.waitFor();
        const box = await board.boundingBox();
        assert.ok(box.width >= 150 && box.width <= 420 && box.height > 100, `${game.id}: picture ${i} is small but readable (${Math.round(box.width)}x${Math.round(box.height)})`);
        assert.ok((await figure.locator('figcaption').innerText()).trim().length > 20, `${game.id}: picture ${i} has a caption`);
      }
      assert.equal(await page.locator('[data-section="diagrams"] [inert] svg').count(), await figures.count(), 'the pictures take no clicks or focus');
      // The keys that play the game, and the replay's.
      const keys = page.locator('[data-section="keyboard"] .rule-key');
      assert.ok((await keys.count()) >= 3, `${game.id}: its keys are listed`);
      assert.equal(await keys.first().locator('kbd').innerText(), 'Tab, Shift+Tab');
      assert.match(await keys.last().innerText(), /in a replay/);
      if (game.id === 'kanga') assert.equal(await page.locator('[data-section="keyboard"] kbd', { hasText: 'r3c4' }).count(), 1, 'Kanga: a typed point');
      if (game.id === 'jackaroo') {
        // The plays are shown close up, not as whole-board thumbnails: a
        // marble is big enough to see which one moved.
        for (const id of ['release', 'sent-home']) {
          const marble = await page.locator(`.rule-diagram[data-diagram="${id}"] .jk-marble-body`).first().boundingBox();
          assert.ok(marble.width >= 10, `jackaroo: a marble in the ${id} picture is ${marble.width.toFixed(1)} px across`);
        }
      }
      for (const option of game.options) {
        await page.locator('[data-section="options"] li', { hasText: option.label }).first().waitFor();
      }
      await page.screenshot({ path: path.join(artifacts, `how-to-play-${game.id}.png`), fullPage: true });
      // "Play" leads back to the start page with this game chosen.
      await page.getByRole('link', { name: `Play ${game.name}` }).click();
      await page.waitForFunction((id) => document.querySelector(`input[name=game][value=${id}]`)?.checked, game.id);
    });
  }

  await t.test('an unknown game says so', async () => {
    await page.goto(`${baseUrl}/how-to-play/chess`);
    await page.getByRole('heading', { name: 'No such game' }).waitFor();
  });
  assert.deepEqual(page.problems, []);
});
