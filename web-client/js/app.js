// Entry point: the start page at "/", a room at "/r/<code>", the replay of
// its finished game at "/r/<code>/replay" (optionally ?round=N), a game's
// rules at "/how-to-play/<game>".
import { showStartPage } from './pages/start.js';
import { showRoomPage } from './pages/room.js';
import { showReplayPage } from './pages/replay.js';
import { showHowToPlayPage } from './pages/how-to-play.js';
import { startTheme } from './theme.js';

function route() {
  const path = window.location.pathname;
  const room = path.match(/^\/r\/([A-Za-z0-9_-]{1,64})\/?$/);
  const replay = path.match(/^\/r\/([A-Za-z0-9_-]{1,64})\/replay\/?$/);
  const rules = path.match(/^\/how-to-play\/([a-z0-9_-]{1,64})\/?$/);
  const main = document.getElementById('main');
  if (rules) showHowToPlayPage(main, rules[1]);
  else if (room) showRoomPage(main, room[1]);
  else if (replay) showReplayPage(main, replay[1]);
  else showStartPage(main);
}

startTheme(document.getElementById('theme-toggle'));
route();
