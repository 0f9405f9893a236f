import { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { decodeLoosely } from './route-access.ts';

/**
 * Structured JSON logs (pino, through Fastify). Every line of a request carries `requestId`, the
 * id sent back in X-Request-Id and in error bodies. Nothing secret reaches a line: the access
 * code, cookies, authorization headers, signature images, file contents and signing tokens.
 */

export const REQUEST_ID_LOG_LABEL = 'requestId';

/** Fastify's request lines, with the id under the same name error bodies use. */
export function createLogController(): LogController {
  return new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL });
}
const CENSOR = '[redacted]';

// Keys that hold secrets or customer data wherever they appear in a logged object (two levels deep).
const SECRET_KEYS = ['accessCode', 'password', 'signature', 'signaturePng', 'customerSignature', 'signedPdf', 'token', 'shareableLink', 'cookie', 'authorization', 'body', 'content', 'data', 'files', 'audio', 'params'];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

// The customer's signing token is the only key to a quote: /sign/{token}, /quote-preview/{token},
// /api/quotes/sign/{token}/... are logged with the token replaced.
// Matched on decoded text, any case, any number of slashes: /api/quotes/%73ign/{token} and
// //SIGN/{token} reach the same routes and must not write the token either.
const TOKEN_IN_PATH = /([/\\]+(?:sign|quote-preview)[/\\]+)[^/\\?#\s]+/gi;
const DATA_URL = /data:[a-z]+\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+/gi;
// A failed query's message ends with its parameters (document text, signature images, tokens).
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

/** Hides signing tokens and inline images in any text that is about to be logged. */
export function scrubText(text: string): string {
  return text.replace(TOKEN_IN_PATH, '$1[token]').replace(DATA_URL, '[data url]').replace(QUERY_PARAMS, '\nparams: [redacted]');
}

function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEYS.includes(key) ? CENSOR : scrubDeep(item, depth + 1)]));
}

/**
 * The URL as logged. A route with a :token parameter is logged as its pattern (the router decoded
 * the path, so whatever spelling reached it, the token is not written); any other URL is decoded
 * (twice, never throwing) before tokens are scrubbed.
 */
export function loggableUrl(request: Pick<FastifyRequest, 'url'> & { routeOptions?: { url?: string } }): string {
  const route = request.routeOptions?.url;
  const queryAt = request.url.indexOf('?');
  const query = queryAt === -1 ? '' : scrubText(decodeLoosely(decodeLoosely(request.url.slice(queryAt))));
  if (route && route.includes(':token')) return `${route.replaceAll(':token', '[token]')}${query}`;
  return scrubText(decodeLoosely(decodeLoosely(request.url)));
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const MAX_MESSAGE = 300;

/**
 * An error message can quote what it choked on (a document, an uploaded file's text, a provider's
 * answer): only its first line, at most 300 characters, is kept, and the stack keeps its frames.
 */
function shortMessage(message: string): string {
  const first = message.split('\n', 1)[0] ?? '';
  return first.length > MAX_MESSAGE ? `${first.slice(0, MAX_MESSAGE)}...` : first;
}

function framesOnly(stack: string | undefined, type: string, message: string): string {
  const frames = (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/** Like pino's error serializer (type, message, stack, own fields, cause), then shortened and scrubbed. */
export function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const plain = (value: unknown, depth: number): unknown => {
    if (!(value instanceof Error) || depth > 3) return value;
    const own = Object.fromEntries(Object.entries(value).filter(([, item]) => typeof item !== 'function'));
    const type = value.constructor.name;
    const message = shortMessage(value.message);
    return { ...own, type, message, stack: framesOnly(value.stack, type, message), ...(value.cause !== undefined ? { cause: plain(value.cause, depth + 1) } : {}) };
  };
  return scrubDeep(plain(error, 0)) as { type: string; message: string; stack: string };
}

export interface LogStream {
  write(line: string): void;
}

export interface LogConfig {
  logLevel?: string;
  /** Where the JSON lines go (tests capture them); default stdout. */
  logStream?: LogStream;
}

/** Fastify's `logger` option; false when logging is off. */
export function loggerOptions(config: LogConfig): FastifyServerOptions['logger'] {
  const level = config.logLevel ?? (config.logStream ? 'info' : undefined);
  if (!level || level === 'silent') return false;
  return {
    level,
    ...(config.logStream ? { stream: config.logStream } : {}),
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest, err: serializeError },
  };
}
