// One room's session with the server (PROTOCOL.md): the connection, the join
// with the saved seat and host tokens, the view kept in sync (a snapshot, then
// one patch per version; `sync` on a gap or a patch that does not apply), the
// seat this page holds and whether it hosts, joining again after a
// reconnect. It draws nothing: the page hears `onChange` (the view or our
// seat changed), `onChat`, `onStatus` (the connection's), `onJoined`,
// `onMissing` (no such room) and `onError` (a server error to show).
import { Connection } from './connection.js';
import { ViewSync } from './view-sync.js';
import { loadRoomSecrets, saveRoomSecrets } from './storage.js';

export function createRoomSession(code, { onChange, onChat, onStatus, onJoined, onMissing, onError }) {
  const sync = new ViewSync();
  let mySeat = null;
  let joinedAsHost = false;
  let syncRequested = false;
  let missing = false;

  const seats = () => (sync.view && sync.view.room && sync.view.room.seats) || [];

  // A seat a bot plays is no longer ours (we resigned a game that goes on).
  function changed() {
    const mine = mySeat === null ? null : seats().find((seat) => seat.seat === mySeat);
    if (mine && mine.bot && mine.resigned) {
      mySeat = null;
      saveRoomSecrets(code, { seat_token: null });
    }
    onChange();
  }

  const request = async (message, { quiet = false } = {}) => {
    try {
      return await connection.request(message);
    } catch (error) {
      if (!quiet) onError(error);
      throw error;
    }
  };

  function acceptJoined(reply) {
    mySeat = Number.isInteger(reply.seat) ? reply.seat : null;
    joinedAsHost = reply.host === true;
    if (mySeat === null && loadRoomSecrets(code).seat_token) saveRoomSecrets(code, { seat_token: null });
  }

  // After every (re)connect's welcome. A token the server refuses is
  // forgotten and the join tried again without it.
  async function join() {
    const secrets = loadRoomSecrets(code);
    const message = { type: 'join', room: code };
    if (secrets.seat_token) message.seat_token = secrets.seat_token;
    if (secrets.host_token) message.host_token = secrets.host_token;
    let reply;
    try {
      reply = await connection.request(message);
    } catch (error) {
      if (error.code === 'unknown_room') {
        missing = true;
        connection.stop();
        onMissing();
        return;
      }
      // In a cluster another node serves the room right now (or is handing
      // it over): nothing happened. A new connection through the proxy,
      // after a short pause, reaches the node that does; the page says
      // "Reconnecting…" meanwhile, as for a lost connection.
      if (error.code === 'room_elsewhere') {
        connection.reconnect();
        return;
      }
      if (error.code === 'bad_token' && secrets.seat_token) {
        onError(error);
        saveRoomSecrets(code, { seat_token: null });
        await join();
        return;
      }
      if (error.code === 'bad_token' && secrets.host_token) {
        saveRoomSecrets(code, { host_token: null });
        await join();
        return;
      }
      if (error.code !== 'disconnected') onError(error);
      return;
    }
    acceptJoined(reply);
    onJoined(mySeat);
  }

  function acceptPatch(message) {
    const result = sync.acceptPatch(message.version, message.ops || []);
    if (result.status === 'applied') {
      syncRequested = false;
      changed();
    } else if (result.status === 'gap' && !syncRequested) {
      syncRequested = true;
      connection.send(sync.version === null ? { type: 'sync' } : { type: 'sync', version: sync.version });
    } else if (result.status === 'failed' && !syncRequested) {
      syncRequested = true;
      connection.send({ type: 'sync' });
    }
  }

  function onMessage(message) {
    switch (message.type) {
      case 'joined':
        acceptJoined(message);
        break;
      case 'seat_changed':
        // The host swapped our seat (or we moved): same token, new number.
        if (Number.isInteger(message.seat)) mySeat = message.seat;
        changed();
        break;
      case 'snapshot':
        sync.acceptSnapshot(message.version, message.view);
        syncRequested = false;
        changed();
        break;
      case 'patch':
        acceptPatch(message);
        break;
      case 'chat':
        onChat(message, seats());
        break;
      case 'error':
        if (message.id === undefined) onError(message);
        break;
      default:
        break;
    }
  }

  const connection = new Connection({ onMessage, onStatus, onReady: join });

  return {
    get view() { return sync.view; },
    get version() { return sync.version; },
    get mySeat() { return mySeat; },
    get missing() { return missing; },
    // The host role can pass to another seat while we are here (the host was
    // away for the grace period): the seat marked host is the host.
    get isHost() {
      const hostSeat = seats().find((seat) => seat.host);
      return hostSeat ? mySeat === hostSeat.seat : joinedAsHost;
    },
    // In a cluster, the node that serves us (welcome.node).
    get node() { return connection.node; },
    start: () => connection.start(),
    request,
    async takeSeat(seat, profile) {
      const reply = await request({ type: 'take_seat', seat, name: profile.name, icon: profile.icon, color: profile.color });
      mySeat = reply.seat;
      saveRoomSecrets(code, { seat_token: reply.seat_token });
      changed();
    },
    async leaveSeat() {
      await request({ type: 'leave_seat' });
      mySeat = null;
      saveRoomSecrets(code, { seat_token: null });
      changed();
    },
    // Seated in the lobby: to a free seat, the token kept (`seat_changed`
    // says the new seat before the snapshot comes).
    moveToSeat: (seat) => request({ type: 'take_seat', seat }),
    // Name, icon or colour of one's own seat, without leaving it.
    updateSeat: (fields) => request({ type: 'update_seat', ...fields }),
    swapSeats: (first, second) => request({ type: 'swap_seats', seats: [first, second] }),
    // The room's creator asked on the start page to play: true once, then forgotten.
    takeSitOnArrival() {
      if (mySeat !== null || !loadRoomSecrets(code).sit_on_arrival) return false;
      saveRoomSecrets(code, { sit_on_arrival: null });
      return true;
    },
  };
}
