// Accessibility, the automatic layer (issue 44, part one): axe-core's rules
// for WCAG 2.2 levels A and AA over every kind of page the client draws, in
// the light and the dark theme, at a laptop's size and a phone's.
// - Pages: the start page; for each game its lobby, its table after a move
//   and its final table (a resignation ends it at once, except Jackaroo's,
//   where bots would play the resigner's seat to the end: its table is
//   checked during play only); the replay of a finished game; every
//   how-to-play page; the 404 page; "Your games" at /games.
// - One browser and one person (Ana) throughout: each page is reached once
//   and checked four times, switching the theme (the system's colour scheme,
//   which the default "auto" follows) and the window's size in between, so
//   no room is made twice. The phone is its width and height (the layout's
//   media queries), not touch emulation, which would need a context (a
//   person) of its own. Motion is reduced, so that no piece is caught
//   halfway through a slide or a fade.
// - A failure lists every violation: the rule, its impact, the elements
//   (axe's selectors), the page and the theme and size.
// - A planted unlabelled button shows that the check does fail.
//
// @axe-core/playwright takes playwright-core's page (its peer dependency is
// playwright-core) and puts axe-core into the page with page.evaluate of
// the script's text: that runs through the DevTools protocol, which the
// page's Content-Security-Policy (script-src 'self') does not govern, so no
// <script> is added and browser.mjs sees no violation. Legacy mode (one
// axe.run in the page) because the client has no frames: the default mode
// opens a blank page for every run to merge the results of frames.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import {
  baseUrl, browserFor, openPage, createRoomAs, addBot, startGame, versionOf, waitForVersionAbove,
  myTurnOrOutcome, kangaruseMove, jackarooStep, jackarooChoose, roomCodeOf,
} from './browser.mjs';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const sizes = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];
const themes = ['light', 'dark'];

// The one exception, kept narrow (a rule and the elements it may skip):
// WCAG 2.5.3 "Label in Name" on a Jackaroo card whose rank is a letter. The
// face shows "K" and a suit sign; its name says the card in words, "Play
// King of Hearts", for a screen reader. Putting the letter into the name
// ("Play K, King of Hearts") would make every card read worse, and saying
// a move by voice or by typing is a later part of issue 44.
const excused = [
  { rule: 'label-content-name-mismatch', html: /^<button[^>]* class="jk-card [^"]*"[^>]* data-rank="[AJQK]"/ },
];
const isExcused = (rule, node) => excused.some((excuse) => excuse.rule === rule && excuse.html.test(node.html));

// The violations axe finds in `page` as it is now, one line per rule and
// element group: "rule (impact) on where: selector, selector — help".
async function axeViolations(page, where) {
  // axe-core goes into each document once: the builder sends its whole
  // source (half a megabyte) with every run unless given another, and a
  // no-op will do where it is already in. Only the violations come back
  // with their elements (the passes' would be most of the answer).
  const present = await page.evaluate(() => typeof window.axe === 'object' && typeof window.axe.run === 'function');
  const results = await new AxeBuilder(present ? { page, axeSource: ';' } : { page })
    .options({ resultTypes: ['violations'] })  // first: it replaces the options withTags sets
    .withTags(wcagTags)
    .setLegacyMode()
    .analyze();
  const violations = results.violations
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !isExcused(violation.id, node)) }))
    .filter((violation) => violation.nodes.length > 0);
  return violations.map((violation) => {
    // A contrast failure says its colours and ratio: "a (#777 on #fff 4.2:1)".
    const targets = violation.nodes.map((node) => {
      const contrast = node.any.find((check) => check.data && check.data.contrastRatio)?.data;
      const colours = contrast ? ` (${contrast.fgColor} on ${contrast.bgColor} ${contrast.contrastRatio}:1, needs ${contrast.expectedContrastRatio})` : '';
      return `${node.target.join(' >> ')}${colours}`;
    });
    const shown = targets.length > 8 ? [...targets.slice(0, 8), `... ${targets.length - 8} more`] : targets;
    return `${violation.id} (${violation.impact}) on ${where}: ${shown.join(', ')} — ${violation.help}`;
  });
}

// Two frames: whatever a resize or a theme change redraws has been drawn.
const settle = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function useTheme(page, theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
}

// Checks the page as it stands at both sizes in both themes; the violations
// found are added to `found`. Leaves the page at the laptop size, light.
async function checkEverywhere(page, what, found) {
  // The pointer away from the last thing clicked: a hover look is not what
  // the page shows, and it would differ from run to run.
  await page.mouse.move(0, 0);
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const theme of themes) {
      await useTheme(page, theme);
      await settle(page);
      found.push(...(await axeViolations(page, `${what} [${theme}, ${size.name} ${size.width}x${size.height}]`)));
    }
  }
  await page.setViewportSize({ width: sizes[0].width, height: sizes[0].height });
  await useTheme(page, themes[0]);
}

function assertNone(found) {
  assert.ok(found.length === 0, `axe found ${found.length} violation(s) of WCAG 2.2 A/AA:\n  ${found.join('\n  ')}`);
}

// --- one move in each game, by the person on turn (Ana, seat 0), then back
// to her turn, so that the table stands still while axe reads it.

// (A tiny board may be over after a move or two: then the table checked is
// the final one already.)
async function kangaruseTurn(page) {
  assert.equal(await myTurnOrOutcome(page), false, 'the game is on');
  await kangaruseMove(page);
  await myTurnOrOutcome(page);
}

function kangaCanAct() {
  const wrap = document.querySelector('.kg-board-wrap');
  return Boolean(wrap && wrap.dataset.myTurn === 'true' && !wrap.classList.contains('busy') && document.querySelector('.kg-prompt[data-step="place"]'));
}

async function kangaTurn(page) {
  await page.waitForFunction(kangaCanAct);
  const before = await page.locator('.kg-board-wrap').getAttribute('data-moves-played');
  await page.locator('.kanga-board [data-legal="true"]').first().click();
  await page.waitForFunction((moves) => document.querySelector('.kg-board-wrap').dataset.movesPlayed !== moves, before);
  await page.waitForFunction(kangaCanAct);
}

// In the page: Ana's turn stands at `step`, nothing in flight.
function kangarooAt(step) {
  const wrap = document.querySelector('.kr-board-wrap');
  return Boolean(wrap && wrap.dataset.myTurn === 'true' && !wrap.classList.contains('busy') && document.querySelector(`.kr-prompt[data-step="${step}"]`));
}

async function kangarooTurn(page) {
  const board = page.locator('.kangaroo-board');
  await page.waitForFunction(kangarooAt, 'piece');
  const before = await versionOf(page);
  await board.locator('[data-movable="true"]').first().click();
  await page.locator('.kr-prompt[data-step="target"]').waitFor();
  await board.locator('[data-target="true"]').first().click();
  await waitForVersionAbove(page, before);
  // A jump may go on as a chain: Stop ends the move.
  await page.waitForFunction(() => !document.querySelector('.kr-board-wrap.busy'));
  if ((await page.locator('.kr-prompt[data-step="chain"]').count()) > 0) await page.locator('.kr-stop').click();
  await page.waitForFunction(kangarooAt, 'piece');
}

// Jackaroo: Ana's steps until she has played a card and it is her turn to
// pick a card again.
async function jackarooTurn(page) {
  let played = false;
  for (let choices = 0; ; choices += 1) {
    assert.ok(choices < 12, 'one play takes a few choices');
    const step = await jackarooStep(page);
    assert.notEqual(step, 'finished');
    if (played && (step === 'card' || step === 'discard')) return;
    if (step === 'card' || step === 'discard') played = true;
    const before = await versionOf(page);
    await jackarooChoose(page, step, 0);
    // A card may only open its next step (no message to the server).
    await page.waitForFunction(
      ([v, s]) => Number(document.querySelector('.room').dataset.version) > v || document.querySelector('.jk-prompt')?.dataset.step !== s,
      [before, step],
    );
  }
}

// --- the end of each game, from Ana's turn.

async function resignFromRoom(page) {
  await page.locator('.people .resign').click();
  await page.locator('.resign-yes').click();
}

async function kangaruseEnd(page) {
  // The rules' give_up; the bot plays the tiny board on to its end.
  await page.locator('.give-up').click();
  await page.locator('.confirm-give-up').click();
}

async function kangarooEnd(page) {
  await page.locator('.kr-resign').click();
  await page.locator('.kangaroo-board [data-give-up="true"]').first().click();
  await page.locator('.kr-confirm-resign').click();
}

const games = [
  { game: 'kangaruse', seats: 2, size: 'tiny', board: '.kangaruse-board', turn: kangaruseTurn, end: kangaruseEnd },
  { game: 'kanga', seats: 2, board: '.kanga-board', turn: kangaTurn, end: resignFromRoom },
  { game: 'kangaroo', seats: 2, board: '.kangaroo-board', turn: kangarooTurn, end: kangarooEnd },
  // A resignation hands the seat to a bot, and four bots would play the
  // whole game: the final table is the same outcome table as the others'.
  { game: 'jackaroo', seats: 4, board: '.jackaroo-board', turn: jackarooTurn, end: null },
];

test('axe finds no WCAG 2.2 A or AA violation on any page, in either theme, at a laptop\'s or a phone\'s size', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { viewport: { width: sizes[0].width, height: sizes[0].height }, colorScheme: 'light', reducedMotion: 'reduce' });
  let finishedRoom = null;

  await t.test('the start page', async () => {
    const found = [];
    await page.goto(`${baseUrl}/`);
    await page.locator('.game-card input[name=game]').first().waitFor();
    await page.locator('#theme-toggle:not([hidden])').waitFor();
    await checkEverywhere(page, 'the start page', found);
    assertNone(found);
  });

  for (const spec of games) {
    await t.test(`${spec.game}: the lobby, the table after a move${spec.end ? ', the final table' : ''}`, async () => {
      const found = [];
      await createRoomAs(page, { game: spec.game, seats: spec.seats, size: spec.size, name: 'Ana' });
      for (let seat = 1; seat < spec.seats; seat += 1) await addBot(page, seat, 'easy');
      await page.locator('.lobby .start-game:not([disabled])').waitFor();
      await checkEverywhere(page, `${spec.game}'s lobby`, found);
      await startGame(page, [page], spec.board);
      await spec.turn(page);
      await checkEverywhere(page, `${spec.game}'s table`, found);
      if (spec.end) {
        if ((await page.locator('.room[data-status="finished"]').count()) === 0) await spec.end(page);
        await page.locator('.room[data-status="finished"] .outcome .outcome-table').waitFor();
        await checkEverywhere(page, `${spec.game}'s final table`, found);
        finishedRoom ??= roomCodeOf(page);
      }
      assertNone(found);
    });
  }

  await t.test('the replay of a finished game', async () => {
    assert.ok(finishedRoom, 'a game was finished above');
    const found = [];
    await page.goto(`${baseUrl}/r/${finishedRoom}/replay`);
    await page.locator('.replay[data-step] .game-stage svg').first().waitFor();
    await checkEverywhere(page, 'the replay', found);
    assertNone(found);
  });

  await t.test('every how-to-play page', async () => {
    const found = [];
    for (const { game } of games) {
      await page.goto(`${baseUrl}/how-to-play/${game}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('[data-section="diagrams"] figure.rule-diagram svg').first().waitFor();
      await checkEverywhere(page, `how to play ${game}`, found);
    }
    assertNone(found);
  });

  await t.test('the 404 page', async () => {
    const found = [];
    const response = await page.goto(`${baseUrl}/no-such-page`);
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await checkEverywhere(page, 'the 404 page', found);
    assertNone(found);
  });

  await t.test('your games (/games)', async () => {
    const found = [];
    await page.goto(`${baseUrl}/games`);
    await page.locator('.games[data-state="ready"] .game-row').first().waitFor();
    await checkEverywhere(page, '/games', found);
    assertNone(found);
  });

  // The 404 page's own request is the one failed load.
  assert.deepEqual(page.problems.filter((problem) => !/status of 404/.test(problem)), []);
});

test('the check fails on an unlabelled button', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, { viewport: { width: sizes[0].width, height: sizes[0].height } });
  await page.goto(`${baseUrl}/`);
  await page.locator('.game-card input[name=game]').first().waitFor();
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.className = 'axe-probe';
    document.querySelector('main').append(button);
  });
  const found = await axeViolations(page, 'the start page with a planted button');
  assert.ok(found.some((line) => /^button-name \(critical\) on .*\.axe-probe/.test(line)), `axe reports the button without a name: ${found.join(' | ')}`);
  assert.deepEqual(page.problems, []);
});
