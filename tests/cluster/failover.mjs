// How long a dead node's rooms take to come back (a benchmark, bench/README.md
// "Cluster"): ROOMS Kanga rooms are started through the proxy, the node
// serving the most of them is killed (SIGKILL), and each of its rooms is
// joined again through the proxy, as a client would (retries after 100 ms),
// until another node serves it. Prints the times from the kill, per room and
// as median and worst, as one JSON line.
//   node failover.mjs PROXY_PORT DIR [ROOMS] [SIGNAL]   (SIGNAL: SIGKILL, or SIGTERM for a drain)
import fs from 'node:fs';
import path from 'node:path';
import { connect, sleep, startedKangaRoom } from './client.mjs';

const [proxyPort, dir, roomsArg, signalArg] = process.argv.slice(2);
const signal = signalArg || 'SIGKILL';
const count = Number(roomsArg || 12);

const rooms = [];
for (let i = 0; i < count; i += 1) rooms.push(await startedKangaRoom(proxyPort));
const byNode = new Map();
for (const started of rooms) {
  started.player.close();
  byNode.set(started.player.node, [...(byNode.get(started.player.node) || []), started]);
}
const [victim, lost] = [...byNode.entries()].sort((a, b) => b[1].length - a[1].length)[0];
const pid = Number(fs.readFileSync(path.join(dir, `${victim}.pid`), 'utf8'));
process.kill(pid, signal);
const killedAt = Date.now();

// Joins until a node serves the room; a short fixed retry measures the
// cluster, not a client's backoff.
async function backAfter(started) {
  for (;;) {
    try {
      const conn = await connect(proxyPort, started.room);
      const joined = await conn.request({ type: 'join', room: started.room, ...started.tokens });
      conn.close();
      if (joined.type === 'joined' && conn.node !== victim) return Date.now() - killedAt;
    } catch {
      // refused while HAProxy still sends the code to the dead node
    }
    await sleep(100);
  }
}
const times = (await Promise.all(lost.map(backAfter))).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(JSON.stringify({ signal, stopped: victim, rooms: times.length, median_ms: median, worst_ms: times[times.length - 1], times_ms: times }));
process.exit(0);
