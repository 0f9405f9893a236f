/**
 * POSTs carry an Idempotency-Key. When the connection drops before an answer arrives, the same
 * request goes once more with the same key: the server then answers it from its record, so a
 * dropped connection never makes a second document or signature. HTTP errors are not retried.
 */
export function newIdempotencyKey(): string {
  // getRandomValues works on plain http too (a phone on the office network), randomUUID does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export async function fetchIdempotent(input: string, init: RequestInit, retryDelayMs = 600): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Idempotency-Key', newIdempotencyKey());
  const request = { ...init, headers };
  try {
    return await fetch(input, request);
  } catch (error) {
    if (isAbort(error) || init.signal?.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return fetch(input, request);
  }
}
