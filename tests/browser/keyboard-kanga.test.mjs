// Kanga with the keyboard alone (issue 44), through the real server: after
// the room is set up, Ana never touches the mouse. She tabs to the board,
// places stones with the arrow keys and Enter (the focus stays on the board,
// visible, after each of her moves and the bot's replies), then tabs to
// Resign, answers its question (which takes the focus) and ends the game, to
// the final table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, againstABot, pagesFor, tabTo } from './browser.mjs';


const onBoardPoint = () => Boolean(document.activeElement && document.activeElement.closest('.kanga-board [data-cell]'));

test('Kanga played with the keyboard alone', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1366, 768));
  await againstABot(ana, 'kanga', '.kanga-board');
  await ana.locator('.kg-board-wrap[data-my-turn="true"]').waitFor();
  await ana.evaluate(() => document.activeElement && document.activeElement.blur());

  await tabTo(ana, onBoardPoint);
  for (let move = 0; move < 4; move += 1) {
    const played = Number(await ana.locator('.kg-board-wrap').getAttribute('data-moves-played'));
    // Walk right along the row to a point that takes a stone, then place it.
    for (let step = 0; step < 60 && (await ana.evaluate(() => document.activeElement.dataset.legal)) !== 'true'; step += 1) {
      await ana.keyboard.press(step % 7 === 6 ? 'ArrowDown' : 'ArrowRight');
    }
    await ana.keyboard.press('Enter');
    await ana.locator(`.kg-board-wrap[data-my-turn="true"][data-moves-played="${played + 2}"]`).waitFor();
    assert.ok(await ana.evaluate(onBoardPoint), `after move ${move + 1} and the reply the focus is still on the board`);
    // Visible: the focused point draws a focus ring (its outline or stroke).
    const ring = await ana.evaluate(() => {
      const style = getComputedStyle(document.activeElement);
      return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth) || 0, focusVisible: document.activeElement.matches(':focus-visible') };
    });
    assert.ok(ring.focusVisible, `the focus is visible (${JSON.stringify(ring)})`);
  }
  assert.equal(await ana.locator('.kg-board-wrap').getAttribute('data-moves-played'), '8');

  // Resign, by Tab and Enter, and confirm the same way.
  await tabTo(ana, () => document.activeElement && document.activeElement.matches('.people .resign'));
  await ana.keyboard.press('Enter');
  await ana.locator('.resign-confirm').waitFor();
  // The question takes the focus, on its safe answer ("No"): one Enter too
  // many does not resign. Yes is one Shift+Tab back.
  assert.ok(await ana.evaluate(() => document.activeElement.matches('.resign-no')), 'the focus moved to the question');
  await ana.keyboard.press('Shift+Tab');
  assert.ok(await ana.evaluate(() => document.activeElement.matches('.resign-yes')));
  await ana.keyboard.press('Enter');
  await ana.locator('.room[data-status="finished"] .outcome').waitFor();
  assert.ok(await ana.evaluate(() => document.activeElement !== null), 'the focus is somewhere after the end');
  await ana.screenshot({ path: path.join(artifacts, 'keyboard-kanga.png') });
  assert.deepEqual(ana.problems, []);
});
