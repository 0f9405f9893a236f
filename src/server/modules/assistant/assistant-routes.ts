import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/** Wired to the extractors once the assistant lands; until then a clear 501, never a fake answer. */
export async function assistantRoutes(app: FastifyInstance): Promise<void> {
  const notYet = async () => {
    throw new AppError('not_implemented', 'The AI assistant is not available yet on this server.');
  };
  app.post('/api/transcribe', notYet);
  app.post('/api/ai-process', notYet);
  app.post('/api/extract-from-text', notYet);
}
