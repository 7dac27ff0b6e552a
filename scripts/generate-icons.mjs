// Draws the web app manifest's PNG icons from the logo (client/public/favicon.svg) with sharp.
// Run after changing the logo: node scripts/generate-icons.mjs; the PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = join(import.meta.dirname, '..', 'client', 'public');
const OUT = join(PUBLIC, 'icons');
const logo = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');

// A maskable icon is cropped to a circle or squircle by the launcher: paint the gradient to the
// edges and keep the mark inside the central 80 % safe zone.
const GRADIENT =
  '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#ec4899"/></linearGradient>';
const MARK = 'M16 46V18h6l10 14 10-14h6v28h-7V30l-9 12-9-12v16z';
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${GRADIENT}</defs><rect width="64" height="64" fill="url(#g)"/><g transform="translate(32 32) scale(0.72) translate(-32 -32)"><path d="${MARK}" fill="#fff"/></g></svg>`;
// iOS ignores transparency and rounds the corners itself: a full square.
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${GRADIENT}</defs><rect width="64" height="64" fill="url(#g)"/><g transform="translate(32 32) scale(0.85) translate(-32 -32)"><path d="${MARK}" fill="#fff"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: apple, size: 180 },
];

mkdirSync(OUT, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(OUT, file));
  console.log(`client/public/icons/${file}`);
}
