// Jackaroo with the keyboard alone (issue 44), through the real server: after
// the room is set up (two seats, an easy bot), Ana never touches the mouse.
// She tabs to a card and plays her turns with Enter (card, then ability,
// marble or steps from the list of choices; a discard when that is all she
// may do), going back a step with Escape once. After each pick, after her
// play and after the bot's, the focus is on a control of the game (a card or
// a choice), visibly; when her turn comes it is on a card she can play. Then
// she tabs to Resign, answers its question, and a bot takes her seat: she
// watches the game go on to its final table, which says she resigned.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { artifacts, windowOf, againstABot, pagesFor, tabTo, jackarooSelectors, jackarooStep } from './browser.mjs';


const focusedMatches = (selector) => Boolean(document.activeElement && document.activeElement.matches(selector));

// Where the focus is: a button of the game (a card, an ability, a choice),
// and whether it draws its focus ring.
async function focusState(page) {
  return page.evaluate(() => {
    const node = document.activeElement;
    const inGame = Boolean(node && node.closest('.jackaroo') && (node.matches('button') || node.getAttribute('role') === 'button'));
    return { inGame, visible: Boolean(node && node.matches(':focus-visible')), name: node ? node.getAttribute('aria-label') || node.textContent.trim() : '', html: node ? node.outerHTML.slice(0, 160) : '' };
  });
}

async function assertFocusKept(page, when) {
  const focus = await focusState(page);
  assert.ok(focus.inGame, `${when}: the focus is on a control of the game (${focus.html})`);
  assert.ok(focus.visible, `${when}: the focus is visible (${focus.html})`);
}

const myTurnSteps = Object.keys(jackarooSelectors);

// What axe finds wrong (WCAG 2.2 A and AA) in the cards and choices, once a
// list of choices is shown: each button's name is the words it shows.
async function choicesViolations(page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('.jk-controls')
    .setLegacyMode()
    .analyze();
  // The card faces' letter ranks (K, Q...) are the one exception the
  // accessibility test also makes: their names say the card in words.
  return results.violations
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !(violation.id === 'label-content-name-mismatch' && /class="jk-card /.test(node.html))) }))
    .filter((violation) => violation.nodes.length > 0)
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 100)).join(', ')}`);
}

test('Jackaroo played with the keyboard alone', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1366, 900));
  await againstABot(ana, 'jackaroo', '.jackaroo', { seats: 2 });
  let step = await jackarooStep(ana);
  assert.ok(myTurnSteps.includes(step), `Ana has something to choose (${step})`);
  await ana.evaluate(() => document.activeElement && document.activeElement.blur());
  // The first card she can play, by Tab.
  await tabTo(ana, focusedMatches, { arg: jackarooSelectors[step] });

  const seen = new Set();
  let wentBack = false;
  let checkedChoices = false;
  // Six turns at least, and on until she has had a step after a card (a
  // marble, an ability, a split's steps) to go back from.
  for (let turn = 0; turn < 24 && (turn < 6 || !wentBack); turn += 1) {
    step = await jackarooStep(ana);
    if (step === 'finished') break;
    // Her turn has come: the focus waits on a card she can play (or discard).
    assert.ok(await ana.evaluate(focusedMatches, jackarooSelectors[step]), `turn ${turn + 1} (${step}): the focus is on a first choice (${(await focusState(ana)).html})`);
    await assertFocusKept(ana, `turn ${turn + 1}, its start`);
    for (let picks = 0; ; picks += 1) {
      assert.ok(picks < 8, 'a play takes a few picks');
      seen.add(step);
      const before = Number(await ana.locator('.room').getAttribute('data-version'));
      // Each choice button says the whole move in words.
      if (['marble', 'marble2', 'target', 'steps'].includes(step)) {
        const name = (await focusState(ana)).name;
        assert.match(name, /^(Move|Bring|Swap|Choose)\b.*\b(square|marble)\b/, `a choice is named in words (${name})`);
        if (!checkedChoices) {
          assert.deepEqual(await choicesViolations(ana), [], 'the choices pass axe');
          checkedChoices = true;
        }
      }
      // Once, at the first step after a card: Escape goes back a step (to
      // the cards when the card had one ability), the focus on its list.
      if (!wentBack && step !== 'card' && step !== 'discard') {
        await ana.keyboard.press('Escape');
        await ana.waitForFunction((s) => document.querySelector('.jk-prompt').dataset.step !== s, step);
        const back = await ana.locator('.jk-prompt').getAttribute('data-step');
        assert.ok(['card', 'ability', 'marble'].includes(back), `Escape went back a step (${step} to ${back})`);
        assert.ok(await ana.evaluate(focusedMatches, jackarooSelectors[back]), `after Escape the focus is on the ${back} list (${(await focusState(ana)).html})`);
        wentBack = true;
        step = back;
        continue;
      }
      // On a card: now and then the next card she can play, by Tab (the
      // cards she cannot play are in the tab order too, and say so).
      if (step === 'card' && turn % 2 === 1 && (await ana.locator(jackarooSelectors.card).count()) > 1) {
        const first = await ana.evaluate(() => document.activeElement.dataset.card);
        await tabTo(ana, ([selector, card]) => document.activeElement.matches(selector) && document.activeElement.dataset.card !== card, { arg: [jackarooSelectors.card, first], limit: 6 });
      }
      await ana.keyboard.press('Enter');
      // A pick opens the next step, or the move goes to the server.
      await ana.waitForFunction(([v, s]) => Number(document.querySelector('.room').dataset.version) > v || document.querySelector('.jk-prompt').dataset.step !== s, [before, step]);
      const now = await ana.locator('.jk-prompt').getAttribute('data-step');
      if (!myTurnSteps.includes(now) || Number(await ana.locator('.room').getAttribute('data-version')) > before) break;
      await assertFocusKept(ana, `turn ${turn + 1}, after choosing at ${step}`);
      assert.ok(await ana.evaluate(focusedMatches, jackarooSelectors[now]), `after ${step} the focus is on the next step's list (${now}: ${(await focusState(ana)).html})`);
      step = now;
    }
    // Played: the focus stays in the game while the bot plays.
    await assertFocusKept(ana, `turn ${turn + 1}, after her play`);
  }
  assert.ok(seen.has('card') || seen.has('discard'), `she chose cards (${[...seen]})`);
  assert.ok(wentBack, `she went back a step with Escape (${[...seen]})`);
  assert.ok(checkedChoices, 'a list of choices was checked by axe');
  t.diagnostic(`steps seen: ${[...seen].join(', ')}`);
  await ana.screenshot({ path: path.join(artifacts, 'keyboard-jackaroo.png') });

  // Resign, by Tab and Enter; the question takes the focus on "No", Yes is
  // one Shift+Tab back.
  await tabTo(ana, focusedMatches, { arg: '.people .resign' });
  await ana.keyboard.press('Enter');
  await ana.locator('.resign-confirm').waitFor();
  assert.ok(await ana.evaluate(focusedMatches, '.resign-no'), 'the focus moved to the question');
  await ana.keyboard.press('Shift+Tab');
  assert.ok(await ana.evaluate(focusedMatches, '.resign-yes'));
  await ana.keyboard.press('Enter');
  // A bot plays her seat, under her name; she watches.
  await ana.locator('.room[data-my-seat=""]').waitFor();
  const seat = ana.locator('.people .person[data-seat="0"]');
  await seat.locator('.tag-resigned').waitFor();
  await seat.locator('.tag-bot').waitFor();
  assert.equal(await seat.locator('.person-name').innerText(), 'Ana');
  await ana.locator('.log-list li', { hasText: 'Ana resigned: a bot plays the seat from now on' }).waitFor();
  assert.ok(await ana.evaluate(() => document.activeElement !== null), 'the focus is somewhere after resigning');
  // The bots play it to the end; the final table says Ana resigned.
  await ana.locator('.room[data-status="finished"] .outcome').waitFor({ timeout: 0 });
  const column = ana.locator('.outcome-table thead th', { hasText: 'Ana' });
  await column.locator('.tag-resigned', { hasText: 'resigned' }).waitFor();
  await ana.screenshot({ path: path.join(artifacts, 'keyboard-jackaroo-end.png') });
  assert.deepEqual(ana.problems, []);
});
