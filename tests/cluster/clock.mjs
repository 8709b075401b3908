// A turn clock in a cluster (issue "games that wait for their players"): the
// node that holds a room is killed while the player to act is away; the
// clock must still run out, on another node, with nobody joining.
//   node clock.mjs PROXY_PORT DIR DATABASE_URL
// 1. Through the proxy: a Kanga room with a 5 s clock, seat 0 this script's,
//    a bot in seat 1, started; the script waits for its own turn, then leaves.
// 2. The node serving the room is killed (SIGKILL).
// 3. Nobody joins. Once its lease has run out, another node finds the room
//    in the store's wake index and claims it; the clock's bot moves for
//    seat 0: the move log gets a move played "by the clock".
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { joinThroughProxy, sleep } from './client.mjs';

const [proxyPort, dir, database] = process.argv.slice(2);
const say = (text) => console.log(`clock: ${text}`);
const sql = (query) => execFileSync('psql', ['-qAt', database, '-c', query], { encoding: 'utf8' }).trim();

const created = await (await fetch(`http://127.0.0.1:${proxyPort}/api/rooms`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${proxyPort}` },
  body: JSON.stringify({ game: 'kanga', turn_clock: { seconds: 5, bot: 'easy' } }),
})).json();
const room = created.room;
let player = await joinThroughProxy(proxyPort, room, { host_token: created.host_token });
const seated = await player.request({ type: 'take_seat', seat: 0, name: 'Away player' });
if (seated.type !== 'seat_taken') throw new Error(`take_seat: ${JSON.stringify(seated)}`);
const tokens = { seat_token: seated.seat_token, host_token: created.host_token };
for (const request of [{ type: 'add_bot', seat: 1, level: 'easy' }, { type: 'start' }]) {
  const answer = await player.request(request);
  if (answer.type !== 'ok') throw new Error(`${request.type}: ${JSON.stringify(answer)}`);
}
// Our turn, its deadline running (the bot may move first).
for (;;) {
  player.close();
  player = await joinThroughProxy(proxyPort, room, tokens);
  if ((player.view.to_act || []).includes(0) && Number.isFinite(player.view.room.turn_deadline)) break;
  await sleep(100);
}
const holder = player.node;
player.close();
const clockMoves = () => Number(sql(`SELECT count(*) FROM room_events WHERE code = '${room}' AND kind = 0 AND body LIKE '0:clock %'`));
const before = clockMoves();
const pid = Number(fs.readFileSync(path.join(dir, `${holder}.pid`), 'utf8'));
process.kill(pid, 'SIGKILL');
const killedAt = Date.now();
say(`room ${room}: seat 0 to act with a 5 s clock; ${holder}, which held it, killed`);

// A minute is far past the 2 s lease, the 1 s wake poll and the 5 s clock.
while (clockMoves() === before) {
  if (Date.now() - killedAt > 60000) {
    say(`FAILED: no move by the clock a minute after ${holder} was killed`);
    process.exit(1);
  }
  await sleep(200);
}
const owner = sql(`SELECT split_part(owner, '/', 1) FROM room_leases WHERE code = '${room}'`);
say(`the clock ran out on ${owner || 'another node'} ${Date.now() - killedAt} ms after the kill, nobody joining`);
fs.writeFileSync(path.join(dir, 'clock-victim'), holder);
process.exit(0);
