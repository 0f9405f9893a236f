import type { FastifyInstance } from 'fastify';
import { addRoute, invalid } from '#server/http/route-spec.ts';
import { exportDocumentsCsv, exportQuerySchema } from './document-export.ts';

/** GET /api/documents/export.csv?tab=&q=: what All Documents shows for that tab and search, for bookkeeping. */
export async function documentExportRoutes(app: FastifyInstance): Promise<void> {
  const spec = {
    method: 'GET',
    path: '/api/documents/export.csv',
    tag: 'Documents',
    summary: 'The documents list of a tab and search, as CSV for bookkeeping',
    description:
      'RFC 4180, UTF-8 with a byte order mark. Columns: Type, Number, Customer, Project, Status, Date, Subtotal, Discount, Total, Deposit, Balance, Line Items (each line with its unit, as the papers word it); money as plain decimals (1234.50).',
    query: exportQuerySchema,
    answers: { 200: { description: 'the CSV file', contentType: 'text/csv', headers: { 'Content-Disposition': 'attachment; filename="documents-{tab}-{YYYY-MM-DD}.csv"' } }, 400: invalid },
  } as const;
  addRoute(app, spec, async ({ query: { tab, q } }, _request, reply) => {
    const { filename, csv } = await exportDocumentsCsv(app.db, tab, q);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${filename}"`).send(csv);
  });
}
