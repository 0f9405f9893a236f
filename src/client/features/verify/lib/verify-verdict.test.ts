import { describe, expect, it } from 'vitest';
import { verdictOf, type VerifyResult } from './verify-verdict.ts';

const base: VerifyResult = { valid: true, sealed: true, intact: true, coversWholeFile: true, ours: true, signerName: 'Jane Doe', signedAt: '2026-03-04T15:30:00.000Z', problem: null };

describe('verdictOf', () => {
  it('names the signer and date of a valid copy', () => {
    const verdict = verdictOf(base, 'America/Chicago');
    expect(verdict.ok).toBe(true);
    expect(verdict.title).toMatch(/^Valid/);
    expect(verdict.details[0]).toBe('Sealed by Jane Doe on March 4, 2026 at 9:30 AM.');
  });

  it('says a file without a seal is not ours', () => {
    const verdict = verdictOf({ ...base, valid: false, sealed: false, intact: false, coversWholeFile: false, ours: null, signerName: null, signedAt: null, problem: null });
    expect(verdict.ok).toBe(false);
    expect(verdict.details).toEqual(['The file carries no digital seal: it is not a signed copy made by this app.']);
  });

  it('says a changed file was changed, and passes on the server problem', () => {
    const verdict = verdictOf({ ...base, valid: false, intact: false, problem: 'digest mismatch' });
    expect(verdict.details).toContain('The file was changed after it was sealed.');
    expect(verdict.details).toContain('Details: digest mismatch');
  });

  it('tells an appended file and a foreign certificate apart', () => {
    expect(verdictOf({ ...base, valid: false, coversWholeFile: false }).details[0]).toBe('Content was added to the file after it was sealed.');
    expect(verdictOf({ ...base, valid: false, ours: false }).details[0]).toBe('The seal was not made by our certificate.');
  });
});
