import { PNG } from 'pngjs';

/** A 400 x 200 PNG with a dark stroke across it, as the signing canvas makes; `blank` draws nothing. */
export function signaturePngDataUrl(options: { blank?: boolean; width?: number; height?: number } = {}): string {
  const width = options.width ?? 400;
  const height = options.height ?? 200;
  const png = new PNG({ width, height });
  png.data.fill(0);
  if (!options.blank) {
    for (let x = 20; x < Math.min(width - 20, 380); x += 1) {
      const y = Math.round(height / 2 + Math.sin(x / 15) * (height / 5));
      for (let dy = 0; dy < 2; dy += 1) {
        const i = ((y + dy) * width + x) * 4;
        png.data[i] = 17;
        png.data[i + 1] = 24;
        png.data[i + 2] = 39;
        png.data[i + 3] = 255;
      }
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}
