import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The sealing certificate loads while the server starts answering (it is needed by the first
 * signed PDF only), but a certificate that cannot be loaded still stops the server, with the reason.
 */
describe('a misconfigured server stops at start', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('exits 1 naming the signing certificate when SIGNING_CERT_P12 cannot be read', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-badcert-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ACCESS_CODE: 'bad-cert-test', SIGNING_CERT_P12: path.join(dataDir, 'missing.p12') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(output).toContain('The signing certificate could not be loaded');
  });
});
