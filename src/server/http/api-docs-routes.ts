import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_SCRIPT, renderApiDocsPage } from './api-docs-page.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { addRoute } from './route-spec.ts';
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
      const document = buildOpenApiDocument(app.apiRoutes, { version: packageVersion(), serverUrl: app.config.publicUrl });
      built = { document, page: renderApiDocsPage(document, SCRIPT_URL) };
    }
    return built;
  };

  const operations = { tag: 'Operations', method: 'GET' } as const;
  addRoute(app, { ...operations, path: '/api/openapi.json', summary: 'This API as an OpenAPI 3.1 document', answers: { 200: { description: 'the OpenAPI document', contentType: 'application/json' } } }, async () => docs().document);
  addRoute(app, { ...operations, path: '/api/docs', summary: 'The API reference as a page', answers: { 200: { description: 'an HTML page', contentType: 'text/html' } } }, async (_input, _request, reply) =>
    reply.type('text/html; charset=utf-8').send(docs().page),
  );
  addRoute(app, { ...operations, path: SCRIPT_URL, summary: 'The script of the reference page', answers: { 200: { description: 'JavaScript', contentType: 'text/javascript' } } }, async (_input, _request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(API_DOCS_SCRIPT),
  );
}
