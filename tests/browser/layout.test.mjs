// The turn prompt and every choice it offers are on screen without
// scrolling, at the laptop sizes players use: a person plays Jackaroo
// against three bots, and at each of their steps (card, ability, marble...)
// the page is drawn at 1400x900 and 1366x768, scrolled to the top, and every
// button of the step must lie inside the window.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, createRoomAs, addBot, startGame, pagesFor, jackarooStep as nextStep, jackarooChoose as choose, jackarooSelectors as selectorOf } from './browser.mjs';

const laptops = [
  { width: 1400, height: 900 },
  { width: 1366, height: 768 },
];
// A person's decisions at most (the loop's bound, not a clock).
const maxDecisions = 400;

// The boxes of the prompt and of the step's buttons that are not wholly
// inside the window, with the page scrolled to its top.
async function offScreen(page, selector) {
  return page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const nodes = [document.querySelector('.jk-prompt-text'), ...document.querySelectorAll(sel)];
    const out = [];
    for (const node of nodes) {
      const box = node.getBoundingClientRect();
      const inside = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
      if (!inside || box.width === 0) out.push(`${node.textContent.trim()} at x=${Math.round(box.left)}-${Math.round(box.right)} y=${Math.round(box.top)}-${Math.round(box.bottom)}`);
    }
    return { out, count: nodes.length - 1 };
  }, selector);
}

test('Jackaroo: every choice is inside the window at laptop sizes, without scrolling', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1400, 900));
  await createRoomAs(ana, { game: 'jackaroo', seats: 4, name: 'Ana' });
  for (const seat of [1, 2, 3]) await addBot(ana, seat, 'easy');
  await startGame(ana, [ana], '.jackaroo');

  const checked = new Map();  // step -> how many times its buttons were checked
  const shots = new Set();
  for (let decisions = 0; decisions < maxDecisions; decisions += 1) {
    const step = await nextStep(ana);
    if (step === 'finished') break;
    for (const size of laptops) {
      await ana.setViewportSize(size);
      // The layout follows the new size before it is measured.
      await ana.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const { out, count } = await offScreen(ana, selectorOf[step]);
      assert.deepEqual(out, [], `at ${size.width}x${size.height}, step ${step}: on screen without scrolling`);
      if (count > 0) checked.set(step, (checked.get(step) || 0) + 1);
      const shot = `${step}-${size.width}x${size.height}`;
      if (!shots.has(shot) && ['ability', 'marble'].includes(step)) {
        shots.add(shot);
        await ana.screenshot({ path: path.join(artifacts, `layout-jackaroo-${shot}.png`) });
      }
    }
    const marbleChecked = ['marble', 'marble2', 'target'].some((s) => checked.has(s));
    if (checked.has('card') && checked.has('ability') && marbleChecked && (checked.get('marble') || 0) >= 3) break;
    await ana.setViewportSize(laptops[0]);
    await choose(ana, step, decisions);
  }
  t.diagnostic(`steps checked: ${[...checked].map(([s, n]) => `${s} ${n}`).join(', ')}`);
  for (const step of ['card', 'ability', 'marble']) assert.ok(checked.has(step), `a ${step} step was checked (checked: ${[...checked.keys()].join(', ')})`);
  assert.deepEqual(ana.problems, []);
});
