// The client's modules stay small enough to read as one job each (issue 41):
// no file in web-client/js/ (pages/ included) over 450 lines. A module that
// grows past it is split by what it does, as pages/room.js was into the
// session (room-session.js), the page and its panels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const jsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web-client/js');
const maxLines = 450;

function modules(dir = jsRoot) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

test(`no module in web-client/js is over ${maxLines} lines`, () => {
  const files = modules();
  assert.ok(files.length > 30, `the modules were found (${files.length})`);
  const long = files
    .map((file) => ({ file: path.relative(jsRoot, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > maxLines)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  assert.deepEqual(long, []);
});
