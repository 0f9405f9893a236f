// Plain JavaScript on purpose: the signature worker loads this without tsx, which keeps its start
// near 60 ms instead of 250 ms. The types are in signature-ink.d.mts.
import pngjs from 'pngjs';

/** Drawn pixels needed before a signature counts as one (a stray tap is not a signature). */
export const MIN_INK_PIXELS = 20;

/**
 * Decodes a PNG and counts drawn pixels (opaque and darker than the paper), stopping at
 * MIN_INK_PIXELS. Throws when the PNG is damaged.
 */
export function countInkPixels(bytes) {
  const { data } = pngjs.PNG.sync.read(Buffer.from(bytes));
  let ink = 0;
  for (let i = 0; i < data.length && ink < MIN_INK_PIXELS; i += 4) {
    const brightness = (data[i] + data[i + 1] + data[i + 2]) / 3;
    if (data[i + 3] > 64 && brightness < 200) ink += 1;
  }
  return ink;
}
