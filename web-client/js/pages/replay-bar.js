// The replay's bar under the board: where the page stands in words (`count`
// and `mover`, filled by the page), the step buttons, autoplay at a chosen
// speed, and the slider. It holds no position of its own: it asks the page
// to `go(step, { auto })`, reads where the page stands from `now()`, and is
// told each new position by `stand(step, label)`.
import { h, replaceChildren, svgNode } from '../dom.js';
import { t, direction } from '../i18n.js';

// Icons as inline SVG (the system fonts may lack the media-control glyphs).
const icons = {
  first: [['rect', { x: 2, y: 3, width: 2.2, height: 10, rx: 0.5 }], ['path', { d: 'M14 3v10L5 8z' }]],
  back: [['path', { d: 'M12 3v10L4 8z' }]],
  forward: [['path', { d: 'M4 3v10l8-5z' }]],
  last: [['path', { d: 'M2 3v10l9-5z' }], ['rect', { x: 11.8, y: 3, width: 2.2, height: 10, rx: 0.5 }]],
  play: [['path', { d: 'M4 2.5v11l9.5-5.5z' }]],
  pause: [['rect', { x: 3.5, y: 3, width: 3, height: 10, rx: 0.6 }], ['rect', { x: 9.5, y: 3, width: 3, height: 10, rx: 0.6 }]],
};

// Seconds a move may stay on the board while the game plays itself.
const speeds = [0.5, 1, 2, 4];

function icon(name) {
  // Right to left, the buttons and the slider run from the right (the start)
  // to the left (the end): the icons point the same way.
  const flip = direction() === 'rtl' ? { transform: 'translate(16 0) scale(-1 1)' } : {};
  return svgNode(
    'svg',
    { class: 'replay-icon', viewBox: '0 0 16 16', width: 14, height: 14, 'aria-hidden': 'true', fill: 'currentColor' },
    svgNode('g', flip, icons[name].map(([tag, attributes]) => svgNode(tag, attributes))),
  );
}

export function createReplayBar({ last, go, now }) {
  const button = (name, label, aria, keys, onclick, iconAfter = false) =>
    h(
      'button',
      { type: 'button', class: `replay-step replay-${name}${name === 'forward' ? ' primary' : ''}`, 'aria-label': aria, 'aria-keyshortcuts': keys, onclick },
      iconAfter ? null : icon(name),
      h('span', {}, label),
      iconAfter ? icon(name) : null,
    );
  const firstButton = button('first', t('replay-first'), t('replay-first-label'), 'Home', () => go(0));
  const backButton = button('back', t('replay-back'), t('replay-back-label'), 'ArrowLeft', () => go(now() - 1));
  const forwardButton = button('forward', t('replay-forward'), t('replay-forward-label'), 'ArrowRight', () => go(now() + 1), true);
  const lastButton = button('last', t('replay-last'), t('replay-last-label'), 'End', () => go(last), true);
  const slider = h('input', {
    type: 'range',
    class: 'replay-slider',
    min: 0,
    max: last,
    step: 1,
    value: 0,
    'aria-label': t('replay-slider'),
    oninput: () => go(Number(slider.value)),
  });

  // Autoplay: a move every chosen number of seconds from where the page
  // stands (from the start when it stands at the end), until the end, a
  // pause, or a step taken by hand (the page calls pause()).
  let timer = null;
  const playIcon = h('span', { class: 'replay-play-icon' }, icon('play'));
  const playWords = h('span', {}, t('replay-play'));
  const playButton = h(
    'button',
    { type: 'button', class: 'replay-play', 'aria-label': t('replay-play-label'), 'aria-keyshortcuts': 'K', onclick: () => togglePlay() },
    playIcon,
    playWords,
  );
  const speedSelect = h(
    'select',
    { class: 'replay-speed', 'aria-label': t('replay-speed') },
    speeds.map((seconds) => h('option', { value: String(seconds), selected: seconds === 1 }, t('replay-speed-choice', { seconds }))),
  );
  const count = h('strong', { class: 'replay-count' });
  const mover = h('span', { class: 'replay-mover' });
  const element = h(
    'section',
    { class: 'panel replay-bar', 'aria-label': t('replay-controls'), dataset: { autoplay: 'off' } },
    h('p', { class: 'replay-position', 'aria-live': 'polite' }, count, mover),
    h('div', { class: 'replay-controls', role: 'group', 'aria-label': t('replay-step-through') }, firstButton, backButton, forwardButton, lastButton),
    h('div', { class: 'replay-autoplay', role: 'group', 'aria-label': t('replay-autoplay') }, playButton, speedSelect),
    slider,
    h('p', { class: 'muted small replay-keys keys-hint' }, t('replay-keys')),
  );

  function showPlaying(playing) {
    replaceChildren(playIcon, icon(playing ? 'pause' : 'play'));
    playWords.textContent = t(playing ? 'replay-pause' : 'replay-play');
    playButton.setAttribute('aria-label', t(playing ? 'replay-pause-label' : 'replay-play-label'));
    playButton.classList.toggle('playing', playing);
    element.dataset.autoplay = playing ? 'on' : 'off';
  }
  function scheduleNext() {
    timer = setTimeout(() => {
      timer = null;
      go(now() + 1, { auto: true });
      if (now() >= last) showPlaying(false);
      else scheduleNext();
    }, Number(speedSelect.value) * 1000);
  }
  function play() {
    if (now() >= last) go(0, { auto: true });
    showPlaying(true);
    scheduleNext();
  }
  function pause() {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    showPlaying(false);
  }
  function togglePlay() {
    if (timer === null) play();
    else pause();
  }
  // A new speed counts from now.
  speedSelect.addEventListener('change', () => {
    if (timer === null) return;
    clearTimeout(timer);
    scheduleNext();
  });

  function stand(index, label) {
    firstButton.disabled = index === 0;
    backButton.disabled = index === 0;
    forwardButton.disabled = index === last;
    lastButton.disabled = index === last;
    slider.value = String(index);
    slider.setAttribute('aria-valuetext', label);
  }

  return { element, count, mover, stand, pause, togglePlay };
}
