// Entry point: the start page at "/", a room at "/r/<code>".
import { showStartPage } from './pages/start.js';
import { showRoomPage } from './pages/room.js';

function route() {
  const match = window.location.pathname.match(/^\/r\/([A-Za-z0-9_-]{1,64})\/?$/);
  const main = document.getElementById('main');
  if (match) showRoomPage(main, match[1]);
  else showStartPage(main);
}

route();
