import type { FastifyInstance } from 'fastify';
import type { AssistantStatus } from '../../../shared/assistant/assistant-status.ts';
import type { QuoteExtractor } from '../../assistant/quote-extractor.ts';
import type { Transcriber } from '../../assistant/transcriber.ts';

/** GET /api/assistant: which reader and which transcriber this server uses (staff-only like every /api route). */
export function assistantStatusRoute(app: FastifyInstance, deps: { extractor: QuoteExtractor; transcriber: Transcriber | null }): void {
  app.get('/api/assistant', async (): Promise<AssistantStatus> => {
    const where = deps.transcriber?.where;
    return {
      extractor: deps.extractor.name,
      transcriber: deps.transcriber ? { model: where?.model ?? deps.transcriber.name, host: where?.host ?? 'the configured server' } : null,
    };
  });
}
