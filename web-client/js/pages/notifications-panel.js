// The room page's notifications panel, for a seated person (not a
// spectator, not a bot's seat): "Notify me when it is my turn" subscribes
// this browser to Web Push and tells the room (`subscribe` with `push`), so
// the server can say "your turn" while no tab of the seat is open; "Turn
// off" undoes it. Below, folded, a webhook URL (a chat's incoming webhook)
// that gets the same news. The decisions are pure, in ../notifications.js.
//
// Turning on: Notification.requestPermission() → the service worker
// (registered, then ready) → GET /api/push/key → pushManager.subscribe
// ({userVisibleOnly, applicationServerKey}) → `subscribe` on the room's
// connection → "Notifications on". A browser that cannot (no Push API, a
// plain-http address, notifications blocked) is told in words, with no
// button that would do nothing. `resume()` after every join sends the
// saved subscription again, so the server knows the page's language (the
// picker reloads the page) and a restored seat keeps its notifications.
//
// For tests: the panel's `data-state` (unsupported, insecure, denied, off,
// working, on, stopping) and `data-webhook` (none, saving, saved).
import { h } from '../dom.js';
import { html, nothing, show } from '../lit.js';
import { t, currentLanguage } from '../i18n.js';
import { describeError } from '../errors.js';
import { loadNotifySettings, saveNotifySettings, listNotifySettings } from '../storage.js';
import {
  pushSupportOf,
  keyBytes,
  sameKey,
  pushSubscribeMessage,
  pushUnsubscribeMessage,
  webhookMessage,
  webhookInput,
  webhookHost,
  seatSettings,
  withSeatSettings,
  pushUsedElsewhere,
} from '../notifications.js';

// A browser's push service that never answers (no network, no push service
// built in) must not leave the panel "turning on" for ever.
const browserTimeoutMs = 20000;

class BrowserFailure extends Error {}
class NoServerKey extends Error {}

function within(promise, ms) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = window.setTimeout(() => reject(new BrowserFailure('timed out')), ms);
    }),
  ]).finally(() => window.clearTimeout(timer));
}

async function workerRegistration() {
  try {
    await within(navigator.serviceWorker.register('/sw.js', { scope: '/' }), browserTimeoutMs);
    return await within(navigator.serviceWorker.ready, browserTimeoutMs);
  } catch (error) {
    throw error instanceof BrowserFailure ? error : new BrowserFailure(String(error));
  }
}

async function serverKey() {
  let key = null;
  try {
    const response = await fetch('/api/push/key', { cache: 'no-store' });
    if (response.ok) key = keyBytes((await response.json()).key);
  } catch {
    key = null;
  }
  if (!key) throw new NoServerKey('no key');
  return key;
}

// The browser's subscription for `key`: the one it has (every room shares
// it), or a new one; one made for another key is replaced.
async function browserSubscription(registration, key) {
  try {
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameKey(existing.options && existing.options.applicationServerKey, key)) return existing;
    if (existing) await existing.unsubscribe();
    return await within(registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), browserTimeoutMs);
  } catch (error) {
    throw error instanceof BrowserFailure ? error : new BrowserFailure(String(error));
  }
}

async function currentSubscription() {
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return registration ? await registration.pushManager.getSubscription() : null;
  } catch {
    return null;
  }
}

const bell = html`<svg class="notifications-bell" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z"/><path d="M10 20.5a2 2 0 0 0 4 0"/></svg>`;

export function createNotificationsPanel({ code, request }) {
  const element = h('section', { class: 'panel notifications', hidden: true, 'aria-label': t('notifications-panel') });
  let seat = null;
  let visible = false;
  let state = 'off';
  let pushError = '';
  let webhookState = 'none';
  let webhookError = '';
  let destroyed = false;

  const settings = () => seatSettings(loadNotifySettings(code), seat);
  const remember = (changes) => saveNotifySettings(code, withSeatSettings(loadNotifySettings(code), seat, changes));

  // The state the browser and the saved settings say, when nothing is under way.
  function settledState() {
    const support = pushSupportOf(window);
    if (support !== 'available') return support;
    return settings().push ? 'on' : 'off';
  }

  async function turnOn() {
    if (state === 'working') return;
    const forSeat = seat;
    state = 'working';
    pushError = '';
    render();
    try {
      const permission = await window.Notification.requestPermission();
      if (permission !== 'granted') {
        state = permission === 'denied' ? 'denied' : 'off';
        pushError = permission === 'denied' ? '' : t('notifications-not-allowed');
        return;
      }
      const registration = await workerRegistration();
      const key = await serverKey();
      const subscription = await browserSubscription(registration, key);
      const message = pushSubscribeMessage(subscription.toJSON(), currentLanguage());
      if (!message) throw new BrowserFailure('incomplete subscription');
      await request(message, { quiet: true });
      if (seat !== forSeat) return;
      remember({ push: true });
      state = 'on';
    } catch (error) {
      state = settledState() === 'on' ? 'on' : 'off';
      if (error instanceof NoServerKey) pushError = t('notifications-no-key');
      else if (error instanceof BrowserFailure) pushError = t('notifications-browser-failed');
      else pushError = describeError(error);
    } finally {
      render();
    }
  }

  async function turnOff() {
    if (state !== 'on') return;
    state = 'stopping';
    pushError = '';
    render();
    try {
      await request(pushUnsubscribeMessage(), { quiet: true });
      remember({ push: false });
      // The browser's one subscription goes only when no other room uses it.
      if (!pushUsedElsewhere(listNotifySettings(), code, seat)) {
        const subscription = await currentSubscription();
        if (subscription) await subscription.unsubscribe().catch(() => false);
      }
      state = settledState();
    } catch (error) {
      state = 'on';
      pushError = describeError(error);
    } finally {
      render();
    }
  }

  async function saveWebhook(event) {
    event.preventDefault();
    const field = event.currentTarget.querySelector('.webhook-url');
    const { url, problem } = webhookInput(field.value);
    if (problem === 'empty') return;
    if (problem !== 'ok') {
      webhookError = t('notifications-webhook-not-https');
      render();
      return;
    }
    webhookState = 'saving';
    webhookError = '';
    render();
    try {
      await request(webhookMessage(url, currentLanguage()), { quiet: true });
      remember({ webhook: url });
      field.value = '';
    } catch (error) {
      webhookError = describeError(error);
    } finally {
      webhookState = settings().webhook ? 'saved' : 'none';
      render();
    }
  }

  async function removeWebhook() {
    webhookState = 'saving';
    webhookError = '';
    render();
    try {
      await request(webhookMessage(null), { quiet: true });
      remember({ webhook: '' });
    } catch (error) {
      webhookError = describeError(error);
    } finally {
      webhookState = settings().webhook ? 'saved' : 'none';
      render();
    }
  }

  function pushPart() {
    switch (state) {
      case 'unsupported':
      case 'insecure':
      case 'denied':
        return html`<p class="notifications-status muted small">${bell}<span>${t(`notifications-${state}`)}</span></p>`;
      case 'on':
      case 'stopping':
        return html`<p class="notifications-status notifications-on">${bell}<span><strong>${t('notifications-on')}</strong> <span class="muted small">${t('notifications-on-hint')}</span></span></p><p class="notifications-actions"><button type="button" class="notifications-off" ?disabled=${state === 'stopping'} @click=${turnOff}>${state === 'stopping' ? t('notifications-turning-off') : t('notifications-turn-off')}</button></p>`;
      default:
        return html`<p class="notifications-actions"><button type="button" class="notifications-turn-on" ?disabled=${state === 'working'} @click=${turnOn}>${bell}<span>${state === 'working' ? t('notifications-working') : t('notifications-turn-on')}</span></button></p><p class="muted small notifications-hint">${t('notifications-turn-on-hint')}</p>`;
    }
  }

  function webhookPart() {
    const saved = settings().webhook;
    const body = saved
      ? html`<p class="webhook-saved small"><span>${t('notifications-webhook-saved', { host: webhookHost(saved) })}</span> <button type="button" class="webhook-remove" ?disabled=${webhookState === 'saving'} @click=${removeWebhook}>${t('notifications-webhook-remove')}</button></p>`
      : html`<form class="webhook-form inline-field" @submit=${saveWebhook}><input class="webhook-url" type="url" dir="ltr" inputmode="url" autocomplete="off" spellcheck="false" placeholder="https://" aria-label=${t('notifications-webhook-label')}><button type="submit" ?disabled=${webhookState === 'saving'}>${t('notifications-webhook-save')}</button></form><p class="help">${t('notifications-webhook-help')}</p>`;
    const error = webhookError ? html`<p class="notifications-error webhook-error" role="alert">${webhookError}</p>` : nothing;
    return html`<details class="notifications-webhook"><summary>${t('notifications-webhook')}</summary>${body}${error}</details>`;
  }

  // A new seat (or none): its own settings. True when it changed.
  function setSeat(seatNow) {
    const next = Number.isInteger(seatNow) ? seatNow : null;
    if (next === seat) return false;
    seat = next;
    pushError = '';
    webhookError = '';
    if (state !== 'working' && state !== 'stopping') state = settledState();
    webhookState = seat !== null && settings().webhook ? 'saved' : 'none';
    return true;
  }

  function render() {
    if (destroyed) return;
    element.hidden = !visible;
    element.dataset.state = state;
    element.dataset.webhook = webhookState;
    if (!visible) return;
    const error = pushError ? html`<p class="notifications-error push-error" role="alert">${pushError}</p>` : nothing;
    show(element, html`${pushPart()}${error}${webhookPart()}`);
    // An error opens the webhook's fold (the person's own open or close is kept otherwise).
    if (webhookError) element.querySelector('.notifications-webhook').open = true;
  }

  return {
    element,
    // After every change of the room view: `seat` the viewer's seat (null
    // for a spectator), `person` false for a seat a bot plays.
    update({ seat: seatNow, person }) {
      const changed = setSeat(seatNow);
      const shown = seat !== null && Boolean(person);
      if (!changed && shown === visible) return;
      visible = shown;
      render();
    },
    // After a join with a seat: the saved subscription and webhook told to
    // the room again (the language may have changed); a subscription the
    // browser no longer has (notifications blocked since) is forgotten.
    async resume(seatNow) {
      if (setSeat(seatNow)) render();
      if (seat === null || destroyed) return;
      const saved = settings();
      if (!saved.push && !saved.webhook) return;
      const message = { type: 'subscribe' };
      if (saved.push) {
        const subscription = settledState() === 'on' ? await currentSubscription() : null;
        const push = subscription ? pushSubscribeMessage(subscription.toJSON(), currentLanguage()) : null;
        if (push) Object.assign(message, push);
        else {
          remember({ push: false });
          if (state === 'on') state = settledState();
          render();
        }
      }
      if (saved.webhook) Object.assign(message, webhookMessage(saved.webhook, currentLanguage()));
      if (message.push || message.webhook) await request(message, { quiet: true }).catch(() => {});
    },
    destroy() {
      destroyed = true;
      element.remove();
    },
  };
}
