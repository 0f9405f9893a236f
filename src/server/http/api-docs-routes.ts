import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_SCRIPT, renderApiDocsPage } from './api-docs-page.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { serverFile } from '../server-files.ts';

const SCRIPT_URL = '/api/docs/docs.js';

function packageVersion(): string {
  try {
    const text = readFileSync(serverFile('../../package.json'), 'utf8');
    return (JSON.parse(text) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** GET /api/openapi.json and the page at /api/docs; behind the staff gate like every /api route. */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  // Built on first use, once: the routes do not change while the process runs, and a start need not wait for it.
  let built: { document: ReturnType<typeof buildOpenApiDocument>; page: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = buildOpenApiDocument({ version: packageVersion(), serverUrl: app.config.publicUrl });
      built = { document, page: renderApiDocsPage(document, SCRIPT_URL) };
    }
    return built;
  };

  app.get('/api/openapi.json', async () => docs().document);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docs().page));
  app.get(SCRIPT_URL, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(API_DOCS_SCRIPT));
}
