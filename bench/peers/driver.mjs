// bench/peers/driver.mjs: plays Kanga (7x7, 2 seats) on one server, kangaroom
// or the Colyseus peer, and reports moves per second, the server's CPU time
// per accepted move and move latency percentiles. README.md says what it
// measures; compare.sh runs it on both servers.
//
//   node driver.mjs --server colyseus|kangaroom [--kangaroom PATH] [--data-dir DIR]
//                   [--rooms N] [--seconds S] [--warmup-seconds W] [--label TEXT]
//
// It starts the server itself on a free port, makes R rooms of 2 seats (one
// WebSocket each), and every seat sends a random legal move as soon as it is
// its turn; the host rematches as soon as a game ends. Last line of output:
//   RESULT label=... rooms=... moves=... moves_per_s=... cpu_us_per_move=... p50_ms=... p99_ms=...

import { spawn, execSync } from "node:child_process";
import { createRequire } from "node:module";
import { readFileSync, openSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "colyseus", "package.json"));
const WebSocket = require("ws");
const Colyseus = require("colyseus.js");
const { Kanga } = require("./kanga.js");

const args = {
  server: "", kangaroom: "", dataDir: "", rooms: 50, seconds: 15, warmup: 3,
  label: "", setupParallel: 20, serverLog: "/dev/null", checkRules: false,
};
{
  const argv = process.argv.slice(2);
  const flags = {
    "--server": (v) => (args.server = v), "--kangaroom": (v) => (args.kangaroom = v),
    "--data-dir": (v) => (args.dataDir = v), "--rooms": (v) => (args.rooms = Number(v)),
    "--seconds": (v) => (args.seconds = Number(v)), "--warmup-seconds": (v) => (args.warmup = Number(v)),
    "--label": (v) => (args.label = v), "--server-log": (v) => (args.serverLog = v),
    "--check-rules": (v) => (args.checkRules = v === "1"),
    "--setup-parallel": (v) => (args.setupParallel = Number(v)),
  };
  for (let i = 0; i < argv.length; i++) {
    const set = flags[argv[i]];
    if (!set || i + 1 >= argv.length) {
      console.error("usage: node driver.mjs --server colyseus|kangaroom [--kangaroom PATH] [--data-dir DIR] " +
        "[--rooms N] [--seconds S] [--warmup-seconds W] [--label TEXT] [--setup-parallel N] [--server-log FILE] [--check-rules 1]");
      process.exit(2);
    }
    set(argv[++i]);
  }
  if (args.server !== "colyseus" && args.server !== "kangaroom") {
    console.error("driver: --server must be colyseus or kangaroom");
    process.exit(2);
  }
  if (args.server === "kangaroom" && !args.kangaroom) {
    console.error("driver: --server kangaroom needs --kangaroom PATH");
    process.exit(2);
  }
  if (!args.label) args.label = args.server + (args.dataDir ? "-data-dir" : "");
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

// The measurement: moves accepted and their latencies, counted only while
// the window is open.
const stats = { open: false, moves: 0, latencies: [], errors: 0, games: 0, closed: 0,
  checked: 0, mismatches: 0 };
function accepted(latencyMs) {
  if (!stats.open) return;
  stats.moves++;
  stats.latencies.push(latencyMs);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = s.address().port;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

const ticksPerSecond = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;
function cpuSeconds(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

async function startServer(port) {
  let child;
  // The server's output goes to --server-log (default /dev/null), as a
  // deployed server's goes to a file.
  const log = openSync(args.serverLog, "w");
  if (args.server === "colyseus") {
    child = spawn(process.execPath, [path.join(here, "colyseus", "server.js"), "--port", String(port)],
      { stdio: ["ignore", log, log], cwd: path.join(here, "colyseus") });
  } else {
    const words = ["--bind", "127.0.0.1", "--port", String(port),
      "--max-connections-per-address", "1000000", "--max-rooms-per-address", "1000000",
      "--http-rate-per-address", "1000000", "--http-burst-per-address", "1000000",
      "--rematch-interval-ms", "0", "--max-connections", "20000", "--max-rooms", "20000",
      // Each seat moves as fast as the server answers, far above the default
      // 30 messages a second per connection.
      "--rate-per-second", "1000000", "--rate-burst", "1000000"];
    if (args.dataDir) words.push("--data-dir", args.dataDir);
    child = spawn(args.kangaroom, words, { stdio: ["ignore", log, log] });
  }
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`driver: the server exited (${code ?? signal})`);
      process.exit(1);
    }
  });
  const probe = args.server === "colyseus" ? "/matchmake/" : "/healthz";
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}${probe}`);
      await r.text();
      if (r.status < 500) return child;
    } catch { /* not yet */ }
    await sleep(50);
  }
  throw new Error("the server did not answer within 10 s");
}
let stopping = false;

// ---- kangaroom: the protocol of protocol/PROTOCOL.md ----

function pointer(path) {
  return path.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
}
// RFC 6902 add, remove and replace (the only ops the server emits).
function applyPatch(doc, ops) {
  for (const op of ops) {
    const keys = pointer(op.path);
    if (keys.length === 0) {
      if (op.op === "remove") doc = null; else doc = op.value;
      continue;
    }
    let parent = doc;
    for (let i = 0; i < keys.length - 1; i++) parent = parent[keys[i]];
    const key = keys[keys.length - 1];
    if (Array.isArray(parent)) {
      const index = key === "-" ? parent.length : Number(key);
      if (op.op === "add") parent.splice(index, 0, op.value);
      else if (op.op === "remove") parent.splice(index, 1);
      else parent[index] = op.value;
    } else if (op.op === "remove") delete parent[key];
    else parent[key] = op.value;
  }
  return doc;
}

// --check-rules 1 (kangaroom only): the peer's rules (colyseus/kanga.js)
// list the legal placements of the position kangaroom's view shows, and
// they are compared with the view's legal_moves.
function checkRules(view, seat) {
  const rows = view.game.board;
  const state = { size: rows.length, board: [] };
  for (const row of rows) for (const ch of row) state.board.push(ch === "b" ? 1 : ch === "w" ? 2 : 0);
  const ours = legalFromState(state, seat).map((at) => at.join(",")).sort().join(" ");
  const theirs = view.legal_moves.filter((m) => m.type === "place").map((m) => m.at.join(",")).sort().join(" ");
  stats.checked++;
  if (ours !== theirs) {
    if (stats.mismatches++ < 3) console.error(`driver: rules differ on ${JSON.stringify(rows)}: ${ours} | ${theirs}`);
  }
}

class KangaroomSeat {
  constructor(url, room, seat, hostToken, onSeated) {
    this.room = room;
    this.seat = seat;
    this.host = seat === 0;
    this.view = null;
    this.version = 0;
    this.nextId = 1;
    this.pending = 0;        // id of the move awaiting its answer
    this.sentAt = 0;
    this.awaitingPatch = false;
    this.rematchedRound = -1;
    this.onSeated = onSeated;
    this.ws = new WebSocket(`${url}/ws?room=${room}`, { perMessageDeflate: false });
    this.ws.on("open", () => {
      this.send({ type: "join", room, ...(hostToken ? { host_token: hostToken } : {}) });
      this.send({ type: "take_seat", seat });
    });
    this.ws.on("message", (data) => this.receive(JSON.parse(data.toString())));
    this.ws.on("close", () => { stats.closed++; });
    this.ws.on("error", (e) => console.error("driver: kangaroom socket:", e.message));
  }

  send(message) {
    const id = this.nextId++;
    this.ws.send(JSON.stringify({ ...message, id }));
    return id;
  }

  receive(m) {
    switch (m.type) {
      case "snapshot":
        if (m.version >= this.version) { this.view = m.view; this.version = m.version; }
        break;
      case "patch":
        if (m.version <= this.version) return;
        if (m.version !== this.version + 1 || !this.view) {
          this.send({ type: "sync", version: this.version });
          return;
        }
        this.view = applyPatch(this.view, m.ops);
        this.version = m.version;
        if (this.awaitingPatch) {
          this.awaitingPatch = false;
          accepted(now() - this.sentAt);
        }
        break;
      case "seat_taken":
        this.onSeated();
        return;
      case "ok":
        if (m.id === this.pending) this.pending = 0;
        break;
      case "error":
        if (m.id === this.pending) {
          this.pending = 0;
          this.awaitingPatch = false;
          stats.errors++;
        } else if (m.code === "rematch_too_soon" || m.code === "start_failed") {
          this.rematchedRound = -1;
        } else if (m.code !== "already_started") {
          console.error(`driver: kangaroom error ${m.code}: ${m.message}`);
        }
        break;
      default:
        return;
    }
    this.act();
  }

  act() {
    const v = this.view;
    if (!v || this.pending) return;
    const status = v.room.status;
    if (status === "finished" && this.host && this.rematchedRound !== v.room.round) {
      this.rematchedRound = v.room.round;
      stats.games++;
      this.send({ type: "rematch" });
      return;
    }
    if (status !== "playing" || !v.legal_moves || v.legal_moves.length === 0) return;
    if (args.checkRules) checkRules(v, this.seat);
    const move = v.legal_moves[(Math.random() * v.legal_moves.length) | 0];
    this.sentAt = now();
    this.awaitingPatch = true;
    this.pending = this.send({ type: "move", move });
  }
}

async function kangaroomRoom(port) {
  const r = await fetch(`http://127.0.0.1:${port}/api/rooms`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ game: "kanga", options: { size: 7 }, seats: 2 }),
  });
  const created = await r.json();
  if (!created.room) throw new Error(`create room: ${JSON.stringify(created)}`);
  const url = `ws://127.0.0.1:${port}`;
  let seated = 0;
  let host;
  await new Promise((resolve) => {
    const onSeated = () => { if (++seated === 2) resolve(); };
    host = new KangaroomSeat(url, created.room, 0, created.host_token, onSeated);
    new KangaroomSeat(url, created.room, 1, null, onSeated);
  });
  host.send({ type: "start" });
}

// ---- Colyseus: the peer's room (colyseus/server.js) ----

// The client's copy of the rules, to list the legal placements from the
// synced board (the peer's state does not carry them; kangaroom's view does).
const mirror = new Kanga(7);
function legalFromState(state, seat) {
  const size = state.size;
  if (mirror.size !== size) throw new Error("the driver's mirror is 7x7");
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) mirror.cells[mirror.cell(col, row)] = state.board[row * size + col];
  mirror.turn = seat;
  return mirror.legalCells().map((c) => [mirror.colOf(c), mirror.rowOf(c)]);
}

class ColyseusSeat {
  constructor(room, seat) {
    this.room = room;
    this.seat = seat;
    this.host = seat === 0;
    this.pending = false;
    this.sentAt = 0;
    this.sentRound = 0;
    this.sentMoves = 0;
    this.rematchedRound = -1;
    room.onStateChange((state) => this.changed(state));
    room.onMessage("error", (m) => {
      stats.errors++;
      if (m.code !== "not_finished") this.pending = false;
      this.act(room.state);
    });
    room.onLeave(() => { stats.closed++; });
  }

  changed(state) {
    if (this.pending && (state.round !== this.sentRound || state.movesPlayed > this.sentMoves)) {
      this.pending = false;
      accepted(now() - this.sentAt);
    }
    this.act(state);
  }

  act(state) {
    if (this.pending || !state || !state.board) return;
    if (state.status === "finished" && this.host && this.rematchedRound !== state.round) {
      this.rematchedRound = state.round;
      stats.games++;
      this.room.send("rematch");
      return;
    }
    if (state.status !== "playing" || state.turn !== this.seat) return;
    const legal = legalFromState(state, this.seat);
    if (legal.length === 0) return;
    const at = legal[(Math.random() * legal.length) | 0];
    this.pending = true;
    this.sentAt = now();
    this.sentRound = state.round;
    this.sentMoves = state.movesPlayed;
    this.room.send("move", { at });
  }
}

async function colyseusRoom(port) {
  const client = new Colyseus.Client(`ws://127.0.0.1:${port}`);
  const first = await client.create("kanga", { size: 7 });
  const second = await client.joinById(first.roomId);
  new ColyseusSeat(first, 0);
  new ColyseusSeat(second, 1);
}

// ---- the run ----

async function main() {
  const port = await freePort();
  const child = await startServer(port);
  const makeRoom = args.server === "colyseus" ? colyseusRoom : kangaroomRoom;
  const t0 = now();
  for (let made = 0; made < args.rooms;) {
    const batch = [];
    for (let i = 0; i < args.setupParallel && made < args.rooms; i++, made++) batch.push(makeRoom(port));
    await Promise.all(batch);
  }
  const setup = (now() - t0) / 1000;
  await sleep(args.warmup * 1000);
  const cpu0 = cpuSeconds(child.pid);
  const w0 = now();
  stats.open = true;
  await sleep(args.seconds * 1000);
  stats.open = false;
  const cpu1 = cpuSeconds(child.pid);
  const elapsed = (now() - w0) / 1000;
  const driverCpu = process.cpuUsage();
  stopping = true;
  child.kill("SIGTERM");

  const lat = stats.latencies.sort((a, b) => a - b);
  const pct = (p) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] : NaN);
  const cpuUs = stats.moves ? ((cpu1 - cpu0) * 1e6) / stats.moves : NaN;
  console.error(`driver: ${args.label}: setup ${setup.toFixed(1)} s, window ${elapsed.toFixed(1)} s, ` +
    `server cpu ${(cpu1 - cpu0).toFixed(2)} s, rematches ${stats.games}, refused ${stats.errors}, ` +
    `closed ${stats.closed}, ${args.checkRules ? `rules checked ${stats.checked} mismatches ${stats.mismatches}, ` : ""}` +
    `driver cpu ${((driverCpu.user + driverCpu.system) / 1e6).toFixed(1)} s`);
  console.log(`RESULT label=${args.label} rooms=${args.rooms} moves=${stats.moves} ` +
    `moves_per_s=${(stats.moves / elapsed).toFixed(0)} cpu_us_per_move=${cpuUs.toFixed(1)} ` +
    `p50_ms=${pct(0.5).toFixed(2)} p99_ms=${pct(0.99).toFixed(2)}`);
  await sleep(300);
  process.exit(0);
}

main().catch((e) => {
  console.error("driver:", e && e.stack ? e.stack : e);
  process.exit(1);
});
