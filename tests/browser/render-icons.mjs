// Renders the web app's PNG icons from their SVG sources with Chromium
// (playwright-core), so they are drawn the way the browser draws the SVG.
// Run after changing an SVG in web-client/icons/, and commit the PNGs:
//   node tests/browser/render-icons.mjs        (KANGAROOM_CHROMIUM for another Chromium)
// Not a test (run.sh runs *.test.mjs only).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web-client/icons');
const renders = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['badge.svg', 'badge-96.png', 96],
];

const browser = await chromium.launch({ executablePath: process.env.KANGAROOM_CHROMIUM || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const [source, target, size] of renders) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const svg = readFileSync(path.join(icons, source), 'utf8');
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(icons, target), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${target} (${size}×${size}) from ${source}`);
  }
} finally {
  await browser.close();
}
