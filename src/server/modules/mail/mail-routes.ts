import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '#shared/documents/schemas.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { addRoute, json, notFound, successSchema, timestampSchema } from '#server/http/route-spec.ts';
import { listUndeliveredMail, retryMail } from '#server/mail/mail-outbox.ts';

const undeliveredMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: timestampSchema,
  createdAt: timestampSchema,
  linkId: z.uuid().nullable(),
});

/** Staff: the outbox's messages that could not be delivered, and sending one again. */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  addRoute(
    app,
    { method: 'GET', path: '/api/mail/undelivered', tag: 'Mail', summary: 'E-mails not delivered (yet), newest first', answers: { 200: json('at most 200 messages', z.array(undeliveredMailSchema)) } },
    async () => listUndeliveredMail(db),
  );
  const retry = { method: 'POST', path: '/api/mail/:id/retry', tag: 'Mail', summary: 'Try an undelivered e-mail again now', params: idParamSchema, answers: { 200: json('queued', successSchema), 404: notFound('undelivered message') } } as const;
  addRoute(app, retry, async ({ params: { id } }) => {
    if (!(await retryMail(db, id))) throw new AppError('not_found', 'No undelivered message with this id');
    void app.outbox.kick();
    return { success: true };
  });
}
