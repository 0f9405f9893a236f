import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FileRejectedError } from '#server/files/file-rejected-error.ts';
import { convertPhoto } from './convert-photo.ts';
import { detectPhotoKind } from './photo-kind.ts';
import { halfTransparentPng, phoneJpegWithGps, plainJpeg, sampleHeic } from './test-support/sample-photos.ts';

describe('convertPhoto', () => {
  it('tells JPEG, PNG and HEIC by their bytes, and nothing else', async () => {
    expect(detectPhotoKind(await plainJpeg(8, 8))).toBe('jpeg');
    expect(detectPhotoKind(await halfTransparentPng(8, 8))).toBe('png');
    expect(detectPhotoKind(sampleHeic())).toBe('heic');
    expect(detectPhotoKind(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).avif().toBuffer())).toBeNull();
    expect(detectPhotoKind(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).webp().toBuffer())).toBeNull();
    expect(detectPhotoKind(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('never enlarges a small photo and keeps a large one within 1600 px', async () => {
    expect(await convertPhoto(await plainJpeg(200, 100), 'small.jpg')).toMatchObject({ width: 200, height: 100 });
    const large = await convertPhoto(await phoneJpegWithGps(4000, 1000), 'wide.jpg');
    // Sideways 4000 x 1000 with orientation 6: upright 1000 x 4000, fitted to 400 x 1600.
    expect(large).toMatchObject({ width: 400, height: 1600 });
  });

  it('stops a photo that takes too long to read and says so', async () => {
    const refusal = await convertPhoto(await plainJpeg(64, 64), 'stuck.jpg', { simulate: 'hang', timeoutMs: 1500 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FileRejectedError);
    expect((refusal as FileRejectedError).status).toBe(422);
    expect((refusal as FileRejectedError).message).toBe('stuck.jpg: reading the photo took too long, so it was stopped. It may be damaged; try another photo.');
    // The worker slot was given back: the next photo goes through.
    expect(await convertPhoto(await plainJpeg(64, 64), 'next.jpg')).toMatchObject({ width: 64, height: 64 });
  });
});
