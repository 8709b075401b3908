// kangaroom's service worker (registered by js/service-worker.js, scope /).
//
// 1. A fast start: the client's own static files (the HTML shell, js/, css/,
//    games/, vendor/, icons/, the manifest) are answered from a cache, and
//    fetched again in the background after each answer ("stale while
//    revalidate"; the server's ETags make that a cheap 304). A page at /,
//    /games, /r/<code>, /r/<code>/replay or /how-to-play/<game> gets the
//    cached shell (the server answers those with the same index.html).
//    Nothing else is ever cached: not /api/* (rooms, seats, replays), not
//    /ws, /metrics, /healthz, nor any address with a query.
//
//    Files are never mixed across versions of the client: when a
//    background fetch finds a file changed, the cache in use stays as it
//    is, every file it holds is fetched anew into a second cache, and that
//    one takes over at the next page load (before its shell is answered).
//    So the page that noticed keeps the files it started with, and the next
//    one has the new version throughout. Changing CACHE_VERSION drops every
//    cache at once (the new worker starts empty).
//
// 2. Push: a `push` event with a JSON payload {"title", "body", "url",
//    "tag"} shows a notification (a later one with the same tag replaces
//    it); a click on it focuses a tab already at that address, or opens one.
const CACHE_VERSION = 'v1';
const CACHE_PREFIX = 'kangaroom-';
const LIVE = `${CACHE_PREFIX}${CACHE_VERSION}`;
const NEXT = `${LIVE}-next`;
// In NEXT once every file is in: it may take over.
const COMPLETE = '/.kangaroom-cache-complete';
const SHELL = '/index.html';
// Fetched when the worker installs, so the second visit starts from the cache.
const PRECACHE = [SHELL, '/css/app.css', '/js/app.js', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png'];

// Every word a notification may show, in one place.
const text = {
  defaultTitle: 'kangaroom',
};

// --- which requests are ours

// Never from the cache, whatever else is said below.
const neverCached = [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/metrics(\/|$)/, /^\/healthz(\/|$)/];
// The client's own files.
const staticFile = /^\/(js|css|games|vendor|icons|locales)\/[A-Za-z0-9_./-]+\.(js|css|svg|png|ftl)$/;
// The pages of the client (js/app.js routes them), all served the shell.
const appPage = [/^\/$/, /^\/index\.html$/, /^\/games\/?$/, /^\/r\/[A-Za-z0-9_-]{1,64}(\/replay)?\/?$/, /^\/how-to-play\/[a-z0-9_-]{1,64}\/?$/];

function isStatic(url) {
  if (url.origin !== self.location.origin || url.search) return false;
  if (neverCached.some((pattern) => pattern.test(url.pathname))) return false;
  return staticFile.test(url.pathname) || url.pathname === '/manifest.webmanifest' || url.pathname === SHELL;
}

function isAppPage(url) {
  if (url.origin !== self.location.origin) return false;
  if (neverCached.some((pattern) => pattern.test(url.pathname))) return false;
  return appPage.some((pattern) => pattern.test(url.pathname));
}

// --- install and activate

self.addEventListener('install', (event) => {
  // Requests the worker never answers go straight to the network without
  // waking it (where the browser has static routes; elsewhere the fetch
  // handler lets them pass).
  if (typeof event.addRoutes === 'function') {
    try {
      event.waitUntil(
        event
          .addRoutes(['/api/*', '/ws', '/ws?*', '/metrics', '/healthz'].map((pattern) => ({ condition: { urlPattern: pattern }, source: 'network' })))
          .catch(() => {}),
      );
    } catch {
      // An older form of the API: the fetch handler does the same.
    }
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(LIVE);
      // One by one: a file missing from the list does not stop the worker
      // (its push handler) from installing.
      await Promise.all(PRECACHE.map((path) => store(cache, new Request(path)).catch(() => {})));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== LIVE && name !== NEXT) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// --- answering requests

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (isAppPage(url)) event.respondWith(page(event));
    return;
  }
  if (isStatic(url)) event.respondWith(fromCache(event, url.pathname));
});

// A response worth keeping: a whole, successful answer from our server.
function keepable(response) {
  return response && response.ok && response.status === 200 && response.type === 'basic' && !response.redirected;
}

// Fetches `request` and puts the answer in `cache` (when keepable).
async function store(cache, request) {
  const response = await fetch(request, { cache: 'no-cache' });
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

// Whether the server's copy differs from the cached one.
function changed(cached, fresh) {
  const tag = (response) => response.headers.get('etag');
  if (tag(cached) && tag(fresh)) return tag(cached).replace(/^W\//, '').replace(/-gz"$/, '"') !== tag(fresh).replace(/^W\//, '').replace(/-gz"$/, '"');
  const stamp = (response) => `${response.headers.get('last-modified')}|${response.headers.get('content-length')}`;
  return stamp(cached) !== stamp(fresh);
}

// A page of the client: the shell, from the cache (after NEXT took over, if
// it is complete), else from the network.
async function page(event) {
  await takeOver();
  const live = await caches.open(LIVE);
  const cached = await live.match(SHELL, { ignoreVary: true });
  if (cached) {
    event.waitUntil(revalidate(live, SHELL, cached).catch(() => {}));
    return cached;
  }
  const response = await fetch(event.request);
  // The server's shell (not its 404 page): kept as the shell.
  if (keepable(response) && (response.headers.get('content-type') || '').startsWith('text/html')) {
    await live.put(SHELL, response.clone());
  }
  return response;
}

// A static file: from the cache, checked again in the background; a file
// not cached yet from the network (and kept).
async function fromCache(event, path) {
  const live = await caches.open(LIVE);
  const cached = await live.match(path, { ignoreVary: true });
  if (cached) {
    event.waitUntil(revalidate(live, path, cached).catch(() => {}));
    return cached;
  }
  return store(live, new Request(path));
}

// The background check of one cached file. Unchanged: nothing to do. Changed:
// the live cache keeps its copy (the pages open now keep one version) and
// every file is fetched anew into NEXT.
async function revalidate(live, path, cached) {
  const fresh = await fetch(path, { cache: 'no-cache' });
  if (!keepable(fresh) || !changed(cached, fresh)) return;
  // Already fetched anew, waiting for the next page load: nothing to do.
  if (await caches.has(NEXT)) {
    const next = await caches.open(NEXT);
    const ready = await next.match(path, { ignoreVary: true });
    if (ready && (await next.match(COMPLETE)) && !changed(ready, fresh)) return;
  }
  await prepareNext(live);
}

let preparing = null;
function prepareNext(live) {
  if (!preparing) {
    preparing = (async () => {
      await caches.delete(NEXT);
      const next = await caches.open(NEXT);
      const paths = new Set([...PRECACHE, ...(await live.keys()).map((request) => new URL(request.url).pathname)]);
      await Promise.all([...paths].map((path) => store(next, new Request(path))));
      await next.put(COMPLETE, new Response('', { headers: { 'content-type': 'text/plain' } }));
    })()
      .catch(() => caches.delete(NEXT))
      .finally(() => {
        preparing = null;
      });
  }
  return preparing;
}

// At a page load: a complete NEXT replaces the live files.
async function takeOver() {
  if (!(await caches.has(NEXT))) return;
  const next = await caches.open(NEXT);
  if (!(await next.match(COMPLETE))) return;
  await caches.delete(LIVE);
  const live = await caches.open(LIVE);
  for (const request of await next.keys()) {
    if (new URL(request.url).pathname === COMPLETE) continue;
    const response = await next.match(request);
    if (response) await live.put(request, response);
  }
  await caches.delete(NEXT);
}

// --- push notifications

// The address a notification opens: only one of this server's (anything
// else, or nothing, is the start page).
function ownUrl(url) {
  try {
    const parsed = new URL(typeof url === 'string' && url ? url : '/', self.location.origin);
    return parsed.origin === self.location.origin ? parsed.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

// The push message's payload: {"title", "body", "url", "tag"}; a payload
// that is not JSON is the notification's body.
function pushMessage(data) {
  let message = {};
  if (data) {
    try {
      message = data.json();
    } catch {
      message = { body: data.text() };
    }
  }
  if (!message || typeof message !== 'object') message = {};
  const line = (value) => (typeof value === 'string' ? value : '');
  return {
    title: line(message.title) || text.defaultTitle,
    body: line(message.body),
    url: ownUrl(message.url),
    tag: line(message.tag),
  };
}

// A synthetic event (a test dispatches one) has no waitUntil to call; the
// work goes on either way.
function keepAlive(event, promise) {
  try {
    event.waitUntil(promise);
  } catch {
    // not dispatched by the browser
  }
  return promise;
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event.data);
  const options = { body: message.body, data: { url: message.url }, icon: '/icons/icon-192.png', badge: '/icons/badge-96.png' };
  if (message.tag) Object.assign(options, { tag: message.tag, renotify: true });
  keepAlive(event, self.registration.showNotification(message.title, options));
});

// The same page: the same address, its hash aside.
function samePage(a, b) {
  const x = new URL(a);
  const y = new URL(b);
  const path = (url) => url.pathname.replace(/\/+$/, '') || '/';
  return x.origin === y.origin && path(x) === path(y) && x.search === y.search;
}

async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => samePage(client.url, url));
  if (open) {
    try {
      return await open.focus();
    } catch {
      // Not allowed to focus it: open another.
    }
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = ownUrl(event.notification.data && event.notification.data.url);
  keepAlive(event, openOrFocus(url));
});
