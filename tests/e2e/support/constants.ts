export const E2E_ACCESS_CODE = 'e2e-access-code';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5179);
/**
 * Storage state of a logged-in staff member, written by staff-session.setup.ts. Named by port, so
 * two runs at once on one machine (each on its own E2E_PORT) never share a session file.
 */
export const STAFF_STATE = `test-results/e2e-${E2E_PORT}/state/staff.json`;
/** Launch arguments of Debian's Chromium in every e2e browser (the config's and the voice tests' own). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
