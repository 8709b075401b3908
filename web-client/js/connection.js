// One WebSocket to the server (PROTOCOL.md): says hello, matches replies to
// requests by `id`, keeps the connection alive, and reconnects by itself with
// a growing pause (reconnect-delay.js). `onReady` runs after every
// (re)connect's welcome; the status turns `open` once it is done (the room
// joined), so a join the server sends elsewhere (`room_elsewhere`, answered
// with `reconnect()`) keeps the page calmly "reconnecting".
import { reconnectDelay } from './reconnect-delay.js';
import { t } from './i18n.js';

const protocolVersion = 1;

export class Connection {
  constructor({ onMessage, onStatus, onReady }) {
    this.onMessage = onMessage || (() => {});
    this.onStatus = onStatus || (() => {});
    this.onReady = onReady || (async () => {});
    this.pending = new Map();
    this.nextId = 1;
    this.socket = null;
    this.attempts = 0;
    this.stopped = false;
    this.status = 'connecting';
    this.retryTimer = null;
    this.node = '';  // the cluster node that answered the last hello (welcome.node)
  }

  get url() {
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    // On a room's page, name the room: the server then serves this connection
    // on the room's own thread (the join request is still what joins).
    const room = window.location.pathname.match(/^\/r\/([a-z2-7]{16})/);
    return `${scheme}//${window.location.host}/ws${room ? `?room=${room[1]}` : ''}`;
  }

  start() {
    this.stopped = false;
    this.connect();
    this.keepAlive = window.setInterval(() => {
      if (this.status === 'open') this.send({ type: 'ping' });
    }, 25000);
  }

  stop() {
    this.stopped = true;
    window.clearInterval(this.keepAlive);
    window.clearTimeout(this.retryTimer);
    if (this.socket) this.socket.close(1000);
  }

  // Leaves this connection and opens a new one after the pause: the server
  // answered `join` with `room_elsewhere` (another node serves the room now),
  // and a new connection through the proxy reaches the node that does.
  reconnect() {
    const socket = this.socket;
    if (!socket || this.stopped) return;
    this.scheduleReconnect();
    socket.close(1000);
  }

  setStatus(status) {
    this.status = status;
    this.onStatus(status);
  }

  connect() {
    if (this.stopped) return;
    this.setStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => this.greet(socket));
    socket.addEventListener('message', (event) => {
      if (this.socket === socket) this.receive(event.data);
    });
    // Every close that we did not ask for takes the same way back: a lost
    // network, a server going away (1001), a room that moved to another
    // node (4000). The join that follows carries the saved tokens.
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      if (this.stopped) {
        this.failPending();
        this.setStatus('closed');
        return;
      }
      this.scheduleReconnect();
    });
  }

  scheduleReconnect() {
    this.socket = null;
    this.failPending();
    this.attempts += 1;
    this.setStatus('reconnecting');
    // The status callback may have stopped us (the start page gives up).
    if (this.stopped) return;
    window.clearTimeout(this.retryTimer);
    this.retryTimer = window.setTimeout(() => this.connect(), reconnectDelay(this.attempts));
  }

  async greet(socket) {
    let welcome;
    try {
      this.helloId = this.nextId;
      welcome = await this.request({ type: 'hello', protocol: protocolVersion, client: 'kangaroom-web' });
    } catch (error) {
      // A connection lost meanwhile is already on its way back: no message.
      if (this.socket === socket) this.onMessage({ type: 'error', code: error.code || 'hello_failed', message: error.message || '' });
      return;
    }
    if (this.socket !== socket) return;
    this.node = typeof welcome.node === 'string' ? welcome.node : '';
    try {
      await this.onReady(welcome);
    } catch (error) {
      if (this.socket === socket) this.onMessage({ type: 'error', code: error.code || 'hello_failed', message: error.message || '' });
    }
    // onReady may have sent us elsewhere (reconnect()), or the connection
    // dropped or was stopped meanwhile: then this one never was good.
    if (this.socket !== socket || this.stopped) return;
    this.attempts = 0;
    this.setStatus('open');
  }

  failPending() {
    for (const { reject } of this.pending.values()) {
      reject({ code: 'disconnected', message: t('connection-lost') });
    }
    this.pending.clear();
  }

  receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (!message || typeof message !== 'object') return;
    // A server that leaves the id off `welcome` still answers our hello.
    const id = message.id === undefined && message.type === 'welcome' ? this.helloId : message.id;
    const waiting = id !== undefined && this.pending.get(id);
    if (waiting) {
      this.pending.delete(id);
      if (message.type === 'error') {
        waiting.reject(message);
        return;  // the caller shows it
      }
      waiting.resolve(message);
    }
    this.onMessage(message);
  }

  send(message) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  // Sends `message` with a fresh id; resolves with the reply, rejects with the
  // server's error ({code, message}) or a lost connection.
  request(message) {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (!this.send({ ...message, id })) {
        this.pending.delete(id);
        reject({ code: 'disconnected', message: t('connection-not-connected') });
      }
    });
  }
}
