// Entry point: the start page at "/", a room at "/r/<code>", the replay of
// its finished game at "/r/<code>/replay" (optionally ?round=N), a game's
// rules at "/how-to-play/<game>", the rooms this browser has a seat in at
// "/games"; any other address the server hands the client (a mistyped
// "/r/..." link) gets a "Page not found" page. Registers the service worker (service-worker.js). The page's
// language is loaded when i18n.js is first imported (page-language.js puts
// it into the shell and the language picker at the foot of the page).
import { showStartPage } from './pages/start.js';
import { showRoomPage } from './pages/room.js';
import { showReplayPage } from './pages/replay.js';
import { showHowToPlayPage } from './pages/how-to-play.js';
import { showGamesPage } from './pages/games.js';
import { startTheme } from './theme.js';
import { registerServiceWorker } from './service-worker.js';
import { translateShell, startLanguagePicker } from './page-language.js';
import { h, replaceChildren } from './dom.js';
import { t } from './i18n.js';

function showNotFoundPage(main) {
  document.title = t('table-not-found-page-title');
  replaceChildren(
    main,
    h(
      'section',
      { class: 'panel missing not-found' },
      h('h1', {}, t('table-not-found-title')),
      h('p', {}, t('table-not-found-text')),
      h('p', {}, h('a', { class: 'button primary', href: '/' }, t('table-not-found-back'))),
    ),
  );
}

function route() {
  const path = window.location.pathname;
  const room = path.match(/^\/r\/([A-Za-z0-9_-]{1,64})\/?$/);
  const replay = path.match(/^\/r\/([A-Za-z0-9_-]{1,64})\/replay\/?$/);
  const rules = path.match(/^\/how-to-play\/([a-z0-9_-]{1,64})\/?$/);
  const main = document.getElementById('main');
  if (/^\/games\/?$/.test(path)) showGamesPage(main);
  else if (rules) showHowToPlayPage(main, rules[1]);
  else if (room) showRoomPage(main, room[1]);
  else if (replay) showReplayPage(main, replay[1]);
  else if (/^\/(index\.html)?$/.test(path)) showStartPage(main);
  else showNotFoundPage(main);
}

translateShell();
startLanguagePicker(document.getElementById('language-picker'));
startTheme(document.getElementById('theme-toggle'));
route();
registerServiceWorker();
