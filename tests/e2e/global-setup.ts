import { existsSync } from 'node:fs';

/** The server serves the built client: without a build every page would be its 'not built' notice. */
export default function globalSetup(): void {
  if (!existsSync('dist/client/index.html') || !existsSync('dist/client/sign.html')) {
    throw new Error('dist/client is missing: run `vite build` first (npm run test:e2e does).');
  }
}
