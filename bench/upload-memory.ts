import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../src/server/testing/server-process.ts';

/**
 * Peak memory of the server under parallel uploads (issue 11, item 7: six parallel uploads of
 * 10 x 15 MB raised it by 929 MB). Starts the real server as its own process, fires the mix at
 * /api/ai-process all at once and samples the server's resident size (VmRSS) every 20 ms, plus
 * the kernel's own high-water mark (VmHWM). Budget: the process stays under 1 GB.
 *
 * BENCH_UPLOADS (default 6) parallel requests of BENCH_UPLOAD_FILES (default 10) files of
 * BENCH_UPLOAD_MB (default 15) each. Prints one line per figure; bench/run.ts keeps the text.
 */
const MB = 1024 * 1024;
const uploads = Number(process.env.BENCH_UPLOADS ?? 6);
const filesPerUpload = Number(process.env.BENCH_UPLOAD_FILES ?? 10);
const fileMb = Number(process.env.BENCH_UPLOAD_MB ?? 15);
const BUDGET_RSS_MB = 1024;
const ACCESS_CODE = 'bench-upload-memory';

async function memoryMb(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** A plain-text file a contractor might attach: the same short lines up to the size limit. */
function textFile(bytes: number): Blob {
  const line = 'Garage floor 24 x 26 ft, poly flake system at $6.05 per sq ft; cove base 76 ft at $9.00\n';
  return new Blob([Buffer.alloc(bytes, line)], { type: 'text/plain' });
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-bench-upload-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, ACCESS_CODE });
  const pid = server.child.pid!;
  try {
    const login = await fetch(`${server.url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessCode: ACCESS_CODE }) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    // One warm-up request, so the baseline includes what any first upload loads.
    const warm = new FormData();
    warm.append('prompt', 'Garage floor 20 x 20 ft');
    warm.append('file', textFile(1024), 'warm.txt');
    await fetch(`${server.url}/api/ai-process`, { method: 'POST', headers: { cookie }, body: warm });

    const baseline = (await memoryMb(pid)).rss;
    let sampledPeak = baseline;
    const sampler = setInterval(() => {
      memoryMb(pid).then(
        (m) => (sampledPeak = Math.max(sampledPeak, m.rss)),
        () => undefined,
      );
    }, 20);
    const file = textFile(fileMb * MB);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: uploads }, async (_, i) => {
        const form = new FormData();
        form.append('prompt', `Upload ${i + 1}: quote the attached floors`);
        for (let f = 0; f < filesPerUpload; f++) form.append('file', file, `floors-${i + 1}-${f + 1}.txt`);
        const res = await fetch(`${server.url}/api/ai-process`, { method: 'POST', headers: { cookie }, body: form });
        const text = await res.text();
        if (process.env.BENCH_DEBUG && res.status !== 200) console.error(res.status, text.slice(0, 300));
        return res.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const { peak: highWater } = await memoryMb(pid);
    const peak = Math.max(sampledPeak, highWater);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    const answers = [...new Set(statuses)].sort().map((status) => `${count(status)} x ${status}`).join(', ');
    console.log(`Upload memory: ${uploads} parallel uploads of ${filesPerUpload} x ${fileMb} MB to /api/ai-process`);
    console.log(`  answers: ${answers} in ${seconds.toFixed(1)} s`);
    if (process.env.BENCH_DEBUG) console.error(server.output().slice(-3000));
    console.log(`  server RSS: ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - baseline).toFixed(0)} MB); budget: under ${BUDGET_RSS_MB} MB: ${peak < BUDGET_RSS_MB ? 'ok' : 'OVER'}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
