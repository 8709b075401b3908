#!/usr/bin/env node
// A complete kangaroom bot in one file, written from protocol/PROTOCOL.md only.
// It takes a seat, keeps its copy of the room view up to date from `snapshot`
// and `patch` messages, and whenever the view lists legal moves for it, plays
// one of them at random.
//
//   node random-bot.js --url ws://localhost:8080 --create kangaruse --option size=tiny --seats 2
//   node random-bot.js --url ws://localhost:8080 --room CODE
//
// It prints one JSON line per finished game: {"room","seat","scores","winners"}.
//
// When its connection ends it opens a new one and joins again with its
// tokens: after a lost connection (once it has a seat), a server going away
// (close code 1001) and, in a cluster, a room served by another node (a join
// answered `room_elsewhere`, close code 4000). It waits 250 ms first,
// doubling up to 2 s (with jitter), and gives up after 30 attempts in a row.
import WebSocket from 'ws';
import { pathToFileURL } from 'node:url';
import { applyPatch } from './json-patch.js';

// The pause before attempt `attempt` (1: the first since the last good join).
export function reconnectDelay(attempt, random = Math.random) {
  const base = Math.min(2000, 250 * 2 ** Math.min(Math.max(attempt - 1, 0), 16));
  return Math.round(base * (0.8 + 0.4 * random()));
}
const maxAttempts = 30;

// Plays `games` games in one seat and resolves with one result per game.
//   url:      the server, e.g. "ws://127.0.0.1:8080" ("/ws" is added)
//   room:     the room code to join, or
//   create:   {game, options, seats} to create a room (and be its host)
//   onRoom:   called with the room code once known (to invite other bots)
//   onFrame:  called with ("in" | "out", message) for every frame, for tests
export function runBot({ url, room = null, create = null, name = 'js-random', games = 1,
                         onRoom = () => {}, onFrame = () => {}, log = () => {} }) {
  return new Promise((resolve, reject) => {
    let socket = null;
    let nextId = 1;
    let hostToken = null;
    let seatToken = null;
    let attempts = 0;             // new connections since the last good join
    let elsewhere = false;        // we closed after room_elsewhere: come back
    let over = false;
    let seat = null;
    let nameTries = 0;            // name_taken answers so far
    let isHost = false;
    let version = null;           // the view version we hold
    let view = null;              // the room view (see "The room view")
    let actedAtVersion = -1;      // one request per version: never send twice for one state
    let moveInFlight = null;      // the id of our move awaiting its ok (one move at a time)
    const results = [];
    const recordedRounds = new Set();

    const send = (message) => {
      const frame = { ...message, id: nextId++ };
      onFrame('out', frame);
      socket.send(JSON.stringify(frame));
      return frame.id;
    };
    const fail = (error) => {
      over = true;
      socket.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };

    function connect() {
      // Naming the room in the URL lets the server serve this connection on
      // the room's own thread; the join request below is what joins.
      const socketUrl = new URL('/ws', url);
      if (room) socketUrl.searchParams.set('room', room);
      const current = new WebSocket(socketUrl.href);
      socket = current;
      current.on('open', () => send({ type: 'hello', protocol: 1, client: 'kangaroom-example-js' }));
      current.on('error', () => {});  // 'close' follows and decides
      current.on('close', (code) => {
        if (socket === current && !over) closed(code);
      });
      current.on('message', (data, isBinary) => {
        if (socket === current && !over) receive(data, isBinary);
      });
    }

    // Come back with the tokens, or give up.
    function closed(code) {
      const moved = elsewhere || code === 4000 || code === 1001;
      const why = elsewhere ? 'another node serves the room (room_elsewhere)'
        : code === 4000 ? 'the room moved to another node (4000)'
          : code === 1001 ? 'the server is going away (1001)' : `connection lost (${code})`;
      elsewhere = false;
      if (!room || (!seatToken && !moved)) {
        fail(new Error(`connection closed (${code}) before ${games} game(s) ended`));
        return;
      }
      attempts += 1;
      if (attempts > maxAttempts) {
        fail(new Error(`gave up reconnecting after ${maxAttempts} attempts (${code})`));
        return;
      }
      view = null;  // the join brings a snapshot
      version = null;
      actedAtVersion = -1;
      moveInFlight = null;  // its answer went with the connection
      if (seat === 'pending') seat = null;  // no answer came: sit down again
      const pause = reconnectDelay(attempts);
      log(`room ${room}: ${why}, reconnecting in ${pause} ms`);
      setTimeout(() => {
        if (!over) connect();
      }, pause);
    }

    function receive(data, isBinary) {
      if (isBinary) return fail(new Error('the server sent a binary frame'));
      const message = JSON.parse(data.toString());
      onFrame('in', message);
      switch (message.type) {
        case 'welcome':
          if (create && !room) send({ type: 'create_room', game: create.game, options: create.options, seats: create.seats });
          else {
            const join = { type: 'join', room };
            if (seatToken) join.seat_token = seatToken;
            if (hostToken) join.host_token = hostToken;
            send(join);
          }
          break;
        case 'room_created':
          room = message.room;
          hostToken = message.host_token;
          onRoom(room);
          send({ type: 'join', room, host_token: hostToken });
          break;
        case 'joined':
          isHost = message.host;
          attempts = 0;
          if (Number.isInteger(message.seat)) seat = message.seat;
          break;
        case 'snapshot':
          version = message.version;
          view = message.view;
          if (seat === null) {
            send({ type: 'take_seat', name });
            seat = 'pending';
          }
          act();
          break;
        case 'seat_changed':
          // The host swapped seats: our token now stands for this one.
          seat = message.seat;
          act();
          break;
        case 'seat_taken':
          seat = message.seat;
          seatToken = message.seat_token;
          log(`room ${room}: seat ${seat}`);
          act();
          break;
        case 'patch':
          if (version === null) break;  // a snapshot is on its way
          if (message.version !== version + 1) {
            // A version was skipped: ask for what we missed instead of guessing.
            send({ type: 'sync', version });
            break;
          }
          view = applyPatch(view, message.ops);
          version = message.version;
          act();
          break;
        case 'ok':
          // Our move's ok comes after the patch it caused: the next one now.
          if (message.id === moveInFlight) {
            moveInFlight = null;
            act();
          }
          break;
        case 'error':
          if (message.id === moveInFlight) moveInFlight = null;
          // In a cluster, another node serves the room right now: nothing
          // happened; a new connection (through the proxy) reaches it.
          if (message.code === 'room_elsewhere') {
            elsewhere = true;
            socket.close(1000);
            break;
          }
          // Requests can cross a state change (the game ended as we moved);
          // the next patch tells us what is true now. Anything else is a bug.
          if (message.code === 'name_taken' && seat === 'pending') {
            // Someone in the room has our name: sit down as "NAME 2", "NAME 3"...
            nameTries += 1;
            send({ type: 'take_seat', name: `${name} ${nameTries + 1}` });
            break;
          }
          if (!['not_your_turn', 'game_over', 'not_started'].includes(message.code)) {
            fail(new Error(`server error ${message.code}: ${message.message}`));
          }
          break;
        default:
          break;  // pong, chat: nothing to do
      }
    }

    connect();

    // Decides what to do in the current view; called after every change.
    function act() {
      if (view === null || typeof seat !== 'number' || actedAtVersion === version) return;
      const status = view.room.status;
      if (status === 'lobby' && isHost && view.room.seats.every((s) => s.taken)) {
        actedAtVersion = version;
        send({ type: 'start' });
      } else if (status === 'playing' && view.to_act.includes(seat) && view.legal_moves?.length) {
        // Until our last move's ok, a patch about something else (a player
        // coming back) still lists the moves it was chosen from.
        if (moveInFlight !== null) return;
        actedAtVersion = version;
        const move = view.legal_moves[Math.floor(Math.random() * view.legal_moves.length)];
        moveInFlight = send({ type: 'move', move });
      } else if (status === 'finished' && view.outcome) {
        const round = view.room.round;
        if (!recordedRounds.has(round)) {
          recordedRounds.add(round);
          const result = { room, seat, round, scores: view.outcome.scores, winners: view.outcome.winners };
          results.push(result);
          console.log(JSON.stringify(result));
        }
        if (results.length >= games) {
          over = true;
          socket.close(1000);
          resolve(results);
        } else if (isHost) {
          actedAtVersion = version;
          send({ type: 'rematch' });
        }
      }
    }
  });
}

function parseArguments(argv) {
  const args = { url: 'ws://127.0.0.1:8080', room: null, create: null, games: 1 };
  const options = {};
  let seats;
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case '--url': args.url = value; i++; break;
      case '--room': args.room = value; i++; break;
      case '--create': args.create = { game: value }; i++; break;
      case '--seats': seats = Number(value); i++; break;
      case '--games': args.games = Number(value); i++; break;
      case '--name': args.name = value; i++; break;
      case '--option': {
        const [key, raw] = value.split('=');
        options[key] = /^-?[0-9]+$/.test(raw) ? Number(raw) : raw === 'true' ? true : raw === 'false' ? false : raw;
        i++;
        break;
      }
      default:
        throw new Error(`unknown argument ${argv[i]}`);
    }
  }
  if (!args.room === !args.create) throw new Error('give exactly one of --room CODE and --create GAME');
  if (args.create) args.create = { ...args.create, options, ...(seats ? { seats } : {}) };
  return args;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const args = parseArguments(process.argv.slice(2));
    await runBot({ ...args, onRoom: (code) => console.error(`room ${code}`) });
  } catch (error) {
    console.error(`random-bot: ${error.message}`);
    process.exit(1);
  }
}
