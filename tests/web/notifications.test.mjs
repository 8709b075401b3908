// Notifications with the tab closed: the pure parts of web-client/js/notifications.js
// (whether push is available, the server's key as bytes, the `subscribe`
// messages, the webhook field, what is remembered per room and seat) and
// the storage of those settings in js/storage.js (a fake localStorage).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createECDH } from 'node:crypto';
import {
  pushSupport,
  pushSupportOf,
  keyBytes,
  sameKey,
  notificationLanguage,
  pushSubscribeMessage,
  pushUnsubscribeMessage,
  webhookMessage,
  webhookInput,
  webhookHost,
  seatSettings,
  withSeatSettings,
  pushUsedElsewhere,
} from '../../web-client/js/notifications.js';
import { loadNotifySettings, saveNotifySettings, listNotifySettings, forgetRoom, saveRoomSecrets, loadRoomSecrets } from '../../web-client/js/storage.js';

const everything = { secure: true, serviceWorker: true, pushManager: true, notification: true, permission: 'default' };

test('push is available only in a secure context with a service worker, the Push API and notifications not blocked', () => {
  assert.equal(pushSupport(everything), 'available');
  assert.equal(pushSupport({ ...everything, permission: 'granted' }), 'available');
  assert.equal(pushSupport({ ...everything, permission: 'denied' }), 'denied');
  assert.equal(pushSupport({ ...everything, secure: false }), 'insecure');
  for (const missing of ['serviceWorker', 'pushManager', 'notification']) {
    assert.equal(pushSupport({ ...everything, [missing]: false }), 'unsupported', missing);
  }
  // Not secure says so first: a plain-http page has no service worker either.
  assert.equal(pushSupport({ ...everything, secure: false, serviceWorker: false }), 'insecure');
});

test("a window's support is read from what it has", () => {
  function Notification() {}
  Notification.requestPermission = async () => 'granted';
  Notification.permission = 'denied';
  const window = { isSecureContext: true, navigator: { serviceWorker: {} }, PushManager: function PushManager() {}, Notification };
  assert.equal(pushSupportOf(window), 'denied');
  Notification.permission = 'granted';
  assert.equal(pushSupportOf(window), 'available');
  assert.equal(pushSupportOf({ ...window, PushManager: undefined }), 'unsupported');
  assert.equal(pushSupportOf({ ...window, navigator: {} }), 'unsupported');
  assert.equal(pushSupportOf({ ...window, isSecureContext: false }), 'insecure');
  assert.equal(pushSupportOf({ isSecureContext: true, navigator: { serviceWorker: {} } }), 'unsupported');
});

test("the server's key: base64url of the uncompressed P-256 point, as 65 bytes", () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const point = ecdh.getPublicKey();  // uncompressed: 0x04 || x || y
  const bytes = keyBytes(point.toString('base64url'));
  assert.ok(bytes instanceof Uint8Array);
  assert.deepEqual([...bytes], [...point]);
  // Padding and the URL alphabet both read.
  const padded = `${point.toString('base64url')}=`;
  assert.deepEqual([...keyBytes(padded)], [...point]);
  // A key with '-' and '_' in it (the bytes that base64 writes as '+' and '/').
  const awkward = Buffer.alloc(65, 0xfb);
  awkward[0] = 4;
  assert.match(awkward.toString('base64url'), /[-_]/);
  assert.deepEqual([...keyBytes(awkward.toString('base64url'))], [...awkward]);
});

test('anything that is not such a key is refused', () => {
  const point = Buffer.alloc(65, 0xfb);  // in standard base64: '+' and '/'
  point[0] = 4;
  assert.match(point.toString('base64'), /[+/]/);
  const compressed = Buffer.alloc(33, 7);
  compressed[0] = 2;
  const notUncompressed = Buffer.from(point);
  notUncompressed[0] = 3;
  for (const bad of [undefined, null, 42, '', 'not base64!', point.toString('base64'), compressed.toString('base64url'), notUncompressed.toString('base64url'), point.toString('base64url').slice(0, -2), 'A']) {
    assert.equal(keyBytes(bad), null, String(bad));
  }
});

test('two keys are the same when their bytes are', () => {
  const a = new Uint8Array([4, 1, 2, 3]);
  assert.equal(sameKey(a, new Uint8Array([4, 1, 2, 3]).buffer), true);
  assert.equal(sameKey(a.buffer, a), true);
  assert.equal(sameKey(a, new Uint8Array([4, 1, 2, 4])), false);
  assert.equal(sameKey(a, new Uint8Array([4, 1, 2])), false);
  assert.equal(sameKey(null, a), false);
  assert.equal(sameKey(a, undefined), false);
});

test("notifications are written in the page's language: Arabic, else English", () => {
  assert.equal(notificationLanguage('ar'), 'ar');
  assert.equal(notificationLanguage('ar-SA'), 'ar');
  assert.equal(notificationLanguage('AR'), 'ar');
  assert.equal(notificationLanguage('en'), 'en');
  assert.equal(notificationLanguage('en-XA'), 'en');
  assert.equal(notificationLanguage('fr'), 'en');
  assert.equal(notificationLanguage('arn'), 'en');  // Mapudungun is not Arabic
  assert.equal(notificationLanguage(undefined), 'en');
});

test("the subscribe message from a PushSubscription's toJSON()", () => {
  const json = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'BPub', auth: 'c2VjcmV0' } };
  assert.deepEqual(pushSubscribeMessage(json, 'ar'), {
    type: 'subscribe',
    push: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BPub', auth: 'c2VjcmV0' } },
    lang: 'ar',
  });
  // Only what the protocol names goes to the server.
  const withMore = pushSubscribeMessage({ ...json, keys: { ...json.keys, extra: 'x' }, extra: 1 }, 'en');
  assert.deepEqual(Object.keys(withMore).sort(), ['lang', 'push', 'type']);
  assert.deepEqual(Object.keys(withMore.push.keys).sort(), ['auth', 'p256dh']);
  // A subscription missing a part is no message.
  assert.equal(pushSubscribeMessage(null, 'en'), null);
  assert.equal(pushSubscribeMessage({ keys: json.keys }, 'en'), null);
  assert.equal(pushSubscribeMessage({ endpoint: json.endpoint }, 'en'), null);
  assert.equal(pushSubscribeMessage({ endpoint: json.endpoint, keys: { p256dh: 'BPub' } }, 'en'), null);
  assert.equal(pushSubscribeMessage({ endpoint: json.endpoint, keys: { p256dh: '', auth: 'x' } }, 'en'), null);
});

test('turning off and the webhook messages', () => {
  assert.deepEqual(pushUnsubscribeMessage(), { type: 'subscribe', push: null });
  assert.deepEqual(webhookMessage('https://hooks.slack.com/services/T/B/x', 'ar-SA'), { type: 'subscribe', webhook: 'https://hooks.slack.com/services/T/B/x', lang: 'ar' });
  assert.deepEqual(webhookMessage(null), { type: 'subscribe', webhook: null });
});

test('the webhook field: trimmed, https only (the server judges the host)', () => {
  assert.deepEqual(webhookInput('  https://ntfy.sh/my-topic \n'), { url: 'https://ntfy.sh/my-topic', problem: 'ok' });
  assert.deepEqual(webhookInput(''), { url: '', problem: 'empty' });
  assert.deepEqual(webhookInput('   '), { url: '', problem: 'empty' });
  assert.equal(webhookInput(undefined).problem, 'empty');
  assert.equal(webhookInput('http://hooks.example/x').problem, 'not_https');
  assert.equal(webhookInput('hooks.example/x').problem, 'not_https');
  assert.equal(webhookInput('javascript:alert(1)').problem, 'not_https');
  // A private address is the server's to refuse (bad_endpoint), not the page's.
  assert.equal(webhookInput('https://127.0.0.1/hook').problem, 'ok');
});

test("a saved webhook is shown by its host: its path is the chat's secret", () => {
  assert.equal(webhookHost('https://discord.com/api/webhooks/1/secret/slack'), 'discord.com');
  assert.equal(webhookHost('https://ntfy.example:8443/topic'), 'ntfy.example:8443');
  assert.equal(webhookHost('nonsense'), '');
});

test('settings per seat: set, changed, forgotten', () => {
  assert.deepEqual(seatSettings({}, 0), { push: false, webhook: '' });
  assert.deepEqual(seatSettings(null, 0), { push: false, webhook: '' });
  let saved = withSeatSettings({}, 1, { push: true });
  assert.deepEqual(saved, { 1: { push: true } });
  saved = withSeatSettings(saved, 1, { webhook: 'https://hooks.example/a' });
  assert.deepEqual(seatSettings(saved, 1), { push: true, webhook: 'https://hooks.example/a' });
  assert.deepEqual(seatSettings(saved, 0), { push: false, webhook: '' });
  saved = withSeatSettings(saved, 0, { push: true });
  saved = withSeatSettings(saved, 1, { push: false });
  assert.deepEqual(saved, { 0: { push: true }, 1: { webhook: 'https://hooks.example/a' } });
  saved = withSeatSettings(saved, 1, { webhook: '' });
  assert.deepEqual(saved, { 0: { push: true } }, 'a seat with nothing left is dropped');
  // Values of the wrong kind read as off.
  assert.deepEqual(seatSettings({ 2: { push: 'yes', webhook: 7 } }, 2), { push: false, webhook: '' });
});

test("the browser's one subscription stays while another room or seat uses it", () => {
  const rooms = [
    { code: 'aaaaaaaaaaaaaaaa', saved: { 0: { push: true } } },
    { code: 'bbbbbbbbbbbbbbbb', saved: { 1: { webhook: 'https://hooks.example/b' } } },
  ];
  assert.equal(pushUsedElsewhere(rooms, 'aaaaaaaaaaaaaaaa', 0), false, 'only this seat: unsubscribe');
  assert.equal(pushUsedElsewhere(rooms, 'aaaaaaaaaaaaaaaa', 1), true, 'another seat of the same room');
  assert.equal(pushUsedElsewhere(rooms, 'bbbbbbbbbbbbbbbb', 1), true, 'another room');
  assert.equal(pushUsedElsewhere([], 'aaaaaaaaaaaaaaaa', 0), false);
  assert.equal(pushUsedElsewhere([{ code: 'c', saved: null }], 'a', 0), false);
});

function fakeStorage() {
  const items = new Map();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key),
    items,
  };
}

test('kept in localStorage per room, apart from its tokens, and forgotten with the room', () => {
  const storage = fakeStorage();
  globalThis.window = { localStorage: storage };
  try {
    const code = 'abcdefghijklmnop';
    saveRoomSecrets(code, { seat_token: 'tok' });
    const tokensBefore = storage.getItem(`kangaroom.room.${code}`);
    saveNotifySettings(code, withSeatSettings(loadNotifySettings(code), 0, { push: true }));
    assert.deepEqual(JSON.parse(storage.getItem(`kangaroom.notify.${code}`)), { 0: { push: true } });
    assert.equal(storage.getItem(`kangaroom.room.${code}`), tokensBefore, "the tokens (and their age, which orders 'Your games') untouched");
    saveNotifySettings('qrstuvwxyzabcdef', { 2: { webhook: 'https://hooks.example/x' } });
    assert.deepEqual(
      listNotifySettings().sort((a, b) => a.code.localeCompare(b.code)),
      [
        { code, saved: { 0: { push: true } } },
        { code: 'qrstuvwxyzabcdef', saved: { 2: { webhook: 'https://hooks.example/x' } } },
      ],
    );
    // Nothing left: the key goes.
    saveNotifySettings('qrstuvwxyzabcdef', {});
    assert.equal(storage.getItem('kangaroom.notify.qrstuvwxyzabcdef'), null);
    forgetRoom(code);
    assert.deepEqual(loadNotifySettings(code), {});
    assert.deepEqual(loadRoomSecrets(code), {});
    assert.equal(storage.items.size, 0);
  } finally {
    delete globalThis.window;
  }
});

test('no storage (private mode): nothing kept, nothing thrown', () => {
  globalThis.window = {
    get localStorage() {
      throw new Error('denied');
    },
  };
  try {
    saveNotifySettings('abcdefghijklmnop', { 0: { push: true } });
    assert.deepEqual(loadNotifySettings('abcdefghijklmnop'), {});
    assert.deepEqual(listNotifySettings(), []);
  } finally {
    delete globalThis.window;
  }
});
