import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { build, defineConfig } from 'vite';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const configFile = fromRoot('./vite.sign.config.ts');

/**
 * The customer signing page's production build (docs/decisions/006-signing-page-preact.md):
 * sign.html alone, with React's imports answered by Preact's compatibility layer, so a
 * customer's phone stays within the 75 KB (gzipped) budget of issue 4. Its files go into the
 * same dist/client as the staff build's, which runs first and empties it. The dev server
 * (vite.config.ts) serves the page with React; both run the same source.
 */
export default defineConfig({
  root: fromRoot('./src/client'),
  // The staff build copies src/client/public; nothing of it belongs to this page.
  publicDir: false,
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    // The strict CSP has no 'unsafe-inline': never inline assets as data: scripts or styles.
    assetsInlineLimit: 0,
    rolldownOptions: { input: { sign: fromRoot('./src/client/sign.html') } },
  },
});

/**
 * Runs the signing page's build after the staff build has written its files, so `vite build`
 * (npm run build, test:e2e, bench) keeps producing the whole of dist/client.
 */
export function signingPageBuild(): Plugin {
  let mode = 'production';
  let failed = false;
  return {
    name: 'signing-page-build',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    buildEnd(error) {
      failed = Boolean(error);
    },
    async closeBundle() {
      if (failed) return;
      await build({ configFile, mode });
    },
  };
}
