// Where the keyboard's focus goes after the things that redraw a table
// (issue 44: "never lost after a move, an offer, a dialog or a reconnect"),
// in Kanga against a bot, with the keyboard alone once the room is set up:
// - an offer made by Tab and Enter (a takeback, which the bot accepts at
//   once): the focus stays on a control of the table, not on the page;
// - the Resign question opened by Enter and closed by Escape: the focus
//   goes back to the Resign button;
// - the connection dropped and made again while the focus is on the board:
//   it is on the board when the table is back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { windowOf, againstABot, pagesFor, tabTo } from './browser.mjs';

const focused = (page) => page.evaluate(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'the page itself';
  return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${element.dataset.cell ? `[${element.dataset.cell}]` : ''}`;
});
const onBoardPoint = () => Boolean(document.activeElement && document.activeElement.closest('.kanga-board [data-cell]'));

async function placeFromTheKeyboard(page) {
  const played = Number(await page.locator('.kg-board-wrap').getAttribute('data-moves-played'));
  for (let step = 0; step < 60 && (await page.evaluate(() => document.activeElement.dataset.legal)) !== 'true'; step += 1) {
    await page.keyboard.press(step % 7 === 6 ? 'ArrowDown' : 'ArrowRight');
  }
  await page.keyboard.press('Enter');
  await page.locator(`.kg-board-wrap[data-my-turn="true"][data-moves-played="${played + 2}"]`).waitFor();
}

test('the focus after an offer, a dialog and a reconnect', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1366, 768));
  const routes = [];
  await ana.routeWebSocket(/\/ws(\?room=[a-z2-7]{16})?$/, (pageSide) => {
    const serverSide = pageSide.connectToServer();
    routes.push({ pageSide, serverSide });
    pageSide.onMessage((message) => serverSide.send(message));
    serverSide.onMessage((message) => pageSide.send(message));
  });
  await againstABot(ana, 'kanga', '.kanga-board');
  await ana.locator('.kg-board-wrap[data-my-turn="true"]').waitFor();
  await ana.evaluate(() => document.activeElement && document.activeElement.blur());
  await tabTo(ana, onBoardPoint);
  await placeFromTheKeyboard(ana);

  // An offer: the bot accepts a takeback at once, which undoes Ana's move
  // and the bot's reply and redraws the board.
  await tabTo(ana, () => Boolean(document.activeElement && document.activeElement.matches('.offer-takeback')));
  await ana.keyboard.press('Enter');
  await ana.locator('.kg-board-wrap[data-moves-played="0"][data-my-turn="true"]').waitFor();
  const afterOffer = await focused(ana);
  assert.notEqual(afterOffer, 'the page itself', 'after the takeback the focus is on a control');
  assert.ok(await ana.evaluate(() => document.activeElement.matches(':focus-visible')), `visible after the offer (${afterOffer})`);

  // A dialog: Resign asks first; Escape closes the question and gives the
  // focus back to Resign.
  await tabTo(ana, () => Boolean(document.activeElement && document.activeElement.matches('.people .resign')));
  await ana.keyboard.press('Enter');
  const asked = await focused(ana);
  assert.notEqual(asked, 'the page itself', 'the question takes the focus');
  await ana.keyboard.press('Escape');
  assert.ok(await ana.evaluate(() => document.activeElement.matches('.people .resign')), `Escape gives the focus back to Resign (it is on ${await focused(ana)})`);
  assert.equal(await ana.locator('.room[data-status="playing"]').count(), 1, 'and the game goes on');

  // A reconnect while the focus is on the board.
  await ana.keyboard.press('Shift+Tab');
  await tabTo(ana, onBoardPoint, { key: 'Shift+Tab' });
  const point = await focused(ana);
  const last = routes[routes.length - 1];
  await last.pageSide.close({ code: 1006, reason: 'the test drops the network' }).catch(() => {});
  await last.serverSide.close().catch(() => {});
  await ana.locator('.room[data-connection="reconnecting"]').waitFor();
  await ana.locator('.room[data-connection="open"]').waitFor();
  await ana.locator('.kg-board-wrap[data-my-turn="true"]').waitFor();
  assert.ok(await ana.evaluate(onBoardPoint), `after the reconnect the focus is on the board again (it was on ${point}, now ${await focused(ana)})`);
  await placeFromTheKeyboard(ana);
  assert.ok(await ana.evaluate(onBoardPoint), 'and a move from it still keeps it there');
});
