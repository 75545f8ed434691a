// Draws the app icons (a cream letter tile "O" worth 3 points on the brand green) with Debian's
// Chromium and writes the PNGs under public/. Run once by hand when the icon changes:
//   node scripts/make-icons.mjs
// The colours are the design tokens of src/ui/tokens.css.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const GREEN = '#1f5f4a'; // --color-header-bg
const TILE = '#f4e2b3'; // --color-tile
const TILE_EDGE = '#d9c184'; // --color-tile-edge
const TILE_TEXT = '#2b2118'; // --color-tile-text
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/**
 * One icon on a 100-unit canvas. `tile` is the tile's side; `rounded` gives the background
 * rounded corners (transparent outside) instead of a full square.
 */
function iconSvg(size, { tile, rounded }) {
  const t = (100 - tile) / 2;
  const u = tile / 100;
  const background = rounded
    ? `<rect width="100" height="100" rx="22" fill="${GREEN}"/>`
    : `<rect width="100" height="100" fill="${GREEN}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  ${background}
  <rect x="${t}" y="${t + 2.5 * u}" width="${tile}" height="${tile}" rx="${12 * u}" fill="${TILE_EDGE}"/>
  <rect x="${t}" y="${t}" width="${tile}" height="${tile - 2.5 * u}" rx="${12 * u}" fill="${TILE}"/>
  <text x="${t + tile * 0.46}" y="${t + tile * 0.77}" font-family="${FONT}" font-weight="700"
    font-size="${tile * 0.66}" text-anchor="middle" fill="${TILE_TEXT}">O</text>
  <text x="${t + tile * 0.84}" y="${t + tile * 0.28}" font-family="${FONT}" font-weight="700"
    font-size="${tile * 0.2}" text-anchor="middle" fill="${TILE_TEXT}">3</text>
</svg>`;
}

// Maskable: launchers crop to a circle of 80 % of the side, so the tile stays inside that.
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, tile: 70, rounded: true },
  { file: 'icons/icon-512.png', size: 512, tile: 70, rounded: true },
  { file: 'icons/maskable-512.png', size: 512, tile: 54, rounded: false },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, tile: 66, rounded: false },
];

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;background:transparent">${iconSvg(icon.size, icon)}</body>`,
    );
    const out = path.join(root, 'public', icon.file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({
      path: out,
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    console.log(`${icon.file}: ${fs.statSync(out).size} bytes`);
  }
} finally {
  await browser.close();
}
