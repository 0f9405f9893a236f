import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin, Rollup } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { signingPageBuild } from './vite.sign.config.ts';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The customer signing page is its own entry (sign.html); production's server makes the same rewrite. */
const SIGNING_PATH = /^\/(sign|quote-preview)\/[^/]+\/?(\?.*)?$/;

function signingPageRewrite(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.url && SIGNING_PATH.test(req.url)) req.url = '/sign.html';
    next();
  };
  return {
    name: 'signing-page-rewrite',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * Writes sw-precache.js for the service worker (public/sw.js): the files the staff entry
 * (index.html) loads or may load lazily, found by walking its chunks. The signing page's own
 * files and source maps are left out.
 */
function serviceWorkerPrecache(): Plugin {
  return {
    name: 'service-worker-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
      if (!entry) return;
      const files = new Set<string>();
      const visit = (fileName: string): void => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') return;
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
      };
      visit(entry.fileName);
      const urls = [...files].filter((file) => !file.endsWith('.map')).map((file) => `/${file}`).sort();
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 16);
      this.emitFile({ type: 'asset', fileName: 'sw-precache.js', source: `self.__PRECACHE__ = ${JSON.stringify({ version, urls })};\n` });
    },
  };
}

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '5000'}`;

export default defineConfig({
  root: fromRoot('./src/client'),
  // Static files copied as they are: the web app manifest, its icons and the service worker.
  publicDir: fromRoot('./src/client/public'),
  plugins: [react(), signingPageRewrite(), serviceWorkerPrecache(), signingPageBuild()],
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The strict CSP has no 'unsafe-inline': never inline assets as data: scripts or styles.
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: {
        index: fromRoot('./src/client/index.html'),
        // sign.html has a build of its own (vite.sign.config.ts, run by signingPageBuild).
      },
      output: {
        // React gets a chunk of its own: both pages need it, and without this group the bundler
        // may put it together with staff-only code that the signing page would then download.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: false,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
