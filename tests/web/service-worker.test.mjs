// The service worker (web-client/sw.js) and the web app manifest, without a
// browser: sw.js runs in a node `vm` with a stand-in `self`, an in-memory
// Cache Storage and a fake server, so that what it answers from the cache,
// what it never touches (/api, /ws, /metrics, /healthz, queries), how a new
// version of the client takes over (at a page load, whole), and what a push
// message shows are checked event by event. tests/browser/web-app.test.mjs
// runs the same worker in Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web-client');
const source = readFileSync(path.join(client, 'sw.js'), 'utf8');
const origin = 'https://kangaroom.test';

// A fake server: files by path, each with an ETag that changes with its body.
function fakeServer(files) {
  const server = { files: { ...files }, requests: [] };
  server.fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : input.url, origin);
    server.requests.push(url.pathname);
    const body = server.files[url.pathname];
    const response = body === undefined
      ? new Response('not found\n', { status: 404 })
      : new Response(body, { status: 200, headers: { etag: `"${Buffer.from(body).toString('hex').slice(0, 16)}-${body.length}"`, 'content-type': url.pathname.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript' } });
    // Same-origin answers are "basic" in a browser.
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  };
  return server;
}

// Cache Storage in memory (what sw.js uses of it).
function memoryCaches() {
  const stores = new Map();
  const keyOf = (request) => new URL(typeof request === 'string' ? request : request.url, origin).href;
  const cacheFor = (name) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name);
    return {
      match: async (request) => entries.get(keyOf(request))?.clone(),
      put: async (request, response) => {
        const copy = response.clone();
        Object.defineProperty(copy, 'type', { value: response.type });
        entries.set(keyOf(request), copy);
      },
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  };
  return {
    stores,
    open: async (name) => cacheFor(name),
    has: async (name) => stores.has(name),
    delete: async (name) => stores.delete(name),
    keys: async () => [...stores.keys()],
    // What a cache holds: {path: body}.
    async contents(name) {
      const out = {};
      for (const [url, response] of stores.get(name) || []) out[new URL(url).pathname] = await response.clone().text();
      return out;
    },
  };
}

// sw.js, loaded: its listeners, and helpers to send it events.
function loadWorker({ files = {}, windows = [] } = {}) {
  const server = fakeServer(files);
  const caches = memoryCaches();
  const listeners = {};
  const shown = [];
  const opened = [];
  const focused = [];
  const self = {
    location: new URL('/sw.js', origin),
    addEventListener: (type, listener) => {
      listeners[type] = listener;
    },
    skipWaiting: async () => {},
    registration: { showNotification: async (title, options) => shown.push({ title, options }) },
    clients: {
      claim: async () => {},
      matchAll: async () => windows.map((url) => ({ url, focus: async () => focused.push(url) })),
      openWindow: async (url) => opened.push(url),
    },
  };
  // Relative addresses resolve against the worker's, as in a browser.
  class WorkerRequest extends Request {
    constructor(input, init) {
      super(typeof input === 'string' ? new URL(input, origin).href : input, init);
    }
  }
  const context = vm.createContext({ self, caches, fetch: server.fetch, Request: WorkerRequest, Response, URL, console });
  vm.runInContext(source, context, { filename: 'sw.js' });

  // Dispatches a fetch event; returns the answer (or null when the worker
  // left the request to the network) after every waitUntil has settled.
  async function request(address, { mode = 'cors', method = 'GET' } = {}) {
    const pending = [];
    let answer = null;
    const event = {
      request: { url: new URL(address, origin).href, method, mode },
      respondWith: (promise) => {
        answer = promise;
      },
      waitUntil: (promise) => pending.push(promise),
    };
    listeners.fetch(event);
    const response = answer ? await answer : null;
    await Promise.all(pending);
    return response ? response.text() : null;
  }
  async function lifecycle(type) {
    const pending = [];
    listeners[type]({ waitUntil: (promise) => pending.push(promise) });
    await Promise.all(pending);
  }
  async function event(type, fields) {
    const pending = [];
    listeners[type]({ ...fields, waitUntil: (promise) => pending.push(promise) });
    await Promise.all(pending);
  }
  return { server, caches, listeners, shown, opened, focused, request, lifecycle, event };
}

const files = {
  '/index.html': '<!doctype html>shell v1',
  '/css/app.css': 'css v1',
  '/js/app.js': 'app v1',
  '/js/pages/room.js': 'room v1',
  '/games/kanga/view.js': 'kanga v1',
  '/manifest.webmanifest': '{}',
  '/icons/icon.svg': '<svg/>',
  '/icons/icon-192.png': 'png',
};

test('installing keeps the shell; a page of the client is answered with it', async () => {
  const worker = loadWorker({ files });
  await worker.lifecycle('install');
  await worker.lifecycle('activate');
  assert.deepEqual(Object.keys(await worker.caches.contents('kangaroom-v1')).sort(), ['/css/app.css', '/icons/icon-192.png', '/icons/icon.svg', '/index.html', '/js/app.js', '/manifest.webmanifest']);
  for (const page of ['/', '/games', '/r/abcdefgh', '/r/abcdefgh/replay?round=2', '/how-to-play/kanga', '/index.html']) {
    assert.equal(await worker.request(page, { mode: 'navigate' }), '<!doctype html>shell v1', page);
  }
  // Another address is the server's to answer (its 404 page, say).
  assert.equal(await worker.request('/no-such-page', { mode: 'navigate' }), null);
  assert.equal(await worker.request('/api/games', { mode: 'navigate' }), null);
});

test('the API, the WebSocket, metrics, health, replays and queries never touch the cache', async () => {
  const worker = loadWorker({ files });
  await worker.lifecycle('install');
  for (const address of ['/api/games', '/api/seats', '/api/rooms/abcdefgh/replay', '/api/rooms/abcdefgh/replay?page=2', '/ws', '/ws?room=abc', '/metrics', '/healthz', '/js/app.js?v=2', '/README.md', 'https://elsewhere.test/js/app.js']) {
    assert.equal(await worker.request(address), null, address);
  }
  assert.equal(await worker.request('/api/seats', { method: 'POST' }), null);
  assert.equal(await worker.request('/js/app.js', { method: 'POST' }), null);
  for (const name of worker.caches.stores.keys()) {
    for (const url of worker.caches.stores.get(name).keys()) assert.doesNotMatch(new URL(url).pathname, /^\/(api|ws|metrics|healthz)/);
  }
});

test('static files: from the cache once fetched, checked again in the background', async () => {
  const worker = loadWorker({ files });
  await worker.lifecycle('install');
  worker.server.requests.length = 0;
  assert.equal(await worker.request('/games/kanga/view.js'), 'kanga v1');
  assert.deepEqual(worker.server.requests, ['/games/kanga/view.js']);
  assert.equal((await worker.caches.contents('kangaroom-v1'))['/games/kanga/view.js'], 'kanga v1');
  worker.server.requests.length = 0;
  assert.equal(await worker.request('/games/kanga/view.js'), 'kanga v1');
  // Answered from the cache, and asked again once behind it: unchanged, nothing more.
  assert.deepEqual(worker.server.requests, ['/games/kanga/view.js']);
  assert.equal(await worker.caches.has('kangaroom-v1-next'), false);
  // A file the server does not have is not kept.
  assert.equal(await worker.request('/js/gone.js'), 'not found\n');
  assert.equal('/js/gone.js' in (await worker.caches.contents('kangaroom-v1')), false);
});

test('a new version of the client takes over whole, at the next page load', async () => {
  const worker = loadWorker({ files });
  await worker.lifecycle('install');
  await worker.lifecycle('activate');
  await worker.request('/js/pages/room.js');
  await worker.request('/games/kanga/view.js');
  // The server gets a new client.
  Object.assign(worker.server.files, { '/index.html': '<!doctype html>shell v2', '/js/app.js': 'app v2', '/games/kanga/view.js': 'kanga v2' });
  // The page open now keeps the files it started with...
  assert.equal(await worker.request('/js/app.js'), 'app v1');
  assert.equal(await worker.request('/games/kanga/view.js'), 'kanga v1');
  assert.equal(await worker.request('/js/pages/room.js'), 'room v1');
  // ...while every file is fetched anew beside them.
  const next = await worker.caches.contents('kangaroom-v1-next');
  assert.equal(next['/js/app.js'], 'app v2');
  assert.equal(next['/games/kanga/view.js'], 'kanga v2');
  assert.equal(next['/js/pages/room.js'], 'room v1');
  // The next page load has the new version throughout.
  assert.equal(await worker.request('/r/abcdefgh', { mode: 'navigate' }), '<!doctype html>shell v2');
  assert.equal(await worker.caches.has('kangaroom-v1-next'), false);
  assert.equal(await worker.request('/js/app.js'), 'app v2');
  assert.equal(await worker.request('/games/kanga/view.js'), 'kanga v2');
  assert.equal(await worker.request('/js/pages/room.js'), 'room v1');
});

test('a new CACHE_VERSION drops the caches of the old one', async () => {
  const worker = loadWorker({ files });
  await worker.caches.open('kangaroom-v0');
  await worker.caches.open('kangaroom-v0-next');
  await worker.caches.open('someone-elses');
  await worker.lifecycle('install');
  await worker.lifecycle('activate');
  assert.deepEqual((await worker.caches.keys()).sort(), ['kangaroom-v1', 'someone-elses']);
});

// A push event's data, as the browser hands it over.
const pushData = (value) => ({ json: () => JSON.parse(value), text: () => value });

test('a push message shows a notification: title, body, tag, and the address it opens', async () => {
  const worker = loadWorker();
  await worker.event('push', { data: pushData(JSON.stringify({ title: 'Your turn in Kanga', body: 'Ana moved. Room abcdefgh', url: '/r/abcdefgh', tag: 'turn-abcdefgh' })) });
  assert.equal(worker.shown.length, 1);
  const [{ title, options }] = worker.shown;
  assert.equal(title, 'Your turn in Kanga');
  assert.equal(options.body, 'Ana moved. Room abcdefgh');
  assert.equal(options.tag, 'turn-abcdefgh');
  assert.equal(options.renotify, true);
  assert.equal(options.data.url, `${origin}/r/abcdefgh`);
  assert.equal(options.icon, '/icons/icon-192.png');
  // The icons it names are the client's.
  for (const icon of [options.icon, options.badge]) assert.ok(existsSync(path.join(client, icon)), icon);
});

test('a push message without JSON, or with an address elsewhere, still shows something safe', async () => {
  const worker = loadWorker();
  await worker.event('push', { data: pushData('plain words') });
  await worker.event('push', { data: null });
  await worker.event('push', { data: pushData(JSON.stringify({ title: 'x', url: 'https://evil.test/r/abc' })) });
  await worker.event('push', { data: pushData(JSON.stringify({ title: 7, url: 'javascript:alert(1)' })) });
  assert.deepEqual(
    worker.shown.map(({ title, options }) => [title, options.body, options.data.url, options.tag]),
    [
      ['kangaroom', 'plain words', `${origin}/`, undefined],
      ['kangaroom', '', `${origin}/`, undefined],
      ['x', '', `${origin}/`, undefined],
      ['kangaroom', '', `${origin}/`, undefined],
    ],
  );
  // No tag, no renotify (the browser refuses renotify without a tag).
  assert.ok(worker.shown.every(({ options }) => !('renotify' in options)));
});

test("a click on the notification focuses the room's open tab, or opens one", async () => {
  const click = (worker, url) => {
    const closed = [];
    return worker.event('notificationclick', { notification: { data: { url }, close: () => closed.push(url) } }).then(() => closed);
  };
  const withTab = loadWorker({ windows: [`${origin}/games`, `${origin}/r/abcdefgh#3`] });
  assert.deepEqual(await click(withTab, `${origin}/r/abcdefgh`), [`${origin}/r/abcdefgh`]);
  assert.deepEqual(withTab.focused, [`${origin}/r/abcdefgh#3`]);
  assert.deepEqual(withTab.opened, []);

  const without = loadWorker({ windows: [`${origin}/games`, `${origin}/r/abcdefgh/replay`] });
  await click(without, `${origin}/r/abcdefgh`);
  assert.deepEqual(without.focused, []);
  assert.deepEqual(without.opened, [`${origin}/r/abcdefgh`]);

  const elsewhere = loadWorker();
  await click(elsewhere, 'https://evil.test/');
  assert.deepEqual(elsewhere.opened, [`${origin}/`]);
});

test('the manifest: installable, its icons there at their sizes', () => {
  const manifest = JSON.parse(readFileSync(path.join(client, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.name, 'kangaroom');
  assert.ok(manifest.short_name);
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
  const pngSize = (file) => {
    const bytes = readFileSync(file);
    assert.equal(bytes.toString('latin1', 1, 4), 'PNG', file);
    return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
  };
  const sizes = [];
  for (const icon of manifest.icons) {
    const file = path.join(client, icon.src);
    assert.ok(existsSync(file), icon.src);
    if (icon.type === 'image/png') {
      assert.equal(pngSize(file), icon.sizes, icon.src);
      sizes.push(icon.sizes);
    } else {
      assert.equal(icon.type, 'image/svg+xml');
      assert.match(readFileSync(file, 'utf8'), /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  }
  assert.ok(sizes.includes('192x192') && sizes.includes('512x512'), sizes.join(' '));
  // What the worker keeps at install is there too.
  for (const file of source.match(/const PRECACHE = \[([^\]]*)\]/)[1].match(/'[^']+'|SHELL/g)) {
    const relative = file === 'SHELL' ? '/index.html' : file.slice(1, -1);
    assert.ok(existsSync(path.join(client, relative)), relative);
  }
  const html = readFileSync(path.join(client, 'index.html'), 'utf8');
  assert.match(html, /<link rel="manifest" href="\/manifest\.webmanifest">/);
});
