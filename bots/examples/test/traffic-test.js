// Plays one complete 2-seat Kangaruse game with two example bots against a
// real server and checks that every frame in both directions, and every view
// a client rebuilds from snapshot + patches, matches protocol/schemas/.
// A spectator connection also exercises ping, chat, sync and an error reply.
//   node test/traffic-test.js ws://127.0.0.1:PORT
import WebSocket from 'ws';
import { runBot } from '../random-bot.js';
import { applyPatch } from '../json-patch.js';
import { loadSchemas } from './schemas.js';

const url = process.argv[2];
if (!url) {
  console.error('usage: node test/traffic-test.js ws://HOST:PORT');
  process.exit(2);
}

const schemas = loadSchemas();
const failures = [];
const counts = new Map();  // "in patch" -> how many frames were validated

// Follows one connection's frames: validates each, and rebuilds the view the
// way a client does so that the views patches produce are checked too.
function recorder(label) {
  let view = null;
  let version = null;
  return (direction, message) => {
    const key = `${direction} ${message.type}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const problem = direction === 'in' ? schemas.serverMessage(message) : schemas.clientMessage(message);
    if (problem) failures.push(`${label} ${direction}: ${problem}\n  frame: ${JSON.stringify(message).slice(0, 400)}`);
    if (direction !== 'in') return;
    if (message.type === 'snapshot') {
      ({ view, version } = message);
    } else if (message.type === 'patch' && view !== null) {
      if (message.version !== version + 1) {
        failures.push(`${label}: patch version ${message.version} after ${version}`);
        return;
      }
      try {
        view = applyPatch(view, message.ops);
      } catch (error) {
        failures.push(`${label}: patch ${message.version} does not apply: ${error.message}`);
        return;
      }
      version = message.version;
      const viewProblem = schemas.roomView(view);
      if (viewProblem) failures.push(`${label}: view after patch ${version}: ${viewProblem}`);
    }
  };
}

// A bare connection that watches the room and sends a few requests that
// play does not: ping, chat, sync, and one the server must refuse.
function spectate(room) {
  const record = recorder('spectator');
  const socket = new WebSocket(new URL('/ws', url).href);
  const send = (message) => {
    record('out', message);
    socket.send(JSON.stringify(message));
  };
  const replies = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    record('in', message);
    if (message.id !== undefined && message.id !== null) replies.set(message.id, message);
    if (message.type === 'welcome') send({ type: 'join', room, id: 's1' });
    if (message.type === 'snapshot' && !replies.has('s2')) {
      send({ type: 'ping', id: 's2' });
      send({ type: 'chat', text: 'good luck, bots', id: 's3' });
      send({ type: 'sync', id: 's4' });
      send({ type: 'move', move: { action: 'stop' }, id: 's5' });  // a spectator may not move
    }
  });
  socket.on('open', () => send({ type: 'hello', protocol: 1, client: 'traffic-test spectator', id: 's0' }));
  return {
    close: () => socket.close(1000),
    replies,
  };
}

let spectator = null;
const host = runBot({
  url,
  create: { game: 'kangaruse', options: { size: 'tiny' }, seats: 2 },
  name: 'js-host',
  onFrame: recorder('host'),
  onRoom: (room) => {
    spectator = spectate(room);
    guest.start(room);
  },
});
const guest = {
  start(room) {
    this.done = runBot({ url, room, name: 'js-guest', onFrame: recorder('guest') });
  },
};

try {
  const hostResults = await host;
  const guestResults = await guest.done;
  // Give the spectator's last frames a moment to arrive, then stop it.
  await new Promise((r) => setTimeout(r, 200));
  spectator.close();

  const [a] = hostResults;
  const [b] = guestResults;
  if (a.room !== b.room) failures.push('the two bots played in different rooms');
  if (a.seat === b.seat) failures.push('both bots got the same seat');
  if (JSON.stringify(a.scores) !== JSON.stringify(b.scores)) failures.push('the bots saw different final scores');
  if (a.scores.length !== 2) failures.push(`expected 2 scores, got ${JSON.stringify(a.scores)}`);
  const best = Math.max(...a.scores);
  for (const w of a.winners) if (a.scores[w] !== best) failures.push(`winner ${w} does not have the best score`);
  if (spectator.replies.get('s2')?.type !== 'pong') failures.push('ping got no pong');
  if (spectator.replies.get('s5')?.type !== 'error') failures.push('a spectator move was not refused');
  if (spectator.replies.get('s3')?.type !== 'ok') failures.push('chat got no ok');
} catch (error) {
  failures.push(`play failed: ${error.message}`);
}

for (const [key, count] of [...counts].sort()) console.log(`${String(count).padStart(5)}  ${key}`);
if (failures.length) {
  // The same schema mismatch repeats on every frame: show each kind once.
  const distinct = [...new Set(failures.map((f) => f.replace(/^(host|guest|spectator)( in| out)?:/, '').replace(/\d+/g, 'N')))];
  console.error(`FAIL: ${failures.length} problem(s), ${distinct.length} distinct; the first of each:`);
  for (const kind of distinct.slice(0, 20)) {
    console.error(`- ${failures.find((f) => f.replace(/^(host|guest|spectator)( in| out)?:/, '').replace(/\d+/g, 'N') === kind)}`);
  }
  process.exit(1);
}
console.log('PASS: every frame and every rebuilt view matches protocol/schemas/');
process.exit(0);
