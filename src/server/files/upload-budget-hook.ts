import type { FastifyReply, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { AppError } from '#shared/errors/app-error.ts';
import { UploadBusyError, uploadBudget, uploadReservationBytes, type UploadLease } from './upload-budget.ts';

/** Aborts when the client goes away before its body has been read (it may be waiting for the budget). */
function abortWhenClientLeaves(request: FastifyRequest): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return controller.signal;
}

/**
 * Holds a share of the process-wide upload memory budget (upload-budget.ts) before a request's
 * body is read: waits while other uploads hold it, answers 503 when too many already wait.
 * The caller releases it once the bytes are no longer needed.
 */
export async function reserveUploadMemory(request: FastifyRequest, largestBytes: number): Promise<UploadLease> {
  try {
    return await uploadBudget.acquire(uploadReservationBytes(request.headers['content-length'], largestBytes), abortWhenClientLeaves(request));
  } catch (error) {
    if (error instanceof UploadBusyError) throw new AppError('service_unavailable', error.message);
    // Only a client that left while waiting gets here; nobody reads this answer.
    throw new AppError('bad_request', 'The upload was cancelled before it was read.');
  }
}

/**
 * The same for a route whose body Fastify buffers itself (a content-type parser with parseAs
 * 'buffer'): a preParsing hook reserves before the body is read, and the share is given back
 * when the response is done or the connection closes, whichever way the request ended.
 */
export function reserveUploadBeforeParsing(largestBytes: number): preParsingAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const lease = await reserveUploadMemory(request, largestBytes);
    reply.raw.once('close', lease.release);
    return payload;
  };
}
