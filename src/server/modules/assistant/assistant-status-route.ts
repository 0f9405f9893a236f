import type { FastifyInstance } from 'fastify';
import { assistantStatusSchema, type AssistantStatus } from '#shared/assistant/assistant-status.ts';
import { addRoute, json } from '#server/http/route-spec.ts';
import type { QuoteExtractor } from '#server/assistant/quote-extractor.ts';
import type { Transcriber } from '#server/assistant/transcriber.ts';

/** GET /api/assistant: which reader and which transcriber this server uses (staff-only like every /api route). */
export function assistantStatusRoute(app: FastifyInstance, deps: { extractor: QuoteExtractor; transcriber: Transcriber | null }): void {
  const spec = {
    method: 'GET',
    path: '/api/assistant',
    tag: 'Assistant',
    summary: 'Which reader and which transcriber this server uses',
    description: 'Model names and host:port only, never keys. transcriber is null when the voice screen uses the browser’s speech recognition.',
    answers: { 200: json('the set-up', assistantStatusSchema) },
  } as const;
  addRoute(app, spec, async (): Promise<AssistantStatus> => {
    const where = deps.transcriber?.where;
    return {
      extractor: deps.extractor.name,
      transcriber: deps.transcriber ? { model: where?.model ?? deps.transcriber.name, host: where?.host ?? 'the configured server' } : null,
    };
  });
}
