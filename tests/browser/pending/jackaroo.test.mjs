// A whole 4-player Jackaroo game in the browser: two people (teams of
// partners with a bot each) play every turn by clicking cards, abilities and
// marbles, two bots fill the other seats, and a spectator on a phone watches.
// Nobody but a card's holder ever sees its face: the spectator's page holds
// no card at all, and a player's page shows only their own hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, artifacts, launchBrowser, openPage } from '../browser.mjs';

// One decision of the player on `page`, if it is their turn: the first
// offered choice at every step, so the game always moves on.
async function playStep(page) {
  const step = await page.locator('.jk-prompt').getAttribute('data-step').catch(() => null);
  const first = (selector) => page.locator(selector).first();
  switch (step) {
    case 'card':
    case 'discard':
      await first('.jk-hand .jk-card[data-playable="true"]').click();
      return true;
    case 'ability':
      await first('.jk-abilities button[data-ability-key]').click();
      return true;
    case 'marble':
    case 'marble2':
    case 'target':
      await first('.jk-choices button[data-pick-marble]').click();
      return true;
    case 'steps':
      await first('.jk-choices button[data-steps]').click();
      return true;
    default:
      return false;
  }
}

// Every card face a page shows (data-card on the hand's buttons, the last
// card played in the middle of the board).
async function cardFaces(page) {
  return page.$$eval('.jk-hand [data-card]', (cards) => cards.map((card) => card.dataset.card));
}

test('two people and two bots play Jackaroo to the end; a spectator never sees a card', async (t) => {
  assert.ok(baseUrl, 'KANGAROOM_URL is set by run.sh');
  mkdirSync(artifacts, { recursive: true });
  const browser = await launchBrowser();
  t.after(() => browser.close());

  const ana = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  const ben = await openPage(browser, { viewport: { width: 1100, height: 850 } });
  const spectator = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const people = [ana, ben];

  await t.test('the host creates a 4-seat room; a friend joins by the link; bots take the other seats', async () => {
    await ana.goto(`${baseUrl}/`);
    await ana.locator('input[name=game][value=jackaroo]').check();
    await ana.selectOption('#seats', '4');
    await ana.getByRole('button', { name: 'Create room' }).click();
    await ana.waitForURL(/\/r\/[A-Za-z0-9_-]+$/);
    const roomUrl = ana.url();
    await ana.fill('#player-name', 'Ana');
    await ana.locator('.seat[data-seat="0"] .take-seat').click();
    await ana.locator('.seat[data-seat="0"].seat-mine').waitFor();

    await ben.goto(roomUrl);
    await ben.fill('#player-name', 'Ben');
    await ben.locator('.seat[data-seat="1"] .take-seat').click();
    await ben.locator('.seat[data-seat="1"].seat-mine').waitFor();

    for (const seat of [2, 3]) {
      await ana.locator(`.seat[data-seat="${seat}"] .bot-control select`).selectOption('easy');
      await ana.locator(`.seat[data-seat="${seat}"] .add-bot`).click();
      await ana.locator(`.seat[data-seat="${seat}"] .remove-bot`).waitFor();
    }
    await spectator.goto(roomUrl);
    await spectator.getByText('You are watching').waitFor();
    await ana.locator('.start-game:not([disabled])').click();
    for (const page of [ana, ben, spectator]) await page.locator('.room[data-status="playing"] .jackaroo').waitFor();
    await ana.screenshot({ path: path.join(artifacts, 'jackaroo-start.png'), fullPage: true });
  });

  await t.test('each player sees only their own hand; the spectator sees none', async () => {
    const anaCards = await cardFaces(ana);
    const benCards = await cardFaces(ben);
    assert.equal(anaCards.length, 4, 'four cards dealt in the first round');
    assert.equal(benCards.length, 4);
    assert.equal(anaCards.filter((card) => benCards.includes(card)).length, 0, 'hands are distinct');
    assert.equal((await cardFaces(spectator)).length, 0);
    const spectatorHtml = await spectator.content();
    for (const card of [...anaCards, ...benCards]) {
      assert.ok(!spectatorHtml.includes(`data-card="${card}"`), `the spectator's page shows ${card}`);
    }
    await spectator.screenshot({ path: path.join(artifacts, 'jackaroo-spectator-phone.png'), fullPage: true });
  });

  await t.test('the people play every turn by clicking until a team wins', async () => {
    let decisions = 0;
    let checks = 0;
    for (let round = 0; round < 200000; round += 1) {
      const status = await ana.locator('.room').getAttribute('data-status');
      if (status !== 'playing') break;
      let acted = false;
      for (const page of people) {
        if (await playStep(page).catch(() => false)) {
          acted = true;
          decisions += 1;
        }
      }
      if (decisions > 0 && decisions % 50 === 0 && checks < decisions / 50) {
        checks += 1;
        assert.equal((await cardFaces(spectator)).length, 0, 'the spectator never sees a card face');
        const own = await cardFaces(ana);
        const html = await ben.content();
        for (const card of own) assert.ok(!html.includes(`data-card="${card}"`), `Ben's page shows Ana's ${card}`);
      }
      if (!acted) await ana.waitForTimeout(25);
    }
    for (const page of [ana, ben, spectator]) await page.locator('.room[data-status="finished"]').waitFor();
    assert.ok(decisions > 20, `the people made ${decisions} decisions`);
    await ana.screenshot({ path: path.join(artifacts, 'jackaroo-finished.png'), fullPage: true });
  });

  await t.test('the final table names the winning team; nothing went wrong on any page', async () => {
    const prompt = await ana.locator('.jk-prompt-text').innerText();
    assert.match(prompt, / and .* win/);
    assert.equal((await cardFaces(spectator)).length, 0);
    for (const page of [ana, ben, spectator]) assert.deepEqual(page.problems, []);
  });
});
