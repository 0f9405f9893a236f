import { describe, expect, it } from 'vitest';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { decodeSignatureInWorker } from './run-signature-worker.ts';
import { MIN_INK_PIXELS } from './signature-ink.mjs';

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');

describe('decodeSignatureInWorker', () => {
  it('counts the drawn pixels of a signature (up to the minimum), and none of a blank one', async () => {
    expect(await decodeSignatureInWorker(bytesOf(signaturePngDataUrl()), 5000)).toBe(MIN_INK_PIXELS);
    expect(await decodeSignatureInWorker(bytesOf(signaturePngDataUrl({ blank: true })), 5000)).toBe(0);
  });

  it('answers damaged for bytes that are not a PNG', async () => {
    expect(await decodeSignatureInWorker(Buffer.from('not a png at all, just text'), 5000)).toBe('damaged');
  });

  it('stops the worker at the time limit', async () => {
    expect(await decodeSignatureInWorker(bytesOf(signaturePngDataUrl({ width: 1000, height: 1000 })), 1)).toBe('timed-out');
  });
});
