// One WebSocket to the server (PROTOCOL.md): says hello, matches replies to
// requests by `id`, keeps the connection alive, and reconnects by itself with
// a growing pause. `onReady` runs after every (re)connect's welcome.

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
    if (this.socket) this.socket.close(1000);
  }

  setStatus(status) {
    this.status = status;
    this.onStatus(status);
  }

  connect() {
    this.setStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => this.greet(socket));
    socket.addEventListener('message', (event) => this.receive(event.data));
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.failPending();
      if (this.stopped) {
        this.setStatus('closed');
        return;
      }
      this.attempts += 1;
      this.setStatus('reconnecting');
      const pause = Math.min(5000, 400 * 2 ** Math.min(this.attempts, 4));
      window.setTimeout(() => this.connect(), pause);
    });
  }

  async greet(socket) {
    try {
      this.helloId = this.nextId;
      const welcome = await this.request({ type: 'hello', protocol: protocolVersion, client: 'kangaroom-web' });
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.setStatus('open');
      await this.onReady(welcome);
    } catch (error) {
      this.onMessage({ type: 'error', code: error.code || 'hello_failed', message: error.message || '' });
    }
  }

  failPending() {
    for (const { reject } of this.pending.values()) {
      reject({ code: 'disconnected', message: 'The connection to the server was lost.' });
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
        reject({ code: 'disconnected', message: 'Not connected to the server right now.' });
      }
    });
  }
}
