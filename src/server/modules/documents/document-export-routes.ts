import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/validate.ts';
import { exportDocumentsCsv, exportQuerySchema } from './document-export.ts';

/** GET /api/documents/export.csv?tab=&q=: what All Documents shows for that tab and search, for bookkeeping. */
export async function documentExportRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/documents/export.csv', async (request, reply) => {
    const { tab, q } = parseInput(exportQuerySchema, request.query, 'Export query');
    const { filename, csv } = await exportDocumentsCsv(app.db, tab, q);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${filename}"`).send(csv);
  });
}
