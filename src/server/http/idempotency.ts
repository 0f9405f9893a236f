import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '#shared/errors/app-error.ts';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
// A first attempt still "in progress" after this long died with its process: a retry may take over.
const STALE_IN_PROGRESS_MS = 60_000;
const KEEP_KEYS_MS = 24 * 60 * 60 * 1000;
const IN_PROGRESS = 0;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: string;
  }
}

/**
 * The request as the router understood it: route pattern, decoded parameters, query and body, so
 * /%61pi/quotes and /api/quotes are one request. Multipart bodies are streamed to the handler,
 * so they are identified by their headers instead.
 */
function requestHash(request: FastifyRequest): string {
  const isMultipart = String(request.headers['content-type'] ?? '').startsWith('multipart/');
  const body = isMultipart ? `${request.headers['content-type']}|${request.headers['content-length']}` : JSON.stringify(request.body ?? null);
  const target = JSON.stringify([request.routeOptions.url ?? null, request.params ?? null, request.query ?? null]);
  return createHash('sha256').update(`${request.method} ${target}\n${body}`).digest('hex');
}

/**
 * Idempotency-Key on POST: the same key and body return the first answer (a retry after a dropped
 * connection makes no second document or signature); the same key with another body answers 422.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    // Logging in is never replayed: a stored 204 would hand out no cookie, and the code must be checked.
    if (request.method !== 'POST' || key === undefined || request.routeOptions.url === '/api/session') return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError('bad_request', 'Idempotency-Key must be 8 to 200 letters, digits, dots, colons, dashes or underscores.');
    }
    const hash = requestHash(request);
    const inserted = await db.insert(idempotencyKeys).values({ key, requestHash: hash, statusCode: IN_PROGRESS, response: {} }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      request.idempotencyKey = key;
      return;
    }
    const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!stored) throw new AppError('conflict', 'Please retry the request.');
    if (stored.requestHash !== hash) throw new AppError('unprocessable', 'This Idempotency-Key was already used for a different request.');
    if (stored.statusCode === IN_PROGRESS) {
      const takeOver = await db
        .update(idempotencyKeys)
        .set({ createdAt: new Date() })
        .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.statusCode, IN_PROGRESS), lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_IN_PROGRESS_MS))))
        .returning({ key: idempotencyKeys.key });
      if (takeOver.length === 0) throw new AppError('conflict', 'The first request with this Idempotency-Key is still being processed.');
      request.idempotencyKey = key;
      return;
    }
    return replay(reply, stored.statusCode, stored.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key) return payload;
    request.idempotencyKey = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      // Nothing was decided: free the key so a retry runs the request again.
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      return payload;
    }
    await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response: parseJson(payload) }).where(eq(idempotencyKeys.key, key));
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${`${KEEP_KEYS_MS / 1000} seconds`}::interval`));
    return payload;
  });
}

function replay(reply: FastifyReply, statusCode: number, response: unknown) {
  reply.header('Idempotent-Replayed', 'true');
  if (response === null) return reply.code(statusCode).send();
  return reply.code(statusCode).send(response);
}

function parseJson(payload: string): unknown {
  try {
    return payload === '' ? null : JSON.parse(payload);
  } catch {
    return null;
  }
}
