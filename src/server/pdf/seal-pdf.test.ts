import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeQuote, makeSettings, makeSignaturePng, toPngDataUrl } from './pdf-fixtures.ts';
import { contains, readPdf } from './pdf-test-reader.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';
import { renderSignedPdf } from './render-signed-pdf.ts';
import { parsePdfDate, readPdfStringEntry, sealPdf, verifySealedPdf } from './seal-pdf.ts';
import { createSigningCertificate, type SigningCertificate } from './signing-certificate.ts';

const HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const SIGNED_AT = new Date('2026-03-07T20:31:07.000Z');

let ours: SigningCertificate;
let foreign: SigningCertificate;
let unsealed: Buffer;
let sealed: Buffer;

beforeAll(async () => {
  [ours, foreign] = await Promise.all([
    createSigningCertificate({ commonName: 'Premier Epoxy Floors Document Seal', organization: 'Premier Epoxy Floors' }),
    createSigningCertificate({ commonName: 'Premier Epoxy Floors Document Seal', organization: 'Someone Else' }),
  ]);
  unsealed = await renderSignedPdf({
    quote: makeQuote(),
    settings: makeSettings(),
    signature: { pngDataUrl: toPngDataUrl(makeSignaturePng()), name: 'Dana Whitfield', email: null, signedAt: SIGNED_AT },
    audit: { linkId: 'link-1', snapshotHash: HASH, disclosureText: 'Disclosure.', events: [{ kind: 'signed', at: SIGNED_AT, ip: '203.0.113.9', userAgent: 'test' }] },
  });
  sealed = await sealPdf(unsealed, ours, { reason: 'Quote Q-2026-0001 signed by Dana Whitfield', signingTime: SIGNED_AT });
});

const flipByte = (pdf: Buffer, offset: number): Buffer => {
  const copy = Buffer.from(pdf);
  copy[offset] = (copy[offset] ?? 0) ^ 0x01;
  return copy;
};

describe('sealPdf and verifySealedPdf', () => {
  it('seals a signed PDF so that it verifies as ours, unchanged, with signer, time and reason', () => {
    const result = verifySealedPdf(sealed, { fingerprint: ours.fingerprint });
    expect(result).toMatchObject({
      sealed: true,
      intact: true,
      coversWholeFile: true,
      ours: true,
      valid: true,
      signerName: 'Premier Epoxy Floors Document Seal',
      reason: 'Quote Q-2026-0001 signed by Dana Whitfield',
      certificateFingerprint: ours.fingerprint,
    });
    expect(result.signedAt?.toISOString()).toBe(SIGNED_AT.toISOString());
    expect(result.problem).toBeUndefined();
    // The original bytes are kept: sealing only appends an incremental update.
    expect(sealed.subarray(0, unsealed.length - 1).equals(unsealed.subarray(0, unsealed.length - 1))).toBe(true);
  });

  it('keeps the sealed PDF readable with the printed name, hash and audit events', async () => {
    const pdf = await readPdf(sealed);
    for (const needle of ['Dana Whitfield', HASH, 'Signed Mar 7, 2026, 2:31:07 PM CST 203.0.113.9', 'Remaining Balance $1,046.56']) {
      expect(contains(pdf.text, needle), needle).toBe(true);
    }
  });

  it('fails after one byte in the middle of the document is changed', () => {
    const tampered = flipByte(sealed, Math.floor(unsealed.length / 2));
    const result = verifySealedPdf(tampered, { fingerprint: ours.fingerprint });
    expect(result).toMatchObject({ sealed: true, intact: false, valid: false, problem: 'the document was changed after it was sealed' });
  });

  it('fails after one byte in the middle of the sealed file is changed, wherever that falls', () => {
    expect(verifySealedPdf(flipByte(sealed, Math.floor(sealed.length / 2))).valid).toBe(false);
    // Every region: content, the signature dictionary, the signature value and its padding, the trailer.
    for (let i = 0; i < 97; i += 1) {
      const offset = Math.floor((sealed.length - 1) * (i / 96));
      const result = verifySealedPdf(flipByte(sealed, offset), { fingerprint: ours.fingerprint });
      expect(result.valid, `byte ${offset} of ${sealed.length} changed`).toBe(false);
    }
  });

  it('fails when the signature value or its padding is touched, even by a letter case', () => {
    const text = sealed.toString('latin1');
    const open = text.lastIndexOf('/Contents <') + '/Contents <'.length;
    const close = text.indexOf('>', open);
    const hex = text.slice(open, close);
    const letter = open + hex.search(/[a-f]/);
    const upper = Buffer.from(sealed);
    upper[letter] = text.charCodeAt(letter) - 0x20;
    const padding = Buffer.from(sealed);
    padding[close - 10] = 0x31;
    const header = Buffer.from(sealed);
    header[open + 1] = 0x31; // 30 (SEQUENCE) -> 31 (SET)
    for (const changed of [upper, padding, header]) {
      expect(verifySealedPdf(changed, { fingerprint: ours.fingerprint }).valid).toBe(false);
    }
  });

  it('fails when bytes are appended, though the signed part itself is still intact', () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n1 0 obj (added later) endobj\n')]);
    const result = verifySealedPdf(appended, { fingerprint: ours.fingerprint });
    expect(result).toMatchObject({ sealed: true, intact: true, coversWholeFile: false, valid: false, problem: 'data was added to the file after it was sealed' });
  });

  it('says a PDF sealed by another certificate is not ours when our fingerprint is given', async () => {
    const theirs = await sealPdf(unsealed, foreign);
    expect(verifySealedPdf(theirs, { fingerprint: ours.fingerprint })).toMatchObject({ sealed: true, intact: true, coversWholeFile: true, ours: false, valid: false });
    // Without a fingerprint only the integrity is judged.
    expect(verifySealedPdf(theirs)).toMatchObject({ intact: true, valid: true });
    expect(verifySealedPdf(theirs).ours).toBeUndefined();
    // Fingerprints as other tools print them, and several at once (a previous certificate), are accepted.
    const colons = ours.fingerprint.toUpperCase().match(/../g)?.join(':') ?? '';
    expect(verifySealedPdf(sealed, { fingerprint: colons }).ours).toBe(true);
    expect(verifySealedPdf(theirs, { fingerprint: [ours.fingerprint, foreign.fingerprint] }).ours).toBe(true);
  });

  it('reports files without a seal, and garbage, without throwing', async () => {
    expect(verifySealedPdf(unsealed)).toMatchObject({ sealed: false, valid: false });
    expect(verifySealedPdf(Buffer.alloc(0), { fingerprint: ours.fingerprint })).toMatchObject({ sealed: false, ours: false, valid: false });
    expect(verifySealedPdf(Buffer.from('%PDF-1.3 /ByteRange [0 10 20 5] /Contents <3082>'))).toMatchObject({ sealed: true, valid: false });
    const plainQuote = await renderDocumentPdf({ kind: 'quote', document: makeQuote(), settings: makeSettings() });
    expect(verifySealedPdf(plainQuote).sealed).toBe(false);
  });

  it('writes a PAdES signature: ETSI.CAdES.detached, no signing-time attribute, the time in /M', () => {
    const text = sealed.toString('latin1');
    expect(text).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(text).toContain('/M (D:20260307203107Z)');
  });

  it('also verifies adbe.pkcs7.detached seals made by @signpdf/signer-p12 (signing-time attribute, no ESS)', async () => {
    const withPlaceholder = plainAddPlaceholder({
      pdfBuffer: unsealed,
      reason: 'reference signer',
      contactInfo: '',
      name: 'ref',
      location: '',
      subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    });
    const reference = await new SignPdf().sign(withPlaceholder, new P12Signer(ours.p12, { passphrase: ours.password }), SIGNED_AT);
    const result = verifySealedPdf(reference, { fingerprint: ours.fingerprint });
    expect(result).toMatchObject({ valid: true, ours: true, reason: 'reference signer' });
    expect(result.signedAt?.toISOString()).toBe(SIGNED_AT.toISOString());
    expect(verifySealedPdf(flipByte(reference, 100), { fingerprint: ours.fingerprint }).valid).toBe(false);
  });

  it('seals a multi-page PDF with a logo too', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ description: `Area ${i + 1}`, quantity: 10, rate: 2 }));
    const settings = makeSettings({ logoDataUrl: toPngDataUrl(makeSignaturePng(240, 80)) });
    const pdf = await renderDocumentPdf({ kind: 'quote', document: makeQuote({ items }), settings });
    const result = verifySealedPdf(await sealPdf(pdf, ours), { fingerprint: ours.fingerprint });
    expect(result.valid).toBe(true);
  });
});

describe('PDF dictionary values', () => {
  it('reads literal, escaped, hex and UTF-16 strings', () => {
    expect(readPdfStringEntry('/Reason (Signed \\(by\\) Dana\\051 ok)', 'Reason')).toBe('Signed (by) Dana) ok');
    expect(readPdfStringEntry('/Reason <48656c6c6f>', 'Reason')).toBe('Hello');
    expect(readPdfStringEntry('/Reason <feff00c9>', 'Reason')).toBe('É');
    expect(readPdfStringEntry('/Name (x)', 'Reason')).toBeUndefined();
  });

  it('reads PDF dates with and without an offset', () => {
    expect(parsePdfDate('D:20260307203107Z')?.toISOString()).toBe('2026-03-07T20:31:07.000Z');
    expect(parsePdfDate("D:20260307143107-06'00'")?.toISOString()).toBe('2026-03-07T20:31:07.000Z');
    expect(parsePdfDate('yesterday')).toBeUndefined();
  });
});
