import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import secureJson from 'secure-json-parse';
import { z } from 'zod';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { Database, Db } from './db/client.ts';
import { checkDatabase } from './db/database-health.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { startOutboxWorker, type OutboxWorker } from './mail/mail-outbox.ts';
import { ensureSignedPdf, type Sealer } from './modules/signing/signed-copy.ts';
import { verifyRoutes } from './modules/signing/verify-routes.ts';
import type { SigningCertificate } from './pdf/signing-certificate.ts';
import { AppError } from '../shared/errors/app-error.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';
import { checkOrigin } from './http/origin-check.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { collectRouteAccess, isApiRoute, looksLikeApiPath, matchedRoute, normalizedPath } from './http/route-access.ts';
import { addRoute, json } from './http/route-spec.ts';
import { linkBaseOf } from './http/link-base.ts';
import { MAX_AUDIO_BYTES, MAX_FILE_BYTES, formatMegabytes } from './files/upload-limits.ts';
import { createLogController, loggerOptions, type LogStream } from './http/logger.ts';
import { apiDocsRoutes } from './http/api-docs-routes.ts';
import type { AccessCodeCheck } from './modules/auth/access-code.ts';
import { authRoutes, sessionGate } from './modules/auth/auth-routes.ts';
import { documentRoutes } from './modules/documents/document-routes.ts';
import { documentPdfRoutes } from './modules/documents/document-pdf-routes.ts';
import { documentExportRoutes } from './modules/documents/document-export-routes.ts';
import { photoRoutes } from './modules/photos/photo-routes.ts';
import { settingsRoutes } from './modules/settings/settings-routes.ts';
import { priceBookRoutes } from './modules/price-book/price-book-routes.ts';
import { signingRoutes } from './modules/signing/signing-routes.ts';
import { mailRoutes } from './modules/mail/mail-routes.ts';
import { customerRoutes } from './modules/customers/customer-routes.ts';
import { optOutRoutes } from './modules/opt-out/opt-out-routes.ts';
import { sendingRoutes } from './modules/sending/sending-routes.ts';
import { startReminderWorker } from './modules/reminders/reminders.ts';
import { startHousekeeping } from './ops/housekeeping.ts';
import { createSmsSender, type SmsConfig, type SmsSender } from './sms/sms-client.ts';
import { startSmsWorker } from './sms/sms-outbox.ts';
import { assistantRoutes, type AssistantDeps } from './modules/assistant/assistant-routes.ts';
import { paymentRoutes } from './modules/payments/payment-routes.ts';
import type { StripeGateway } from './modules/payments/stripe-gateway.ts';
import { createAssistant } from './assistant/create-extractor.ts';

export interface AppConfig {
  publicUrl?: string;
  /** Where links in messages lead when PUBLIC_URL is not set (the server's own address); see http/link-base.ts. */
  linkBaseUrl?: string;
  /** Fastify's trustProxy: true, or the proxy's addresses; only then is X-Forwarded-For believed. */
  trustProxy?: boolean | string;
  clientDir?: string;
  logLevel?: string;
  /** Where the JSON log lines go (default stdout); tests pass a stream to read them. */
  logStream?: LogStream;
  dataDir: string;
  mailFrom?: string;
  /** Receives every signed quote. */
  officeEmail?: string;
  outboxIntervalMs?: number;
  /** Text messages through a Twilio-compatible API (TWILIO_*); none: "Text it" opens the phone's messaging app. */
  sms?: SmsConfig;
  /** How often due reminders are looked for (default a minute). */
  reminderIntervalMs?: number;
  /** How often expired sessions and photos no document lists are removed (default an hour). */
  housekeepingIntervalMs?: number;
  /** Requests a minute one address may make to the public signing routes. */
  publicRateLimitPerMinute?: number;
}


declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
    accessCode: AccessCodeCheck;
    mailer: Mailer;
    seal: Sealer;
    outbox: OutboxWorker;
    /** Null when no SMS provider is configured. */
    sms: SmsSender | null;
    smsOutbox: OutboxWorker | null;
    reminders: OutboxWorker;
  }
}

export interface AppDeps {
  database: Database;
  accessCode: AccessCodeCheck;
  /** Default: .eml files in DATA_DIR/outbox (or SMTP when the caller passes one). */
  mailer?: Mailer;
  /** Seals signed PDFs (PAdES); without one, signed copies are not sealed (tests that do not need it). */
  certificate?: SigningCertificate | Promise<SigningCertificate>;
  /** Default: the embedded offline extractor and no transcription. */
  assistant?: AssistantDeps;
  /** Online deposits through Stripe Checkout; without it the signing page offers Settings' payment methods. */
  stripe?: StripeGateway;
}

export const MAX_JSON_BODY = 1024 * 1024;

const healthAnswerSchema = z.object({
  ok: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  message: z.string().optional(),
  requestId: z.string().optional(),
});

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    logController: createLogController(),
    bodyLimit: MAX_JSON_BODY,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { maxParamLength: 200 },
    genReqId: () => randomUUID(),
  });
  // Every answer names its request, so a person reporting an error can quote the id found in the logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.decorate('db', deps.database.db);
  app.decorate('database', deps.database);
  app.decorate('config', config);
  app.decorate('accessCode', deps.accessCode);
  // Before any route is added: the gate's tests enumerate every route and its access from here.
  collectRouteAccess(app);
  const mailer = deps.mailer ?? createMailer({ dataDir: config.dataDir });
  const certificate = deps.certificate ? Promise.resolve(deps.certificate) : undefined;
  // Sealing and verifying load node-forge and the certificate on first use (not at start).
  const seal: Sealer = certificate
    ? async (pdf) => {
        const { sealPdf } = await import('./pdf/seal-pdf.ts');
        return sealPdf(pdf, await certificate, { reason: 'Quote signed electronically by the customer', location: config.publicUrl ?? 'Online signing page' });
      }
    : async (pdf) => pdf;
  app.decorate('mailer', mailer);
  app.decorate('seal', seal);
  const outbox = startOutboxWorker(
    { db: deps.database.db, mailer, from: config.mailFrom ?? 'Quotes <quotes@localhost>', attachmentFor: (linkId) => ensureSignedPdf(deps.database.db, linkId, seal), linkBase: linkBaseOf(config) },
    config.outboxIntervalMs ?? 5000,
    (error) => app.log.error({ err: error }, 'mail delivery round failed'),
  );
  app.decorate('outbox', outbox);
  const sms = config.sms ? createSmsSender(config.sms) : null;
  const smsOutbox = sms ? startSmsWorker(deps.database.db, sms, config.outboxIntervalMs ?? 5000, (error) => app.log.error({ err: error }, 'SMS delivery round failed')) : null;
  app.decorate('sms', sms);
  app.decorate('smsOutbox', smsOutbox);
  const reminders = startReminderWorker(
    { db: deps.database.db, linkBase: linkBaseOf(config) },
    config.reminderIntervalMs ?? 60_000,
    () => void outbox.kick(),
    (error) => app.log.error({ err: error }, 'reminder round failed'),
  );
  app.decorate('reminders', reminders);
  const housekeeping = startHousekeeping(deps.database.db, config.housekeepingIntervalMs ?? 3_600_000, (error) => app.log.error({ err: error }, 'housekeeping round failed'));
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await reminders.stop();
    await smsOutbox?.stop();
    await outbox.stop();
    mailer.close();
  });

  // Every AppError (AssistantError and FileRejectedError too) carries its own status and a message
  // fit for people, so a route needs no wrapper around the extractor or the file parsers.
  app.setErrorHandler((error: FastifyError | AppError<string>, request, reply) => {
    const requestId = request.id;
    if (error instanceof AppError) {
      // A provider's failure (502/504) is shown as it is, but its internal detail goes to the log.
      if (error.status >= 500) request.log.warn({ err: error }, 'request failed');
      return reply.code(error.status).send({ message: error.message, ...error.details, requestId });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database did not answer in time');
      return reply.code(503).send({ message: 'The database did not answer in time. Please try again in a moment.', requestId });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', requestId });
    }
    return reply.code(status).send({ message: clientErrorMessage(error, request), requestId });
  });
  // Nothing matched. The path is read here only to choose how the 404 looks (JSON for what reads
  // as /api once decoded, text for a missing file, the staff app's page otherwise): none holds data.
  app.setNotFoundHandler((request, reply) => {
    const pathname = normalizedPath(request.url);
    if (looksLikeApiPath(request.url)) return reply.code(404).send({ message: `No route for ${request.method} ${pathname.slice(0, 200)}`, requestId: request.id });
    // A missing file (an old hashed asset, a source map) is a 404, not the app's page.
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) return reply.code(404).type('text/plain').send('Not found');
    return sendClientPage(reply, 'staff');
  });

  // Like Fastify's own JSON parser (prototype poisoning refused), but an empty body with a JSON
  // content type means "no body": many clients send the header on every POST.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_JSON_BODY }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError('bad_request', 'The request body is not valid JSON.'), undefined);
    }
  });
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: config.publicUrl?.startsWith('https://') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl?.startsWith('https://') ? { maxAge: 15552000 } : false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onRequest', checkOrigin(config.publicUrl));
  app.addHook('onRequest', sessionGate(app));
  registerIdempotency(app, deps.database.db);
  // Answers of /api routes (and 404s of what reads as /api) are never stored by a browser or proxy.
  app.addHook('onSend', async (request, reply) => {
    if ((isApiRoute(matchedRoute(request)) || looksLikeApiPath(request.url)) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(authRoutes);
  await app.register(documentRoutes);
  await app.register(documentPdfRoutes);
  await app.register(documentExportRoutes);
  await app.register(photoRoutes);
  await app.register(signingRoutes);
  await app.register(mailRoutes);
  await app.register(customerRoutes);
  await app.register(optOutRoutes);
  await app.register(sendingRoutes);
  await app.register(settingsRoutes);
  await app.register(priceBookRoutes);
  await app.register(paymentRoutes, { stripe: deps.stripe });
  await app.register(verifyRoutes, { fingerprints: async () => (certificate ? [(await certificate).fingerprint] : []) });
  await app.register(assistantRoutes, deps.assistant ?? createAssistant({}));
  await app.register(apiDocsRoutes);
  const healthRoute = {
    method: 'GET',
    path: '/api/health',
    tag: 'Operations',
    public: true,
    summary: 'Whether the server and its database answer',
    answers: { 200: json('healthy', healthAnswerSchema), 503: json('the database does not answer', healthAnswerSchema) },
  } as const;
  addRoute(app, healthRoute, async (_input, request, reply) => {
    const health = await checkDatabase(deps.database);
    if (health === 'ok') return { ok: true, database: deps.database.kind };
    const message = health === 'timed_out' ? 'The database does not answer in time' : 'The database does not answer';
    return reply.code(503).send({ ok: false, database: deps.database.kind, message, requestId: request.id });
  });

  const clientDir = config.clientDir ?? path.resolve('dist/client');
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // Files are looked up at request time, so a rebuilt client is served without a restart.
      wildcard: true,
      index: false,
      // Built assets carry a content hash in their names: cache them for a year.
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', (_request, reply) => sendClientPage(reply, 'staff'));
  // The customer's pages are routes of their own, so the router (which decodes /%73ign/...) and
  // not the URL text decides that the token must not leak through the Referer header.
  for (const url of ['/sign/:token', '/sign/:token/', '/quote-preview/:token', '/quote-preview/:token/']) {
    app.get(url, (_request, reply) => sendClientPage(reply, 'signing'));
  }

  function sendClientPage(reply: FastifyReply, page: 'staff' | 'signing') {
    if (page === 'signing') reply.header('Referrer-Policy', 'no-referrer');
    if (!hasClient) return reply.code(404).type('text/plain').send('The web app is not built. Run `npm run build`.');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(page === 'signing' ? 'sign.html' : 'index.html');
  }

  return app;
}

function clientErrorMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large (at most 1 MB).';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here; send JSON.';
    case 'FST_REQ_FILE_TOO_LARGE':
      // The recording route has its own, larger limit: name the one that was passed.
      return matchedRoute(request) === '/api/transcribe'
        ? `The recording is larger than the ${formatMegabytes(MAX_AUDIO_BYTES)} limit.`
        : `A file is larger than the ${formatMegabytes(MAX_FILE_BYTES)} limit.`;
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'At most 10 files can be sent at once.';
    default:
      return error.message;
  }
}
