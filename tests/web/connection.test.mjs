// The connection's way back, without a browser: a fake WebSocket and fake
// timers stand in for the page's. A join answered `room_elsewhere` and a close
// with 4000 (the room moved to another node) both open a new connection after
// the reconnect pause (250 ms, doubling up to 2 s, with jitter), the status
// stays "reconnecting" meanwhile (never an error), and a good join resets the
// pause.
import { test } from 'node:test';
import assert from 'node:assert/strict';

class FakeSocket {
  static OPEN = 1;
  static all = [];
  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    this.listeners = {};
    FakeSocket.all.push(this);
  }
  addEventListener(type, listener) {
    (this.listeners[type] ||= []).push(listener);
  }
  emit(type, event = {}) {
    for (const listener of this.listeners[type] || []) listener(event);
  }
  send(text) {
    this.sent.push(JSON.parse(text));
  }
  close(code) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.closedWith = code;
    setImmediate(() => this.emit('close', { code }));
  }
  // What the server does.
  accept() {
    this.readyState = 1;
    this.emit('open');
  }
  reply(message) {
    const request = this.sent[this.sent.length - 1];
    this.emit('message', { data: JSON.stringify({ ...message, id: request.id }) });
  }
  serverClose(code) {
    this.readyState = 3;
    this.emit('close', { code });
  }
}

const timers = [];
globalThis.WebSocket = FakeSocket;
globalThis.window = {
  location: { protocol: 'https:', host: 'play.example', pathname: '/r/abcdefghijklmnop' },
  setTimeout: (run, ms) => timers.push({ run, ms }),
  clearTimeout: () => {},
  setInterval: () => 0,
  clearInterval: () => {},
};
const { Connection } = await import('../../web-client/js/connection.js');

const settle = () => new Promise((resolve) => setImmediate(resolve));
const lastSocket = () => FakeSocket.all[FakeSocket.all.length - 1];

// The room page's join, reduced to what matters here.
function roomConnection() {
  const statuses = [];
  const errors = [];
  const joins = [];
  const connection = new Connection({
    onStatus: (status) => statuses.push(status),
    onMessage: (message) => {
      if (message.type === 'error') errors.push(message);
    },
    onReady: async () => {
      try {
        joins.push(await connection.request({ type: 'join', room: 'abcdefghijklmnop', seat_token: 'secret' }));
      } catch (error) {
        if (error.code === 'room_elsewhere') connection.reconnect();
      }
    },
  });
  return { connection, statuses, errors, joins };
}

// The server accepts the socket, answers hello, then answers join with `join`.
async function serve(socket, join) {
  socket.accept();
  assert.equal(socket.sent[0].type, 'hello');
  socket.reply({ type: 'welcome', protocol: 1, server: 'kangaroom', node: 'node-2' });
  await settle();
  const request = socket.sent[socket.sent.length - 1];
  assert.deepEqual({ type: request.type, room: request.room, seat_token: request.seat_token }, { type: 'join', room: 'abcdefghijklmnop', seat_token: 'secret' });
  socket.reply(join);
  await settle();
  await settle();
}

const elsewhere = { type: 'error', code: 'room_elsewhere', message: 'another node serves this room' };
const joined = { type: 'joined', room: 'abcdefghijklmnop', seat: 0, host: false, version: 3 };

test('room_elsewhere and close code 4000 take the way back with the growing pause', async () => {
  const { connection, statuses, errors, joins } = roomConnection();
  connection.start();
  assert.equal(lastSocket().url, 'wss://play.example/ws?room=abcdefghijklmnop');

  // The first three joins reach nodes that do not serve the room.
  const pauses = [];
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const socket = lastSocket();
    await serve(socket, elsewhere);
    assert.equal(socket.closedWith, 1000, 'the connection sent elsewhere is closed');
    assert.equal(timers.length, 1, 'one new attempt is planned');
    const { run, ms } = timers.shift();
    pauses.push(ms);
    await settle();
    assert.equal(FakeSocket.all.length, attempt, 'no new connection before the pause');
    run();
    assert.equal(FakeSocket.all.length, attempt + 1, 'a new connection after it');
  }
  const bases = [250, 500, 1000];
  pauses.forEach((ms, i) => assert.ok(ms >= bases[i] * 0.8 && ms <= bases[i] * 1.2, `pause ${i + 1}: ${ms} ms`));
  assert.ok(!statuses.includes('open'), `never "open" before a join succeeds: ${statuses}`);
  assert.deepEqual([...new Set(statuses)], ['connecting', 'reconnecting']);
  assert.deepEqual(errors, [], 'no error shown');

  // The fourth reaches the room's node: online, and the pause starts over.
  await serve(lastSocket(), joined);
  assert.equal(joins.length, 1);
  assert.equal(statuses[statuses.length - 1], 'open');
  assert.equal(connection.node, 'node-2');
  assert.equal(timers.length, 0);

  // The node loses the room: close code 4000, back after the first pause.
  lastSocket().serverClose(4000);
  assert.equal(statuses[statuses.length - 1], 'reconnecting');
  assert.equal(timers.length, 1);
  const { run, ms } = timers.shift();
  assert.ok(ms >= 200 && ms <= 300, `first pause after 4000: ${ms} ms`);
  run();
  await serve(lastSocket(), joined);
  assert.equal(joins.length, 2, 'joined again with the seat token');
  assert.equal(statuses[statuses.length - 1], 'open');
  assert.deepEqual(errors, []);
  connection.stop();
});

test('a server going away (1001) and a dropped connection take the same way', async () => {
  const { connection, statuses } = roomConnection();
  connection.start();
  await serve(lastSocket(), joined);
  // Three closes without a good join in between (the new connection drops
  // before it is even open): 250, 500, then 1000 ms, give or take the jitter.
  const pauses = [];
  for (const code of [1001, 1006, 1006]) {
    lastSocket().serverClose(code);
    assert.equal(statuses[statuses.length - 1], 'reconnecting');
    const { run, ms } = timers.shift();
    pauses.push(ms);
    run();
  }
  [250, 500, 1000].forEach((base, i) => assert.ok(pauses[i] >= base * 0.8 && pauses[i] <= base * 1.2, `pause ${i + 1}: ${pauses[i]} ms`));
  await serve(lastSocket(), joined);
  assert.equal(statuses[statuses.length - 1], 'open');
  connection.stop();
  assert.equal(statuses[statuses.length - 1], 'open');
  await settle();
  assert.equal(statuses[statuses.length - 1], 'closed');
  assert.equal(timers.length, 0, 'a stopped connection plans nothing');
});

test('a connection stopped while it waits to reconnect stays closed', async () => {
  const { connection } = roomConnection();
  connection.start();
  await serve(lastSocket(), joined);
  lastSocket().serverClose(4000);
  const count = FakeSocket.all.length;
  connection.stop();
  timers.shift().run();
  assert.equal(FakeSocket.all.length, count, 'no connection after stop()');
});
