// Kangaroo with the keyboard alone (issue 44), through the real server:
// after the room is set up, Ana (White) never touches the mouse. She tabs to
// the board, walks to a piece with the arrow keys and picks it with Enter,
// walks to a landing and jumps with Enter (on through a chain, jump by jump),
// for four moves; the focus stays on the board, visible, after each of her
// moves and the bot's replies. Then she ends the game by the rules' own
// resignation: Shift+Tab back to Resign…, Enter, Enter on the piece to give
// up (the focus goes to it), Shift+Tab to the question's "Resign, giving up
// …" and Enter, to the final table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, againstABot, pagesFor, tabTo } from './browser.mjs';


const onBoardSquare = () => Boolean(document.activeElement && document.activeElement.closest('.kangaroo-board [data-square]'));
const focusedSquare = (page) => page.evaluate(() => (document.activeElement.closest('.kangaroo-board [data-square]') || {}).dataset?.square || null);
const stepOf = (page) => page.locator('.kr-prompt').getAttribute('data-step');
const botLines = (page) => page.locator('.log-list li[data-seq]').filter({ hasText: /^Bot 2/ }).count();

// Walks the focus with the arrow keys to the square `name`: White's board
// has file a on the left and rank 1 at the bottom.
async function arrowTo(page, name) {
  for (let i = 0; i < 16; i += 1) {
    const here = await focusedSquare(page);
    assert.ok(here, 'the focus is on a square of the board');
    if (here === name) return;
    const [df, dr] = [name.charCodeAt(0) - here.charCodeAt(0), Number(name[1]) - Number(here[1])];
    await page.keyboard.press(df > 0 ? 'ArrowRight' : df < 0 ? 'ArrowLeft' : dr > 0 ? 'ArrowUp' : 'ArrowDown');
  }
  assert.fail(`the arrows never reached ${name}`);
}

// The squares marked with `attribute`, in board order.
const marked = (page, attribute) => page.locator(`.kangaroo-board [data-square][${attribute}="true"]`).evaluateAll((nodes) => nodes.map((node) => node.dataset.square));

// The focus is on the board and drawn (keyboard focus: :focus-visible).
async function focusShown(page, when) {
  assert.ok(await page.evaluate(onBoardSquare), `${when}: the focus is on the board`);
  assert.ok(await page.evaluate(() => document.activeElement.matches(':focus-visible')), `${when}: the focus is visible`);
}

test('Kangaroo played with the keyboard alone', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1366, 768));
  await againstABot(ana, 'kangaroo', '.kangaroo-board');
  await ana.locator('.kr-board-wrap[data-my-turn="true"]').waitFor();
  await ana.evaluate(() => document.activeElement && document.activeElement.blur());

  await tabTo(ana, onBoardSquare);
  for (let move = 0; move < 4; move += 1) {
    await ana.locator('.kr-board-wrap[data-my-turn="true"][data-step="piece"]:not(.busy)').waitFor();
    const replies = await botLines(ana);
    // A piece other than the one focused (the arrows do the walking), the
    // last that can jump; Enter picks it and the focus goes to a landing.
    const pieces = await marked(ana, 'data-movable');
    const here = await focusedSquare(ana);
    const piece = pieces.filter((square) => square !== here).pop() || pieces[0];
    await arrowTo(ana, piece);
    await ana.keyboard.press('Enter');
    await ana.locator('.kr-prompt[data-step="target"]').waitFor();
    assert.equal(await ana.locator(`.kangaroo-board [data-square="${piece}"][data-selected="true"]`).count(), 1, `${piece} is chosen`);
    assert.equal(await ana.locator('.kangaroo-board [data-square][data-target="true"]:focus').count(), 1, 'the focus went on to a landing');
    // Jump, and on through the chain while it goes on, to the last landing
    // each time (a capture first).
    for (let jump = 0; jump < 12; jump += 1) {
      const captures = await marked(ana, 'data-capture');
      const landing = captures.length ? captures[0] : (await marked(ana, 'data-target')).pop();
      await arrowTo(ana, landing);
      await ana.keyboard.press('Enter');
      await ana.waitForFunction((count) => {
        const wrap = document.querySelector('.kr-board-wrap');
        const step = document.querySelector('.kr-prompt').dataset.step;
        const bot = [...document.querySelectorAll('.log-list li[data-seq]')].filter((li) => /^Bot 2/.test(li.textContent.trim())).length;
        return !wrap.classList.contains('busy') && wrap.dataset.myTurn === 'true' && (step === 'chain' || (step === 'piece' && bot > count));
      }, replies);
      if ((await stepOf(ana)) !== 'chain') break;
      await focusShown(ana, `mid-chain in move ${move + 1}`);
    }
    assert.equal(await stepOf(ana), 'piece', `move ${move + 1} is over and the bot replied`);
    await focusShown(ana, `after move ${move + 1} and the reply`);
  }
  assert.ok((await ana.locator('.log-list li[data-seq]').filter({ hasText: /^Ana jumped/ }).count()) >= 4, 'Ana made four moves');

  // Resign… is just before the board in the tab order.
  await tabTo(ana, () => document.activeElement && document.activeElement.matches('.kr-resign'), { key: 'Shift+Tab' });
  await ana.keyboard.press('Enter');
  await ana.locator('.kr-prompt[data-step="resign-piece"]').waitFor();
  // The focus went to the first piece to give up (the cheapest); Enter
  // chooses it and the question comes, with what it costs.
  assert.equal(await ana.locator('.kangaroo-board [data-square][data-give-up="true"]:focus').count(), 1, 'the focus is on a piece to give up');
  const givenUp = await focusedSquare(ana);
  await ana.keyboard.press('Enter');
  await ana.locator('.kr-prompt[data-step="resign-confirm"]').waitFor();
  assert.equal(await focusedSquare(ana), givenUp, 'the focus stays on the chosen piece');
  // Shift+Tab: "Keep playing", then "Resign, giving up …".
  await ana.keyboard.press('Shift+Tab');
  assert.ok(await ana.evaluate(() => document.activeElement.matches('.kr-cancel')), 'Keep playing comes first going back');
  await ana.keyboard.press('Shift+Tab');
  assert.ok(await ana.evaluate(() => document.activeElement.matches('.kr-confirm-resign')));
  assert.match(await ana.evaluate(() => document.activeElement.textContent), new RegExp(`giving up ${givenUp}`));
  await ana.keyboard.press('Enter');
  await ana.locator('.room[data-status="finished"] .outcome').waitFor();
  assert.match(await ana.locator('.kr-prompt-text').innerText(), new RegExp(`Ana \\(White\\) resigned and gave up the piece on ${givenUp}`));
  assert.ok(await ana.evaluate(() => document.activeElement !== null), 'the focus is somewhere after the end');
  await ana.screenshot({ path: path.join(artifacts, 'keyboard-kangaroo.png') });
  assert.deepEqual(ana.problems, []);
});
