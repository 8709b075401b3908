// The lobby renders through lit-html templates (web-client/js/lit.js): a
// room update patches the elements that are there instead of building them
// anew. So a seated player typing a new name (focused, not yet sent) keeps
// the focus and the text while another player sits down, the seat boxes are
// the same DOM nodes before and after (a JS property set on them survives),
// and a host's focused "Add bot" button and the bot level picked beside it
// survive another player's change of colour. In a game, the people panel is
// patched the same way: a focused Resign button stays focused while another
// player renames, and its confirm step moves the focus on purpose; a chat
// message being typed keeps its text and focus while a line arrives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { windowOf, createRoomAs, takeSeat, pagesFor, versionOf, waitForVersionAbove, explained, browserFor, openPage, baseUrl, openRename } from './browser.mjs';

// Marks the element `selector` finds in `page` with a JS property (not an
// attribute: a render would not copy it to a new node).
function mark(page, selector, value) {
  return page.$eval(selector, (node, value) => { node.keptMark = value; }, value);
}
function markOf(page, selector) {
  return page.$eval(selector, (node) => node.keptMark ?? null);
}

test('lobby: a name being typed keeps its focus and text, and the seat boxes stay the same nodes, while others join', async (t) => {
  const [ana, ben] = await pagesFor(t, windowOf(1280, 900), windowOf(1280, 900));
  const url = await createRoomAs(ana, { game: 'kangaruse', seats: 3, name: 'Ana' });
  await mark(ana, '.lobby .seat[data-seat="0"]', 'seat 0');
  await mark(ana, '.lobby .seat[data-seat="1"]', 'seat 1');
  await mark(ana, '.lobby .seat[data-seat="0"] .leave-seat', 'leave');

  // Ana starts typing a new name: focused, nothing sent yet (the seat takes
  // a name when the field is left).
  const name = ana.locator('#player-name');
  await name.click();
  await name.press('End');
  await name.pressSequentially('bel');
  assert.equal(await name.inputValue(), 'Anabel');

  // Ben sits down: a room update reaches Ana's page.
  const before = await versionOf(ana);
  await takeSeat(ben, { url, name: 'Ben', seat: 1 });
  await waitForVersionAbove(ana, before);
  await ana.locator('.lobby .seat[data-seat="1"][data-state="here"]').waitFor();

  await explained(ana, 'after Ben sat down', async () => {
    const focus = await ana.evaluate(() => ({ id: document.activeElement?.id, value: document.activeElement?.value }));
    assert.deepEqual(focus, { id: 'player-name', value: 'Anabel' }, 'the name field keeps the focus and the typed text');
    assert.equal(await markOf(ana, '.lobby .seat[data-seat="0"]'), 'seat 0', "Ana's seat box is the same node");
    assert.equal(await markOf(ana, '.lobby .seat[data-seat="1"]'), 'seat 1', "the seat Ben took is the same node, patched");
    assert.equal(await markOf(ana, '.lobby .seat[data-seat="0"] .leave-seat'), 'leave', 'the Leave seat button is the same node');
    assert.match(await ana.locator('.lobby .seat[data-seat="1"] .seat-name').textContent(), /^Ben$/);
  });

  // Leaving the field sends the name; the seat shows it.
  await ana.keyboard.press('Tab');
  await ana.locator('.lobby .seat[data-seat="0"] .seat-name', { hasText: /^Anabel$/ }).waitFor();
  await ben.locator('.lobby .seat[data-seat="0"] .seat-name', { hasText: /^Anabel$/ }).waitFor();

  // The host picks a hard bot for seat 2 and has the focus on its button
  // while Ben changes his colour: the button keeps the focus, the select its
  // level, and Enter adds a hard bot.
  const botSelect = ana.locator('.lobby .seat[data-seat="2"] .bot-control select');
  await botSelect.selectOption('hard');
  const addBot = ana.locator('.lobby .seat[data-seat="2"] .add-bot');
  await addBot.focus();
  await mark(ana, '.lobby .seat[data-seat="2"] .add-bot', 'add bot');
  const beforeColour = await versionOf(ana);
  await ben.locator('input[name=player-color]:not(:checked):not([disabled])').first().check();
  await waitForVersionAbove(ana, beforeColour);
  await explained(ana, 'after Ben changed colour', async () => {
    assert.equal(await ana.evaluate(() => document.activeElement?.keptMark ?? null), 'add bot', 'the focused Add bot button is the same node and keeps the focus');
    assert.equal(await botSelect.inputValue(), 'hard', 'the level picked stays picked');
  });
  await ana.keyboard.press('Enter');
  await ana.locator('.lobby .seat[data-seat="2"][data-state="bot"] .tag-bot', { hasText: 'bot · hard' }).waitFor();
  assert.equal(await markOf(ana, '.lobby .seat[data-seat="0"]'), 'seat 0', "Ana's seat box is still the same node");

  assert.deepEqual(ana.problems, []);
  assert.deepEqual(ben.problems, []);
});

test('room: a focused Resign button and the people rows stay the same nodes while a player renames; the confirm step works from the keyboard', async (t) => {
  const [ada, bea] = await pagesFor(t, windowOf(1280, 900), windowOf(1280, 900));
  const url = await createRoomAs(ada, { game: 'kanga', name: 'Ada' });
  await takeSeat(bea, { url, name: 'Bea', seat: 1 });
  await ada.locator('.start-game:not([disabled])').click();
  for (const page of [ada, bea]) await page.locator('.room[data-status="playing"] .kanga-board').waitFor();

  await bea.locator('.people .resign').focus();
  await mark(bea, '.people .resign', 'resign');
  await mark(bea, '.people .person[data-seat="0"]', 'row 0');

  // Ada changes her name during the game: a room update reaches Bea.
  const before = await versionOf(bea);
  await openRename(ada, 'Adele');
  await ada.locator('.rename-form button[type=submit]').click();
  await waitForVersionAbove(bea, before);
  await bea.locator('.people .person[data-seat="0"] .person-name', { hasText: /^Adele$/ }).waitFor();
  await explained(bea, 'after Ada renamed', async () => {
    assert.equal(await bea.evaluate(() => document.activeElement?.keptMark ?? null), 'resign', 'the focused Resign button is the same node and keeps the focus');
    assert.equal(await markOf(bea, '.people .person[data-seat="0"]'), 'row 0', "Ada's row is the same node, patched");
  });

  // The confirm step, by keyboard: it opens on the harmless answer, and
  // closing it gives the focus back to Resign.
  await bea.keyboard.press('Enter');
  await bea.locator('.resign-confirm').waitFor();
  assert.equal(await bea.evaluate(() => document.activeElement?.className), 'resign-no', 'the confirm step has the focus on "Keep playing"');
  await bea.keyboard.press('Enter');
  await bea.locator('.people .resign').waitFor();
  assert.equal(await bea.evaluate(() => document.activeElement?.className), 'resign', 'the focus is back on Resign');
  assert.equal(await bea.locator('.room[data-status="playing"]').count(), 1, 'nobody resigned');

  // The chat is a template too: Bea's message being typed keeps its text and
  // the focus while Ada's line arrives.
  const field = bea.locator('.chat-form input');
  await field.click();
  await field.pressSequentially('good luc');
  await mark(bea, '.chat-form input', 'chat field');
  await ada.locator('.chat-form input').fill('Hello Bea');
  await ada.locator('.chat-form input').press('Enter');
  await bea.locator('.chat-list .chat-text', { hasText: 'Hello Bea' }).waitFor();
  await explained(bea, 'after a chat line came', async () => {
    assert.equal(await bea.evaluate(() => document.activeElement?.keptMark ?? null), 'chat field', 'the chat field keeps the focus');
    assert.equal(await field.inputValue(), 'good luc');
  });

  assert.deepEqual(ada.problems, []);
  assert.deepEqual(bea.problems, []);
});

// The other side: a list whose items are other things now (the legal moves
// of a new position) must not keep its nodes, or a focused "Jump to (4,2)"
// would read "Jump again to f6" and Enter would play it. showKeyed builds new
// buttons for a new key, and keeps them for the same one.
test('a list of other moves gets new buttons: a focused one never turns into another move', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, windowOf(1280, 800));
  await page.goto(baseUrl);
  const seen = await page.evaluate(async () => {
    const { html, showKeyed } = await import('/js/lit.js');
    const list = document.createElement('div');
    document.body.append(list);
    const buttons = (labels) => html`${labels.map((label) => html`<button type="button">${label}</button>`)}`;
    showKeyed(list, 'first', buttons(['Jump to (4,2)', 'Jump to (1,1)']));
    const focused = list.querySelector('button');
    focused.focus();
    // The same moves again (a chat line, a clock tick): the same nodes.
    const freshForSame = showKeyed(list, 'first', buttons(['Jump to (4,2)', 'Jump to (1,1)']));
    const keptFocus = document.activeElement === focused;
    // Other moves: new nodes, and the old button is gone with its focus.
    const freshForOther = showKeyed(list, 'second', buttons(['Jump again to f6']));
    return {
      freshForSame,
      keptFocus,
      freshForOther,
      oldGone: !focused.isConnected,
      stillFocused: document.activeElement === focused,
      texts: [...list.querySelectorAll('button')].map((b) => b.textContent),
    };
  });
  assert.deepEqual(seen, { freshForSame: false, keptFocus: true, freshForOther: true, oldGone: true, stillFocused: false, texts: ['Jump again to f6'] });
  assert.deepEqual(page.problems, []);
});
