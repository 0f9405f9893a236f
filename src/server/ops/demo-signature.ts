import { PNG } from 'pngjs';

/**
 * A hand-drawn-looking signature of a name, as the signing canvas would send it: a 400 x 150
 * transparent PNG with one dark, slightly wobbly stroke that loops once per letter. Deterministic:
 * the same name always gives the same image.
 */
export function drawnSignatureDataUrl(name: string): string {
  const width = 400;
  const height = 150;
  const png = new PNG({ width, height });
  png.data.fill(0);
  let seed = [...name].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, 7);
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const ink = (x: number, y: number) => {
    for (let dx = 0; dx < 2; dx += 1) {
      for (let dy = 0; dy < 2; dy += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const i = (py * width + px) * 4;
        png.data[i] = 20;
        png.data[i + 1] = 28;
        png.data[i + 2] = 64;
        png.data[i + 3] = 255;
      }
    }
  };
  const letters = name.replace(/[^A-Za-z]/g, '').slice(0, 14) || 'X';
  const step = 300 / letters.length;
  let previous: [number, number] | undefined;
  const lineTo = (x: number, y: number) => {
    if (previous) {
      const [px, py] = previous;
      const n = Math.max(1, Math.ceil(Math.hypot(x - px, y - py)));
      for (let k = 0; k <= n; k += 1) ink(px + ((x - px) * k) / n, py + ((y - py) * k) / n);
    }
    previous = [x, y];
  };
  for (let i = 0; i < letters.length; i += 1) {
    const capital = letters[i] === letters[i]!.toUpperCase();
    const size = (capital ? 42 : 22) * (0.8 + random() * 0.4);
    const x0 = 40 + i * step;
    // One loop a letter: up, over and down, drifting right, on a baseline that sags a little.
    for (let t = 0; t <= 1; t += 0.04) {
      const angle = t * Math.PI * 2;
      const x = x0 + t * step + Math.sin(angle) * step * 0.35;
      const y = 95 + Math.sin(i / 3) * 4 - Math.sin(angle / 2) * size + (random() - 0.5) * 2;
      lineTo(x, y);
    }
  }
  // The closing flourish: back under the name, right to left, without lifting the pen.
  for (let x = 40 + letters.length * step; x >= 40; x -= 4) lineTo(x, 118 + Math.sin(x / 25) * 3);
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}
