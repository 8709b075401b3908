// The frozen node (issue "many machines"): a node stopped with SIGSTOP past
// its lease loses its rooms to the other nodes, and once resumed it must not
// accept a single move for them.
//   node frozen.mjs PROXY_PORT DIR    (DIR: the cluster's folder, scripts/cluster.sh)
// 1. Through the proxy: a Kanga room, seat 0 taken by this script, a bot in seat 1, started.
// 2. The node serving it is frozen (SIGSTOP); the player reconnects through the
//    proxy until another node serves the room (the lease ran out).
// 3. The frozen node is resumed (SIGCONT) and asked directly, with the seat's
//    token, for a move: it must not answer `ok` (it answers room_elsewhere,
//    or drops the room and closes with 4000).
// 4. Through the proxy the same move is accepted: the game goes on elsewhere.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../bots/examples/package.json'));
const WebSocket = require('ws');

const [proxyPort, dir] = process.argv.slice(2);
const say = (text) => console.log(`frozen: ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// One connection: requests with ids, answers awaited; the room view kept
// from snapshots (patches ignored: each step below asks again).
function connect(port, room) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws${room ? `?room=${room}` : ''}`, { headers: { origin: `http://127.0.0.1:${port}` } });
    const pending = new Map();
    let nextId = 1;
    const conn = {
      node: null,
      view: null,
      closed: null,
      request(message) {
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

const waitFor = async (check) => {
  while (!check()) await sleep(50);
};

// Joins `room` through the proxy with `tokens`, retrying as a client must
// (room_elsewhere, a refused or dropped connection), until a node serves it.
async function joinThroughProxy(room, tokens) {
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

const created = await (await fetch(`http://127.0.0.1:${proxyPort}/api/rooms`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${proxyPort}` },
  body: JSON.stringify({ game: 'kanga' }),
})).json();
const room = created.room;
let player = await joinThroughProxy(room, { host_token: created.host_token });
const seated = await player.request({ type: 'take_seat', seat: 0, name: 'Frozen test' });
if (seated.type !== 'seat_taken') throw new Error(`take_seat: ${JSON.stringify(seated)}`);
const seatToken = seated.seat_token;
const added = await player.request({ type: 'add_bot', seat: 1, level: 'easy' });
if (added.type !== 'ok') throw new Error(`add_bot: ${JSON.stringify(added)}`);
const started = await player.request({ type: 'start' });
if (started.type !== 'ok') throw new Error(`start: ${JSON.stringify(started)}`);
const servedBy = player.node;
say(`room ${room} is served by ${servedBy}`);

const pid = Number(fs.readFileSync(path.join(dir, `${servedBy}.pid`), 'utf8'));
const directPort = Number(fs.readFileSync(path.join(dir, `${servedBy}.port`), 'utf8'));
process.kill(pid, 'SIGSTOP');
const frozenAt = Date.now();
say(`${servedBy} frozen`);
let resumed = false;
const resume = () => {
  if (!resumed) process.kill(pid, 'SIGCONT');
  resumed = true;
};
process.on('exit', resume);

player.close();
const tokens = { seat_token: seatToken, host_token: created.host_token };
for (;;) {
  player = await joinThroughProxy(room, tokens);
  if (player.node !== servedBy) break;
  player.close();
  await sleep(250);
}
say(`room ${room} came back on ${player.node} after ${Date.now() - frozenAt} ms`);

// The room's move, as the new node lists it (Kanga: the bot moves at once
// after ours, so take the view of a fresh join when it is our turn).
const ourTurn = async (conn) => {
  for (;;) {
    const view = conn.view;
    if (view.room.status !== 'playing') throw new Error('the game ended before the check');
    if (view.to_act.includes(0) && view.legal_moves?.length) return view.legal_moves[0];
    conn.close();
    conn = await joinThroughProxy(room, tokens);
    player = conn;
  }
};
const move = await ourTurn(player);

resume();
say(`${servedBy} resumed; asking it directly for a move in ${room}`);
const direct = await connect(directPort, room);
const joined = await direct.request({ type: 'join', room, seat_token: seatToken });
let answer = joined;
if (joined.type === 'joined') answer = await direct.request({ type: 'move', move });
if (answer.type === 'ok') {
  console.log(`FAIL: the resumed node ${servedBy} accepted a move in ${room}, which it lost`);
  process.exit(1);
}
say(`the resumed node refused: ${JSON.stringify(answer.code ?? answer.type)}${answer.type === 'closed' ? ` (close ${answer.code})` : ''}`);
direct.close();

// Through the proxy, the move is still to be made, and it is accepted.
player = await joinThroughProxy(room, tokens);
const again = await ourTurn(player);
const through = await player.request({ type: 'move', move: again });
if (through.type !== 'ok') {
  console.log(`FAIL: through the proxy the move was refused: ${JSON.stringify(through)}`);
  process.exit(1);
}
say(`through the proxy ${player.node} accepted the move: the game goes on`);
player.close();
process.exit(0);
