// The web client under the server's Content-Security-Policy (issue 27):
// default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'
// data: ... No file of the client may rely on what the policy blocks. The
// browser tests (tests/browser/browser.mjs) fail on any violation a page
// reports; this scan names the line before a browser ever runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web-client');

function clientFiles(dir = root) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...clientFiles(full));
    else if (/\.(js|mjs|html|css)$/.test(entry.name)) files.push(full);
  }
  return files;
}

// What the policy blocks, as it shows in source text.
const blocked = [
  { what: 'a style attribute in markup', pattern: /\bstyle\s*=\s*["'`$\\]/ },
  { what: 'a <style> element', pattern: /<style[\s>]/i },
  { what: 'a style attribute set directly', pattern: /setAttribute\(\s*["'`]style["'`]/ },
  { what: 'a style string for h() (an object of properties is set through the CSSOM)', pattern: /\bstyle:\s*["'`]/ },
  { what: 'an inline event handler', pattern: /\son[a-z]+\s*=\s*["'`{]/ },
  { what: 'a javascript: URL', pattern: /javascript:/i },
  { what: 'eval', pattern: /\beval\s*\(|new\s+Function\s*\(/ },
  { what: 'a string for setTimeout or setInterval', pattern: /set(Timeout|Interval)\(\s*["'`]/ },
  { what: 'an inline <script>', pattern: /<script(?![^>]*\bsrc=)[^>]*>/i },
  { what: 'media (media-src is none; sounds use the Web Audio API)', pattern: /<(audio|video)[\s>]|new\s+Audio\s*\(/ },
  { what: 'a style sheet, font or image from elsewhere', pattern: /url\(\s*["']?(https?:)?\/\/|@import|<link[^>]*href=["']https?:/i },
];

test('no client file uses what the Content-Security-Policy blocks', () => {
  const files = clientFiles();
  assert.ok(files.length > 30, `the client's files were found (${files.length})`);
  const found = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\/?\*)/.test(line)) return;  // a comment may name what is blocked
      for (const { what, pattern } of blocked) {
        if (pattern.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${what}: ${line.trim().slice(0, 140)}`);
      }
    });
  }
  assert.deepEqual(found, []);
});

test('the scan notices what it looks for', () => {
  const samples = [
    '<svg class="board" style="min-width:300px">',
    "h('span', { class: 'swatch', style: `background:${color}` })",
    "node.setAttribute('style', 'color: red')",
    '<button onclick="go()">',
    '<a href="javascript:void 0">',
    "setTimeout('tick()', 10)",
    '<script>alert(1)</script>',
    'const chime = new Audio(dataUrl);',
    "@import url('https://fonts.example/x.css');",
  ];
  for (const sample of samples) assert.ok(blocked.some(({ pattern }) => pattern.test(sample)), sample);
  const allowed = [
    '<script type="module" src="/js/app.js"></script>',
    "h('span', { class: 'jk-dot', style: { '--seat-color': color } })",
    "socket.onerror = () => reject(new Error('the WebSocket failed'));",
    "boardWrap.style.setProperty('--kg-ghost-delay', '-1.2s');",
    '<path d="M0 0" marker-end="url(#arrow-head)"/>',
  ];
  for (const sample of allowed) assert.ok(!blocked.some(({ pattern }) => pattern.test(sample)), sample);
});

// Markup from strings: the client builds its DOM with h(), svgNode() and
// lit-html templates, which set text as text. Only the vendored libraries
// (vendor/) parse markup themselves.
test('no client file outside vendor/ puts a string into the DOM as markup', () => {
  const markupSinks = /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML\(|document\.write\(|createContextualFragment\(/;
  const found = [];
  for (const file of clientFiles().filter((name) => !path.relative(root, name).startsWith(`vendor${path.sep}`))) {
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (markupSinks.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim().slice(0, 140)}`);
    });
  }
  assert.deepEqual(found, []);
  assert.ok(markupSinks.test('button.innerHTML = `<svg>`;') && markupSinks.test('template.innerHTML = markup.trim();'));
});
