#!/usr/bin/env node
// A stand-in for a cluster, for the bots' tests: a WebSocket proxy in front of
// one real kangaroom server that says what a cluster's nodes say when a room
// is served elsewhere (protocol/PROTOCOL.md, `room_elsewhere` and close code
// 4000), so that the clients' way back can be tested without PostgreSQL,
// HAProxy and several nodes:
//   - the first N `join`s are answered `room_elsewhere` by the proxy itself
//     (the server never sees them: nothing happened);
//   - every M-th move the server acknowledges (`ok`) is passed on, then that
//     connection is closed with 4000, as a node that lost the room does, and
//     the next R joins are answered `room_elsewhere` again (a handover).
// Everything else passes through unchanged, both ways, and plain HTTP
// requests (a finished round's replay) go to the server as they are.
//
//   node moving-room-proxy.js --server ws://127.0.0.1:PORT [--elsewhere N]
//                             [--moved-every M] [--elsewhere-after-move R]
//
// Prints "listening ws://127.0.0.1:PORT" once it accepts connections, and on
// SIGTERM or SIGINT one JSON line of what it did, then exits:
//   {"connections":9,"joins":8,"elsewhere":5,"moved":2,"acked_moves":9}
import http from 'node:http';
import { WebSocketServer, WebSocket } from 'ws';

function parseArguments(argv) {
  const args = { server: null, elsewhere: 0, movedEvery: 0, elsewhereAfterMove: 0 };
  for (let i = 0; i < argv.length; i += 2) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case '--server': args.server = value; break;
      case '--elsewhere': args.elsewhere = Number(value); break;
      case '--moved-every': args.movedEvery = Number(value); break;
      case '--elsewhere-after-move': args.elsewhereAfterMove = Number(value); break;
      default: throw new Error(`unknown argument ${argv[i]}`);
    }
  }
  if (!args.server) throw new Error('--server ws://HOST:PORT is required');
  return args;
}

const args = parseArguments(process.argv.slice(2));
const stats = { connections: 0, joins: 0, elsewhere: 0, moved: 0, acked_moves: 0 };
let refuseJoins = args.elsewhere;

// Close codes a program may send (1005 and 1006 only ever describe a close).
const sendable = (code) => code === 1000 || (code >= 1001 && code <= 1014 && code !== 1005 && code !== 1006) || (code >= 3000 && code <= 4999);

const target = new URL(args.server);
const httpServer = http.createServer((request, response) => {
  const forward = http.request(
    { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
    },
  );
  forward.on('error', () => {
    response.writeHead(502);
    response.end();
  });
  request.pipe(forward);
});
const proxy = new WebSocketServer({ server: httpServer });
proxy.on('connection', (client, request) => {
  stats.connections += 1;
  const upstream = new WebSocket(new URL(request.url, args.server).href);
  const waiting = [];           // client frames before the server connection is open
  const moveIds = new Set();    // ids of this connection's moves awaiting their ok
  let over = false;

  const end = (clientCode, reason) => {
    if (over) return;
    over = true;
    if (sendable(clientCode)) client.close(clientCode, reason);
    else client.terminate();
    if (upstream.readyState === WebSocket.OPEN) upstream.close(1000);
    else upstream.terminate();
  };

  client.on('message', (data, isBinary) => {
    if (over) return;
    let message = null;
    try {
      message = isBinary ? null : JSON.parse(data.toString());
    } catch {
      message = null;
    }
    if (message && message.type === 'join') {
      stats.joins += 1;
      if (refuseJoins > 0) {
        refuseJoins -= 1;
        stats.elsewhere += 1;
        const refusal = { type: 'error', code: 'room_elsewhere', message: 'another node serves this room right now' };
        if (message.id !== undefined) refusal.id = message.id;
        client.send(JSON.stringify(refusal));
        return;
      }
    }
    if (message && message.type === 'move' && message.id !== undefined) moveIds.add(message.id);
    if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
    else waiting.push({ data, isBinary });
  });

  upstream.on('open', () => {
    for (const { data, isBinary } of waiting.splice(0)) upstream.send(data, { binary: isBinary });
  });
  upstream.on('message', (data, isBinary) => {
    if (over) return;
    client.send(data, { binary: isBinary });
    let message = null;
    try {
      message = isBinary ? null : JSON.parse(data.toString());
    } catch {
      return;
    }
    if (message && message.type === 'ok' && moveIds.delete(message.id)) {
      stats.acked_moves += 1;
      if (args.movedEvery > 0 && stats.acked_moves % args.movedEvery === 0) {
        stats.moved += 1;
        refuseJoins += args.elsewhereAfterMove;
        end(4000, 'the room moved to another node');
      }
    }
  });
  upstream.on('close', (code, reason) => end(code, reason.toString()));
  upstream.on('error', () => end(1011, 'the server is unreachable'));
  client.on('close', () => end(1000, ''));
  client.on('error', () => end(1000, ''));
});

httpServer.listen(0, '127.0.0.1', () => {
  console.log(`listening ws://127.0.0.1:${httpServer.address().port}`);
});

const stop = () => {
  console.log(JSON.stringify(stats));
  for (const client of proxy.clients) client.terminate();
  proxy.close();
  httpServer.closeAllConnections();
  httpServer.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
