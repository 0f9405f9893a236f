/**
 * Server time to render PDFs (DESIGN.md budgets ~10 ms a quote; issue 4 asks for the signed PDF).
 * Cold: the first render in a fresh process (font metrics parsed, code paths compiled), median of
 * several processes. Warm: median of repeated renders in one process after a warm-up.
 * Run: node --import tsx bench/pdf-render.ts
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { makeQuote, makeSettings, makeSignaturePng, toPngDataUrl } from '../src/server/pdf/pdf-fixtures.ts';
import { renderDocumentPdf } from '../src/server/pdf/render-document-pdf.ts';
import { renderSignedPdf } from '../src/server/pdf/render-signed-pdf.ts';
import { sealPdf } from '../src/server/pdf/seal-pdf.ts';
import { createSigningCertificate, type SigningCertificate } from '../src/server/pdf/signing-certificate.ts';

type Case = 'quote' | 'signed' | 'signed+seal';
const CASES: Case[] = ['quote', 'signed', 'signed+seal'];
const COLD_PROCESSES = 5;
const WARM_RUNS = 40;

const settings = makeSettings();
const quote = makeQuote();
const signatureInput = {
  quote,
  settings,
  signature: { pngDataUrl: toPngDataUrl(makeSignaturePng()), name: 'Dana Whitfield', email: 'dana@example.com', signedAt: new Date('2026-03-07T20:31:07Z') },
  audit: {
    linkId: 'Qm7Zr2xW9pLk4TgHs8VbN3cD6yFa1JeU',
    snapshotHash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    disclosureText: 'By selecting Complete & Submit Quote you sign this quote electronically.',
    events: [
      { kind: 'link_created', at: '2026-03-05T15:10:00Z', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' },
      { kind: 'viewed', at: '2026-03-06T01:02:03Z', ip: '198.51.100.23', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)' },
      { kind: 'signed', at: '2026-03-07T20:31:07Z', ip: '198.51.100.23', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)' },
    ],
  },
};

function render(which: Case, certificate: SigningCertificate | null): Promise<Buffer> {
  if (which === 'quote') return renderDocumentPdf({ kind: 'quote', document: quote, settings });
  if (which === 'signed' || !certificate) return renderSignedPdf(signatureInput);
  return renderSignedPdf(signatureInput).then((pdf) => sealPdf(pdf, certificate));
}

async function timed(which: Case, certificate: SigningCertificate | null): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const pdf = await render(which, certificate);
  return { ms: performance.now() - start, bytes: pdf.length };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const certificateFor = async (which: Case): Promise<SigningCertificate | null> =>
  which === 'signed+seal' ? createSigningCertificate({ commonName: 'Bench Document Seal' }) : null;

async function child(which: Case): Promise<void> {
  const certificate = await certificateFor(which);
  process.stdout.write(JSON.stringify(await timed(which, certificate)));
}

async function main(): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  console.log(`PDF render time (Node ${process.version}; cold: median of ${COLD_PROCESSES} fresh processes; warm: median of ${WARM_RUNS} runs)`);
  console.log('case          cold ms   warm ms   size');
  for (const which of CASES) {
    const cold: number[] = [];
    for (let i = 0; i < COLD_PROCESSES; i += 1) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', which], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`cold run of ${which} failed: ${run.stderr}`);
      cold.push((JSON.parse(run.stdout) as { ms: number }).ms);
    }
    const certificate = await certificateFor(which);
    for (let i = 0; i < 5; i += 1) await timed(which, certificate);
    const warm: { ms: number; bytes: number }[] = [];
    for (let i = 0; i < WARM_RUNS; i += 1) warm.push(await timed(which, certificate));
    const size = `${((warm[0]?.bytes ?? 0) / 1024).toFixed(1)} KB`;
    console.log(`${which.padEnd(12)} ${median(cold).toFixed(1).padStart(8)} ${median(warm.map((run) => run.ms)).toFixed(1).padStart(9)}   ${size}`);
  }
}

const childIndex = process.argv.indexOf('--child');
if (childIndex !== -1) {
  await child((process.argv[childIndex + 1] ?? 'quote') as Case);
} else {
  await main();
}
