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
// A short knock on every move (anyone's) is there too, off unless the player
// turns it on with the button beside the speaker (`moved()` after each new
// move); the speaker mutes it with the chime.
//
// For tests (no sound hardware needed): <html data-turn-alerts="N"> counts
// the chimes that would have played, <html data-turn-sound="on|off"> is the
// toggle, and the favicon <link> carries data-mark="turn" or "none";
// <html data-move-sound="on|off"> is the move sound's toggle and
// <html data-move-sounds="N"> counts the knocks that would have played.
import { h, svgIcon } from './dom.js';
import { t } from './i18n.js';

export const soundKey = 'kangaroom.sound';
export const moveSoundKey = 'kangaroom.moveSound';

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
  return gameName ? t('your-turn-notice', { game: gameName, code }) : t('your-turn-notice-no-game', { code });
}

// The saved sound setting: on unless the player turned it off.
export function soundFromStorage(text) {
  return text !== 'off';
}

// The move sound's saved setting: off unless the player turned it on.
export function moveSoundFromStorage(text) {
  return text === 'on';
}

// How many of `log`'s entries are newer than `lastSeq` (the newest seen at
// the last render; null before the first, when nothing counts as new).
// The entries of `log` after `lastSeq` (none before the page has seen a log).
export function entriesAfter(lastSeq, log) {
  if (lastSeq === null || lastSeq === undefined) return [];
  return (log || []).filter((entry) => Number(entry.seq) > lastSeq);
}

// Whether any of `entries` took something off the board, as the game's view
// module tells (`isCapture(event)`; a game without captures has none).
export function capturedIn(entries, module) {
  if (!module || typeof module.isCapture !== 'function') return false;
  return entries.some((entry) => entry && entry.event && module.isCapture(entry.event));
}

// A wooden knock for a move: a low note that drops in pitch and dies away
// within a tenth of a second: [frequency Hz at the start, at the end, length s].
export const knockNote = [330, 140, 0.09];

// A capture: the knock, then a second, higher and sharper one just after
// (something knocked off the board): [frequency Hz at the start, at the end,
// length s, start s].
export const captureNotes = [
  [330, 140, 0.09, 0],
  [880, 420, 0.07, 0.075],
];

// Two soft notes, a fourth apart, in well under half a second:
// [frequency Hz, start s, length s].
export const chimeNotes = [
  [659.25, 0, 0.18],
  [987.77, 0.14, 0.28],
];

function readSetting(key, parse) {
  try {
    return parse(window.localStorage.getItem(key));
  } catch {
    return parse(null);
  }
}

function writeSetting(key, on) {
  try {
    window.localStorage.setItem(key, on ? 'on' : 'off');
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

// The buttons' icons, drawn inline (system fonts may lack the glyphs).
const iconFrame = { viewBox: '0 0 24 24', width: 18, height: 18, 'aria-hidden': 'true', fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
const speaker = ['path', { d: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4z', fill: 'currentColor' }];
const speakerOn = [speaker, ['path', { d: 'M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11' }]];
const speakerOff = [speaker, ['path', { d: 'M16 9.5l5 5M21 9.5l-5 5' }]];
const knock = [['circle', { cx: 8, cy: 16, r: 3.5, fill: 'currentColor' }], ['path', { d: 'M13 16h2M12.5 11.5l1.5-1.5M8 10.5V8.5M17.5 7l2-2' }]];
const bell = [['path', { d: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z' }], ['path', { d: 'M10 20.5a2 2 0 0 0 4 0' }]];

export function createYourTurn() {
  const root = document.documentElement;
  let soundOn = readSetting(soundKey, soundFromStorage);
  let moveSoundOn = readSetting(moveSoundKey, moveSoundFromStorage);
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

  // One knock per note: [from Hz, to Hz, length s, start s].
  const knockNow = (notes) => {
    if (!audio || audio.state !== 'running') return;
    try {
      const begin = audio.currentTime + 0.01;
      for (const [from, to, length, at = 0] of notes) {
        const start = begin + at;
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = 'triangle';
        osc.frequency.setValueAtTime(from, start);
        osc.frequency.exponentialRampToValueAtTime(to, start + length);
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(0.12, start + 0.005);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
        osc.connect(gain).connect(audio.destination);
        osc.start(start);
        osc.stop(start + length + 0.02);
      }
    } catch {
      // No knock this time; the board shows the move anyway.
    }
  };
  const count = (name) => {
    root.dataset[name] = String(Number(root.dataset[name] || 0) + 1);
  };

  const soundButton = h('button', {
    type: 'button',
    class: 'sound-toggle',
    'aria-label': t('your-turn-sound'),
    onclick: () => {
      soundOn = !soundOn;
      writeSetting(soundKey, soundOn);
      showSound();
    },
  });
  const moveSoundButton = h('button', {
    type: 'button',
    class: 'move-sound-toggle',
    'aria-label': t('your-turn-move-sound'),
    onclick: () => {
      moveSoundOn = !moveSoundOn;
      writeSetting(moveSoundKey, moveSoundOn);
      showSound();
    },
  });
  const showSound = () => {
    soundButton.setAttribute('aria-pressed', String(soundOn));
    soundButton.title = t(soundOn ? 'your-turn-sound-on' : 'your-turn-sound-off');
    soundButton.replaceChildren(svgIcon(iconFrame, soundOn ? speakerOn : speakerOff));
    root.dataset.turnSound = soundOn ? 'on' : 'off';
    moveSoundButton.setAttribute('aria-pressed', String(moveSoundOn));
    moveSoundButton.disabled = !soundOn;
    moveSoundButton.title = t(!soundOn ? 'your-turn-move-sound-muted' : moveSoundOn ? 'your-turn-move-sound-on' : 'your-turn-move-sound-off');
    moveSoundButton.replaceChildren(svgIcon(iconFrame, knock));
    root.dataset.moveSound = moveSoundOn ? 'on' : 'off';
  };
  showSound();

  // --- notifications
  const notifyButton = h(
    'button',
    {
      type: 'button',
      class: 'notify-toggle',
      'aria-label': t('your-turn-notify'),
      title: t('your-turn-notify-title'),
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
    svgIcon(iconFrame, bell),
    h('span', { class: 'notify-label' }, t('your-turn-notify')),
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

  const element = h('div', { class: 'turn-alerts', hidden: true }, soundButton, moveSoundButton, notifyButton);

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
    // A move (or several) has just been made: one knock, if it is wanted;
    // a double one when it captured something.
    moved({ capture = false } = {}) {
      if (destroyed || !soundOn || !moveSoundOn) return;
      count('moveSounds');
      if (capture) count('captureSounds');
      knockNow(capture ? captureNotes : [knockNote]);
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
