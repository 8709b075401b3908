// What a Jackaroo table shows beyond the turn: the teams (seats 1 and 3
// against 2 and 4) in the lobby and at the table, and the last play on the
// board (which marble went from where to where, who was sent home), the
// same play the log's last line tells.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, windowOf, createRoomAs, addBot, startGame, pagesFor, jackarooStep, jackarooChoose } from './browser.mjs';

// A person's decisions at most (the loop's bound, not a clock).
const maxDecisions = 300;

// The board's last-play marks and the text beside them, read in one go.
function lastPlayShown(page) {
  return page.evaluate(() => {
    const group = document.querySelector('svg .jk-last-play');
    const marbles = Object.fromEntries([...document.querySelectorAll('svg [data-marble]')].map((node) => [node.dataset.marble, `${node.dataset.zone}:${node.dataset.square}`]));
    return {
      seq: group ? group.dataset.lastSeq : null,
      moves: [...document.querySelectorAll('svg .jk-last-move')].map((node) => ({ marble: node.dataset.lastMarble, from: node.dataset.lastFrom, to: node.dataset.lastTo })),
      sent: [...document.querySelectorAll('svg .jk-sent-home')].map((node) => node.dataset.sentHome),
      line: document.querySelector('.jk-last-line')?.textContent || '',
      // A line's text without its "(bot)" / "(clock)" tag (nor lit-html's comment markers).
      logLines: [...document.querySelectorAll('.log-list li')].map((node) => [...node.childNodes].filter((child) => child.nodeType !== Node.COMMENT_NODE && !(child.classList && child.classList.contains('log-by'))).map((child) => child.textContent).join('').trim()),
      marbles,
    };
  });
}

test('Jackaroo: teams in the lobby and at the table; the last play drawn on the board', async (t) => {
  const [ana] = await pagesFor(t, windowOf(1400, 900));
  await createRoomAs(ana, { game: 'jackaroo', seats: 4, name: 'Ana' });

  await t.test('the lobby shows the two teams: seats 1 and 3, seats 2 and 4', async () => {
    await ana.locator('.seat[data-seat="0"] .tag-team').waitFor();
    const teams = await ana.$$eval('.seat', (seats) => seats.map((seat) => [seat.dataset.seat, seat.querySelector('.tag-team')?.textContent]));
    // Drawn team by team: Team A's box holds seats 1 and 3, Team B's 2 and 4.
    assert.deepEqual(teams, [['0', 'Team A'], ['2', 'Team A'], ['1', 'Team B'], ['3', 'Team B']]);
    assert.match(await ana.locator('.lobby-teams').innerText(), /Team A is seats 1 and 3, Team B is seats 2 and 4/);
    await ana.screenshot({ path: path.join(artifacts, 'jackaroo-lobby-teams.png') });
  });

  await t.test('at the table the players panel names both teams', async () => {
    for (const seat of [1, 2, 3]) await addBot(ana, seat, 'easy');
    await startGame(ana, [ana], '.jackaroo');
    const teams = await ana.locator('.jk-teams li').allInnerTexts();
    assert.equal(teams.length, 2);
    assert.match(teams[0], /^Team A: Ana and Bot/);
    assert.match(teams[1], /^Team B: Bot .* and Bot /);
  });

  await t.test('after each play the board marks it, and the side says it as the log does', async () => {
    let marked = 0;
    let sentHome = 0;
    let seq = null;
    for (let decisions = 0; decisions < maxDecisions && (marked < 6 || sentHome === 0); decisions += 1) {
      const step = await jackarooStep(ana);
      if (step === 'finished') break;
      // At Ana's turn nothing moves: the last play is the others' (or hers).
      const shown = await lastPlayShown(ana);
      if (shown.seq !== null && shown.seq !== seq && shown.moves.length > 0) {
        seq = shown.seq;
        marked += 1;
        // The side's line is the log's line for that play.
        const line = shown.line.replace(/^Last move: /, '');
        assert.ok(shown.logLines.includes(line), `the last move "${line}" is in the log: ${JSON.stringify(shown.logLines.slice(-4))}`);
        // Every marked marble stands where its mark says it went, unless it
        // was knocked home since (by the same play's second part).
        for (const move of shown.moves) {
          const where = shown.marbles[move.marble];
          if (!shown.sent.includes(move.marble)) assert.equal(where, move.to, `marble ${move.marble} is at ${move.to}`);
          assert.notEqual(move.from, move.to);
        }
        for (const id of shown.sent) {
          assert.match(shown.marbles[id], /^home:/, `marble ${id} sent home is at home`);
          assert.match(line, /home/, 'the line says who was sent home');
          sentHome += 1;
          await ana.screenshot({ path: path.join(artifacts, 'jackaroo-last-play-sent-home.png') });
        }
        if (marked === 1) await ana.screenshot({ path: path.join(artifacts, 'jackaroo-last-play.png') });
      }
      await jackarooChoose(ana, step, decisions);
    }
    t.diagnostic(`${marked} plays marked, ${sentHome} marbles sent home`);
    assert.ok(marked >= 6, `plays were marked on the board (${marked})`);
    assert.deepEqual(ana.problems, []);
  });
});
