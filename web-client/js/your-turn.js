// Telling a player it is their turn, for a room page: a short chime (made
// with the Web Audio API, no file), a browser notification while the tab is
// hidden, and a dot in the favicon for as long as the turn lasts.
//
// Everything above createYourTurn is pure (tests/web/your-turn.test.mjs).
// createYourTurn makes the two top-bar buttons (sound on/off; "Notify me
// when it's my turn") and reacts to `update({myTurn, seated, gameName, code})`
// after every change of the room view. It never asks for anything on page
// load: the AudioContext waits for the first click or key press on the page
// (browsers allow sound only after one), and notification permission is
// asked only from its button.
//
// For tests (no sound hardware needed): <html data-turn-alerts="N"> counts
// the chimes that would have played, <html data-turn-sound="on|off"> is the
// toggle, and the favicon <link> carries data-mark="turn" or "none".
import { h, fromMarkup } from './dom.js';

export const soundKey = 'kangaroom.sound';

// What happened between two renders: 'start' when the turn has just become
// yours, 'end' when it has just stopped being yours, null otherwise (a render
// in the middle of your turn chimes nothing).
export function turnChange(before, now) {
  if (!before && now) return 'start';
  if (before && !now) return 'end';
  return null;
}

// The notification's words.
export function noticeText(gameName, code) {
  return `Your turn in ${gameName || 'kangaroom'} — room ${code}`;
}

// The saved sound setting: on unless the player turned it off.
export function soundFromStorage(text) {
  return text !== 'off';
}

// Two soft notes, a fourth apart, in well under half a second:
// [frequency Hz, start s, length s].
export const chimeNotes = [
  [659.25, 0, 0.18],
  [987.77, 0.14, 0.28],
];

function readSound() {
  try {
    return soundFromStorage(window.localStorage.getItem(soundKey));
  } catch {
    return true;
  }
}

function writeSound(on) {
  try {
    window.localStorage.setItem(soundKey, on ? 'on' : 'off');
  } catch {
    // Private mode or full storage: the setting lasts as long as the page.
  }
}

function notificationsAvailable() {
  return typeof window.Notification === 'function' && typeof window.Notification.requestPermission === 'function';
}

// The app's mark (the orange tile with the white hop) on a 64 px canvas, with
// a dot in the corner when `mark` is set. Null when the browser cannot draw.
function drawFavicon(mark) {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const g = canvas.getContext && canvas.getContext('2d');
  if (!g) return null;
  const s = 0.64;  // the SVG icon is drawn on 100 × 100
  g.fillStyle = '#e8590c';
  g.beginPath();
  if (g.roundRect) g.roundRect(0, 0, 64, 64, 14);
  else g.rect(0, 0, 64, 64);
  g.fill();
  g.strokeStyle = '#fff';
  g.lineWidth = 11 * s;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(16 * s, 76 * s);
  g.quadraticCurveTo(32 * s, 22 * s, 50 * s, 64 * s);
  g.quadraticCurveTo(66 * s, 22 * s, 84 * s, 56 * s);
  g.stroke();
  if (mark) {
    g.beginPath();
    g.arc(48, 16, 14, 0, Math.PI * 2);
    g.fillStyle = '#fff';
    g.fill();
    g.beginPath();
    g.arc(48, 16, 10, 0, Math.PI * 2);
    g.fillStyle = '#2b8a3e';
    g.fill();
  }
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}

const speakerOn =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor"/><path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11"/></svg>';
const speakerOff =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor"/><path d="M16 9.5l5 5M21 9.5l-5 5"/></svg>';
const bell =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z"/><path d="M10 20.5a2 2 0 0 0 4 0"/></svg>';

export function createYourTurn() {
  const root = document.documentElement;
  let soundOn = readSound();
  let audio = null;
  let myTurn = false;
  let notice = null;
  let destroyed = false;
  let info = { gameName: '', code: '' };

  // --- favicon
  let icon = document.querySelector('link[rel=icon]');
  if (!icon) {
    icon = h('link', { rel: 'icon' });
    document.head.append(icon);
  }
  const plainHref = icon.getAttribute('href') || '';
  let markedHref;  // drawn the first time it is needed
  const setMark = (mark) => {
    if (mark) {
      if (markedHref === undefined) markedHref = drawFavicon(true);
      if (markedHref) icon.setAttribute('href', markedHref);
    } else if (plainHref) {
      icon.setAttribute('href', plainHref);
    }
    icon.dataset.mark = mark ? 'turn' : 'none';
  };
  setMark(false);

  // --- sound
  if (!root.dataset.turnAlerts) root.dataset.turnAlerts = '0';
  const unlock = () => {
    if (destroyed) return;
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try {
      if (!audio) audio = new Context();
      if (audio.state === 'suspended') audio.resume().catch(() => {});
      root.dataset.turnAudio = 'ready';
    } catch {
      audio = null;
    }
  };
  document.addEventListener('pointerdown', unlock, true);
  document.addEventListener('keydown', unlock, true);

  const chime = () => {
    root.dataset.turnAlerts = String(Number(root.dataset.turnAlerts || 0) + 1);
    if (!audio || audio.state !== 'running') return;
    try {
      const start = audio.currentTime + 0.02;
      for (const [frequency, at, length] of chimeNotes) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = 'sine';
        osc.frequency.value = frequency;
        // A quick rise, then a soft fall to silence.
        gain.gain.setValueAtTime(0.0001, start + at);
        gain.gain.exponentialRampToValueAtTime(0.14, start + at + 0.015);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
        osc.connect(gain).connect(audio.destination);
        osc.start(start + at);
        osc.stop(start + at + length + 0.02);
      }
    } catch {
      // No sound this time; the favicon and the title still say it.
    }
  };

  const soundButton = h('button', {
    type: 'button',
    class: 'sound-toggle',
    'aria-label': 'Sound when it is your turn',
    onclick: () => {
      soundOn = !soundOn;
      writeSound(soundOn);
      showSound();
    },
  });
  const showSound = () => {
    soundButton.setAttribute('aria-pressed', String(soundOn));
    soundButton.title = soundOn ? 'Sound is on: a chime when it is your turn. Click to mute.' : 'Sound is off. Click for a chime when it is your turn.';
    soundButton.replaceChildren(fromMarkup(soundOn ? speakerOn : speakerOff));
    root.dataset.turnSound = soundOn ? 'on' : 'off';
  };
  showSound();

  // --- notifications
  const notifyButton = h(
    'button',
    {
      type: 'button',
      class: 'notify-toggle',
      'aria-label': "Notify me when it's my turn",
      title: 'A notification when it is your turn while this tab is in the background',
      onclick: async () => {
        notifyButton.disabled = true;
        try {
          await window.Notification.requestPermission();
        } catch {
          // An old browser without the promise form, or a refusal: nothing to do.
        }
        notifyButton.disabled = false;
        showNotify();
      },
    },
    fromMarkup(bell),
    h('span', { class: 'notify-label' }, "Notify me when it's my turn"),
  );
  const showNotify = () => {
    notifyButton.hidden = !notificationsAvailable() || window.Notification.permission !== 'default';
  };
  showNotify();

  const closeNotice = () => {
    if (notice) notice.close();
    notice = null;
  };
  const showNotice = () => {
    if (!document.hidden || !notificationsAvailable() || window.Notification.permission !== 'granted') return;
    try {
      closeNotice();
      notice = new window.Notification(noticeText(info.gameName, info.code), { tag: `kangaroom-${info.code}` });
      notice.onclick = () => {
        window.focus();
        closeNotice();
      };
    } catch {
      // Some browsers allow notifications only from a service worker.
      notice = null;
    }
  };

  const element = h('div', { class: 'turn-alerts', hidden: true }, soundButton, notifyButton);

  return {
    element,
    update({ myTurn: now, seated, gameName, code }) {
      if (destroyed) return;
      info = { gameName, code };
      element.hidden = !seated;
      showNotify();
      const change = turnChange(myTurn, Boolean(now));
      myTurn = Boolean(now);
      if (change === 'start') {
        setMark(true);
        if (soundOn) chime();
        showNotice();
      } else if (change === 'end') {
        setMark(false);
        closeNotice();
      }
    },
    destroy() {
      destroyed = true;
      document.removeEventListener('pointerdown', unlock, true);
      document.removeEventListener('keydown', unlock, true);
      closeNotice();
      setMark(false);
      if (audio) audio.close().catch(() => {});
      audio = null;
      element.remove();
    },
  };
}
