// Offers between players in Kangaroo (PROTOCOL.md "offer"), two people in
// two browsers: Mia (White, seat 0, the host) and Leo (Black, seat 1).
// 1. Takebacks: Mia's declined; Leo's accepted (his turn undone, his to play
//    again); Leo's again after Mia moved (his turn and hers after it undone).
// 2. Draws, offered between turns: Leo's declined (and not again at once),
//    Mia's accepted: the game ends drawn, and the record says it was agreed.
//    Then Leo's rematch offer declined, and the host's own rematch.
// Each step is checked in both pages and in the room's view on the server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, createRoomAs, takeSeat, startGame, pagesFor, offerFrom, roomOnServer, replayOnServer, explained } from './browser.mjs';

const board = (page) => page.locator('.kangaroo-board');

// The squares of a page's board, "a1:w b1:w ...", to compare positions.
const piecesOf = (page) => page.$$eval('.kangaroo-board [data-square]', (squares) => squares.map((s) => `${s.dataset.square}:${s.dataset.piece}`).sort().join(' '));

// In the page: nothing in flight, and it is `page`'s turn to begin a move
// (step "piece").
const readyToMove = () => {
  const prompt = document.querySelector('.kr-prompt');
  const wrap = document.querySelector('.kr-board-wrap');
  return Boolean(prompt && wrap && wrap.dataset.myTurn === 'true' && !wrap.classList.contains('busy') && prompt.dataset.step === 'piece');
};

// In the page: the move sent has come back, and the turn went on (a chain
// waits for its next hop or Stop) or passed.
const moveSettled = () => {
  const prompt = document.querySelector('.kr-prompt');
  const wrap = document.querySelector('.kr-board-wrap');
  if (!prompt || !wrap || wrap.classList.contains('busy')) return false;
  return wrap.dataset.myTurn === 'false' || prompt.dataset.step === 'chain';
};

// `page` plays one whole turn: its first movable piece (the n-th), that
// piece's first jump; a chain is ended with Stop. Waits until the turn has
// passed to the other player.
async function kangarooTurn(page, n = 0) {
  await page.waitForFunction(readyToMove);
  const movable = board(page).locator('[data-movable="true"]');
  await movable.nth(n % (await movable.count())).click();
  await page.locator('.kr-prompt[data-step="target"]').waitFor();
  await board(page).locator('[data-target="true"]').first().click();
  for (;;) {
    await page.waitForFunction(moveSettled);
    if ((await page.locator('.kr-prompt[data-step="chain"]').count()) === 0) break;
    await page.locator('.kr-stop').click();
  }
  await page.locator('.kr-board-wrap[data-my-turn="false"]').waitFor();
}

// Both pages show no pending offer.
async function noBanner(pages) {
  for (const page of pages) await page.locator('.offer-banner').waitFor({ state: 'detached' });
}

// Every page of `pages` shows the board `pieces` (a piecesOf string).
async function showBoard(pages, pieces) {
  for (const page of pages) {
    await page.waitForFunction((expected) => {
      const squares = [...document.querySelectorAll('.kangaroo-board [data-square]')];
      return squares.map((s) => `${s.dataset.square}:${s.dataset.piece}`).sort().join(' ') === expected && !document.querySelector('.kr-board-wrap.busy');
    }, pieces);
  }
}

async function kangarooForTwo(t) {
  const [mia, leo] = await pagesFor(t, windowOf(1280, 900), windowOf(1280, 900));
  const url = await createRoomAs(mia, { game: 'kangaroo', name: 'Mia', seats: 2 });
  await takeSeat(leo, { url, name: 'Leo', seat: 1 });
  await startGame(mia, [mia, leo], '.kangaroo-board');
  return [mia, leo];
}

test('Kangaroo: a takeback declined, then accepted (one turn, then two)', async (t) => {
  const [mia, leo] = await kangarooForTwo(t);
  const both = [mia, leo];
  const start = await roomOnServer(mia);
  let afterMia;

  await t.test('Mia moves and offers to take it back; Leo declines: nothing changes', async () => {
    await kangarooTurn(mia);
    afterMia = { pieces: await piecesOf(mia), server: (await roomOnServer(mia)).view };
    assert.notDeepEqual(afterMia.server.game.board, start.view.game.board, 'Mia moved');
    assert.equal(afterMia.server.game.turn, 1);

    await offerFrom(mia, '.offer-takeback', [leo]);
    assert.match(await leo.locator('.offer-banner .offer-text').textContent(), /^Mia offers to take back their last move\.$/);
    assert.match(await mia.locator('.offer-banner .offer-text').textContent(), /^You offer to take back your last move\.$/);
    assert.match(await mia.locator('.offer-banner .offer-waiting').textContent(), /Waiting for Leo/);
    assert.equal(await mia.locator('.offer-banner .offer-accept').count(), 0, 'the offerer is not asked');
    const pending = (await roomOnServer(mia)).view.room.offer;
    assert.equal(pending.kind, 'takeback');
    assert.equal(pending.from, 0);
    assert.deepEqual(pending.awaiting, [1]);

    await leo.locator('.offer-banner .offer-decline').click();
    await noBanner(both);
    await showBoard(both, afterMia.pieces);
    const server = (await roomOnServer(mia)).view;
    assert.equal(server.room.offer, null);
    assert.deepEqual(server.game.board, afterMia.server.game.board, 'a declined takeback changes nothing');
    assert.equal(server.game.turn, 1, "still Leo's turn");
    assert.equal(await leo.locator('.kr-board-wrap').getAttribute('data-my-turn'), 'true');
  });

  await t.test("Leo moves and offers to take it back; Mia accepts: his move is undone, his turn again", async () => {
    await kangarooTurn(leo);
    assert.notEqual(await piecesOf(leo), afterMia.pieces, 'Leo moved');
    await offerFrom(leo, '.offer-takeback', [mia]);
    assert.match(await mia.locator('.offer-banner .offer-text').textContent(), /^Leo offers to take back their last move\.$/);
    await mia.screenshot({ path: path.join(artifacts, 'offers-kangaroo-takeback.png'), fullPage: true });
    await mia.locator('.offer-banner .offer-accept').click();
    await noBanner(both);
    await showBoard(both, afterMia.pieces);
    await leo.waitForFunction(readyToMove);
    assert.match(await mia.locator('.log-list').textContent(), /Leo took back their last turn \(\d+ moves? undone, agreed by all\)/);
    const server = (await roomOnServer(mia)).view;
    assert.equal(server.room.offer, null);
    assert.deepEqual(server.game.board, afterMia.server.game.board, 'the board is as Mia left it');
    assert.equal(server.game.turn, 1);
    assert.equal(server.game.moves_played, afterMia.server.game.moves_played);
    assert.equal(server.log.at(-1).event.type, 'takeback');
    assert.equal(server.log.at(-1).event.seat, 1);
  });

  await t.test("Leo moves, Mia answers; Leo's takeback undoes both turns", async () => {
    await kangarooTurn(leo, 1);
    await kangarooTurn(mia, 1);
    const before = (await roomOnServer(mia)).view;
    assert.equal(before.game.moves_played, afterMia.server.game.moves_played + 2);
    await offerFrom(leo, '.offer-takeback', [mia]);
    await mia.locator('.offer-banner .offer-accept').click();
    await noBanner(both);
    await showBoard(both, afterMia.pieces);
    await leo.waitForFunction(readyToMove);
    assert.equal(await mia.locator('.kr-board-wrap').getAttribute('data-my-turn'), 'false');
    const server = (await roomOnServer(mia)).view;
    assert.deepEqual(server.game.board, afterMia.server.game.board, "Leo's turn and Mia's after it are undone");
    assert.equal(server.game.turn, 1);
    assert.equal(server.game.moves_played, afterMia.server.game.moves_played);
    const event = server.log.at(-1).event;
    assert.equal(event.type, 'takeback');
    assert.ok(event.undone >= 2, `two turns' moves undone (${event.undone})`);
  });
  for (const page of both) assert.deepEqual(page.problems, []);
});

test('Kangaroo: a draw offered between turns, declined, then accepted: the game ends drawn', async (t) => {
  const [mia, leo] = await kangarooForTwo(t);
  const both = [mia, leo];

  await t.test('after a move each, Leo offers a draw and Mia declines; he may not ask again at once', async () => {
    await kangarooTurn(mia);
    await kangarooTurn(leo);
    assert.equal((await roomOnServer(mia)).view.room.draw_offers, true, 'a draw may be offered between turns');
    await offerFrom(leo, '.offer-draw', [mia]);
    assert.match(await mia.locator('.offer-banner .offer-text').textContent(), /^Leo offers a draw\.$/);
    assert.equal((await roomOnServer(mia)).view.room.offer.kind, 'draw');
    await mia.locator('.offer-banner .offer-decline').click();
    await noBanner(both);
    const declined = (await roomOnServer(mia)).view;
    assert.equal(declined.room.status, 'playing');
    assert.equal(declined.room.offer, null);
    assert.equal(await mia.locator('.room').getAttribute('data-status'), 'playing');

    // Not again at once: Leo's page says who declined and the button waits, saying why.
    await leo.locator('.offer-notice[data-kind="draw"] .offer-declined', { hasText: 'Mia declined your draw offer.' }).waitFor();
    assert.equal(await leo.locator('.offers .offer-draw').isDisabled(), true);
    assert.match(await leo.locator('#offer-draw-reason').textContent(), /^Declined just now: again in \d+ seconds?\.$/);
    assert.equal(await mia.locator('.offer-banner').count(), 0);
    assert.equal((await roomOnServer(mia)).view.room.offer, null, 'no offer is pending');
    // The server's view says who refused; a reload reads it again.
    const refused = declined.room.offer_refused;
    assert.equal(refused.kind, 'draw');
    assert.notEqual(refused.by, refused.from);
    await leo.reload();
    await leo.locator(`.room[data-status="playing"] .offer-notice[data-kind="draw"][data-by="${refused.by}"] .offer-declined`, { hasText: 'Mia declined your draw offer.' }).waitFor();
    await leo.locator('.offers .offer-draw[disabled]').waitFor();
  });

  await t.test('Mia offers a draw and Leo accepts: both final tables say so, and so does the record', async () => {
    await offerFrom(mia, '.offer-draw', [leo]);
    assert.match(await leo.locator('.offer-banner .offer-text').textContent(), /^Mia offers a draw\.$/);
    await leo.locator('.offer-banner .offer-accept').click();
    for (const page of both) {
      await explained(page, 'the final table', () => page.locator('.room[data-status="finished"] .outcome').waitFor());
      assert.equal((await page.locator('.outcome-title').textContent()).trim(), 'A draw!');
      assert.match(await page.locator('.log-list').textContent(), /The players agreed to a draw\./);
    }
    await mia.screenshot({ path: path.join(artifacts, 'offers-kangaroo-draw.png'), fullPage: true });
    const server = (await roomOnServer(mia)).view;
    assert.equal(server.room.status, 'finished');
    assert.equal(server.room.offer, null);
    assert.equal(server.game.end_reason, 'agreement');
    assert.deepEqual([...server.outcome.winners].sort(), [0, 1], 'both seats win: a draw');
    const replay = await replayOnServer(mia);
    assert.deepEqual(replay.moves.at(-1), { agreed: { kind: 'draw' } }, 'the record ends with the agreed draw');
    assert.deepEqual([...replay.outcome.winners].sort(), [0, 1]);
  });

  await t.test('Leo offers a rematch and Mia declines: the table stays; the host starts one herself', async () => {
    await offerFrom(leo, '.offer-rematch', [mia]);
    assert.match(await mia.locator('.offer-banner .offer-text').textContent(), /^Leo offers a rematch\.$/);
    await mia.locator('.offer-banner .offer-decline').click();
    await noBanner(both);
    const declined = (await roomOnServer(mia)).view;
    assert.equal(declined.room.status, 'finished');
    assert.equal(declined.room.offer, null);
    assert.equal(declined.room.round, 1);
    assert.equal(declined.room.offer_refused.kind, 'rematch');
    await leo.locator('.offer-notice[data-kind="rematch"] .offer-declined', { hasText: 'Mia declined your rematch.' }).waitFor();
    // The host needs nobody's yes.
    await mia.locator('.outcome-actions button', { hasText: /^Rematch$/ }).click();
    for (const page of both) await page.locator('.room[data-status="playing"] .kangaroo-board').waitFor();
    const rematched = (await roomOnServer(mia)).view.room;
    assert.equal(rematched.round, 2);
    assert.equal(rematched.offer_refused, null, 'a new round ends the refusal');
    await leo.locator('.offer-notice').waitFor({ state: 'detached' });
  });
  for (const page of both) assert.deepEqual(page.problems, []);
});
