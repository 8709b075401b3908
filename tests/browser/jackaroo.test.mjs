// A whole 4-player Jackaroo game in the browser: two people (teams of
// partners with a bot each) play every turn by clicking cards, abilities and
// marbles, two bots fill the other seats, and a spectator on a phone watches.
// Nobody but a card's holder ever sees its face: the spectator's page holds
// no card at all, and a player's page shows only their own hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, phoneScreen, createRoomAs, takeSeat, addBot, startGame, waitForVersionAtLeast, firstReady, pagesFor } from './browser.mjs';

// A person's decisions in a game, at most (the loop's bound, not a clock).
const maxDecisions = 3000;
// Short per-action timeouts: a click that cannot happen means the page
// moved on; the loop reads the page again instead of waiting a minute.
const clickTimeout = 3000;

// The prompt steps at which the player has something to click.
const actionSteps = ['card', 'discard', 'ability', 'marble', 'marble2', 'target', 'steps'];

// In the page: the game is over, or the player may click (a choice step,
// nothing in flight).
function canActInPage(steps) {
  const room = document.querySelector('.room');
  if (room && room.dataset.status === 'finished') return true;
  const prompt = document.querySelector('.jk-prompt');
  const wrap = document.querySelector('.jk-board-wrap');
  return Boolean(prompt && steps.includes(prompt.dataset.step) && wrap && !wrap.classList.contains('busy'));
}

// What the player on `page` sees right now, in one round trip: the room's
// status and version, the prompt's step, whether a move is in flight, and
// the options of the step (text and attributes) for choosing one.
function readState(page) {
  return page.evaluate(() => {
    const room = document.querySelector('.room');
    const prompt = document.querySelector('.jk-prompt');
    const wrap = document.querySelector('.jk-board-wrap');
    const step = prompt ? prompt.dataset.step || '' : '';
    const texts = (selector) => [...document.querySelectorAll(selector)].map((node) => ({
      text: node.textContent,
      ability: node.dataset.abilityKey || null,
      rank: node.dataset.rank || null,
      marble: node.dataset.pickMarble ?? null,
      steps: node.dataset.steps ?? null,
    }));
    let options = [];
    if (step === 'card' || step === 'discard') options = texts('.jk-hand .jk-card[data-playable="true"]');
    else if (step === 'ability') options = texts('.jk-abilities button[data-ability-key]');
    else if (step === 'steps') options = texts('.jk-choices button[data-steps]');
    else if (['marble', 'marble2', 'target'].includes(step)) options = texts('.jk-choices button[data-pick-marble]');
    const marbles = [...document.querySelectorAll('svg [data-marble]')].map((node) => ({
      id: Number(node.dataset.marble),
      owner: Number(node.dataset.owner),
      zone: node.dataset.zone,
    }));
    return {
      marbles,
      status: room ? room.dataset.status : '',
      version: room ? Number(room.dataset.version) : -1,
      step,
      busy: wrap ? wrap.classList.contains('busy') : false,
      options,
    };
  });
}

// Which option the person in `seat` picks: something that moves the team
// on. A card that brings a marble out while one is at home, else the
// longest move; that ability; the marble that gets into the safe zone, else
// the team's marble furthest along. Among equals the n-th, so the game does
// not repeat itself. (Legality is the page's: only offered options count.)
function chooseOption(state, seat, n) {
  const { step, options, marbles } = state;
  const team = (owner) => owner % 2 === seat % 2;
  const mine = marbles.filter((m) => m.owner === seat);
  // Once all four are safe, a player plays the partner's marbles.
  const playing = mine.every((m) => m.zone === 'safe') ? marbles.filter((m) => m.owner === (seat + 2) % 4) : mine;
  const atHome = playing.some((m) => m.zone === 'home');
  const cardValue = { A: 1, 2: 2, 3: 3, 4: 1, 5: 4, 6: 6, 7: 9, 8: 8, 9: 9, 10: 10, J: 0, Q: 12, K: 13 };
  const score = (option) => {
    if (step === 'card') return (atHome && ['A', 'K'].includes(option.rank) ? 100 : 0) + (cardValue[option.rank] ?? 0);
    if (step === 'ability') {
      const key = option.ability || '';
      if (key === 'release') return 50;
      if (key.startsWith('move:')) {
        const steps = Number(key.slice(5));
        return steps > 0 ? 20 + steps : 5;
      }
      if (key === 'split') return 30;
      if (key === 'release_partner') return 25;
      return 1;
    }
    if (step === 'marble' || step === 'marble2') {
      const id = Number(option.marble);
      const owner = Math.floor(id / 4);
      let value = 0;
      if (/ to safe square/.test(option.text)) value += 100;  // a move into the safe zone
      if (team(owner)) {
        value += 20;
        const on = /on square (\d+)/.exec(option.text);
        if (on) value += (((Number(on[1]) - 19 * owner) % 76) + 76) % 76 / 10;
      }
      return value;
    }
    if (step === 'steps') return Number(option.steps) || 0;
    return 0;
  };
  let best = -Infinity;
  let chosen = [];
  options.forEach((option, index) => {
    const value = score(option);
    if (value > best) {
      best = value;
      chosen = [index];
    } else if (value === best) chosen.push(index);
  });
  return chosen[n % chosen.length];
}

// The card faces a page shows: `data-card` on the hand's buttons, anywhere
// on the page.
function cardFaces(page) {
  return page.$$eval('[data-card]', (cards) => cards.map((card) => card.dataset.card));
}

// The hand and every card face of a page, read in one go: two separate reads
// could straddle a re-render (a new deal arriving on a page still catching up).
function handAndFaces(page) {
  return page.evaluate(() => ({
    hand: [...document.querySelectorAll('.jk-hand .jk-card[data-card]')].map((card) => card.dataset.card),
    faces: [...document.querySelectorAll('[data-card]')].map((card) => card.dataset.card),
  }));
}

test('two people and two bots play Jackaroo to the end; a spectator never sees a card', async (t) => {
  const [ana, ben, spectator] = await pagesFor(t, windowOf(1280, 900), windowOf(1100, 850), phoneScreen);
  const people = [ana, ben];

  await t.test('the host creates a 4-seat room; a friend joins by the link; bots take the other seats', async () => {
    // Ana picks her colour in the lobby before she sits down.
    const roomUrl = await createRoomAs(ana, { game: 'jackaroo', seats: 4, sit: false });
    // Ana picks teal; for Ben it is greyed out (colours.test.mjs), so the
    // people's colours differ, and the bots get others again.
    const teal = (page) => page.locator('input[name=player-color][value="#0c8599"]').check();
    const tealTaken = (page) => page.locator('.choice[data-taken="true"] input[value="#0c8599"]:disabled').waitFor({ state: 'attached' });
    await takeSeat(ana, { name: 'Ana', seat: 0, choose: teal });
    await takeSeat(ben, { url: roomUrl, name: 'Ben', seat: 1, choose: tealTaken });
    for (const seat of [2, 3]) await addBot(ana, seat, 'medium');
    await spectator.goto(roomUrl);
    await spectator.getByText('You are watching').waitFor();
    await startGame(ana, [ana, ben, spectator], '.jackaroo');
    await ana.screenshot({ path: path.join(artifacts, 'jackaroo-start.png'), fullPage: true });
  });

  await t.test('every seat\u2019s marbles have a colour of their own', async () => {
    for (const page of [ana, ben, spectator]) {
      const fills = await page.$$eval('svg [data-marble] .jk-marble-body', (bodies) => {
        const bySeat = {};
        for (const body of bodies) {
          const owner = body.closest('[data-marble]').dataset.owner;
          (bySeat[owner] = bySeat[owner] || new Set()).add(body.getAttribute('fill'));
        }
        return Object.keys(bySeat).sort().map((owner) => [...bySeat[owner]]);
      });
      assert.equal(fills.length, 4);
      assert.ok(fills.every((colours) => colours.length === 1), 'one colour per seat');
      assert.equal(new Set(fills.map((colours) => colours[0])).size, 4, `four different colours: ${fills.join(' ')}`);
      assert.equal(fills[0][0], '#0c8599', 'Ana keeps the colour she chose');
      // The players' list shows the same colours (set through the CSSOM:
      // the Content-Security-Policy allows no style attribute).
      const dots = await page.$$eval('.jk-players li[data-seat] .jk-dot', (nodes) =>
        nodes.map((node) => [node.closest('li').dataset.seat, getComputedStyle(node).backgroundColor]).sort(),
      );
      const rgb = (hex) => {
        const n = parseInt(hex.slice(1), 16);
        return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
      };
      assert.deepEqual(dots.map(([, colour]) => colour), fills.map((colours) => rgb(colours[0])), 'each dot in its seat\u2019s colour');
    }
  });

  // Ana's and Ben's hands as their own pages show them; neither page, nor the
  // spectator's, shows a card of the other's hand; the spectator shows none.
  async function checkSecrecy(label) {
    // The three pages first catch up with the same moment of the game.
    const version = Number(await ana.locator('.room').getAttribute('data-version'));
    await waitForVersionAtLeast(ben, version);
    await waitForVersionAtLeast(spectator, version);
    const anaPage = await handAndFaces(ana);
    const benPage = await handAndFaces(ben);
    const anaCards = anaPage.hand;
    const benCards = benPage.hand;
    assert.deepEqual([...anaPage.faces].sort(), [...anaCards].sort(), `${label}: Ana's page shows only her hand`);
    assert.deepEqual([...benPage.faces].sort(), [...benCards].sort(), `${label}: Ben's page shows only his hand`);
    assert.equal(anaCards.filter((card) => benCards.includes(card)).length, 0, `${label}: the hands are distinct`);
    const anaHtml = await ana.content();
    const benHtml = await ben.content();
    const spectatorHtml = await spectator.content();
    for (const card of benCards) assert.ok(!anaHtml.includes(`data-card="${card}"`), `${label}: Ana's page shows Ben's ${card}`);
    for (const card of anaCards) assert.ok(!benHtml.includes(`data-card="${card}"`), `${label}: Ben's page shows Ana's ${card}`);
    assert.equal((await cardFaces(spectator)).length, 0, `${label}: the spectator's page shows a card face`);
    assert.equal(await spectator.locator('.jk-card-face').count(), 0, `${label}: the spectator's page shows a card face`);
    for (const card of [...anaCards, ...benCards]) {
      assert.ok(!spectatorHtml.includes(`="${card}"`), `${label}: the spectator's page names ${card}, a card in a hand`);
    }
    return { anaCards, benCards };
  }

  await t.test('each player sees only their own hand; the spectator sees none', async () => {
    await ana.locator('.jk-hand .jk-card[data-card]').first().waitFor();
    await ben.locator('.jk-hand .jk-card[data-card]').first().waitFor();
    const { anaCards, benCards } = await checkSecrecy('at the deal');
    assert.equal(anaCards.length, 4, 'four cards dealt in the first round');
    assert.equal(benCards.length, 4);
    assert.match(await spectator.locator('.jk-hand').innerText(), /You are watching: nobody’s cards are shown/);
    await spectator.screenshot({ path: path.join(artifacts, 'jackaroo-spectator-phone.png'), fullPage: true });
  });

  await t.test('the people play every turn by clicking until a team wins', async (st) => {
    let decisions = 0;
    let boardClicks = 0;
    let boardMisses = 0;
    let boardMissWhy = '';
    // A click on the board that does not happen in time (the page was drawn
    // again, or something lay over the marble) falls back to the button.
    const missed = (error) => {
      if (!boardMissWhy) boardMissWhy = String(error).split('\n').slice(-3).join(' | ');
      return false;
    };
    let checks = 0;
    let idle = 0;
    let lastVersions = '';
    // Rounds in a row in which a page said it could act but no click
    // happened: a few are races with an update, many a broken page.
    let misses = 0;
    const seen = new Set();
    let shot = false;
    while (decisions < maxDecisions) {
      const mover = await firstReady(people, canActInPage, actionSteps, 20000);
      if ((await ana.locator('.room').getAttribute('data-status')) === 'finished') break;
      if (mover < 0) {
        // Nobody could click for a while: the bots play, or the game stalled.
        const versions = (await Promise.all(people.map((page) => page.locator('.room').getAttribute('data-version')))).join('/');
        idle = versions === lastVersions ? idle + 1 : 0;
        lastVersions = versions;
        assert.ok(idle < 3, `the game stalled: nothing changed and nobody could act (versions ${versions}, steps ${await Promise.all(people.map((page) => page.locator('.jk-prompt').getAttribute('data-step')))})`);
        continue;
      }
      idle = 0;
      const page = people[mover];
      const state = await readState(page);
      if (state.status === 'finished') break;
      if (!actionSteps.includes(state.step) || state.busy || state.options.length === 0) {
        misses += 1;
        assert.ok(misses < 50, `${mover === 0 ? 'Ana' : 'Ben'}'s page offers nothing to click at step ${state.step} (busy ${state.busy})`);
        continue;
      }
      seen.add(state.step);

      if (state.step === 'card' && mover === 0 && decisions >= 8 * checks) {
        // Nothing moves while Ana chooses: a quiet moment to compare pages.
        checks += 1;
        await checkSecrecy(`decision ${decisions}`);
      }
      if (!shot && state.step === 'ability' && mover === 0) {
        shot = true;
        await ana.screenshot({ path: path.join(artifacts, 'jackaroo-ability.png'), fullPage: false });
      }

      const index = chooseOption(state, mover, decisions);
      const option = state.options[index];
      let clicked = false;
      // Every other marble and split is clicked on the board itself.
      if (decisions % 2 === 0 && ['marble', 'marble2', 'target'].includes(state.step)) {
        clicked = await page.locator(`svg [data-marble="${option.marble}"][data-candidate="true"]`).click({ timeout: clickTimeout }).then(() => true, missed);
      } else if (decisions % 2 === 0 && state.step === 'steps') {
        clicked = await page.locator(`svg [data-steps="${option.steps}"]`).click({ timeout: clickTimeout }).then(() => true, missed);
      }
      if (clicked) boardClicks += 1;
      else {
        if (decisions % 2 === 0 && ['marble', 'marble2', 'target', 'steps'].includes(state.step)) boardMisses += 1;
        const selector = {
          card: '.jk-hand .jk-card[data-playable="true"]',
          discard: '.jk-hand .jk-card[data-playable="true"]',
          ability: '.jk-abilities button[data-ability-key]',
          steps: '.jk-choices button[data-steps]',
        }[state.step] || '.jk-choices button[data-pick-marble]';
        clicked = await page.locator(selector).nth(index).click({ timeout: clickTimeout }).then(() => true, () => false);
      }
      if (!clicked) {
        // The page moved on: read it again.
        misses += 1;
        assert.ok(misses < 50, `${mover === 0 ? 'Ana' : 'Ben'} cannot click option ${index} at step ${state.step}: ${JSON.stringify(option)}`);
        continue;
      }
      misses = 0;
      decisions += 1;
    }
    for (const page of [ana, ben, spectator]) await page.locator('.room[data-status="finished"]').waitFor();
    st.diagnostic(`${decisions} decisions (${boardClicks} on the board, ${boardMisses} board clicks missed${boardMissWhy ? `, the first: ${boardMissWhy}` : ''}), hands compared ${checks} times, steps seen: ${[...seen].join(', ')}`);
    assert.ok(decisions < maxDecisions, `the game ended within ${maxDecisions} decisions`);
    assert.ok(decisions > 20, `the people made ${decisions} decisions`);
    assert.ok(checks > 1, `the hands were compared ${checks} times`);
    assert.ok(boardClicks > 0, 'some marbles were clicked on the board');
    for (const step of ['card', 'marble']) assert.ok(seen.has(step), `a ${step} step came up (seen: ${[...seen].join(', ')})`);
    await ana.screenshot({ path: path.join(artifacts, 'jackaroo-finished.png'), fullPage: true });
  });

  await t.test('the final prompt names the winning team; nothing went wrong on any page', async () => {
    for (const page of [ana, ben, spectator]) await page.locator('.jk-prompt[data-step="finished"]').waitFor();
    const prompt = await ana.locator('.jk-prompt-text').innerText();
    // The winning team is the one whose 8 marbles are all in the safe zone;
    // partners are seats 0 and 2, 1 and 3.
    const players = await ana.$$eval('.jk-players li', (rows) => rows.map((row) => ({
      seat: Number(row.dataset.seat),
      name: row.querySelector('strong').textContent,
      safe: /4\/4 safe/.test(row.querySelector('.jk-count').textContent),
    })));
    assert.equal(players.length, 4);
    const teams = [[players[0], players[2]], [players[1], players[3]]];
    const done = teams.filter((team) => team.every((player) => player.safe));
    assert.equal(done.length, 1, `one team has all its marbles safe: ${JSON.stringify(players)}`);
    const [first, second] = done[0];
    assert.ok([`${first.name} and ${second.name} win!`, `${second.name} and ${first.name} win!`].includes(prompt), `the prompt names the winning team: ${prompt}`);
    const title = await ana.locator('.outcome-title').innerText();
    assert.match(title, /share the win!$/);
    assert.ok(title.includes(first.seat === 0 || second.seat === 0 ? 'Ana' : 'Ben'), `the final table's title names the winner: ${title}`);
    assert.equal(await ben.locator('.jk-prompt-text').innerText(), prompt);
    assert.equal(await spectator.locator('.jk-prompt-text').innerText(), prompt);
    assert.equal((await cardFaces(spectator)).length, 0);
    for (const page of [ana, ben, spectator]) assert.deepEqual(page.problems, []);
  });
});
