"use strict";
// The Colyseus peer of bench/peers/: one room type, "kanga", two seats,
// Kanga on a 7x7 board (kanga.js). The state is synced to both clients with
// @colyseus/schema. A move is a message "move" {at: [col, row]}; the room
// applies it and sends the state patch at once (broadcastPatch), instead of
// on Colyseus's default 50 ms patch clock, so that latency compares with
// kangaroom, which sends each move's patch as soon as it is made. A refused
// move is answered with a message "error" {code}. When a game ends the
// player of seat 0 (the host) may send "rematch": a new game in the room.
//
// Usage: node server.js [--port N]   (prints "listening PORT" when ready)

const { Server, Room } = require("@colyseus/core");
const { WebSocketTransport } = require("@colyseus/ws-transport");
const { Schema, ArraySchema, defineTypes } = require("@colyseus/schema");
const { Kanga, EDGE } = require("./kanga.js");

class Seat extends Schema {
  constructor() {
    super();
    this.taken = false;
    this.connected = false;
    this.name = "";
  }
}
defineTypes(Seat, { taken: "boolean", connected: "boolean", name: "string" });

class LastMove extends Schema {
  constructor() {
    super();
    this.seat = -1;
    this.at = new ArraySchema();
    this.captured = new ArraySchema(); // cell indices in reading order (row * size + col)
  }
}
defineTypes(LastMove, { seat: "int8", at: ["uint8"], captured: ["uint8"] });

class KangaState extends Schema {
  constructor(size) {
    super();
    this.size = size;
    this.status = "lobby";     // lobby, playing, finished
    this.round = 0;
    this.seats = new ArraySchema(new Seat(), new Seat());
    this.board = new ArraySchema(); // size*size: 0 empty, 1 black, 2 white
    for (let i = 0; i < size * size; i++) this.board.push(0);
    this.turn = -1;            // the seat to move, -1 when nobody is
    this.movesPlayed = 0;
    this.captures = new ArraySchema(0, 0);
    this.lastMove = new LastMove();
    this.winner = -1;
    this.endReason = "";
  }
}
defineTypes(KangaState, {
  size: "uint8", status: "string", round: "uint16", seats: [Seat], board: ["uint8"],
  turn: "int8", movesPlayed: "uint16", captures: ["uint16"], lastMove: LastMove,
  winner: "int8", endReason: "string",
});

class KangaRoom extends Room {
  onCreate(options) {
    const size = Number.isInteger(options && options.size) ? options.size : 7;
    this.maxClients = 2;
    this.game = new Kanga(size);
    this.state = new KangaState(size);
    this.patchRate = null; // patches go out right after each change
    this.onMessage("move", (client, message) => this.onMove(client, message));
    this.onMessage("rematch", (client) => this.onRematch(client));
    this.onMessage("*", (client) => client.send("error", { code: "unknown_type" }));
  }

  onJoin(client) {
    const seat = this.state.seats[0].taken ? 1 : 0;
    client.userData = { seat };
    const s = this.state.seats[seat];
    s.taken = true;
    s.connected = true;
    s.name = `Player ${seat + 1}`;
    if (this.state.seats[0].taken && this.state.seats[1].taken && this.state.status === "lobby") {
      this.startGame();
      this.lock();
    }
    this.broadcastPatch();
  }

  onLeave(client) {
    const seat = client.userData && client.userData.seat;
    if (seat === 0 || seat === 1) this.state.seats[seat].connected = false;
    this.broadcastPatch();
  }

  startGame() {
    const g = this.game;
    g.reset();
    const st = this.state;
    for (let i = 0; i < st.board.length; i++) st.board[i] = 0;
    st.status = "playing";
    st.round += 1;
    st.turn = 0;
    st.movesPlayed = 0;
    st.captures[0] = 0;
    st.captures[1] = 0;
    st.lastMove.seat = -1;
    st.lastMove.at.clear();
    st.lastMove.captured.clear();
    st.winner = -1;
    st.endReason = "";
  }

  refuse(client, code) {
    client.send("error", { code });
  }

  onMove(client, message) {
    const seat = client.userData.seat;
    if (this.state.status !== "playing") return this.refuse(client, "not_started");
    const at = message && message.at;
    if (!Array.isArray(at) || at.length !== 2) return this.refuse(client, "bad_move");
    const error = this.game.place(seat, at[0], at[1]);
    if (error) return this.refuse(client, error);
    this.copyMove();
    this.broadcastPatch();
  }

  // Mirrors the engine's move into the synced state: the placed stone, the
  // captured ones, the counters, and the end.
  copyMove() {
    const g = this.game, st = this.state, size = g.size;
    const last = g.last;
    const index = (cell) => g.rowOf(cell) * size + g.colOf(cell);
    st.board[index(last.cell)] = g.cells[last.cell];
    st.lastMove.seat = last.seat;
    st.lastMove.at.clear();
    st.lastMove.at.push(g.colOf(last.cell), g.rowOf(last.cell));
    st.lastMove.captured.clear();
    for (const c of last.captured) {
      st.board[index(c)] = 0;
      st.lastMove.captured.push(index(c));
    }
    st.captures[last.seat] = g.captures[last.seat];
    st.movesPlayed += 1;
    st.turn = g.turn;
    if (g.turn < 0) {
      st.status = "finished";
      st.winner = g.winner;
      st.endReason = g.endReason;
    }
  }

  onRematch(client) {
    if (client.userData.seat !== 0) return this.refuse(client, "not_host");
    if (this.state.status !== "finished") return this.refuse(client, "not_finished");
    this.startGame();
    this.broadcastPatch();
  }
}

function main() {
  let port = 2567;
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--port") port = Number(argv[++i]);
    else {
      console.error(`usage: node server.js [--port N]`);
      process.exit(2);
    }
  }
  const server = new Server({ transport: new WebSocketTransport(), greet: false });
  server.define("kanga", KangaRoom);
  server.listen(port, "127.0.0.1").then(() => console.log(`listening ${port}`));
  // Colyseus shuts down gracefully on SIGTERM and SIGINT by itself.
}

if (require.main === module) main();

module.exports = { KangaRoom, KangaState, EDGE };
