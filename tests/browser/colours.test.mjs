// No two players of one colour: in the lobby a colour another seat shows is
// greyed out (disabled) for everyone else, a newcomer whose saved colour is
// taken gets a free one, and a colour is free again once its seat is left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, baseUrl, windowOf, createRoomAs, pagesFor } from './browser.mjs';

const teal = '#0c8599';

// The colour inputs' state in `page`: value -> disabled.
function colourStates(page) {
  return page.$$eval('input[name=player-color]', (inputs) => Object.fromEntries(inputs.map((input) => [input.value, input.disabled])));
}

test('Kangaruse lobby: a colour taken by another seat is greyed out', async (t) => {
  const [ana, ben] = await pagesFor(t, windowOf(1280, 900), windowOf(1280, 900));
  // Ben has used teal before (his saved profile), as Ana chooses now.
  await ben.goto(`${baseUrl}/`);
  await ben.evaluate((color) => localStorage.setItem('kangaroom.profile', JSON.stringify({ name: 'Ben', color })), teal);
  const url = await createRoomAs(ana, { game: 'kangaruse', seats: 3, sit: false });
  await ana.fill('#player-name', 'Ana');
  await ana.locator(`input[name=player-color][value="${teal}"]`).check();
  await ana.locator('.seat[data-seat="0"] .take-seat').click();
  await ana.locator('.seat[data-seat="0"].seat-mine').waitFor();

  await ben.goto(url);
  await ben.locator('.seat[data-seat="0"][data-state="here"]').waitFor();
  await ben.locator(`.choice[data-taken="true"] input[value="${teal}"]`).waitFor({ state: 'attached' });
  const states = await colourStates(ben);
  assert.equal(states[teal], true, 'teal, Ana\u2019s colour, is disabled for Ben');
  assert.equal(Object.values(states).filter(Boolean).length, 1, 'only teal is disabled');
  assert.match(await ben.locator(`.choice:has(input[value="${teal}"])`).getAttribute('title'), /taken by Ana/);
  const bensColour = await ben.$eval('input[name=player-color]:checked', (input) => input.value);
  assert.notEqual(bensColour, teal, 'Ben\u2019s saved teal was changed to a free colour');
  await ben.screenshot({ path: path.join(artifacts, 'colours-taken.png') });

  // Ben sits down with his colour; Ana leaves her seat: his colour is now
  // the taken one for her, and teal is hers to pick again.
  await ben.locator('.seat[data-seat="1"] .take-seat').click();
  await ben.locator('.seat[data-seat="1"].seat-mine').waitFor();
  await ana.locator('.leave-seat').click();
  await ana.locator('.seat[data-seat="0"][data-state="free"]').waitFor();
  await ana.waitForFunction((color) => document.querySelector(`input[name=player-color][value="${color}"]`)?.disabled === true, bensColour);
  assert.equal((await colourStates(ana))[teal], false, 'teal is Ana\u2019s to pick again');
  await ben.locator('.leave-seat').click();
  await ben.locator('.seat[data-seat="1"][data-state="free"]').waitFor();
  await ben.waitForFunction((color) => document.querySelector(`input[name=player-color][value="${color}"]`)?.disabled === false, teal);
  assert.deepEqual(ana.problems, []);
  assert.deepEqual(ben.problems, []);
});
