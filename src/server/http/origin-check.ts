import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request sent by a browser from another site is refused (CSRF). Browsers send
 * Origin (and Sec-Fetch-Site) on such requests; scripts and tests that send neither are not browsers.
 */
export function checkOrigin(publicUrl: string | undefined) {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  return async (request: FastifyRequest): Promise<void> => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('forbidden', 'Requests from other sites are not allowed.');
    const origin = request.headers.origin;
    if (!origin) return;
    const own = configured ?? `${request.protocol}://${request.host}`;
    if (origin !== own) throw new AppError('forbidden', 'Requests from other sites are not allowed.');
  };
}
