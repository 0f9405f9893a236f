import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_ACCESS_CODE, E2E_PORT, STAFF_STATE } from './tests/e2e/support/constants.ts';

/**
 * End-to-end tests against the real server and the built client (run `vite build` first:
 * `npm run test:e2e` does both). Debian's Chromium is used as it is: Playwright never downloads
 * a browser here.
 */
const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
// Workers load this file again: the directory is chosen once and inherited through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'epoxy-e2e-'));


export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two cores are shared: one worker, tests isolated by their own data instead.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/e2e-${port}/output`,
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'America/Chicago',
  },
  projects: [
    // Logs in once through the API; the other projects start with that session.
    { name: 'setup', testMatch: '**/staff-session.setup.ts' },
    {
      name: 'desktop',
      testIgnore: '**/phone.spec.ts',
      dependencies: ['setup'],
      use: { viewport: { width: 1280, height: 900 }, storageState: STAFF_STATE },
    },
    {
      name: 'phone',
      testMatch: '**/phone.spec.ts',
      dependencies: ['setup'],
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, storageState: STAFF_STATE },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every test's browser is one client address (127.0.0.1): the per-address budget of the public
    // signing routes (120 a minute, tested in signing.test.ts) would be spent by the
    // suite itself and fail whichever signing test came next.
    env: { ACCESS_CODE: E2E_ACCESS_CODE, DATA_DIR: process.env.E2E_DATA_DIR, PORT: String(port), LOG_LEVEL: 'warn', PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' },
  },
});
