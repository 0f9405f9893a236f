import { AssistantError } from './assistant-error.ts';

/**
 * The most a provider's answer may weigh. A draft or a transcript is a few kilobytes; a server that
 * sends more (a broken or hostile one: a 300 MB "transcript" was passed on to the browser) is cut
 * off here, before its body is held in memory, and the request answers 502.
 */
export const MAX_PROVIDER_ANSWER_BYTES = 2 * 1024 * 1024;

export interface ProviderRequest {
  headers: Record<string, string>;
  body: string | FormData;
}

export interface ProviderOptions {
  timeoutMs: number;
  /** Defaults to MAX_PROVIDER_ANSWER_BYTES. */
  maxAnswerBytes?: number;
  /** The variable that names this provider's address, for the message when it cannot be reached. */
  urlVariable?: string;
}

/**
 * One POST to an OpenAI-compatible provider, with its failures turned into AssistantErrors that say
 * what staff can do about them. The time-out covers the whole exchange, body included.
 */
export async function postToProvider(url: string, init: ProviderRequest, options: ProviderOptions): Promise<unknown> {
  const { timeoutMs, maxAnswerBytes = MAX_PROVIDER_ANSWER_BYTES, urlVariable = 'AI_BASE_URL' } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal });
    body = await readCapped(response, maxAnswerBytes);
  } catch (error) {
    if (error instanceof AssistantError) throw error;
    if (signal.aborted || isAbort(error)) {
      throw new AssistantError('timeout', `The AI provider did not answer within ${formatSeconds(timeoutMs)}; try again`, { cause: error, timeoutMs });
    }
    throw new AssistantError('unreachable', `Could not reach the AI provider; check ${urlVariable} and the network`, {
      cause: error,
      detail: error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error),
    });
  }
  if (!response.ok) throw errorForStatus(response.status, body);
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new AssistantError('malformed_output', 'The AI provider sent an answer that is not JSON', { cause: error, detail: excerpt(body) });
  }
}

/** The body as text, read chunk by chunk so that an oversized answer is dropped at the cap, not after. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new AssistantError('answer_too_large', `The AI provider sent more than ${formatBytes(maxBytes)}; its answer was not used`, {
      detail: `HTTP ${response.status}, content-length ${response.headers.get('content-length') ?? 'not given'}`,
    });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function errorForStatus(status: number, body: string): AssistantError {
  const detail = `HTTP ${status}: ${excerpt(body)}`;
  if (status === 401 || status === 403) return new AssistantError('provider_auth', 'AI provider rejected the API key', { detail, providerStatus: status });
  if (status === 429) return new AssistantError('rate_limited', 'AI provider is rate limiting; try again shortly', { detail, providerStatus: status });
  if (status >= 500) return new AssistantError('provider_error', `AI provider failed (HTTP ${status}); try again later`, { detail, providerStatus: status });
  return new AssistantError('provider_rejected', `AI provider refused the request (HTTP ${status}); check AI_MODEL and the provider's settings`, { detail, providerStatus: status });
}

const isAbort = (error: unknown): boolean => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
export const formatSeconds = (ms: number): string => (ms < 1000 ? `${ms} ms` : ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`);
const formatBytes = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MB` : `${Math.ceil(bytes / 1024)} KB`);
const excerpt = (text: string): string => text.replace(/\s+/g, ' ').slice(0, 300);

export const joinUrl = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export function authHeaders(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}

/** host[:port] of a provider's base URL, for people: never its path, query or credentials. */
export function providerHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return 'an unreadable address';
  }
}
