// No two players of one colour: in the lobby a colour another seat shows is
// greyed out (disabled) for everyone else, a newcomer whose saved colour is
// taken gets a free one, and a colour is free again once its seat is left.
// Behind the greying, the server refuses a taken colour or name
// (color_taken, name_taken) to any client, and a seated player changes
// colour or name without leaving the seat (update_seat).
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

// A client of its own inside `page` (a raw WebSocket, as a bot would open):
// sends each request of `requests` in turn and gives back each reply.
function rawRequests(page, code, requests) {
  return page.evaluate(async ({ code, requests }) => {
    const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const replies = [];
    let id = 0;
    const ask = (message) => new Promise((resolve) => {
      id += 1;
      const mine = id;
      socket.addEventListener('message', function listen(event) {
        const reply = JSON.parse(event.data);
        if (reply.id !== mine) return;
        socket.removeEventListener('message', listen);
        resolve(reply);
      });
      socket.send(JSON.stringify({ ...message, id: mine }));
    });
    await ask({ type: 'join', room: code });
    for (const request of requests) {
      const reply = await ask(request);
      replies.push({ type: reply.type, code: reply.code || null });
    }
    socket.close();
    return replies;
  }, { code, requests });
}

test('the server refuses a taken colour or name; a seated player changes theirs in place', async (t) => {
  const [ana, ben] = await pagesFor(t, windowOf(1280, 900), windowOf(1280, 900));
  const url = await createRoomAs(ana, { game: 'kangaruse', seats: 3, sit: false });
  const code = url.split('/r/')[1];
  await ana.fill('#player-name', 'Ana');
  await ana.locator(`input[name=player-color][value="${teal}"]`).check();
  await ana.locator('.seat[data-seat="0"] .take-seat').click();
  await ana.locator('.seat[data-seat="0"].seat-mine').waitFor();

  await t.test('take_seat and update_seat with Ana\u2019s colour or name are refused', async () => {
    await ben.goto(url);
    await ben.locator('.seat[data-seat="0"][data-state="here"]').waitFor();
    const replies = await rawRequests(ben, code, [
      { type: 'take_seat', seat: 2, name: 'Cid', color: teal.toUpperCase() },
      { type: 'take_seat', seat: 2, name: '  aNA ', color: '#1c7ed6' },
      { type: 'take_seat', seat: 2, name: 'Cid', color: '#1c7ed6' },
      { type: 'update_seat', color: teal },
      { type: 'update_seat', name: 'ana' },
      { type: 'update_seat', name: 'Cid the second' },
    ]);
    assert.deepEqual(replies.map((reply) => reply.code || reply.type), ['color_taken', 'name_taken', 'seat_taken', 'color_taken', 'name_taken', 'ok']);
    // Cid's socket closed: his seat stays his (away), under his new name.
    await ana.locator('.seat[data-seat="2"] .seat-name', { hasText: 'Cid the second' }).waitFor();
  });

  await t.test('Ben, seated, changes colour and name in the lobby without leaving', async () => {
    await ben.fill('#player-name', 'Ben');
    await ben.locator('input[name=player-color][value="#7048e8"]').check();
    await ben.locator('.seat[data-seat="1"] .take-seat').click();
    await ben.locator('.seat[data-seat="1"].seat-mine').waitFor();
    const green = '#2b8a3e';
    // Ana's and Cid's colours are greyed out for him while seated too.
    assert.equal((await colourStates(ben))[teal], true);
    assert.equal(await ben.locator(`input[name=player-color][value="${green}"]`).isDisabled(), false);
    await ben.locator(`input[name=player-color][value="${green}"]`).check();
    await ana.waitForFunction((color) => document.querySelector('.seat[data-seat="1"] svg circle')?.getAttribute('fill') === color, green);
    await ana.locator(`.choice[data-taken="true"] input[value="${green}"]`).waitFor({ state: 'attached' });
    await ben.fill('#player-name', 'Benjamin');
    await ben.locator('#player-name').press('Enter');
    await ana.locator('.seat[data-seat="1"] .seat-name', { hasText: 'Benjamin' }).waitFor();
    assert.equal(await ben.locator('.seat[data-seat="1"].seat-mine').count(), 1, 'still in his seat');
    // Ana's name typed while seated: the server says no, the field shows his own again.
    await ben.fill('#player-name', 'Ana');
    await ben.locator('#player-name').press('Enter');
    await ben.locator('.toast-error', { hasText: 'already goes by that name' }).waitFor();
    await ben.waitForFunction(() => document.querySelector('#player-name').value === 'Benjamin');
    assert.equal(await ana.locator('.seat[data-seat="1"] .seat-name').innerText(), 'Benjamin');
    await ben.screenshot({ path: path.join(artifacts, 'colours-update-seat.png') });
  });
  assert.deepEqual(ana.problems, []);
  assert.deepEqual(ben.problems, []);
});
