// Two example bots play one 2-seat Kangaruse game through
// moving-room-proxy.js, a stand-in for a cluster that answers joins with
// `room_elsewhere` and closes a connection with 4000 (the room moved to
// another node) now and then. Both must come back with their tokens and
// finish the game; every frame they send or get must match the schemas.
//   node test/reconnect-test.js ws://PROXY_HOST:PORT
import { runBot, reconnectDelay } from '../random-bot.js';
import { loadSchemas } from './schemas.js';

const url = process.argv[2];
if (!url) {
  console.error('usage: node test/reconnect-test.js ws://PROXY_HOST:PORT');
  process.exit(2);
}

const schemas = loadSchemas();
const failures = [];
const lines = [];
let elsewhere = 0;
const watch = (label) => (direction, message) => {
  const problem = direction === 'in' ? schemas.serverMessage(message) : schemas.clientMessage(message);
  if (problem) failures.push(`${label} ${direction}: ${problem}: ${JSON.stringify(message).slice(0, 300)}`);
  if (direction === 'in' && message.type === 'error' && message.code === 'room_elsewhere') elsewhere += 1;
};
const log = (label) => (line) => lines.push(`${label}: ${line}`);

// The pause: 250, 500, 1000, then 2000 ms, each within 20%.
[250, 500, 1000, 2000, 2000].forEach((base, i) => {
  for (const random of [0, 0.5, 0.999]) {
    const pause = reconnectDelay(i + 1, () => random);
    if (pause < base * 0.8 || pause > base * 1.2) failures.push(`attempt ${i + 1}: a pause of ${pause} ms`);
  }
});

let guest = null;
try {
  const host = runBot({
    url,
    create: { game: 'kangaruse', options: { size: 'tiny' }, seats: 2 },
    name: 'js-host',
    onFrame: watch('host'),
    log: log('host'),
    onRoom: (room) => {
      guest = runBot({ url, room, name: 'js-guest', onFrame: watch('guest'), log: log('guest') });
    },
  });
  const [a] = await host;
  const [b] = await guest;
  if (a.room !== b.room || a.seat === b.seat) failures.push('the bots did not share one room');
  if (JSON.stringify(a.scores) !== JSON.stringify(b.scores)) failures.push('the bots saw different final scores');
} catch (error) {
  failures.push(`play failed: ${error.message}`);
}

const moved = lines.filter((line) => line.includes('(4000)')).length;
for (const line of lines.filter((l) => l.includes('reconnecting'))) console.log(`  ${line}`);
if (elsewhere < 1) failures.push('no join was answered room_elsewhere');
if (moved < 1) failures.push('no connection was closed with 4000');
if (failures.length) {
  console.error(`FAIL: ${failures.length} problem(s)`);
  for (const failure of failures.slice(0, 20)) console.error(`- ${failure}`);
  process.exit(1);
}
console.log(`PASS: ${elsewhere} joins answered room_elsewhere and ${moved} closes with 4000, the game finished`);
process.exit(0);
