// Kangaruse with the keyboard alone (issue 44), through the real server:
// after the room is set up, Ana never touches the mouse. She tabs to the
// board, plays with the arrow keys and Enter (the focus stays on the board,
// visible, after each of her moves and the bot's replies), then goes back to
// the turn's Give up button, answers its question (which takes the focus)
// and the bot plays on to the final table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, againstABot, pagesFor, tabTo } from './browser.mjs';


const onBoardSquare = () => Boolean(document.activeElement && document.activeElement.closest('.kangaruse-board [data-index]'));
const lastSeq = (page) => page.evaluate(() => {
  const lines = document.querySelectorAll('.log-list li[data-seq]');
  return lines.length ? Number(lines[lines.length - 1].dataset.seq) : 0;
});

test('Kangaruse played with the keyboard alone', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1366, 768));
  await againstABot(ana, 'kangaruse', '.kangaruse-board', { seats: 2, size: 'tiny' });
  const wrap = ana.locator('.kangaruse .board-wrap');
  await ana.locator('.kangaruse .board-wrap[data-my-turn="true"]').waitFor();
  await ana.evaluate(() => document.activeElement && document.activeElement.blur());

  await tabTo(ana, onBoardSquare);
  let botReplies = 0;
  for (let move = 0; move < 3; move += 1) {
    // Walk the board with the arrows to a square that can be taken: right
    // along a row, down a row every so often.
    for (let step = 0; step < 60 && (await ana.evaluate(() => document.activeElement.dataset.legal)) !== 'true'; step += 1) {
      await ana.keyboard.press(step % 7 === 6 ? 'ArrowDown' : 'ArrowRight');
    }
    assert.equal(await ana.evaluate(() => document.activeElement.dataset.legal), 'true', `move ${move + 1}: the arrows reached a square to take`);
    const chosen = await ana.evaluate(() => ({ index: Number(document.activeElement.dataset.index), action: document.activeElement.dataset.action }));
    const before = await lastSeq(ana);
    await ana.keyboard.press('Enter');
    // Her move came back and it is her turn again: after the bot's reply, or
    // at once when her square gave her another jump.
    await ana.waitForFunction((seq) => {
      const lines = document.querySelectorAll('.log-list li[data-seq]');
      const last = lines[lines.length - 1];
      return last && Number(last.dataset.seq) > seq && document.querySelector('.kangaruse .board-wrap').dataset.myTurn === 'true';
    }, before);
    if ((await ana.locator('.log-list li[data-seq]').last().getAttribute('data-by')) === 'bot') botReplies += 1;
    // A Tasmanian tiger's crossing out is a square she does not go to.
    if (chosen.action !== 'destroy') {
      const occupants = await ana.locator(`.kangaruse-board [data-index="${chosen.index}"]`).getAttribute('data-occupants');
      assert.ok(occupants.split(',').includes('0'), `move ${move + 1}: Ana stands on the square she chose (${JSON.stringify(chosen)})`);
    }
    assert.ok(await ana.evaluate(onBoardSquare), `after move ${move + 1} the focus is still on the board`);
    // Visible: the focused square is :focus-visible (its dashed focus ring).
    const ring = await ana.evaluate(() => ({
      focusVisible: document.activeElement.matches(':focus-visible'),
      stroke: getComputedStyle(document.activeElement.querySelector('.focus-ring')).stroke,
    }));
    assert.ok(ring.focusVisible && ring.stroke !== 'none', `the focus is visible (${JSON.stringify(ring)})`);
  }
  assert.ok(botReplies >= 1, `the bot replied between her moves (${botReplies})`);
  assert.equal(await wrap.getAttribute('data-phase'), 'playing');

  // The end of her game, by Shift+Tab (the turn's buttons are above the
  // board) and Enter. A player who can still move may Give up: its question
  // takes the focus on the safe answer (Keep playing), "Yes, give up" is one
  // Shift+Tab back. A stuck one is offered Stop playing instead: its
  // question takes the focus on "Yes, stop", which Enter answers.
  const stuck = (await ana.locator('.turn-actions .stop-playing').count()) > 0;
  if (stuck) {
    await tabTo(ana, () => document.activeElement && document.activeElement.matches('.turn-actions .stop-playing'), { key: 'Shift+Tab' });
    await ana.keyboard.press('Enter');
    await ana.locator('.confirm-stop').waitFor();
    assert.ok(await ana.evaluate(() => document.activeElement.matches('.confirm-stop')), 'the focus moved to the question');
    await ana.keyboard.press('Enter');
  } else {
    await tabTo(ana, () => document.activeElement && document.activeElement.matches('.turn-actions .give-up'), { key: 'Shift+Tab' });
    await ana.keyboard.press('Enter');
    await ana.locator('.confirm-give-up').waitFor();
    assert.ok(await ana.evaluate(() => document.activeElement.matches('.keep-playing')), 'the focus moved to the question');
    await ana.keyboard.press('Shift+Tab');
    assert.ok(await ana.evaluate(() => document.activeElement.matches('.confirm-give-up')));
    await ana.keyboard.press('Enter');
  }
  await ana.locator('.room[data-status="finished"] .outcome').waitFor();
  assert.ok(await ana.evaluate(() => document.activeElement !== null), 'the focus is somewhere after the end');
  await ana.screenshot({ path: path.join(artifacts, 'keyboard-kangaruse.png') });
  assert.deepEqual(ana.problems, []);
});
