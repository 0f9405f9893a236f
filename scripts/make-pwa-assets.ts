/**
 * Writes the staff app's web app manifest and its PNG icons into src/client/public (Vite copies
 * that folder into dist/client). Run again after changing the name or the colours:
 *   node --import tsx scripts/make-pwa-assets.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { DEFAULT_SETTINGS } from '../src/shared/settings/default-settings.ts';

const THEME = { r: 0x1d, g: 0x4e, b: 0xd8 }; // --color-primary
const THEME_HEX = '#1d4ed8';
const publicDir = fileURLToPath(new URL('../src/client/public/', import.meta.url));

/** A square icon: the theme colour, a white document with three lines; maskable-safe (centred). */
function icon(size: number): Buffer {
  const png = new PNG({ width: size, height: size });
  const set = (x: number, y: number, c: { r: number; g: number; b: number }): void => {
    const i = (y * size + x) * 4;
    png.data[i] = c.r;
    png.data[i + 1] = c.g;
    png.data[i + 2] = c.b;
    png.data[i + 3] = 255;
  };
  const white = { r: 255, g: 255, b: 255 };
  const inRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number): boolean => x >= x0 * size && x < x1 * size && y >= y0 * size && y < y1 * size;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const page = inRect(x, y, 0.3, 0.22, 0.7, 0.78);
      const line = [0.36, 0.46, 0.56].some((top) => inRect(x, y, 0.37, top, top === 0.56 ? 0.55 : 0.63, top + 0.04));
      set(x, y, page && !line ? white : THEME);
    }
  }
  return PNG.sync.write(png);
}

mkdirSync(`${publicDir}icons`, { recursive: true });
for (const size of [192, 512]) writeFileSync(`${publicDir}icons/icon-${size}.png`, icon(size));

const manifest = {
  name: DEFAULT_SETTINGS.companyName,
  short_name: DEFAULT_SETTINGS.companyName.length > 12 ? 'Documents' : DEFAULT_SETTINGS.companyName,
  description: 'Quotes, invoices and signatures for epoxy flooring projects',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: THEME_HEX,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
  ],
};
writeFileSync(`${publicDir}manifest.webmanifest`, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Wrote ${publicDir}manifest.webmanifest and icons/icon-{192,512}.png`);
