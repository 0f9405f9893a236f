import type { FastifyInstance } from 'fastify';
import { reserveUploadBeforeParsing } from '../../files/upload-budget-hook.ts';
import { AppError } from '../../../shared/errors/app-error.ts';

const MAX_PDF_BYTES = 15 * 1024 * 1024;

/**
 * POST /api/verify-pdf (body: the PDF itself, application/pdf): is this an unchanged signed copy of
 * ours? Staff use it when a customer sends a signed quote back.
 */
/** fingerprints: the certificates whose seals are ours (loaded on first use). */
export async function verifyRoutes(app: FastifyInstance, options: { fingerprints: () => Promise<string[]> }): Promise<void> {
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: MAX_PDF_BYTES }, (_request, body, done) => done(null, body));
  // The PDF is buffered whole: it takes its share of the upload memory budget first.
  app.post('/api/verify-pdf', { preParsing: reserveUploadBeforeParsing(MAX_PDF_BYTES) }, async (request) => {
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
      throw new AppError('bad_request', 'Send the PDF file itself with Content-Type: application/pdf.');
    }
    const [{ verifySealedPdf }, fingerprints] = await Promise.all([import('../../pdf/seal-pdf.ts'), options.fingerprints()]);
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
  });
}
