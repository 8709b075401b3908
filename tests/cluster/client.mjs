// A small protocol client for the cluster tests: connections with awaited
// requests, the room view from snapshots, and a join through the proxy that
// retries as a client must (room_elsewhere, a refused or dropped connection).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../bots/examples/package.json'));
const WebSocket = require('ws');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// One connection: requests with ids, answers awaited; the room view kept
// from snapshots (patches ignored: each step below asks again).
export function connect(port, room) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws${room ? `?room=${room}` : ''}`, { headers: { origin: `http://127.0.0.1:${port}` } });
    const pending = new Map();
    let nextId = 1;
    const conn = {
      node: null,
      view: null,
      closed: null,
      request(message) {
        // A closed connection answers nothing: say so at once.
        if (conn.closed !== null) return Promise.resolve({ type: 'closed', code: conn.closed });
        const id = nextId++;
        socket.send(JSON.stringify({ ...message, id }));
        return new Promise((done) => pending.set(id, done));
      },
      close: () => socket.close(),
    };
    socket.on('open', async () => {
      const welcome = await conn.request({ type: 'hello', protocol: 1, client: 'cluster-frozen-test' });
      conn.node = welcome.node;
      resolve(conn);
    });
    socket.on('message', (data) => {
      const message = JSON.parse(data);
      if (message.type === 'snapshot') conn.view = message.view;
      if (message.id !== undefined && pending.has(message.id)) {
        pending.get(message.id)(message);
        pending.delete(message.id);
      }
    });
    socket.on('close', (code) => {
      conn.closed = code;
      for (const done of pending.values()) done({ type: 'closed', code });
      pending.clear();
    });
    socket.on('error', reject);
  });
}

export const waitFor = async (check) => {
  while (!check()) await sleep(50);
};

// Joins `room` through the proxy with `tokens`, retrying as a client must
// (room_elsewhere, a refused or dropped connection), until a node serves it.
export async function joinThroughProxy(proxyPort, room, tokens) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const conn = await connect(proxyPort, room);
      const joined = await conn.request({ type: 'join', room, ...tokens });
      if (joined.type === 'joined') {
        await waitFor(() => conn.view !== null);
        return conn;
      }
      conn.close();
    } catch {
      // the proxy or a node refused the connection: try again
    }
    await sleep(Math.min(2000, 250 * 2 ** Math.min(attempt, 3)));
  }
}


// A Kanga room through the proxy, seat 0 taken by this client, a bot in
// seat 1, started: { room, player, tokens }.
export async function startedKangaRoom(proxyPort) {
  const created = await (await fetch(`http://127.0.0.1:${proxyPort}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${proxyPort}` },
    body: JSON.stringify({ game: 'kanga' }),
  })).json();
  const room = created.room;
  const player = await joinThroughProxy(proxyPort, room, { host_token: created.host_token });
  const seated = await player.request({ type: 'take_seat', seat: 0, name: 'Cluster test' });
  if (seated.type !== 'seat_taken') throw new Error(`take_seat: ${JSON.stringify(seated)}`);
  const added = await player.request({ type: 'add_bot', seat: 1, level: 'easy' });
  if (added.type !== 'ok') throw new Error(`add_bot: ${JSON.stringify(added)}`);
  const started = await player.request({ type: 'start' });
  if (started.type !== 'ok') throw new Error(`start: ${JSON.stringify(started)}`);
  return { room, player, tokens: { seat_token: seated.seat_token, host_token: created.host_token } };
}
