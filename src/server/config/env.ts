import { z } from 'zod';

/** Environment variables, parsed once at boot; a wrong value stops the start with a clear message. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ACCESS_CODE: z.string().min(4, 'ACCESS_CODE must be at least 4 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Quotes <quotes@localhost>'),
  OFFICE_EMAIL: z.string().optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TRANSCRIBE_MODEL: z.string().optional(),
  // A transcription server of its own (whisper.cpp, faster-whisper on the office's machine); defaults to AI_BASE_URL.
  AI_TRANSCRIBE_BASE_URL: z.url().optional(),
  AI_TRANSCRIBE_API_KEY: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  SIGNING_CERT_P12: z.string().optional(),
  SIGNING_CERT_PASSWORD: z.string().optional(),
  // Online deposits through Stripe Checkout (docs/decisions/019-online-deposit.md): both keys, or none.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Another server that speaks Stripe's API (a local stub in tests, a staging mock); default Stripe's own.
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:12111' }).optional(),
  // Text messages through a Twilio-compatible API (decision 017): the three together, or none ("Text it" then opens the phone's messaging app).
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:4010' }).default('https://api.twilio.com'),
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).superRefine((env, context) => {
  // Half a Stripe set-up would take payments whose webhooks are never believed (or the reverse).
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    context.addIssue({ code: 'custom', path: [missing], message: 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither' });
  }
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    context.addIssue({ code: 'custom', path: ['TWILIO_ACCOUNT_SID'], message: 'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together, or none' });
  }
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty variables mean "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
