import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as SigningCertificateModule from './signing-certificate.ts';
import { createSigningCertificate, loadSigningCertificate, normalizeFingerprint, openSigningCertificate, P12_FILE, PASSWORD_FILE, SigningCertificateError } from './signing-certificate.ts';

const made: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'seal-keys-'));
  made.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A second copy of the module, as another app process would have: no shared in-memory cache. */
async function freshModule(): Promise<typeof SigningCertificateModule> {
  vi.resetModules();
  return import('./signing-certificate.ts');
}

const mode = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

describe('loadSigningCertificate', () => {
  it('makes a self-signed certificate on first start, stored as a .p12 with its password beside it (0600)', async () => {
    const keysDir = join(await tempDir(), 'keys');
    const certificate = await loadSigningCertificate({ keysDir, companyName: 'Premier Epoxy Floors' });

    expect(certificate).toMatchObject({ source: 'generated', subject: 'Premier Epoxy Floors Document Seal' });
    expect(certificate.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(certificate.notAfter.getTime()).toBeGreaterThan(Date.now() + 9 * 365 * 24 * 3600 * 1000);
    expect((await readdir(keysDir)).sort()).toEqual([P12_FILE, PASSWORD_FILE]);
    expect(await mode(keysDir)).toBe(0o700);
    expect(await mode(join(keysDir, P12_FILE))).toBe(0o600);
    expect(await mode(join(keysDir, PASSWORD_FILE))).toBe(0o600);

    const password = (await readFile(join(keysDir, PASSWORD_FILE), 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    const reopened = openSigningCertificate(await readFile(join(keysDir, P12_FILE)), password, 'generated');
    expect(reopened.fingerprint).toBe(certificate.fingerprint);

    // Within a process the certificate is read once.
    expect(await loadSigningCertificate({ keysDir, companyName: 'Premier Epoxy Floors' })).toBe(certificate);
  });

  it('reuses the stored certificate after a restart', async () => {
    const keysDir = await tempDir();
    const first = await (await freshModule()).loadSigningCertificate({ keysDir, companyName: 'Premier Epoxy Floors' });
    const second = await (await freshModule()).loadSigningCertificate({ keysDir, companyName: 'Renamed Company' });
    expect(second.fingerprint).toBe(first.fingerprint);
    expect(second.subject).toBe('Premier Epoxy Floors Document Seal');
  });

  it('agrees on one certificate when several processes start at once', async () => {
    const keysDir = await tempDir();
    const modules = [await freshModule(), await freshModule(), await freshModule()];
    const loaded = await Promise.all(modules.map((module) => module.loadSigningCertificate({ keysDir, companyName: 'Premier Epoxy Floors' })));
    expect(new Set(loaded.map((certificate) => certificate.fingerprint)).size).toBe(1);
    expect((await readdir(keysDir)).sort()).toEqual([P12_FILE, PASSWORD_FILE]);
  });

  it('uses a .p12 given in configuration and generates nothing', async () => {
    const dir = await tempDir();
    const given = await createSigningCertificate({ commonName: 'Configured Seal', organization: 'Premier Epoxy Floors' });
    const p12Path = join(dir, 'office.p12');
    await writeFile(p12Path, given.p12);
    const keysDir = join(dir, 'keys');

    const certificate = await loadSigningCertificate({ keysDir, companyName: 'Premier Epoxy Floors', p12Path, p12Password: given.password });
    expect(certificate).toMatchObject({ source: 'configured', subject: 'Configured Seal', fingerprint: given.fingerprint });
    await expect(stat(keysDir)).rejects.toThrow();
  });

  it('refuses a configured .p12 with a wrong password or that cannot be read', async () => {
    const dir = await tempDir();
    const given = await createSigningCertificate({ commonName: 'Configured Seal' });
    const p12Path = join(dir, 'office.p12');
    await writeFile(p12Path, given.p12);
    await expect(loadSigningCertificate({ keysDir: dir, companyName: 'x', p12Path, p12Password: 'wrong' })).rejects.toThrow(SigningCertificateError);
    await expect(loadSigningCertificate({ keysDir: dir, companyName: 'x', p12Path: join(dir, 'missing.p12'), p12Password: 'x' })).rejects.toThrow(/cannot be read/);
    // A failed load is not cached: fixing the configuration works without a restart.
    await expect(loadSigningCertificate({ keysDir: dir, companyName: 'x', p12Path, p12Password: given.password })).resolves.toMatchObject({ fingerprint: given.fingerprint });
  });
});

describe('openSigningCertificate', () => {
  it('refuses an expired certificate and bytes that are not a .p12', async () => {
    const certificate = await createSigningCertificate({ commonName: 'Short Lived', now: new Date('2010-01-01T00:00:00Z') });
    expect(() => openSigningCertificate(certificate.p12, certificate.password, 'configured')).toThrow(/expired/);
    expect(() => openSigningCertificate(Buffer.from('not a p12'), 'x', 'configured')).toThrow(SigningCertificateError);
  });

  it('keeps a company name with accents and symbols readable', async () => {
    const certificate = await createSigningCertificate({ commonName: 'Épico & Sons Document Seal', organization: 'Épico & Sons' });
    expect(openSigningCertificate(certificate.p12, certificate.password, 'generated').subject).toBe('Épico & Sons Document Seal');
  });
});

describe('normalizeFingerprint', () => {
  it('accepts the colon form other tools print', () => {
    expect(normalizeFingerprint('AB:cd:01')).toBe('abcd01');
  });
});
