// Cross-checks kangaroom's Web Push cryptography (server/push, through
// push_tool) against independent implementations: npm's web-push and
// http_ece (by RFC 8291's author) and node's own crypto.
//   node crosscheck.mjs PATH/TO/push_tool
// Prints one line per check and exits 1 if any failed.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import ece from 'http_ece';
import webpush from 'web-push';

import { check, expect, finish } from './checks.mjs';

const tool = process.argv[2];
if (!tool) {
  console.error('usage: node crosscheck.mjs PATH/TO/push_tool');
  process.exit(2);
}

// push_tool's stdout, or an Error carrying its exit status and stderr.
function runTool(args, input = '') {
  try {
    return execFileSync(tool, args, { input, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    const failure = new Error(`push_tool ${args[0]} exited ${error.status}: ${String(error.stderr).trim()}`);
    failure.status = error.status;
    throw failure;
  }
}
function toolFails(args, input = '') {
  try {
    runTool(args, input);
  } catch (error) {
    return error.status === 1 ? String(error.message) : '';
  }
  return '';
}

const b64 = (bytes) => Buffer.from(bytes).toString('base64url');
const unb64 = (text) => Buffer.from(text, 'base64url');

// A browser's subscription keys (RFC 8291 section 2): a P-256 key pair and a
// 16-byte auth secret.
function newUserAgent() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { ecdh, auth, privateKey, p256dh: b64(ecdh.getPublicKey()), authText: b64(auth) };
}

// RFC 8291 section 3.4 written out with node's primitives: a third decryption
// beside http_ece's and ours.
function decryptWithNodeCrypto(body, userAgent) {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  expect(idlen === 65, `idlen ${idlen}`);
  const senderPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ecdhSecret = userAgent.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userAgent.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, userAgent.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(end >= 0 && padded[end] === 2, 'no final-record delimiter');
  return padded.subarray(0, end);
}

function decryptWithHttpEce(body, userAgent) {
  return ece.decrypt(body, { version: 'aes128gcm', privateKey: userAgent.ecdh, authSecret: userAgent.authText });
}

// --- Message encryption: ours encrypts, they decrypt ---------------------------------------

const plaintexts = {
  empty: Buffer.alloc(0),
  'the RFC example': Buffer.from('When I grow up, I want to be a watermelon'),
  'a JSON notification': Buffer.from(JSON.stringify({ title: 'Your turn', body: 'Kangaroo · room 7', room: 'abcdefgh23456789' })),
  '3993 random bytes (the largest)': crypto.randomBytes(3993),
};
for (const [name, plaintext] of Object.entries(plaintexts)) {
  check(`ours encrypts ${name}; http_ece and node's crypto decrypt it`, () => {
    const userAgent = newUserAgent();
    const body = unb64(String(runTool(['encrypt', userAgent.p256dh, userAgent.authText], plaintext)).trim());
    expect(body.length === 86 + plaintext.length + 17, `body length ${body.length}`);
    expect(body.readUInt32BE(16) === 4096, `rs ${body.readUInt32BE(16)}`);
    expect(body.length <= 4096, 'body over 4096 bytes');
    expect(decryptWithHttpEce(body, userAgent).equals(plaintext), 'http_ece decrypted something else');
    expect(decryptWithNodeCrypto(body, userAgent).equals(plaintext), "node's crypto decrypted something else");
  });
}

await check('ours refuses 3994 bytes and malformed subscription keys', () => {
  const userAgent = newUserAgent();
  expect(toolFails(['encrypt', userAgent.p256dh, userAgent.authText], crypto.randomBytes(3994)).includes('3993'),
         '3994 bytes were accepted');
  const offCurve = userAgent.ecdh.getPublicKey();
  offCurve[64] ^= 1;
  expect(toolFails(['encrypt', b64(offCurve), userAgent.authText], 'x').includes('p256dh'), 'an off-curve p256dh was accepted');
  expect(toolFails(['encrypt', 'not*base64', userAgent.authText], 'x').includes('p256dh'), 'a non-base64url p256dh was accepted');
  expect(toolFails(['encrypt', userAgent.p256dh, b64(crypto.randomBytes(12))], 'x').includes('auth'), 'a 12-byte auth was accepted');
});

// --- Message encryption: they encrypt, ours decrypts ---------------------------------------

await check("web-push's request body decrypts with ours", () => {
  const userAgent = newUserAgent();
  const vapidKeys = webpush.generateVAPIDKeys();
  const plaintext = 'It is your turn in room abcdefgh23456789';
  const details = webpush.generateRequestDetails(
    { endpoint: 'https://push.example.net/send/1', keys: { p256dh: userAgent.p256dh, auth: userAgent.authText } },
    plaintext,
    { vapidDetails: { subject: 'mailto:admin@example.net', ...vapidKeys }, contentEncoding: 'aes128gcm' });
  expect(details.headers['Content-Encoding'] === 'aes128gcm', 'not aes128gcm');
  const decrypted = String(runTool(['decrypt', b64(userAgent.privateKey), userAgent.authText], b64(details.body)));
  expect(decrypted === plaintext, `decrypted ${JSON.stringify(decrypted)}`);
});

await check("http_ece's padded record (RFC 8188 padding) decrypts with ours", () => {
  const userAgent = newUserAgent();
  const sender = crypto.createECDH('prime256v1');
  sender.generateKeys();
  const plaintext = Buffer.from('padded to hide its length');
  const body = ece.encrypt(plaintext, {
    version: 'aes128gcm', dh: userAgent.p256dh, privateKey: sender, authSecret: userAgent.authText,
    salt: b64(crypto.randomBytes(16)), pad: 200,
  });
  expect(body.length === 86 + plaintext.length + 1 + 200 + 16, `body length ${body.length}`);
  const decrypted = runTool(['decrypt', b64(userAgent.privateKey), userAgent.authText], b64(body));
  expect(decrypted.equals(plaintext), 'decrypted something else');
});

await check('ours refuses more than one record, which RFC 8291 section 4 rules out', () => {
  const userAgent = newUserAgent();
  const sender = crypto.createECDH('prime256v1');
  sender.generateKeys();
  const body = ece.encrypt(Buffer.alloc(100, 0x61), {
    version: 'aes128gcm', dh: userAgent.p256dh, privateKey: sender, authSecret: userAgent.authText,
    salt: b64(crypto.randomBytes(16)), rs: 40,
  });
  expect(decryptWithHttpEce(body, userAgent).length === 100, 'http_ece cannot read its own records');
  expect(toolFails(['decrypt', b64(userAgent.privateKey), userAgent.authText], b64(body)).includes('more than one record'),
         'a multi-record body was accepted');
});

await check('ours refuses a body altered in transit', () => {
  const userAgent = newUserAgent();
  const body = unb64(String(runTool(['encrypt', userAgent.p256dh, userAgent.authText], 'move 12')).trim());
  body[body.length - 20] ^= 1;
  expect(toolFails(['decrypt', b64(userAgent.privateKey), userAgent.authText], b64(body)), 'an altered body was accepted');
});

// --- VAPID ------------------------------------------------------------------------------------

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kangaroom-push-crosscheck-'));
const keyFile = path.join(folder, 'vapid.pem');
try {
  const servedKey = String(runTool(['vapid-key', keyFile])).trim();
  // The key as node reads the PEM file: the private scalar web-push wants and
  // the public point it must give.
  const jwk = crypto.createPrivateKey(fs.readFileSync(keyFile)).export({ format: 'jwk' });
  const vapidPrivate = jwk.d;
  const publicFromPem = b64(Buffer.concat([Buffer.from([4]), unb64(jwk.x), unb64(jwk.y)]));
  const verifyingKey = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y }, format: 'jwk' });

  check('the key file is a 0600 P-256 PEM whose public point is the served key', () => {
    expect((fs.statSync(keyFile).mode & 0o777) === 0o600, `mode ${(fs.statSync(keyFile).mode & 0o777).toString(8)}`);
    expect(jwk.crv === 'P-256', `curve ${jwk.crv}`);
    expect(servedKey.length === 87 && publicFromPem === servedKey, `served ${servedKey}, PEM gives ${publicFromPem}`);
    expect(String(runTool(['vapid-key', keyFile])).trim() === servedKey, 'a second start served another key');
    fs.chmodSync(keyFile, 0o644);
    expect(toolFails(['vapid-key', keyFile]).includes('chmod 600'), 'a world-readable key file was used');
    fs.chmodSync(keyFile, 0o600);
  });

  const endpoints = [
    'https://fcm.googleapis.com/fcm/send/dKx3:APA91bH',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGh1-c6R',
    'https://Push.Example.NET:8443/send/abc?x=1',
    'http://127.0.0.1:9000/push/1',
  ];
  const subject = 'mailto:admin@example.net';
  for (const endpoint of endpoints) {
    check(`our JWT for ${endpoint} verifies with node's crypto and matches web-push's header`, () => {
      const header = String(runTool(['vapid', keyFile, endpoint, subject])).trim();
      const match = /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(header);
      expect(match, `header shape: ${header}`);
      const [, headerPart, claimsPart, signaturePart, k] = match;
      expect(k === servedKey, 'k= is not the served key');
      const jwtHeader = JSON.parse(unb64(headerPart));
      expect(JSON.stringify(jwtHeader) === '{"typ":"JWT","alg":"ES256"}', `JWT header ${JSON.stringify(jwtHeader)}`);
      const claims = JSON.parse(unb64(claimsPart));
      const origin = new URL(endpoint).origin;
      expect(claims.aud === origin, `aud ${claims.aud}, URL origin ${origin}`);
      const now = Date.now() / 1000;
      expect(Number.isInteger(claims.exp) && claims.exp > now && claims.exp <= now + 24 * 3600, `exp ${claims.exp}`);
      expect(claims.sub === subject, `sub ${claims.sub}`);
      const signature = unb64(signaturePart);
      expect(signature.length === 64, `signature of ${signature.length} bytes`);
      const valid = crypto.verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`),
                                  { key: verifyingKey, dsaEncoding: 'ieee-p1363' }, signature);
      expect(valid, "node's crypto does not verify the signature");

      // web-push with the same key and endpoint: the same header shape, k=, aud.
      const details = webpush.generateRequestDetails({ endpoint }, null, {
        vapidDetails: { subject, publicKey: servedKey, privateKey: vapidPrivate },
      });
      const theirs = /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(
        details.headers.Authorization);
      expect(theirs, `web-push's header shape: ${details.headers.Authorization}`);
      expect(theirs[4] === servedKey, "web-push's k= differs");
      expect(JSON.parse(unb64(theirs[2])).aud === claims.aud, `web-push's aud ${JSON.parse(unb64(theirs[2])).aud}`);

      // And the other way: ours, as a push service, accepts web-push's token.
      const verified = JSON.parse(String(runTool(['verify-vapid', origin], details.headers.Authorization)));
      expect(verified.aud === origin && verified.sub === subject && verified.k === servedKey,
             `verify-vapid said ${JSON.stringify(verified)}`);
      expect(toolFails(['verify-vapid', 'https://elsewhere.example.net'], details.headers.Authorization),
             'a token for another audience was accepted');
    });
  }

  check("ours refuses web-push's token presented with another key", () => {
    const details = webpush.generateRequestDetails({ endpoint: endpoints[0] }, null, {
      vapidDetails: { subject, publicKey: servedKey, privateKey: vapidPrivate },
    });
    const otherKey = webpush.generateVAPIDKeys().publicKey;
    const swapped = details.headers.Authorization.replace(/k=.*$/, `k=${otherKey}`);
    expect(toolFails(['verify-vapid', new URL(endpoints[0]).origin], swapped), 'a token with a swapped key was accepted');
  });
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}

finish('crosscheck');
