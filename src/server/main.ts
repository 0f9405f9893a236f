import path from 'node:path';
import { parseEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { ensurePrivateDir, keepNewFilesPrivate } from './files/private-files.ts';

/** Starts the one process that serves the API and the built web app; closes cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const env = parseEnv();
  // Whatever the server writes from here on (database, outbox, keys, backups) is for its own user only.
  keepNewFilesPrivate();
  ensurePrivateDir(path.resolve(env.DATA_DIR));
  // The database opens (PGlite compiles its WASM off the main thread, PostgreSQL connects) while
  // the rest of the server's code loads: a start waits for the slower of the two, not both.
  const opening = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  opening.catch(() => undefined);
  const [{ buildApp }, { loadAccessCode }, { createMailer }, { getSettings }, { createAssistant }] = await Promise.all([
    import('./app.ts'),
    import('./modules/auth/access-code.ts'),
    import('./mail/mailer.ts'),
    import('./modules/settings/settings-store.ts'),
    import('./assistant/create-extractor.ts'),
  ]);
  const database = await opening;
  const { check, generated } = await loadAccessCode(database.db, env.ACCESS_CODE);
  // The sealing certificate (node-forge, a p12 to unlock) is needed by the first signed PDF, not by
  // the first request: it loads while the server starts answering. A bad SIGNING_CERT_P12 still
  // stops the server at once.
  const certificate = import('./pdf/signing-certificate.ts').then(async ({ loadSigningCertificate }) =>
    loadSigningCertificate({
      keysDir: path.join(env.DATA_DIR, 'keys'),
      companyName: (await getSettings(database.db)).companyName,
      p12Path: env.SIGNING_CERT_P12,
      p12Password: env.SIGNING_CERT_PASSWORD,
    }),
  );
  certificate.catch((error: unknown) => {
    console.error(`The signing certificate could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  const app = await buildApp(
    {
      publicUrl: env.PUBLIC_URL,
      linkBaseUrl: `http://localhost:${env.PORT}`,
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      logLevel: env.LOG_LEVEL,
      dataDir: env.DATA_DIR,
      mailFrom: env.MAIL_FROM,
      officeEmail: env.OFFICE_EMAIL,
      sms:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
          ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiBase: env.TWILIO_API_BASE }
          : undefined,
      publicRateLimitPerMinute: env.PUBLIC_RATE_LIMIT_PER_MINUTE,
    },
    {
      database,
      accessCode: check,
      mailer: createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR }),
      certificate,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? await (await import('./modules/payments/stripe-gateway.ts')).createStripeGateway({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE })
          : undefined,
      assistant: createAssistant(
        {
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL,
          transcribeModel: env.AI_TRANSCRIBE_MODEL,
          transcribeBaseUrl: env.AI_TRANSCRIBE_BASE_URL,
          transcribeApiKey: env.AI_TRANSCRIBE_API_KEY,
          timeoutMs: env.AI_TIMEOUT_MS,
        },
        // The draft's warnings tell staff; this line tells the operator why (status and body excerpt, no key).
        (error) => console.warn(`AI provider failed, the built-in reader made the draft: ${error.code}: ${error.message}${error.detail ? ` (${error.detail})` : ''}`),
      ),
    },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections and waits for requests in flight; then the database closes.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const url = env.PUBLIC_URL ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(`Epoxy quotes is running at ${url} (database: ${database.kind}${database.kind === 'pglite' ? `, in ${env.DATA_DIR}` : ''})`);
  if (generated) {
    console.log(`\nFirst start: the staff access code is  ${generated}\nIt is shown only this once (only its hash is stored). Set ACCESS_CODE to choose your own.\n`);
  }
}

/** TRUST_PROXY: 'true' (any proxy), or the proxy addresses/CIDRs, comma separated. */
function parseTrustProxy(value: string | undefined): boolean | string | undefined {
  if (!value || value === 'false') return undefined;
  return value === 'true' ? true : value;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
