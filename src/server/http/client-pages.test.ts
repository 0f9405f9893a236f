import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'epoxy-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>staff</title>');
    await writeFile(path.join(clientDir, 'sign.html'), '<!doctype html><title>sign</title>');
    await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp('pglite', { config: { clientDir } });
  });
  afterAll(async () => t?.close());

  it.each(['/', '/dashboard', '/documents', '/generated-quotes?editDraft=x', '/voice', '/no-such-page'])('serves the staff app for %s', async (url) => {
    const res = await t.anonymous({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>staff</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each(['/sign/AbCdEfGhIjKlMnOpQrStUvWxYz012345', '/quote-preview/AbCdEfGhIjKlMnOpQrStUvWxYz012345'])('serves the signing page for %s without leaking the token in referrers', async (url) => {
    const res = await t.anonymous({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>sign</title>');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves hashed assets for a year, and a missing asset as 404', async () => {
    const asset = await t.anonymous({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.anonymous({ method: 'GET', url: '/assets/app-old999.js' })).statusCode).toBe(404);
    expect((await t.anonymous({ method: 'GET', url: '/assets/app-abc123.js.map' })).statusCode).toBe(404);
  });

  it('compresses what it sends', async () => {
    await writeFile(path.join(String(t.app.config.clientDir), 'assets', 'big-def456.js'), 'const x = 1;\n'.repeat(5000));
    const res = await t.anonymous({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(['gzip', 'br']).toContain(res.headers['content-encoding']);
  });
});
