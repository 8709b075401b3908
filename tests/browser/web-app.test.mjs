// The installable web app: the manifest every page links (Chromium parses
// it without complaint, its icons are served), and the service worker
// (web-client/sw.js): it registers and takes the page, answers the client's
// own files from its cache and nothing of the API, and its push handler
// shows a notification whose click opens the room.
//
// The push comes through Chromium's DevTools protocol
// (ServiceWorker.deliverPushMessage: a real `push` event, with a payload, no
// push service). A notification cannot be clicked in a headless browser, so
// the click is a `notificationclick` event dispatched in the worker with the
// real notification; the browser allows opening or focusing a window only
// to an event it dispatched itself, so the test wraps clients.openWindow and
// WindowClient.focus to hear what the worker asks for, and then opens that
// address itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, browserFor, openPage, windowOf, createRoomAs, roomCodeOf, contentSecurityPolicy, serviceWorkerRegistrationId, clickNotification } from './browser.mjs';

test('the manifest: linked from every page, parsed by Chromium, its icons served', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, windowOf(1100, 860));
  for (const address of ['/', '/r/zzzzzzzzzzzzzzzz', '/how-to-play/kanga']) {
    await page.goto(`${baseUrl}${address}`);
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest', address);
  }
  const response = await fetch(`${baseUrl}/manifest.webmanifest`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/manifest+json');
  assert.equal(response.headers.get('content-security-policy'), contentSecurityPolicy);
  const manifest = await response.json();
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.display, 'standalone');

  // Chromium's own reading of it: no errors, the names and icons as written.
  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest', {});
  assert.equal(parsed.url, `${baseUrl}/manifest.webmanifest`);
  assert.deepEqual(parsed.errors, []);
  assert.equal(JSON.parse(parsed.data).name, 'kangaroom');
  for (const icon of manifest.icons) {
    const image = await fetch(`${baseUrl}${icon.src}`);
    assert.equal(image.status, 200, icon.src);
    assert.equal(image.headers.get('content-type'), icon.type, icon.src);
    await image.arrayBuffer();
  }
  assert.deepEqual(page.problems.filter((problem) => !/status of 404/.test(problem)), []);
});

test('the service worker: registered, the client from its cache, the API never; a push notification opens the room', async (t) => {
  const browser = await browserFor(t);
  const page = await openPage(browser, windowOf(1100, 860));
  await page.context().grantPermissions(['notifications'], { origin: baseUrl });
  const url = await createRoomAs(page, { game: 'kanga', name: 'Ana' });
  const code = roomCodeOf(page);

  await t.test('it registers for the whole site and takes the page', async () => {
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active.scriptURL);
    assert.equal(script, `${baseUrl}/sw.js`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  });

  await t.test("a reload: the shell and the client's files from the worker, the API from the server", async () => {
    const fromWorker = new Map();
    const seen = (response) => fromWorker.set(new URL(response.url()).pathname, response.fromServiceWorker());
    page.on('response', seen);
    const apiGames = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/games');
    await page.reload();
    await page.locator('.seat[data-seat="0"].seat-mine').waitFor();
    await apiGames;
    page.off('response', seen);
    assert.equal(fromWorker.get(`/r/${code}`), true, 'the page (the shell)');
    assert.equal(fromWorker.get('/js/app.js'), true);
    assert.equal(fromWorker.get('/css/app.css'), true);
    assert.equal(fromWorker.get('/api/games'), false);
    // The shell the worker keeps carries the server's policy, which the page runs under.
    assert.equal(await page.evaluate(() => Boolean(document.querySelector('.room'))), true);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = [];
      for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return { names, urls };
    });
    assert.deepEqual(cached.names, ['kangaroom-v1']);
    assert.ok(cached.urls.includes('/index.html') && cached.urls.includes('/js/pages/room.js'), cached.urls.join(' '));
    assert.deepEqual(cached.urls.filter((path) => /^\/(api|ws|metrics|healthz|r)(\/|$)/.test(path)), [], 'nothing of the API, the socket or a room');
  });

  const worker = page.context().serviceWorkers().find((candidate) => candidate.url() === `${baseUrl}/sw.js`) || (await page.context().waitForEvent('serviceworker'));
  assert.equal(worker.url(), `${baseUrl}/sw.js`);
  const cdp = await page.context().newCDPSession(page);
  const id = await serviceWorkerRegistrationId(cdp);
  const notifications = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data && n.data.url })));

  await t.test('a push message shows a notification', async () => {
    const payload = { title: 'Your turn in Kanga', body: 'Bea moved.', url: `/r/${code}`, tag: `turn-${code}` };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${baseUrl}/`, registrationId: id, data: JSON.stringify(payload) });
    await page.waitForFunction(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length === 1);
    assert.deepEqual(await notifications(), [{ title: payload.title, body: payload.body, tag: payload.tag, url: url }]);
    // The same tag again replaces it.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${baseUrl}/`, registrationId: id, data: JSON.stringify({ ...payload, body: 'Bea moved again.' }) });
    await page.waitForFunction(async () => (await (await navigator.serviceWorker.ready).getNotifications())[0]?.body === 'Bea moved again.');
    assert.equal((await notifications()).length, 1);
  });

  // Clicks the notification in the worker; returns what it asked for (the
  // first window it asked to open or to focus).
  const click = () => clickNotification(worker);
  const noneLeft = () => page.waitForFunction(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length === 0);

  await t.test("a click with the room's tab open focuses it", async () => {
    assert.deepEqual(await click(), { focused: url });
    await noneLeft();
  });

  await t.test('a click with no tab of the room opens it', async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${baseUrl}/`, registrationId: id, data: JSON.stringify({ title: 'Your turn', url: `/r/${code}`, tag: 'x' }) });
    await page.waitForFunction(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length === 1);
    await page.goto(`${baseUrl}/`);
    await page.locator('#creator-name').waitFor();
    const asked = await click();
    assert.deepEqual(asked, { opened: url });
    await noneLeft();
    // What the worker asked to open is the room.
    const opened = await page.context().newPage();
    await opened.goto(asked.opened);
    await opened.locator(`.room[data-room="${code}"] .seat[data-seat="0"].seat-mine`).waitFor();
    await opened.close();
  });

  assert.deepEqual(page.problems, []);
});
