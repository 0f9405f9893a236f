import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute, err, json, timestampSchema } from '#server/http/route-spec.ts';
import { reserveUploadBeforeParsing } from '#server/files/upload-budget-hook.ts';
import { AppError } from '#shared/errors/app-error.ts';

const MAX_PDF_BYTES = 15 * 1024 * 1024;

const verifyAnswerSchema = z.object({
  valid: z.boolean().describe('an unchanged copy sealed by this server'),
  sealed: z.boolean(),
  intact: z.boolean(),
  coversWholeFile: z.boolean(),
  ours: z.boolean().nullable(),
  signerName: z.string().nullable(),
  signedAt: timestampSchema.nullable(),
  problem: z.string().nullable(),
});

/**
 * POST /api/verify-pdf (body: the PDF itself, application/pdf): is this an unchanged signed copy of
 * ours? Staff use it when a customer sends a signed quote back.
 */
/** fingerprints: the certificates whose seals are ours (loaded on first use). */
export async function verifyRoutes(app: FastifyInstance, options: { fingerprints: () => Promise<string[]> }): Promise<void> {
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: MAX_PDF_BYTES }, (_request, body, done) => done(null, body));
  // The PDF is buffered whole: it takes its share of the upload memory budget first.
  const spec = {
    method: 'POST',
    path: '/api/verify-pdf',
    tag: 'Verify',
    summary: 'Is this PDF an unchanged signed copy of ours?',
    body: { contentType: 'application/pdf', required: true },
    answers: { 200: json('the verdict', verifyAnswerSchema), 400: err('no PDF sent'), 413: err('larger than 15 MB') },
  } as const;
  addRoute(app, spec, async (_input, request) => {
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
      throw new AppError('bad_request', 'Send the PDF file itself with Content-Type: application/pdf.');
    }
    const [{ verifySealedPdf }, fingerprints] = await Promise.all([import('#server/pdf/seal-pdf.ts'), options.fingerprints()]);
    const result = verifySealedPdf(request.body, fingerprints.length > 0 ? { fingerprint: fingerprints } : {});
    return {
      valid: result.valid,
      sealed: result.sealed,
      intact: result.intact,
      coversWholeFile: result.coversWholeFile,
      ours: result.ours ?? null,
      signerName: result.signerName ?? null,
      signedAt: result.signedAt?.toISOString() ?? null,
      problem: result.problem ?? null,
    };
  }, { preParsing: reserveUploadBeforeParsing(MAX_PDF_BYTES) });
}
