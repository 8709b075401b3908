// Notifications with the tab closed (PROTOCOL.md `subscribe`): what the
// room page's notifications panel (pages/notifications-panel.js) decides
// without touching the browser. All of it is pure
// (tests/web/notifications.test.mjs).
//
// A browser has one push subscription for the whole site (one service
// worker): every room and seat that turned notifications on shares it, so
// turning them off in one room unsubscribes the browser only when no other
// room this browser keeps still uses it.

// Whether this browser can be told about a turn with its tab closed:
// 'available', 'insecure' (plain http on another host than localhost: no
// service worker), 'unsupported' (no service worker, Push API or
// notifications) or 'denied' (the person, or a policy, blocked
// notifications for this site). `env` is what the page sees:
// {secure, serviceWorker, pushManager, notification, permission}.
export function pushSupport({ secure, serviceWorker, pushManager, notification, permission }) {
  if (!secure) return 'insecure';
  if (!serviceWorker || !pushManager || !notification) return 'unsupported';
  if (permission === 'denied') return 'denied';
  return 'available';
}

// The same, read from a browser window.
export function pushSupportOf(window) {
  const Notification = window.Notification;
  return pushSupport({
    secure: window.isSecureContext === true,
    serviceWorker: Boolean(window.navigator && 'serviceWorker' in window.navigator),
    pushManager: typeof window.PushManager === 'function',
    notification: typeof Notification === 'function' && typeof Notification.requestPermission === 'function',
    permission: typeof Notification === 'function' ? Notification.permission : 'default',
  });
}

// The server's public VAPID key (GET /api/push/key: base64url, no padding,
// of the uncompressed P-256 point) as the bytes pushManager.subscribe takes.
// Null for anything that is not 65 bytes starting with 0x04.
export function keyBytes(base64url) {
  if (typeof base64url !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(base64url)) return null;
  const base64 = base64url.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (base64.length % 4 === 1) return null;
  let binary;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return bytes.length === 65 && bytes[0] === 4 ? bytes : null;
}

// Whether two keys (ArrayBuffer or typed arrays) hold the same bytes: a
// subscription made for another server key (a new --vapid-key) is made anew.
export function sameKey(a, b) {
  if (!a || !b) return false;
  const x = a instanceof Uint8Array ? a : new Uint8Array(a);
  const y = b instanceof Uint8Array ? b : new Uint8Array(b);
  return x.length === y.length && x.every((byte, i) => byte === y[i]);
}

// The language the server writes a person's notifications in: the page's
// ("ar-SA" is Arabic), English for every other.
export function notificationLanguage(pageLanguage) {
  return /^ar(-|$)/i.test(pageLanguage || '') ? 'ar' : 'en';
}

// The `subscribe` message for a PushSubscription's toJSON(); null when the
// browser's answer lacks a part the server needs.
export function pushSubscribeMessage(subscription, pageLanguage) {
  const keys = (subscription && subscription.keys) || {};
  const text = (value) => typeof value === 'string' && value !== '';
  if (!subscription || !text(subscription.endpoint) || !text(keys.p256dh) || !text(keys.auth)) return null;
  return {
    type: 'subscribe',
    push: { endpoint: subscription.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    lang: notificationLanguage(pageLanguage),
  };
}

// Stops this room's push notifications for the seat (the browser's
// subscription may serve other rooms).
export function pushUnsubscribeMessage() {
  return { type: 'subscribe', push: null };
}

// A webhook URL to set, or null to remove it.
export function webhookMessage(url, pageLanguage) {
  return url === null ? { type: 'subscribe', webhook: null } : { type: 'subscribe', webhook: url, lang: notificationLanguage(pageLanguage) };
}

// A webhook URL as typed, trimmed; whether it can go to the server at all
// ('empty', 'not_https' or 'ok'). Which hosts may be called is the
// server's to say (bad_endpoint).
export function webhookInput(typed) {
  const url = String(typed || '').trim();
  if (!url) return { url, problem: 'empty' };
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return { url, problem: 'not_https' };
  }
  return { url, problem: parsed.protocol === 'https:' && parsed.hostname ? 'ok' : 'not_https' };
}

// The part of a webhook URL shown once it is saved: its host (the path
// holds the chat's secret).
export function webhookHost(url) {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

// --- what this browser remembers, per room and seat
//
// localStorage `kangaroom.notify.<code>`: {"<seat>": {"push": true,
// "webhook": "https://..."}}, apart from the room's tokens (saving these
// must not move the room in "Your games", which orders by the tokens' age).

export const notifyKeyPrefix = 'kangaroom.notify.';

// This seat's settings from the room's saved object: {push, webhook}.
export function seatSettings(saved, seat) {
  const entry = saved && typeof saved === 'object' ? saved[String(seat)] : null;
  return {
    push: Boolean(entry && entry.push === true),
    webhook: entry && typeof entry.webhook === 'string' ? entry.webhook : '',
  };
}

// The room's saved object with this seat's settings changed (`changes`:
// {push?, webhook?}; false and '' forget them, and a seat with nothing left
// is dropped).
export function withSeatSettings(saved, seat, changes) {
  const next = { ...(saved && typeof saved === 'object' ? saved : {}) };
  const entry = { ...seatSettings(next, seat), ...changes };
  const kept = {};
  if (entry.push) kept.push = true;
  if (entry.webhook) kept.webhook = entry.webhook;
  if (Object.keys(kept).length) next[String(seat)] = kept;
  else delete next[String(seat)];
  return next;
}

// Whether any room other than `code` (or another seat of it) keeps push on:
// `rooms` is [{code, saved}] from localStorage.
export function pushUsedElsewhere(rooms, code, seat) {
  return rooms.some(({ code: other, saved }) =>
    Object.entries(saved && typeof saved === 'object' ? saved : {}).some(
      ([otherSeat, entry]) => entry && entry.push === true && (other !== code || otherSeat !== String(seat)),
    ),
  );
}
