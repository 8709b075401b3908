// End to end against npm's web-push-testing, a stand-in for a browser's push
// service (it decrypts what it receives and checks the VAPID JWT against the
// applicationServerKey the "browser" subscribed with): a notification goes
// through kangaroom's delivery queue and sender (push_tool deliver), arrives
// and reads back as sent; once the subscription has expired, the push
// service answers 410 and the queue reports it gone.
//   node web-push-testing.mjs PATH/TO/push_tool
// Runs the push service in this process on a free port of 127.0.0.1's
// "localhost"; downloads nothing. Exits 1 if a check failed.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { check, expect, finish } from './checks.mjs';

const require = createRequire(import.meta.url);
const TestingServer = require('web-push-testing/src/server.js');
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');

const tool = process.argv[2];
if (!tool) {
  console.error('usage: node web-push-testing.mjs PATH/TO/push_tool');
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function post(base, route, body) {
  const response = await fetch(base + route, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  let answer = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = text;
  }
  return { status: response.status, body: answer };
}

// Asynchronous: the push service runs in this process's event loop.
function deliver(keyFile, notification) {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, ['deliver', keyFile, 'mailto:ops@kangaroom.example'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`push_tool deliver exited ${code}`));
      else resolve(JSON.parse(out));
    });
    child.stdin.end(JSON.stringify(notification));
  });
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kangaroom-wpt-'));
const keyFile = path.join(folder, 'vapid.pem');
const servedKey = String(execFileSync(tool, ['vapid-key', keyFile])).trim();

const port = await freePort();
const service = new TestingServer(new PushApiModel(), port);
service.startServer();
const base = `http://localhost:${port}`;
for (let i = 0; i < 50; i += 1) {
  try {
    if ((await fetch(`${base}/status`, { method: 'POST' })).status === 200) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const subscribed = await post(base, '/subscribe', {
  userVisibleOnly: 'true', // web-push-testing wants the form-encoded spelling
  applicationServerKey: servedKey,
});
const subscription = subscribed.body?.data;
const content = {
  title: 'Your turn',
  body: 'Ana built a road',
  url: 'https://kangaroom.example/r/ABCD',
  tag: 'turn-ABCD',
  event: 'turn',
};

await check('web-push-testing subscribes with the served key', () => {
  expect(subscribed.status === 200, `subscribe answered ${subscribed.status}`);
  expect(subscription?.endpoint?.startsWith(`${base}/notify/`), 'an endpoint on the stand-in');
});

await check('the push is accepted (aes128gcm decrypts, the JWT verifies with the served key)',
  async () => {
    const result = await deliver(keyFile, {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      ...content,
    });
    expect(result.sent === 1, `delivery: ${JSON.stringify(result)}`);
    const got = await post(base, '/get-notifications', { clientHash: subscription.clientHash });
    const messages = got.body?.data?.messages ?? [];
    expect(messages.length === 1, `${messages.length} messages`);
    const message = JSON.parse(messages[0]);
    expect(message.title === content.title && message.body === content.body &&
           message.url === content.url && message.tag === content.tag,
           `decrypted ${messages[0]}`);
  });

await check('an expired subscription answers 410 and is reported gone', async () => {
  const expired = await post(base, `/expire-subscription/${subscription.clientHash}`);
  expect(expired.status === 200, `expire answered ${expired.status}`);
  const result = await deliver(keyFile, {
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    ...content,
  });
  expect(result.sent === 0 && result.gone.length === 1 && result.gone[0].includes('410'),
         `delivery: ${JSON.stringify(result)}`);
});

await check('a push signed by another key is refused by the push service', async () => {
  const other = await post(base, '/subscribe', {
    userVisibleOnly: 'true', // web-push-testing wants the form-encoded spelling
    applicationServerKey: servedKey,
  });
  const otherKey = path.join(folder, 'other.pem');
  const result = await deliver(otherKey, {
    endpoint: other.body.data.endpoint,
    p256dh: other.body.data.keys.p256dh,
    auth: other.body.data.keys.auth,
    ...content,
  });
  // 400 from the stand-in: given up, never sent.
  expect(result.sent === 0 && result.given_up === 1, `delivery: ${JSON.stringify(result)}`);
});

service._server.close();
fs.rmSync(folder, { recursive: true, force: true });
finish('web-push-testing');
