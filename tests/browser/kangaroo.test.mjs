// Kangaroo in the browser: two people (one on a phone) play a whole game by
// clicking pieces, jumps and Stop, until it ends, or until one resigns when it
// runs long, choosing the piece to give up after seeing what it costs. Then a
// person plays a game against a bot seat to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, phoneScreen, createRoomAs, takeSeat, addBot, startGame, versionOf, waitForVersionAtLeast, firstReady, pagesFor } from './browser.mjs';

// Turns (complete moves of both players) after which the side to move
// resigns, to keep the test short.
const resignAfterTurns = 40;

const board = (page) => page.locator('.kangaroo-board');
const stepOf = (page) => page.locator('.kr-prompt').getAttribute('data-step');
const finished = async (page) => (await page.locator('.room[data-status="finished"]').count()) > 0;

// The prompt steps at which the player on turn has something to click.
const decisionSteps = ['piece', 'target', 'chain', 'remove', 'remove-confirm'];

// In the page: the game is over, or it is my decision and nothing is in
// flight.
function canActInPage(steps) {
  const room = document.querySelector('.room');
  if (room && room.dataset.status === 'finished') return true;
  const prompt = document.querySelector('.kr-prompt');
  const wrap = document.querySelector('.kr-board-wrap');
  return Boolean(prompt && wrap && wrap.dataset.myTurn === 'true' && !wrap.classList.contains('busy') && steps.includes(prompt.dataset.step));
}

// The squares of the board as "a1:w" ... for comparing two pages.
function pieceSignature(page) {
  return page.$$eval('.kangaroo-board [data-square]', (squares) => squares.map((s) => `${s.dataset.square}:${s.dataset.piece}`).sort().join(' '));
}

async function waitForVersionAfter(page, before) {
  await page.waitForFunction(
    (v) => Number(document.querySelector('.room').dataset.version) > v && !document.querySelector('.kr-board-wrap.busy'),
    before,
  );
}

// The movable pieces (marked on the board) that can capture, read from the
// board's squares: an enemy piece next to it with an empty square beyond.
function capturingPieces(page) {
  return board(page).evaluate((svg) => {
    const piece = new Map();
    for (const node of svg.querySelectorAll('[data-square]')) piece.set(`${node.dataset.file},${node.dataset.rank}`, node.dataset.piece || '');
    const directions = [[0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1]];
    return [...svg.querySelectorAll('[data-square][data-movable="true"]')]
      .filter((node) => {
        const [file, rank] = [Number(node.dataset.file), Number(node.dataset.rank)];
        return directions.some(([df, dr]) => {
          const over = piece.get(`${file + df},${rank + dr}`);
          return over && over !== node.dataset.piece && piece.get(`${file + 2 * df},${rank + 2 * dr}`) === '';
        });
      })
      .map((node) => node.dataset.square);
  });
}

// The piece to jump with: one that can capture (the n-th of them), else the
// n-th movable piece. Choosing a piece only marks its jumps (no message).
// Returns whether a capture was expected.
async function choosePiece(page, n) {
  const movable = board(page).locator('[data-movable="true"]');
  const count = await movable.count();
  assert.ok(count > 0, 'a piece to move is marked');
  const capturing = await capturingPieces(page);
  const square = capturing.length > 0 ? capturing[n % capturing.length] : await movable.nth(n % count).getAttribute('data-square');
  await board(page).locator(`[data-square="${square}"]`).click();
  await page.locator('.kr-prompt[data-step="target"]').waitFor();
  assert.equal(await board(page).locator(`[data-square="${square}"][data-selected="true"]`).count(), 1, `the piece on ${square} is chosen`);
  if (capturing.length > 0) {
    assert.ok((await board(page).locator('[data-target="true"][data-capture="true"]').count()) > 0, `the piece on ${square} shows its capture`);
  }
  return capturing.length > 0;
}

// Where to land: a capture if there is one, else the n-th jump. Returns
// whether the jump captures.
async function chooseTarget(page, n) {
  const captures = board(page).locator('[data-target="true"][data-capture="true"]');
  if ((await captures.count()) > 0) {
    await captures.first().click();
    return true;
  }
  const targets = board(page).locator('[data-target="true"]');
  const count = await targets.count();
  assert.ok(count > 0, 'the chosen piece shows its jumps');
  await targets.nth(n % count).click();
  return false;
}

// Resign: choose the piece to give up, read what it costs, confirm.
async function resign(page) {
  await page.locator('.kr-resign').click();
  await page.locator('.kr-prompt[data-step="resign-piece"]').waitFor();
  assert.match(await page.locator('.kr-prompt-text').innerText(), /choose the piece you give up/);
  const giveUp = board(page).locator('[data-give-up="true"]');
  assert.ok((await giveUp.count()) > 0, 'my pieces are offered');
  await giveUp.first().click();
  await page.locator('.kr-prompt[data-step="resign-confirm"]').waitFor();
  const cost = await page.locator('.kr-prompt-text').innerText();
  assert.match(cost, /Resigning ends the game\. Giving up the (doubled )?piece on [a-h][1-8] costs [12] points?: your score goes from \d+ to \d+ against .+’s \d+, so (you lose|you still win|a draw)/);
  const square = await board(page).locator('[data-give-up-chosen="true"]').getAttribute('data-square');
  assert.equal(await page.locator('.kr-confirm-resign').innerText(), `Resign, giving up ${square}`);
  return { square, cost };
}

// One decision of the player on `page` (whose turn it is). Returns what was
// done: 'jump', 'capture', 'stop', 'resign' or null.
async function playDecision(page, { n, turns, allowResign, keyboard }) {
  const step = await stepOf(page);
  if (step === 'piece') {
    if (allowResign && turns >= resignAfterTurns && (await page.locator('.kr-resign').count()) > 0) return 'resign';
    if (keyboard) {
      // The tab stop is on a movable piece; Enter chooses it, the focus goes
      // to its first jump, arrows move square by square, Enter jumps.
      const start = board(page).locator('[tabindex="0"]');
      assert.equal(await start.getAttribute('data-movable'), 'true');
      await start.focus();
      await page.keyboard.press('Enter');
      await page.locator('.kr-prompt[data-step="target"]').waitFor();
      const focused = () => page.evaluate(() => document.activeElement && document.activeElement.dataset.square);
      const target = await focused();
      assert.equal(await board(page).locator(`[data-square="${target}"]`).getAttribute('data-target'), 'true');
      // White's view is not turned: file a is the left edge.
      const [away, back] = target[0] === 'a' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
      await page.keyboard.press(away);
      assert.notEqual(await focused(), target, 'an arrow moves the focus');
      await page.keyboard.press(back);
      assert.equal(await focused(), target, 'and back');
      await page.keyboard.press('Enter');
      return 'jump';
    }
    await choosePiece(page, n);
    return (await chooseTarget(page, n)) ? 'capture' : 'jump';
  }
  if (step === 'target') return (await chooseTarget(page, n)) ? 'capture' : 'jump';
  if (step === 'chain') {
    // Go on only to capture; the Stop button ends the move.
    assert.equal(await page.locator('.kr-stop').count(), 1, 'Stop is offered mid-chain');
    assert.ok((await board(page).locator('[data-selected="true"]').count()) === 1, 'the chain\'s piece is marked');
    if ((await board(page).locator('[data-target="true"][data-capture="true"]').count()) > 0) {
      await board(page).locator('[data-target="true"][data-capture="true"]').first().click();
      return 'capture';
    }
    await page.locator('.kr-stop').click();
    return 'stop';
  }
  if (step === 'remove' || step === 'remove-confirm') {
    await board(page).locator('[data-give-up="true"]').first().click();
    await page.locator('.kr-confirm-remove').click();
    return 'remove';
  }
  return null;
}

const createRoom = (host, name) => createRoomAs(host, { game: 'kangaroo', name, seats: 2 });

async function checkFinal(page) {
  await page.locator('.outcome .outcome-table').waitFor();
  await page.locator('.kr-prompt[data-step="finished"]').waitFor();
  const words = await page.locator('.kr-prompt-text').innerText();
  assert.match(words, /(\((White|Black)\) wins, \d+ to \d+|A draw, (\d+) to \3)\.$/, 'the end names the winner or the draw');
  const table = await page.locator('.outcome-table').innerText();
  assert.match(table, /Pieces left/);
  assert.match(table, /Score/);
  assert.match(await page.locator('.log-list').innerText(), /Game over\. /);
  return words;
}

test('two people play Kangaroo to the end; one resigns when it runs long', async (t) => {
  const [mia, leo] = await pagesFor(t, windowOf(1280, 900), phoneScreen);
  const people = [mia, leo];

  await t.test('a room from the start page; a friend on a phone takes the other seat', async () => {
    const roomUrl = await createRoom(mia, 'Mia');
    await takeSeat(leo, { url: roomUrl, name: 'Leo', seat: 1 });
    await startGame(mia, people, '.kangaroo-board');
  });

  await t.test('the board: both sides, the doubling ranks, scores; Black sees its pieces at the bottom', async () => {
    for (const page of people) {
      assert.equal(await board(page).locator('[data-square]').count(), 64);
      assert.equal(await board(page).locator('[data-piece="w"]').count(), 16);
      assert.equal(await board(page).locator('[data-piece="b"]').count(), 16);
      assert.equal(await board(page).locator('[data-doubling="white"]').count(), 8);
      assert.equal(await board(page).locator('[data-doubling="black"]').count(), 8);
      assert.equal(await page.locator('.kr-scores tr[data-seat="0"]').getAttribute('data-score'), '16');
      assert.equal(await page.locator('.kr-scores tr[data-seat="1"]').getAttribute('data-score'), '16');
    }
    assert.equal(await board(mia).getAttribute('data-flipped'), 'false');
    assert.equal(await board(leo).getAttribute('data-flipped'), 'true');
    // White moves first: 8 pieces of rank 1 can jump; Black waits.
    assert.equal(await stepOf(mia), 'piece');
    assert.equal(await board(mia).locator('[data-movable="true"]').count(), 8);
    assert.equal(await stepOf(leo), 'waiting');
    assert.match(await leo.locator('.kr-prompt-text').innerText(), /Waiting for Mia \(White\)/);
    // On the phone the board fits the width and squares stay finger-sized.
    const boardBox = await board(leo).boundingBox();
    assert.ok(boardBox.width <= 390, `the board fits the phone (${boardBox.width}px)`);
    const squareBox = await board(leo).locator('[data-square="a1"]').boundingBox();
    assert.ok(squareBox.width >= 36, `a square is ${squareBox.width}px wide`);
    await mia.screenshot({ path: path.join(artifacts, 'kangaroo-start.png'), fullPage: true });
    await leo.screenshot({ path: path.join(artifacts, 'kangaroo-phone.png'), fullPage: true });
  });

  await t.test('they click pieces and jumps (Stop mid-chain) until the game ends or one resigns', async () => {
    let decisions = 0;
    let turns = 0;
    let sawTrace = false;
    let comparedPages = false;
    let usedKeyboard = false;
    let resignation = null;
    let idle = 0;
    let lastVersions = '';
    while (decisions < 600) {
      const ready = await firstReady(people, canActInPage, decisionSteps, 20000);
      if (await finished(mia)) break;
      if (ready < 0) {
        // Nobody could act for a while: a stall unless the versions moved.
        const versions = (await Promise.all(people.map((page) => versionOf(page)))).join('/');
        idle = versions === lastVersions ? idle + 1 : 0;
        lastVersions = versions;
        assert.ok(idle < 3, `the game stalled (versions ${versions}, steps ${await Promise.all(people.map(stepOf))})`);
        continue;
      }
      idle = 0;
      const mover = people[ready];
      const before = await versionOf(mover);
      const keyboard = !usedKeyboard && mover === mia && turns >= 2 && (await stepOf(mia)) === 'piece';
      const done = await playDecision(mover, { n: decisions, turns, allowResign: true, keyboard });
      if (keyboard) usedKeyboard = true;
      if (done === 'resign') {
        resignation = await resign(mover);
        await mover.screenshot({ path: path.join(artifacts, 'kangaroo-resign.png'), fullPage: false });
        await mover.locator('.kr-confirm-resign').click();
        // The remove of the chosen piece follows by itself.
        for (const page of people) await page.locator('.room[data-status="finished"]').waitFor();
        resignation.seat = mover === mia ? 0 : 1;
        break;
      }
      assert.ok(done, `the mover had something to do (step ${await stepOf(mover)})`);
      await waitForVersionAfter(mover, before);
      decisions += 1;
      if (done === 'stop' || (await stepOf(mover)) !== 'chain') turns += 1;
      if (done === 'capture' && !sawTrace && !(await finished(mover))) {
        // The captured piece is gone, and a crossed-out trace shows where it was.
        assert.ok((await board(mover).locator('[data-trace="captured"]').count()) > 0, 'a captured piece leaves a trace');
        sawTrace = true;
        await mover.screenshot({ path: path.join(artifacts, 'kangaroo-capture.png'), fullPage: false });
      }
      if (!comparedPages && turns >= 4) {
        const target = await versionOf(mia);
        await waitForVersionAtLeast(leo, target);
        if ((await versionOf(leo)) === (await versionOf(mia))) {
          assert.equal(await pieceSignature(leo), await pieceSignature(mia), 'both see the same board');
          assert.equal(await board(leo).locator('.kr-last-path, .kr-chain-path').count(), 1, 'the last move is drawn as its path');
          comparedPages = true;
        }
      }
    }
    for (const page of people) await page.locator('.room[data-status="finished"]').waitFor();
    assert.ok(turns >= 4, `the game took ${turns} turns`);
    assert.ok(usedKeyboard, 'one move was made with the keyboard');
    assert.ok(comparedPages, 'the two boards were compared');
    if (resignation) {
      const log = await mia.locator('.log-list').innerText();
      const resigner = resignation.seat === 0 ? 'Mia' : 'Leo';
      assert.match(log, new RegExp(`${resigner} resigned`));
      assert.match(log, new RegExp(`${resigner} gave up the piece on ${resignation.square}`));
    }
  });

  await t.test('both pages end with the winner or the draw in words and the final table', async () => {
    const words = await checkFinal(mia);
    assert.equal(await checkFinal(leo), words);
    assert.equal(await leo.locator('.outcome-table').innerText(), await mia.locator('.outcome-table').innerText());
    assert.match(await mia.locator('.log-list').innerText(), /jumped from [a-h][1-8] to [a-h][1-8]/);
    await mia.screenshot({ path: path.join(artifacts, 'kangaroo-finished.png'), fullPage: true });
    for (const page of people) assert.deepEqual(page.problems, []);
  });
});

test('a person plays Kangaroo against a bot to the end', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1200, 860));

  await createRoom(ana, 'Ana');
  await addBot(ana, 1, 'easy');
  await startGame(ana, [ana], '.kangaroo-board');
  await ana.locator('.kr-scores tr[data-seat="1"] .tag-bot').waitFor();

  let turns = 0;
  let decisions = 0;
  while (decisions < 400) {
    await ana.waitForFunction(canActInPage, decisionSteps);
    if (await finished(ana)) break;
    const before = await versionOf(ana);
    const done = await playDecision(ana, { n: decisions, turns, allowResign: true, keyboard: false });
    if (done === 'resign') {
      await resign(ana);
      await ana.locator('.kr-confirm-resign').click();
      break;
    }
    assert.ok(done, `Ana had something to do (step ${await stepOf(ana)})`);
    await waitForVersionAfter(ana, before);
    decisions += 1;
    if (done === 'stop' || (await stepOf(ana)) !== 'chain') turns += 2;
  }
  await ana.locator('.room[data-status="finished"]').waitFor();
  await checkFinal(ana);
  assert.ok(decisions > 0, 'Ana moved');
  assert.match(await ana.locator('.log-list').innerText(), /Ana jumped/);
  assert.deepEqual(ana.problems, []);
});
