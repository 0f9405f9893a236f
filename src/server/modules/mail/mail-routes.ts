import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '../../../shared/documents/schemas.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { parseInput } from '../../http/validate.ts';
import { listUndeliveredMail, retryMail } from '../../mail/mail-outbox.ts';

/** Staff: the outbox's messages that could not be delivered, and sending one again. */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/api/mail/undelivered', async () => listUndeliveredMail(db));
  app.post('/api/mail/:id/retry', async (request) => {
    const { id } = parseInput(idParamSchema, request.params, 'Address');
    if (!(await retryMail(db, id))) throw new AppError('not_found', 'No undelivered message with this id');
    void app.outbox.kick();
    return { success: true };
  });
}
