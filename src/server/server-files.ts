/**
 * Files the server opens beside its own code (worker entries, SQL migrations) sit at the same
 * paths under src/server (tests, `npm run dev`) and dist/server (`npm start`). The built server is
 * one bundle whose modules all live at dist/server's top level, so each path is resolved from this
 * module's folder rather than from the importing module's own URL, which bundling changes.
 */
const serverRoot = new URL('./', import.meta.url);

/** e.g. serverFile('files/parse-worker-bootstrap.mjs'). */
export function serverFile(relativePath: string): URL {
  return new URL(relativePath, serverRoot);
}
