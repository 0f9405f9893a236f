import { AssistantError } from './assistant-error.ts';

/**
 * One POST to an OpenAI-compatible provider, with its failures turned into AssistantErrors that say
 * what staff can do about them. The time-out covers the whole exchange, body included.
 */
export async function postToProvider(url: string, init: { headers: Record<string, string>; body: string | FormData }, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal });
    body = await response.text();
  } catch (error) {
    if (signal.aborted || isAbort(error)) {
      throw new AssistantError('timeout', `The AI provider did not answer within ${formatSeconds(timeoutMs)}; try again`, { cause: error });
    }
    throw new AssistantError('unreachable', 'Could not reach the AI provider; check AI_BASE_URL and the network', {
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

function errorForStatus(status: number, body: string): AssistantError {
  const detail = `HTTP ${status}: ${excerpt(body)}`;
  if (status === 401 || status === 403) return new AssistantError('provider_auth', 'AI provider rejected the API key', { detail });
  if (status === 429) return new AssistantError('rate_limited', 'AI provider is rate limiting; try again shortly', { detail });
  if (status >= 500) return new AssistantError('provider_error', `AI provider failed (HTTP ${status}); try again later`, { detail });
  return new AssistantError('provider_rejected', `AI provider refused the request (HTTP ${status}); check AI_MODEL and the provider's settings`, { detail });
}

const isAbort = (error: unknown): boolean => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
const formatSeconds = (ms: number): string => (ms < 1000 ? `${ms} ms` : ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`);
const excerpt = (text: string): string => text.replace(/\s+/g, ' ').slice(0, 300);

export const joinUrl = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export function authHeaders(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}
