// Replays in the browser, through the real server.
// 1. For each game, a script in a page makes a room over the WebSocket, puts
//    an easy bot in every seat and starts; the bots play to the end.
// 2. The replay page (/r/CODE/replay) opens at the start, jumps to the end
//    (the final table, no rematch) and back, steps with the buttons and the
//    arrow keys, keeps the step in the address (#N) across a reload, and
//    never opens a WebSocket.
//    A step is a turn: Kangaroo's chain of jumps and its stop are one step
//    (as many steps as the engine counts turns), and a move list beside the
//    board (below it on a phone) jumps to any step.
// 3. The final table of the room links to the replay; a phone can step.
// 4. A room without a finished game, an unknown room and a bad round say so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { baseUrl, artifacts, browserFor, openPage } from './browser.mjs';

const games = [
  { game: 'kangaruse', seats: 2, options: { size: 'tiny' }, board: '.kangaruse-board' },
  // Random Kangaroo games are mostly short (under 200 moves) but a few go on
  // for tens of thousands (kangaroom-sim: 3,516 moves a game on average over
  // 300 random games), so three rooms play and the first to end is used.
  { game: 'kangaroo', seats: 2, options: {}, board: '.kangaroo-board', rooms: 3 },
  { game: 'kanga', seats: 2, options: { size: 7 }, board: '.kanga-board' },
  { game: 'jackaroo', seats: 4, options: {}, board: '.jackaroo-board' },
];

// In the page: creates a room, joins it as host, puts an easy bot in every
// seat and (with `start`) starts the game. Resolves with the room code once
// the server said ok to the last request.
function makeRoomInPage({ game, seats, options, start }) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${window.location.host}/ws`);
    const send = (message) => socket.send(JSON.stringify(message));
    const lastId = start ? 3 + seats : 2 + seats;
    let code = null;
    socket.onerror = () => reject(new Error('the WebSocket failed'));
    socket.onmessage = (frame) => {
      const message = JSON.parse(frame.data);
      if (message.type === 'error') {
        reject(new Error(`request ${message.id}: ${message.code}: ${message.message}`));
        socket.close();
      } else if (message.type === 'room_created') {
        code = message.room;
        send({ type: 'join', id: 2, room: code, host_token: message.host_token });
      } else if (message.type === 'joined') {
        for (let seat = 0; seat < seats; seat += 1) send({ type: 'add_bot', id: 3 + seat, seat, level: 'easy' });
        if (start) send({ type: 'start', id: 3 + seats });
      } else if (message.type === 'ok' && message.id === lastId) {
        socket.close();
        resolve(code);
      }
    };
    socket.onopen = () => {
      send({ type: 'hello', protocol: 1, client: 'replay-test', id: 0 });
      send({ type: 'create_room', id: 1, game, seats, options });
    };
  });
}

// Polls the replay from Node until the bots have finished the game, or
// until `cancelled()` (another room of the same game finished first: then
// it resolves with null).
async function waitForReplay(code, cancelled = () => false, timeoutMs = 15 * 60 * 1000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (cancelled()) return null;
    const response = await fetch(`${baseUrl}/api/rooms/${code}/replay`);
    if (response.status === 200) return response.json();
    const body = await response.json().catch(() => ({}));
    assert.equal(body.code, 'not_finished', `the replay of a running room answers not_finished (${response.status})`);
    assert.ok(Date.now() < deadline, `the bots finished room ${code} in time`);
    await sleep(500);
  }
}

// How many steps the page should show: a turn each. Kangaroo's engine counts
// complete turns itself (moves_played: a chain of jumps is one move); in
// Kangaruse a move made while the turn stands at an extra jump or a tiger's
// crossing out belongs to the turn before.
function expectedTurns(spec, replay) {
  if (spec.game === 'kangaroo') return replay.steps[replay.steps.length - 1].game.moves_played;
  if (spec.game === 'kangaruse') {
    return replay.moves.filter((move, i) => {
      const turn = replay.steps[i].game.turn;
      return !(i > 0 && turn && ['extra_jump', 'destroy'].includes(turn.step) && replay.moves[i - 1].seat === move.seat);
    }).length;
  }
  return replay.moves.length;
}

// Waits for the page to show `step` and checks the counter and the address.
async function atStep(page, step, moves) {
  await page.locator(`.replay[data-step="${step}"]`).waitFor();
  assert.equal(await page.locator('.replay-count').innerText(), `Move ${step} of ${moves}`);
  assert.equal(await page.evaluate(() => window.location.hash), `#${step}`, 'the address holds the step');
}

test('every game has a replay to step through', async (t) => {
  const browser = await browserFor(t);
  const finished = new Map();

  await t.test('bots play a game of each to the end', async () => {
    const maker = await openPage(browser);
    await maker.goto(`${baseUrl}/`);
    const roomsOf = [];
    for (const spec of games) {
      const codes = [];
      for (let room = 0; room < (spec.rooms ?? 1); room += 1) {
        codes.push(await maker.evaluate(makeRoomInPage, { game: spec.game, seats: spec.seats, options: spec.options, start: true }));
      }
      roomsOf.push(codes);
    }
    // The first room of a game to finish; the others stop being polled (a
    // random Kangaroo game can run for an hour, and a poller left behind
    // kept this file's process alive until its 15-minute deadline).
    const firstFinished = async (codes) => {
      let found = false;
      try {
        return await Promise.any(
          codes.map(async (code) => {
            const replay = await waitForReplay(code, () => found);
            if (!replay) throw new Error(`room ${code}: another room finished first`);
            return { code, replay };
          }),
        );
      } finally {
        found = true;
      }
    };
    const ended = await Promise.all(roomsOf.map(firstFinished));
    games.forEach((spec, i) => {
      const { code, replay } = ended[i];
      assert.equal(replay.game, spec.game);
      assert.equal(replay.room, code);
      assert.equal(replay.steps.length, replay.moves.length + 1, 'a step per move, and the start');
      assert.ok(replay.moves.length > 0);
      finished.set(spec.game, { code, replay });
    });
    assert.deepEqual(maker.problems, []);
    await maker.close();
  });

  for (const spec of games) {
    await t.test(`the replay of ${spec.game} steps through the game`, async () => {
      const { code, replay } = finished.get(spec.game);
      const moves = expectedTurns(spec, replay);
      t.diagnostic(`${spec.game}: ${replay.moves.length} moves in ${moves} turns`);
      const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
      const sockets = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));

      // The start: the header, the players, the board, nothing in the log.
      await page.goto(`${baseUrl}/r/${code}/replay`);
      await atStep(page, 0, moves);
      await page.locator(`.game-stage ${spec.board}`).waitFor();
      assert.equal(new URL(page.url()).searchParams.get('round'), String(replay.round), 'the link names its round');
      assert.equal(await page.locator('.replay[data-status="playing"]').count(), 1);
      assert.equal(await page.locator('.outcome').count(), 0, 'no final table at the start');
      assert.equal(await page.locator('.replay-players li').count(), spec.seats, 'a badge per player');
      assert.equal(await page.locator('.replay-players svg').count(), spec.seats);
      const header = await page.locator('.replay-head').innerText();
      for (const seat of replay.seats) assert.ok(header.includes(seat.name), `the header names ${seat.name}`);
      assert.equal(await page.locator(`.replay-head a[href="/r/${code}"]`).count(), 1, 'a link back to the room');
      assert.equal(await page.getByRole('button', { name: 'First move' }).isDisabled(), true);
      assert.equal(await page.getByRole('button', { name: 'Back one move' }).isDisabled(), true);
      const startBoard = await page.locator('.game-stage').innerHTML();
      // The game is over, so a replay shows what each seat held: Jackaroo's
      // hands, as dealt at the start (the other games hide nothing).
      if (spec.game === 'jackaroo') {
        const seatsShown = page.locator('.replay-revealed:not([hidden]) .jk-revealed-seat');
        assert.equal(await seatsShown.count(), spec.seats, 'every seat\'s hand');
        for (let seat = 0; seat < spec.seats; seat += 1) {
          const cards = await seatsShown.nth(seat).locator('.jk-mini-card').count();
          assert.ok(cards >= 4, `seat ${seat} was dealt ${cards} cards`);
        }
        const dealt = (replay.steps[0].revealed || []).map((own) => own.hand.join(' '));
        await page.locator('.replay-revealed').screenshot({ path: path.join(artifacts, 'replay-jackaroo-hands.png') });
        assert.deepEqual(await seatsShown.evaluateAll((nodes) => nodes.map((node) => [...node.querySelectorAll('.jk-mini-card')].map((card) => card.dataset.card).join(' '))), dealt, 'the hands the replay carries');
      } else {
        assert.equal(await page.locator('.replay-revealed[hidden]').count(), 1, 'nothing hidden to show');
      }

      // Board first: on a laptop's screen the whole board and the step
      // buttons are in the window without scrolling.
      for (const [width, height] of [[1366, 768], [1280, 720], [1440, 900]]) {
        await page.setViewportSize({ width, height });
        for (const [what, locator] of [['the board', page.locator(`.game-stage ${spec.board}`)], ['the forward button', page.getByRole('button', { name: 'Forward one move' })], ['the play button', page.locator('.replay-play')]]) {
          const box = await locator.boundingBox();
          assert.ok(box && box.y >= 0 && box.y + box.height <= height + 0.5 && box.x + box.width <= width + 0.5, `${what} is on screen at ${width}x${height}: ${JSON.stringify(box)}`);
        }
      }
      await page.screenshot({ path: path.join(artifacts, `replay-${spec.game}-1440x900.png`) });
      await page.setViewportSize({ width: 1280, height: 900 });
      // On a phone the board comes first and fits the screen's width (a
      // replay has nothing to tap on it), the step buttons right under it.
      const phonePage = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await phonePage.goto(`${baseUrl}/r/${code}/replay#1`);
      await phonePage.locator('.replay[data-step="1"]').waitFor();
      const phoneBoard = await phonePage.locator(`.game-stage ${spec.board}`).boundingBox();
      assert.ok(phoneBoard.x >= 0 && phoneBoard.x + phoneBoard.width <= 390.5, `the board fits a phone's width: ${JSON.stringify(phoneBoard)}`);
      assert.ok(phoneBoard.y < 844 / 3, `and starts near its top: ${JSON.stringify(phoneBoard)}`);
      const phoneForward = await phonePage.getByRole('button', { name: 'Forward one move' }).boundingBox();
      assert.ok(phoneForward.y + phoneForward.height <= 844 && phoneForward.x + phoneForward.width <= 390.5, `the step buttons are on screen: ${JSON.stringify(phoneForward)}`);
      await phonePage.screenshot({ path: path.join(artifacts, `replay-${spec.game}-390.png`) });
      assert.deepEqual(phonePage.problems, []);
      await phonePage.context().close();

      // The end: the final table, without a rematch.
      await page.keyboard.press('End');
      await atStep(page, moves, moves);
      await page.locator('.replay[data-status="finished"] .outcome .outcome-table').waitFor();
      assert.equal(await page.locator('.outcome-table thead tr:not(.outcome-teams) th').count(), spec.seats + 1, 'a column per player');
      if (spec.game === 'jackaroo') assert.equal(await page.locator('.outcome-table thead tr.outcome-teams th[scope="colgroup"]').count(), 2, 'the teams ranked, as at the table');
      assert.equal(await page.getByRole('button', { name: 'Rematch' }).count(), 0, 'a replay offers no rematch');
      assert.equal(await page.getByRole('button', { name: 'Forward one move' }).isDisabled(), true);
      assert.notEqual(await page.locator('.game-stage').innerHTML(), startBoard, 'the board changed');
      assert.ok((await page.locator('.log-list li[data-seq]').count()) > 0, 'the log tells the game');
      await page.screenshot({ path: path.join(artifacts, `replay-${spec.game}.png`) });

      // Back to the start, then a move with the button and one with the key.
      await page.keyboard.press('Home');
      await atStep(page, 0, moves);
      assert.equal(await page.locator('.outcome').count(), 0, 'the final table only at the end');
      await page.getByRole('button', { name: 'Forward one move' }).click();
      await atStep(page, 1, moves);
      const firstMover = replay.seats.find((seat) => seat.seat === replay.moves[0].seat).name;
      // The move in words, as the log tells it (not only "Cat moved").
      const moverText = await page.locator('.replay-mover').innerText();
      assert.notEqual(moverText, `${firstMover} moved`);
      assert.ok(moverText.includes(firstMover), `the move names its player: ${moverText}`);
      if (spec.game === 'kangaroo') {
        // A chain in one line: "Ana jumped c1 → c3" (→ e5 ...).
        const name = firstMover.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        assert.match(moverText, new RegExp(`^${name} jumped [a-h][1-8]( → [a-h][1-8])+`));
      } else {
        assert.equal(moverText, await page.locator('.log-list li[data-step="1"]').first().innerText());
      }
      await page.keyboard.press('ArrowRight');
      await atStep(page, 2, moves);
      await page.keyboard.press('ArrowLeft');
      await atStep(page, 1, moves);
      await page.keyboard.press('ArrowRight');
      await atStep(page, 2, moves);
      assert.ok((await page.locator('.log-list li[data-seq]').count()) > 0, 'the log has the first moves');
      assert.equal(await page.locator('.log-list li[data-step="3"]').count(), 0, 'and nothing later');

      // The address: a reload stays, a link opens its move, a new hash moves.
      await page.reload();
      await atStep(page, 2, moves);
      const target = Math.min(5, moves);
      await page.goto('about:blank');
      await page.goto(`${baseUrl}/r/${code}/replay?round=${replay.round}#${target}`);
      await atStep(page, target, moves);
      await page.evaluate(() => {
        window.location.hash = '#1';
      });
      await atStep(page, 1, moves);

      // The move list: the start and one entry per turn, numbered, each a
      // button to its step; the current one is marked.
      const entries = page.locator('.replay-moves .replay-move');
      assert.equal(await entries.count(), moves + 1, 'a move list entry per step');
      assert.equal(await page.locator('.replay-move[aria-current="step"]').getAttribute('data-step'), '1');
      assert.equal((await entries.nth(1).innerText()).replace(/\s+/g, ' '), `1. ${moverText}`);
      const listBox = await page.locator('.replay-moves-panel').boundingBox();
      const boardBox = await page.locator(`.game-stage ${spec.board}`).boundingBox();
      assert.ok(listBox.x >= boardBox.x + boardBox.width - 1, 'the move list is beside the board on a wide screen');
      const jumpTo = Math.min(moves, 7);
      await entries.nth(jumpTo).click();
      await atStep(page, jumpTo, moves);
      assert.equal(await page.locator('.replay-move[aria-current="step"]').getAttribute('data-step'), String(jumpTo));
      // The keyboard still steps from there (the focus is on the list's button).
      await page.keyboard.press('ArrowLeft');
      await atStep(page, jumpTo - 1, moves);
      await page.keyboard.press('End');
      await atStep(page, moves, moves);
      assert.ok(await page.locator('.replay-move[aria-current="step"]').isVisible(), 'the last move is scrolled into the list');
      await page.screenshot({ path: path.join(artifacts, `replay-moves-${spec.game}.png`) });

      assert.deepEqual(sockets, [], 'a replay never opens a WebSocket, so nothing reaches the server');
      assert.deepEqual(page.problems, []);
      await page.close();
    });
  }

  await t.test("the room's final table links to its replay; a phone steps through it", async () => {
    const { code, replay } = finished.get('kangaruse');
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl}/r/${code}`);
    await page.locator('.room[data-status="finished"] .outcome .outcome-table').waitFor();
    const link = page.getByRole('link', { name: 'Watch the replay' });
    assert.equal(await link.getAttribute('href'), `/r/${code}/replay?round=${replay.round}`);
    await link.click();
    const turns = expectedTurns(games[0], replay);
    await atStep(page, 0, turns);
    assert.equal(await page.evaluate(() => window.location.pathname + window.location.search), `/r/${code}/replay?round=${replay.round}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `nothing sticks out sideways on a phone (${overflow}px)`);
    for (const name of ['First move', 'Back one move', 'Forward one move', 'Last move']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${name} fits the phone's width`);
    }
    await page.getByRole('button', { name: 'Forward one move' }).tap();
    await atStep(page, 1, turns);
    // The move list below the board, its entries big enough for a finger.
    const listBox = await page.locator('.replay-moves-panel').boundingBox();
    const boardBox = await page.locator('.game-stage .kangaruse-board').boundingBox();
    assert.ok(listBox.y >= boardBox.y + boardBox.height - 1, 'the move list is below the board on a phone');
    const entry = page.locator('.replay-move[data-step="2"]');
    const entryBox = await entry.boundingBox();
    assert.ok(entryBox.height >= 32 && entryBox.x >= 0 && entryBox.x + entryBox.width <= 390, `a move list entry is a 32 px target inside the screen (${Math.round(entryBox.height)} px)`);
    await entry.tap();
    await atStep(page, 2, turns);
    await page.screenshot({ path: path.join(artifacts, 'replay-phone.png') });
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  await t.test('a room without a finished game, an unknown room and a bad round say so', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    const code = await page.evaluate(makeRoomInPage, { game: 'kanga', seats: 2, options: { size: 7 }, start: false });

    await page.goto(`${baseUrl}/r/${code}/replay`);
    await page.getByRole('heading', { name: 'Not finished yet' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Go to the room' }).getAttribute('href'), `/r/${code}`);
    assert.equal(await page.getByRole('link', { name: 'Back to the start page' }).getAttribute('href'), '/');

    await page.goto(`${baseUrl}/r/zzzzzzzzzzzzzzzz/replay`);
    await page.getByRole('heading', { name: 'Replay not found' }).waitFor();
    assert.match(await page.locator('.replay-missing').innerText(), /expired/);
    assert.equal(await page.getByRole('link', { name: 'Back to the start page' }).getAttribute('href'), '/');

    await page.goto(`${baseUrl}/r/${code}/replay?round=two`);
    await page.getByRole('heading', { name: 'Replay not found' }).waitFor();
    assert.match(await page.locator('.replay-missing').innerText(), /not valid/);

    // The browser reports the 404 and 400 answers themselves on the console;
    // those are expected here, nothing else is.
    const unexpected = page.problems.filter((problem) => !/status of (404|400)/.test(problem));
    assert.deepEqual(unexpected, []);
    await page.close();
  });
});
