import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sampleQuotePayload, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS } from '#server/testing/test-databases.ts';
import { multipartBody } from '#server/testing/multipart-body.ts';
import { signaturePngDataUrl } from '#server/testing/sample-signature.ts';
import { quotePhotos, quotes } from '#server/db/schema.ts';
import { deleteUnusedPhotos, UNUSED_PHOTO_KEEP_DAYS } from './quote-photos.ts';
import { readPdf } from '#server/pdf/pdf-test-reader.ts';
import { BLUE, RED, halfTransparentPng, near, phoneJpegWithGps, pixelAt, pixelFloodPng, plainJpeg, sampleHeic } from '#server/photos/test-support/sample-photos.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(DATABASE_KINDS)('site photos on a quote on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const upload = (data: Buffer, filename = 'site.jpg', type = 'image/jpeg') =>
    t.staff({ method: 'POST', url: '/api/photos', ...multipartBody({}, [{ field: 'photo', filename, type, data }]) });
  const uploaded = async (data: Buffer, filename?: string, type?: string) => {
    const res = await upload(data, filename, type);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; sha256: string; width: number; height: number; bytes: number };
  };
  const stored = async (id: string) => {
    const res = await t.staff({ method: 'GET', url: `/api/photos/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    return res.rawPayload;
  };

  it('stores a phone JPEG upright, at most 1600 px, without EXIF or GPS', async () => {
    const original = await phoneJpegWithGps(2400, 1200);
    expect((await sharp(original).metadata()).exif?.includes('TestCam')).toBe(true);
    const photo = await uploaded(original, 'IMG_0412.JPG');
    // Stored sideways (2400 x 1200, orientation 6): upright it is 1200 x 2400, fitted to 800 x 1600.
    expect(photo).toMatchObject({ width: 800, height: 1600 });
    const jpeg = await stored(photo.id);
    expect(photo.sha256).toBe(sha256(jpeg));
    expect(photo.bytes).toBe(jpeg.length);
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(jpeg.includes('Exif\0\0')).toBe(false);
    expect(jpeg.includes('TestCam')).toBe(false);
    // The left (red) half of the sideways original is the top once turned upright.
    expect(near(await pixelAt(jpeg, 400, 100), RED)).toBe(true);
    expect(near(await pixelAt(jpeg, 400, 1500), BLUE)).toBe(true);
  });

  it('stores a PNG as a JPEG at its own size, transparency on white', async () => {
    const photo = await uploaded(await halfTransparentPng(300, 200), 'plan.png', 'image/png');
    expect(photo).toMatchObject({ width: 300, height: 200 });
    const jpeg = await stored(photo.id);
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
    expect(near(await pixelAt(jpeg, 20, 100), { r: 255, g: 255, b: 255 })).toBe(true);
    expect(near(await pixelAt(jpeg, 280, 100), BLUE)).toBe(true);
  });

  it('decodes an iPhone HEIC photo', async () => {
    const photo = await uploaded(sampleHeic(), 'IMG_0001.HEIC', 'image/heic');
    expect(photo).toMatchObject({ width: 320, height: 240 });
    const jpeg = await stored(photo.id);
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
    expect(near(await pixelAt(jpeg, 40, 120), RED)).toBe(true);
    expect(near(await pixelAt(jpeg, 280, 120), BLUE)).toBe(true);
  });

  it.each([
    ['a text file named .jpg', () => Buffer.from('These are not the pixels you are looking for.'), 'notes.jpg', 415, 'notes.jpg: this is not a photo we can use. Please send a JPEG, PNG or HEIC image.'],
    ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'anim.gif', 415, 'Please send a JPEG, PNG or HEIC image.'],
    ['a cut-off JPEG', async () => (await plainJpeg()).subarray(0, 300), 'cut.jpg', 422, 'cut.jpg: the photo could not be read.'],
    ['a header claiming 100 megapixels', pixelFloodPng, 'flood.png', 422, 'flood.png: the photo has more than 50 megapixels'],
    ['an empty file', () => Buffer.alloc(0), 'empty.jpg', 422, 'empty.jpg: the file is empty.'],
    ['a file over 15 MB', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(15 * 1024 * 1024)]), 'huge.jpg', 413, 'huge.jpg: the photo is too large; the limit is 15 MB per photo.'],
  ])('refuses %s with a message naming it', async (_what, make, filename, status, message) => {
    const res = await upload(await make(), filename);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it('refuses an upload without a photo, or not multipart', async () => {
    const none = await t.staff({ method: 'POST', url: '/api/photos', ...multipartBody({ caption: 'x' }, []) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('photo is required');
    const json = await t.staff({ method: 'POST', url: '/api/photos', payload: { photo: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('keeps photos for staff only', async () => {
    const photo = await uploaded(await plainJpeg(64, 48));
    expect((await t.anonymous({ method: 'GET', url: `/api/photos/${photo.id}` })).statusCode).toBe(401);
    expect((await t.anonymous({ method: 'POST', url: '/api/photos', ...multipartBody({}, [{ field: 'photo', filename: 'a.jpg', type: 'image/jpeg', data: await plainJpeg(64, 48) }]) })).statusCode).toBe(401);
    expect((await t.staff({ method: 'GET', url: `/api/photos/${randomUUID()}` })).statusCode).toBe(404);
  });

  it('saves photos with captions on a draft, edits a caption and the order, and refuses unknown, repeated or too many photos', async () => {
    const [a, b] = [await uploaded(await plainJpeg(64, 48)), await uploaded(await plainJpeg(48, 64))];
    const created = await t.staff({ method: 'POST', url: '/api/drafts', payload: { customerName: 'Photo Draft', photos: [{ id: a.id, caption: ' Cracked slab by the door ' }, { id: b.id }] } });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft.photos).toEqual([
      { id: a.id, caption: 'Cracked slab by the door', sha256: a.sha256, width: 64, height: 48 },
      { id: b.id, caption: '', sha256: b.sha256, width: 48, height: 64 },
    ]);
    const edited = await t.staff({ method: 'PUT', url: `/api/drafts/${draft.id}`, payload: { photos: [{ id: b.id, caption: 'Drain in the corner' }, { id: a.id, caption: 'Cracked slab by the door' }] } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().photos.map((p: { caption: string }) => p.caption)).toEqual(['Drain in the corner', 'Cracked slab by the door']);
    // Other fields sent alone keep the photos.
    expect((await t.staff({ method: 'PUT', url: `/api/drafts/${draft.id}`, payload: { projectTitle: 'Garage' } })).json().photos).toHaveLength(2);

    const unknown = await t.staff({ method: 'PUT', url: `/api/drafts/${draft.id}`, payload: { photos: [{ id: randomUUID(), caption: '' }] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('photos.0.id: no such photo');
    const twice = await t.staff({ method: 'PUT', url: `/api/drafts/${draft.id}`, payload: { photos: [{ id: a.id }, { id: a.id }] } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('photos.1.id: this photo is on the quote twice');
    const eleven = await t.staff({ method: 'PUT', url: `/api/drafts/${draft.id}`, payload: { photos: Array.from({ length: 11 }, () => ({ id: a.id })) } });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().message).toContain('at most 10 photos per quote');
    const longCaption = await t.staff({ method: 'PUT', url: `/api/drafts/${draft.id}`, payload: { photos: [{ id: a.id, caption: 'x'.repeat(201) }] } });
    expect(longCaption.statusCode).toBe(400);
    // Nothing refused was written.
    expect((await t.staff({ method: 'GET', url: `/api/drafts/${draft.id}` })).json().photos).toHaveLength(2);
  });

  it('puts the photos in the signed snapshot and serves them by signing token only', async () => {
    const [a, b, elsewhere] = [await uploaded(await plainJpeg(64, 48)), await uploaded(await plainJpeg(80, 60)), await uploaded(await plainJpeg(32, 32))];
    const draft = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ customerName: 'Snapshot Photos', photos: [{ id: a.id, caption: 'Before: oil stains' }, { id: b.id, caption: 'Expansion joint' }] }) })).json();
    const link = (await t.staff({ method: 'POST', url: `/api/quotes/${draft.id}/generate-link` })).json();
    const quote = (await t.staff({ method: 'GET', url: `/api/quotes/${link.quoteId}` })).json();
    expect(quote.photos.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);

    const page = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` })).json();
    expect(page.data.photos).toEqual([
      { id: a.id, caption: 'Before: oil stains', sha256: a.sha256, width: 64, height: 48 },
      { id: b.id, caption: 'Expansion joint', sha256: b.sha256, width: 80, height: 60 },
    ]);
    const photoUrl = (token: string, id: string) => `/api/quotes/sign/${token}/photos/${id}`;
    const served = await t.anonymous({ method: 'GET', url: photoUrl(link.shareableLink, a.id) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(sha256(served.rawPayload)).toBe(a.sha256);

    // A photo not on this quote, another quote's token, a made-up token: the same 404.
    expect((await t.anonymous({ method: 'GET', url: photoUrl(link.shareableLink, elsewhere.id) })).statusCode).toBe(404);
    const other = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ customerName: 'Other Customer', photos: [{ id: elsewhere.id }] }) })).json();
    const otherLink = (await t.staff({ method: 'POST', url: `/api/quotes/${other.id}/generate-link` })).json();
    expect((await t.anonymous({ method: 'GET', url: photoUrl(otherLink.shareableLink, a.id) })).statusCode).toBe(404);
    expect((await t.anonymous({ method: 'GET', url: photoUrl(otherLink.shareableLink, elsewhere.id) })).statusCode).toBe(200);
    expect((await t.anonymous({ method: 'GET', url: photoUrl('A'.repeat(32), a.id) })).statusCode).toBe(404);
    expect((await t.anonymous({ method: 'GET', url: photoUrl(link.shareableLink, 'not-a-uuid') })).statusCode).toBe(400);
  });

  it('prints a Photos page with every caption and image on the staff PDF and the sealed signed copy', async () => {
    const photos = [await uploaded(await plainJpeg(640, 480)), await uploaded(await plainJpeg(480, 640)), await uploaded(sampleHeic(), 'x.heic', 'image/heic')];
    const captions = ['Garage before grinding', 'North wall moisture stain', 'Drain near the door'];
    const draft = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ customerName: 'Ines Moreau', photos: photos.map((p, i) => ({ id: p.id, caption: captions[i] })) }) })).json();
    const link = (await t.staff({ method: 'POST', url: `/api/quotes/${draft.id}/generate-link` })).json();

    const staffPdf = await t.staff({ method: 'GET', url: `/api/documents/quote/${link.quoteId}/pdf` });
    expect(staffPdf.statusCode).toBe(200);
    const read = await readPdf(staffPdf.rawPayload);
    const photoPages = read.pages.filter((page) => /\bPhotos\b/.test(page.text));
    expect(photoPages.length).toBe(2);
    expect(photoPages.reduce((sum, page) => sum + page.images, 0)).toBe(3);
    for (const caption of captions) expect(read.text).toContain(caption);
    // The quote comes first, the photos after it.
    expect(read.pages[0]!.text).toContain('Ines Moreau');
    expect(read.pages[0]!.text).not.toContain(captions[0]);

    const signed = await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}`, payload: { name: 'Ines Moreau', signature: signaturePngDataUrl() } });
    expect(signed.statusCode).toBe(200);
    const copy = await readPdf((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}/signed-pdf` })).rawPayload);
    for (const caption of captions) expect(copy.text).toContain(caption);
    const signedPhotoPages = copy.pages.filter((page) => /\bPhotos\b/.test(page.text));
    expect(signedPhotoPages.reduce((sum, page) => sum + page.images, 0)).toBe(3);
    expect(copy.pages.at(-1)!.text).toContain('Signature Certificate');
  });

  it('keeps what a signed snapshot names when the revision changes the photos', async () => {
    const [a, b] = [await uploaded(await plainJpeg(64, 48)), await uploaded(await plainJpeg(48, 48))];
    const draft = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ customerName: 'Revised Photos', photos: [{ id: a.id, caption: 'Signed caption' }] }) })).json();
    const link = (await t.staff({ method: 'POST', url: `/api/quotes/${draft.id}/generate-link` })).json();
    const snapshotHash = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` })).json().snapshotHash;
    await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}`, payload: { name: 'Revised Photos', signature: signaturePngDataUrl() } });

    const revision = (await t.staff({ method: 'POST', url: `/api/quotes/${link.quoteId}/revise` })).json();
    expect(revision.photos).toEqual([{ id: a.id, caption: 'Signed caption', sha256: a.sha256, width: 64, height: 48 }]);
    await t.staff({ method: 'PUT', url: `/api/drafts/${revision.id}`, payload: { photos: [{ id: b.id, caption: 'New angle' }] } });
    const newLink = (await t.staff({ method: 'POST', url: `/api/quotes/${revision.id}/generate-link` })).json();
    expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${newLink.shareableLink}` })).json().data.photos.map((p: { caption: string }) => p.caption)).toEqual(['New angle']);

    // The signed link still shows, serves and hashes what was signed.
    const old = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` })).json();
    expect(old.snapshotHash).toBe(snapshotHash);
    expect(old.data.photos.map((p: { caption: string }) => p.caption)).toEqual(['Signed caption']);
    expect(sha256((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}/photos/${a.id}` })).rawPayload)).toBe(a.sha256);
    expect((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}/photos/${b.id}` })).statusCode).toBe(404);

    // And the stored bytes cannot be changed in place.
    await expect(t.app.db.update(quotePhotos).set({ jpeg: Buffer.from('swapped'), byteSize: 7 }).where(eq(quotePhotos.id, a.id))).rejects.toThrow();
    expect(sha256(await stored(a.id))).toBe(a.sha256);
  });

  it('removes an upload nothing lists once it is 30 days old, and keeps every photo a draft, a quote or a signed copy shows', async () => {
    const [unused, dropped, onDraft, onQuote, signedOnly] = [await uploaded(await plainJpeg(48, 48)), await uploaded(await plainJpeg(52, 52)), await uploaded(await plainJpeg(56, 56)), await uploaded(await plainJpeg(60, 60)), await uploaded(await plainJpeg(64, 64))];
    const draft = (await t.staff({ method: 'POST', url: '/api/drafts', payload: { customerName: 'Kept Draft', photos: [{ id: dropped.id }, { id: onDraft.id }] } })).json();
    // Taken off the draft again: nothing lists it any more.
    await t.staff({ method: 'PUT', url: `/api/drafts/${draft.id}`, payload: { photos: [{ id: onDraft.id }] } });
    const issued = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ customerName: 'Kept Quote', photos: [{ id: onQuote.id }] }) })).json();
    await t.staff({ method: 'POST', url: `/api/quotes/${issued.id}/generate-link` });
    const signed = (await t.staff({ method: 'POST', url: '/api/drafts', payload: sampleQuotePayload({ customerName: 'Signed Only', photos: [{ id: signedOnly.id, caption: 'As signed' }] }) })).json();
    const link = (await t.staff({ method: 'POST', url: `/api/quotes/${signed.id}/generate-link` })).json();
    await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${link.shareableLink}`, payload: { name: 'Signed Only', signature: signaturePngDataUrl() } });
    // Only the signing link's snapshot lists this one now.
    await t.app.db.update(quotes).set({ photos: [] }).where(eq(quotes.id, link.quoteId));

    const exists = async (id: string) => (await t.staff({ method: 'GET', url: `/api/photos/${id}` })).statusCode;
    const day = 24 * 60 * 60 * 1000;
    await deleteUnusedPhotos(t.app.db, new Date(Date.now() + (UNUSED_PHOTO_KEEP_DAYS - 1) * day));
    expect(await Promise.all([unused, dropped, onDraft, onQuote, signedOnly].map((p) => exists(p.id)))).toEqual([200, 200, 200, 200, 200]);

    expect(await deleteUnusedPhotos(t.app.db, new Date(Date.now() + (UNUSED_PHOTO_KEEP_DAYS + 1) * day))).toBeGreaterThanOrEqual(2);
    expect(await Promise.all([unused, dropped, onDraft, onQuote, signedOnly].map((p) => exists(p.id)))).toEqual([404, 404, 200, 200, 200]);
    // The signed copy still shows and serves its photo.
    const page = (await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}` })).json();
    expect(page.data.photos.map((p: { caption: string }) => p.caption)).toEqual(['As signed']);
    expect(sha256((await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${link.shareableLink}/photos/${signedOnly.id}` })).rawPayload)).toBe(signedOnly.sha256);
  });
});
