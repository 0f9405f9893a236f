import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, staffFetch, type ServerProcess } from '#server/testing/server-process.ts';

const ACCESS_CODE = 'upload-abuse-code';
const MB = 1024 * 1024;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The server's memory once it is at rest: its request reader's worker threads start 1.5 s after
 * boot and warm up (load the ZIP table, compile the reader's patterns: tens of MB, seconds on a
 * loaded machine), which is not what an upload costs. Waits until that start has begun and three
 * readings a second apart agree within 3 MB.
 */
async function restingRssMb(pid: number, bootedAt: number): Promise<number> {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await wait(Math.max(0, bootedAt + 3_000 - Date.now()));
  const readings = [await rssMb(pid)];
  for (let i = 0; i < 60; i++) {
    await wait(1_000);
    readings.push(await rssMb(pid));
    const last = readings.slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) < 3) break;
  }
  return readings[readings.length - 1]!;
}

/**
 * Streams `size` bytes without holding them: the server must refuse without buffering them all.
 * The bulk waits up to 5 s for an answer first: a server that refuses from the headers alone
 * closes the connection, and bytes still arriving then make the kernel reset it, which can drop
 * the answer before the client reads it (seen under load as a test that never ended).
 */
function streamBody(url: string, headers: Record<string, string>, head: Buffer, size: number, tail: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(MB, 'a');
    let answered = false;
    let onAnswer: () => void = () => undefined;
    const answer = new Promise<void>((done) => (onAnswer = done));
    const body = Readable.from(
      (async function* () {
        yield head;
        await Promise.race([answer, new Promise((wait) => setTimeout(wait, 5000))]);
        for (let sent = 0; sent < size && !answered; sent += chunk.length) yield chunk;
        if (!answered) yield tail;
      })(),
    );
    const req = request(url, { method: 'POST', headers }, (res) => {
      answered = true;
      onAnswer();
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    // The server may answer and close before the whole body is sent: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    body.pipe(req);
  });
}

describe('uploads under abuse (real server process)', () => {
  let server: ServerProcess;
  let cookie: string;
  let dataDir: string;
  let bootedAt: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-abuse-'));
    server = await startServerProcess({ DATA_DIR: dataDir, ACCESS_CODE });
    bootedAt = Date.now();
    await staffFetch(server.url, ACCESS_CODE);
    const login = await fetch(`${server.url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessCode: ACCESS_CODE }) });
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  }, 90_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a 100 MB JSON body with 413 without holding it', { timeout: 120_000 }, async () => {
    const before = await restingRssMb(server.child.pid!, bootedAt);
    const res = await streamBody(`${server.url}/api/drafts`, { cookie, 'content-type': 'application/json', 'content-length': String(100 * MB + 20) }, Buffer.from('{"notes":"'), 100 * MB, Buffer.from('"}'));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toContain('too large');
    expect(await rssMb(server.child.pid!)).toBeLessThan(before + 60);
  });

  it('refuses a 100 MB file upload with 413 without holding it', { timeout: 120_000 }, async () => {
    const before = await restingRssMb(server.child.pid!, bootedAt);
    const boundary = '----abuse';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="prompt"\r\n\r\ngarage\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const res = await streamBody(`${server.url}/api/ai-process`, { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' }, head, 100 * MB, tail);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('A file is larger than the 15 MB limit.');
    // At most one file's limit (15 MB) is ever held, plus slack.
    expect(await rssMb(server.child.pid!)).toBeLessThan(before + 80);
  });
});
