import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '5000'}`;

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: false,
  plugins: [react(), signingPageRewrite()],
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
        sign: fromRoot('./src/client/sign.html'),
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
