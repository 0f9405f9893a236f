import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_SCRIPT, renderApiDocsPage } from './api-docs-page.ts';
import { buildOpenApiDocument } from './openapi.ts';

const SCRIPT_URL = '/api/docs/docs.js';

function packageVersion(): string {
  try {
    const text = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8');
    return (JSON.parse(text) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** GET /api/openapi.json and the page at /api/docs; behind the staff gate like every /api route. */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  // Built once: the routes do not change while the process runs.
  const document = buildOpenApiDocument({ version: packageVersion(), serverUrl: app.config.publicUrl });
  const page = renderApiDocsPage(document, SCRIPT_URL);

  app.get('/api/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get(SCRIPT_URL, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(API_DOCS_SCRIPT));
}
