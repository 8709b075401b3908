// What the browser remembers: the player's name, icon and colour, and per room
// the secret seat token and host token (so a reload gives the seat back).
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
