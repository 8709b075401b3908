// What the browser remembers: the player's name, icon and colour, and per room
// the secret seat token and host token (so a reload gives the seat back), and
// whether this browser asked to be notified for a seat there.
const profileKey = 'kangaroom.profile';
const roomKey = (code) => `kangaroom.room.${code}`;

function read(key) {
  try {
    const text = window.localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the page still works, it just forgets.
  }
}

// A reader's choice about how a page looks (Jackaroo's board on a phone:
// the whole board or zoomed in), the same in every room.
export function loadSetting(name) {
  return read(`kangaroom.setting.${name}`);
}

export function saveSetting(name, value) {
  write(`kangaroom.setting.${name}`, value);
}

export function loadProfile() {
  return read(profileKey) || {};
}

export function saveProfile(profile) {
  write(profileKey, profile);
}

export function loadRoomSecrets(code) {
  return read(roomKey(code)) || {};
}

export function saveRoomSecrets(code, changes) {
  const secrets = { ...loadRoomSecrets(code), ...changes, saved_at: Date.now() };
  for (const key of Object.keys(secrets)) if (secrets[key] === null) delete secrets[key];
  write(roomKey(code), secrets);
}

// Every room this browser keeps secrets for: [{code, secrets}] ("Your games").
export function listSavedRooms() {
  const prefix = roomKey('');
  const rooms = [];
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && key.startsWith(prefix) && key.length > prefix.length) {
        const secrets = read(key);
        if (secrets && typeof secrets === 'object') rooms.push({ code: key.slice(prefix.length), secrets });
      }
    }
  } catch {
    // No storage: no saved rooms.
  }
  return rooms;
}

// Notifications per room and seat ({"<seat>": {push, webhook}}, see
// notifications.js): kept apart from the tokens, so that saving them leaves
// the tokens' age ("Your games" orders by it) alone.
const notifyKey = (code) => `kangaroom.notify.${code}`;

export function loadNotifySettings(code) {
  return read(notifyKey(code)) || {};
}

export function saveNotifySettings(code, saved) {
  try {
    if (Object.keys(saved).length) window.localStorage.setItem(notifyKey(code), JSON.stringify(saved));
    else window.localStorage.removeItem(notifyKey(code));
  } catch {
    // No storage: the server still has the subscription; the page forgets.
  }
}

// Every room's notification settings: [{code, saved}].
export function listNotifySettings() {
  const prefix = notifyKey('');
  const rooms = [];
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && key.startsWith(prefix) && key.length > prefix.length) rooms.push({ code: key.slice(prefix.length), saved: read(key) || {} });
    }
  } catch {
    // No storage: nothing saved.
  }
  return rooms;
}

// Forgets a room altogether: its seat and host tokens go, and what it kept
// about notifications.
export function forgetRoom(code) {
  try {
    window.localStorage.removeItem(roomKey(code));
    window.localStorage.removeItem(notifyKey(code));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
