// Where the eye already is (issue 43): what an offer came to, and the end.
// 1. Kanga, two people: Leo's draw offer declined. His page says who
//    declined (the room view's offer_refused.by) and when he may ask again;
//    "Offer a draw" is disabled with that reason until a move is played.
//    After a reload the page says so still: it comes from the view.
// 2. Kanga, two people, the game over (Mia resigned): the guest's "Offer a
//    rematch" is on the final table, right after its words and in sight at
//    1440x900; declined, the notice names Mia and the table's button says
//    why it waits, also after a reload.
// 3. Jackaroo, four bots to the set limit, watched by the host: the final
//    table ranks the two teams (a place per team, a team total), not the
//    four players.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, createRoomAs, takeSeat, startGame, pagesFor, offerFrom, fillWithBotsAndStart, roomOnServer } from './browser.mjs';

// The disabled button's reason: its own text beside it, named by aria-describedby.
async function reasonOf(page, button) {
  return page.locator(button).evaluate((node) => {
    const id = node.getAttribute('aria-describedby');
    const reason = id ? document.getElementById(id) : null;
    return { disabled: node.disabled, title: node.title, reason: reason ? reason.textContent : null };
  });
}

async function kangaForTwo(t, screen) {
  const [mia, leo] = await pagesFor(t, screen, screen);
  const url = await createRoomAs(mia, { game: 'kanga', name: 'Mia' });
  await takeSeat(leo, { url, name: 'Leo', seat: 1 });
  await startGame(mia, [mia, leo], '.kanga-board');
  return [mia, leo];
}

test('Kanga: a declined draw says who declined and when one may ask again', async (t) => {
  const [mia, leo] = await kangaForTwo(t, windowOf(1366, 768));
  await offerFrom(leo, '.offer-draw', [mia]);
  await mia.locator('.offer-banner .offer-decline').click();

  await t.test("Leo's page says that Mia declined, and in how long he may ask again", async () => {
    const notice = leo.locator('.offer-notice[data-kind="draw"]');
    await notice.waitFor();
    assert.equal(await notice.locator('.offer-declined').textContent(), 'Mia declined your draw offer.');
    assert.match(await notice.locator('.offer-again').textContent(), /^You may ask again in (30|29|28|27|26|25) seconds, or once a move is played\.$/);
    const draw = await reasonOf(leo, '.offers .offer-draw');
    assert.equal(draw.disabled, true, '"Offer a draw" cannot be pressed');
    assert.match(draw.reason, /^Declined just now: again in \d+ seconds?\.$/);
    assert.equal(draw.title, draw.reason);
    // The notice is on screen, where the offer's banner was, clear of the
    // top bar (Leo had scrolled down to the button under the board).
    await leo.waitForFunction(() => {
      const box = document.querySelector('.offer-notice').getBoundingClientRect();
      const bar = document.querySelector('.topbar').getBoundingClientRect();
      return box.top >= bar.bottom && box.bottom <= window.innerHeight;
    });
    assert.equal(await mia.locator('.offer-notice').count(), 0, 'the one who declined is told nothing');
    await leo.screenshot({ path: path.join(artifacts, 'offer-declined-notice.png') });
    const refused = (await roomOnServer(leo)).view.room.offer_refused;
    assert.deepEqual([refused.kind, refused.from, refused.by], ['draw', 1, 0], "the server's view names Mia's seat");
  });

  await t.test('after a reload the notice and the disabled button are there still', async () => {
    await leo.reload();
    const notice = leo.locator('.room[data-status="playing"] .offer-notice[data-kind="draw"][data-by="0"]');
    await notice.waitFor();
    assert.equal(await notice.locator('.offer-declined').textContent(), 'Mia declined your draw offer.');
    assert.match(await notice.locator('.offer-again').textContent(), /^You may ask again in \d+ seconds?, or once a move is played\.$/);
    await leo.locator('.offers .offer-draw[disabled]').waitFor();
    assert.match((await reasonOf(leo, '.offers .offer-draw')).reason, /^Declined just now: again in \d+ seconds?\.$/);
  });

  await t.test('the seconds run down; a move played gives the button back at once', async () => {
    const first = await leo.locator('.offer-notice .offer-again').textContent();
    await leo.waitForFunction((before) => {
      const again = document.querySelector('.offer-notice .offer-again');
      return again && again.textContent !== before;
    }, first);
    await mia.locator('.kanga-board [data-legal="true"]').first().click();
    await leo.locator('.offers .offer-draw:not([disabled])').waitFor();
    assert.equal(await leo.locator('.offer-notice').count(), 0);
    assert.equal(await leo.locator('#offer-draw-reason').count(), 0);
  });
  for (const page of [mia, leo]) assert.deepEqual(page.problems, []);
});

test("Kanga: the guest's rematch is on the final table, where its words point", async (t) => {
  const [mia, leo] = await kangaForTwo(t, windowOf(1440, 900));
  await mia.locator('.people .resign').click();
  await mia.locator('.resign-yes').click();
  for (const page of [mia, leo]) await page.locator('.room[data-status="finished"] .outcome').waitFor();

  await t.test('the final table holds "Offer a rematch" after its words, in sight', async () => {
    const actions = leo.locator('.outcome .outcome-actions');
    assert.equal(await actions.locator('p').textContent(), 'The host can start a rematch with the same seats, or you can offer one here:');
    const button = actions.locator('.offer-rematch');
    await button.waitFor();
    const box = await button.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 900, `the button is in sight at 1440x900: ${JSON.stringify(box)}`);
    assert.equal(await leo.locator('.offers .offer-rematch').count(), 0, 'no second button far below');
    assert.equal(await mia.locator('.outcome .offer-rematch').count(), 0, 'the host has her own Rematch');
    await leo.screenshot({ path: path.join(artifacts, 'outcome-guest-rematch.png') });
  });

  await t.test('Leo offers it from the table; Mia declines: the table says why it waits', async () => {
    await offerFrom(leo, '.offer-rematch', [mia]);
    const waiting = await reasonOf(leo, '.outcome .offer-rematch');
    assert.deepEqual([waiting.disabled, waiting.reason], [true, 'Your offer is waiting for an answer.']);
    await mia.locator('.offer-banner .offer-decline').click();
    await leo.locator('.offer-notice[data-kind="rematch"]').waitFor();
    assert.equal(await leo.locator('.offer-notice .offer-declined').textContent(), 'Mia declined your rematch.');
    assert.match(await leo.locator('.offer-notice .offer-again').textContent(), /^You may ask again in \d+ seconds?\.$/);
    const declined = await reasonOf(leo, '.outcome .offer-rematch');
    assert.equal(declined.disabled, true);
    assert.match(declined.reason, /^Declined just now: again in \d+ seconds?\.$/);
    const server = (await roomOnServer(leo)).view.room;
    assert.equal(server.round, 1, 'no rematch was made');
    assert.deepEqual([server.offer_refused.kind, server.offer_refused.from, server.offer_refused.by], ['rematch', 1, 0]);
    await leo.screenshot({ path: path.join(artifacts, 'outcome-guest-rematch-declined.png') });
  });

  await t.test('after a reload the table still says who declined and why the button waits', async () => {
    await leo.reload();
    await leo.locator('.room[data-status="finished"] .offer-notice[data-kind="rematch"][data-by="0"]').waitFor();
    assert.equal(await leo.locator('.offer-notice .offer-declined').textContent(), 'Mia declined your rematch.');
    await leo.locator('.outcome .offer-rematch[disabled]').waitFor();
    assert.match((await reasonOf(leo, '.outcome .offer-rematch')).reason, /^Declined just now: again in \d+ seconds?\.$/);
  });
  for (const page of [mia, leo]) assert.deepEqual(page.problems, []);
});

test('Jackaroo: the final table ranks the teams, not the players', async (t) => {
  const [host] = await pagesFor(t, windowOf(1440, 900));
  await createRoomAs(host, { game: 'jackaroo', seats: 4, sit: false, choose: (page) => page.fill('#option-set_limit', '5') });
  await fillWithBotsAndStart(host, 'easy');
  // Bots play to a win or to the set limit (5 sets): no time limit here.
  await host.locator('.room[data-status="finished"] .outcome-table').waitFor({ timeout: 0 });
  const outcome = (await roomOnServer(host)).view.outcome;
  const names = await host.$$eval('.outcome-table thead .outcome-name', (nodes) => nodes.map((node) => node.textContent));
  const teams = await host.$$eval('.outcome-table .outcome-teams th[scope="colgroup"]', (nodes) => nodes.map((node) => ({
    place: node.dataset.place, winner: node.classList.contains('winner'), span: node.colSpan, names: node.querySelector('.outcome-team-names').textContent,
  })));
  t.diagnostic(`winners ${JSON.stringify(outcome.winners)}, teams ${JSON.stringify(teams)}`);
  assert.equal(teams.length, 2, 'two teams');
  assert.deepEqual(teams.map((team) => team.span), [2, 2]);
  assert.equal(teams[0].place, '1');
  assert.equal(teams[0].winner, true, 'the winning team first');
  // The places are the teams': none per player.
  assert.equal(await host.locator('.outcome-table thead .place').count(), 2);
  // Players stand team by team: partners are seats 1 and 3, 2 and 4.
  assert.equal(names.length, 4);
  assert.equal(teams[0].names, `${names[0]} and ${names[1]}`);
  assert.equal(teams[1].names, `${names[2]} and ${names[3]}`);
  const totals = await host.$$eval('.outcome-table tr.team-total td', (cells) => cells.map((cell) => Number(cell.textContent)));
  assert.equal(totals.length, 2);
  const winner = outcome.winners[0];
  assert.equal(totals[0], outcome.scores[winner], "the team total is the team's safe marbles");
  await host.locator('.outcome').scrollIntoViewIfNeeded();
  await host.screenshot({ path: path.join(artifacts, 'outcome-jackaroo-teams.png') });
  assert.deepEqual(host.problems, []);
});
