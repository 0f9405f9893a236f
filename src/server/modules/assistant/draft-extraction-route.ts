import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractionRecordSchema, type ExtractionRecord } from '#shared/assistant/field-sources.ts';
import { idParamSchema } from '#shared/documents/schemas.ts';
import { drafts } from '#server/db/schema.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { addRoute, err, invalid, json } from '#server/http/route-spec.ts';

/**
 * GET /api/drafts/:id/extraction: what the AI assistant read to make a draft and where each value
 * came from (issue 12 item 2), for the editor's review panel. Staff-only like every /api route.
 */
export function draftExtractionRoute(app: FastifyInstance): void {
  const spec = {
    method: 'GET',
    path: '/api/drafts/:id/extraction',
    tag: 'Assistant',
    summary: 'What the AI assistant read to make a draft, and where each value came from',
    description: 'The request text, a span (UTF-16 offsets into it), confidence and flag per field, and whole-draft warnings.',
    params: idParamSchema,
    answers: { 200: json('the extraction record', extractionRecordSchema), 400: invalid, 404: err('no draft with this id, or the draft was not made by the assistant') },
  } as const;
  addRoute(app, spec, async ({ params: { id } }): Promise<ExtractionRecord> => {
    const [row] = await app.db.select({ extraction: drafts.extraction }).from(drafts).where(eq(drafts.id, id));
    if (!row) throw new AppError('not_found', 'Draft not found');
    if (row.extraction === null || row.extraction === undefined) throw new AppError('not_found', 'This draft was not made by the AI assistant, so there is no request to show beside it.');
    // Stored by this server, but read back through the schema: a record from an older version that
    // no longer fits is treated as absent rather than handed to the editor half-formed.
    const record = extractionRecordSchema.safeParse(row.extraction);
    if (!record.success) throw new AppError('not_found', 'The record of what the AI assistant read for this draft cannot be shown (it was made by an older version).');
    return record.data;
  });
}
