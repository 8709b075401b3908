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
import fs from 'node:fs';
import path from 'node:path';
import { connect, joinThroughProxy, sleep, startedKangaRoom } from './client.mjs';

const [proxyPort, dir] = process.argv.slice(2);
const say = (text) => console.log(`frozen: ${text}`);

const started = await startedKangaRoom(proxyPort);
const { room, tokens } = started;
let { player } = started;
const seatToken = tokens.seat_token;
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
for (;;) {
  player = await joinThroughProxy(proxyPort, room, tokens);
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
    conn = await joinThroughProxy(proxyPort, room, tokens);
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
player = await joinThroughProxy(proxyPort, room, tokens);
const again = await ourTurn(player);
const through = await player.request({ type: 'move', move: again });
if (through.type !== 'ok') {
  console.log(`FAIL: through the proxy the move was refused: ${JSON.stringify(through)}`);
  process.exit(1);
}
say(`through the proxy ${player.node} accepted the move: the game goes on`);
player.close();
process.exit(0);
