import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess, staffFetch } from '../src/server/testing/server-process.ts';

const ACCESS_CODE = 'lighthouse-access-code';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

/** Lighthouse's mobile profile (simulated slow 4G, mid-range phone) on a real signing page. */
export async function lighthouseSigningPage(): Promise<LighthouseScores> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'epoxy-lighthouse-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, ACCESS_CODE, LOG_LEVEL: 'silent' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const api = await staffFetch(server.url, ACCESS_CODE);
    const quote = (await (
      await api('/api/quotes', {
        method: 'POST',
        body: JSON.stringify({
          customerName: 'Maria Lopez',
          projectTitle: 'Garage Floor Coating',
          customerAddress: '418 Cedar Ln, Round Rock, TX 78664',
          lineItems: [
            { description: 'Polyaspartic flake system', useDimensions: true, length: 24, width: 22, rate: 5.25 },
            { description: 'Cove base', quantity: 70, rate: 9 },
          ],
        }),
      })
    ).json()) as { id: string };
    const { shareableLink } = (await (await api(`/api/quotes/${quote.id}/generate-link`, { method: 'POST' })).json()) as { shareableLink: string };
    const url = `${server.url}/sign/${shareableLink}`;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    return {
      url: url.replace(shareableLink, '{token}'),
      performance: score('performance'),
      accessibility: score('accessibility'),
      largestContentfulPaintMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
      totalBlockingTimeMs: Math.round(Number(lhr.audits['total-blocking-time']?.numericValue ?? 0)),
    };
  } finally {
    chrome.kill();
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  console.table([await lighthouseSigningPage()]);
}
