import { fetchIdempotent } from './idempotent-fetch.ts';

/**
 * The one way the staff app talks to the API (SPEC.md section 7): credentials included, JSON in
 * and out, any non-2xx raises an ApiError whose message is "status: body" (or the status text).
 */

export class ApiError extends Error {
  readonly status: number;
  /** The server's {message}, when it sent one. */
  readonly serverMessage: string | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = parseMessage(bodyText);
  }
}

function parseMessage(bodyText: string): string | null {
  if (!bodyText) return null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // A body that is not JSON is shown as it is.
  }
  return bodyText.length <= 300 ? bodyText : null;
}

/** What the user should read for a failed call: the server's message, else a network hint. */
export function errorReason(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof TypeError) return 'the server could not be reached';
  return error instanceof Error ? error.message : String(error);
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The auth feature listens here: a 401 anywhere means the session is gone. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type QueryParams = Record<string, string | number | undefined | null>;

export function withParams(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  /** Sent as multipart/form-data instead of a JSON body; the browser sets the boundary. */
  form?: FormData;
  signal?: AbortSignal;
  /** Session calls handle their own 401 (a wrong access code is not a lost session). */
  ignoreUnauthorized?: boolean;
  keepalive?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal, keepalive: options.keepalive };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  } else if (options.form) {
    init.body = options.form;
  }
  const url = withParams(path, options.params);
  const response = method === 'POST' && path !== '/api/session' ? await fetchIdempotent(url, init) : await fetch(url, init);
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    if (response.status === 401 && !options.ignoreUnauthorized) for (const listener of unauthorizedListeners) listener();
    throw new ApiError(response.status, response.statusText, bodyText);
  }
  const text = response.status === 204 ? '' : await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers, status: response.status };
}

export const api = {
  get: async <T>(path: string, options?: RequestOptions): Promise<T> => (await apiRequest<T>('GET', path, options)).data,
  post: async <T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> => (await apiRequest<T>('POST', path, { ...options, body })).data,
  put: async <T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> => (await apiRequest<T>('PUT', path, { ...options, body })).data,
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> => (await apiRequest<T>('PATCH', path, { ...options, body })).data,
  postForm: async <T>(path: string, form: FormData, options?: RequestOptions): Promise<T> => (await apiRequest<T>('POST', path, { ...options, form })).data,
  delete: async <T = void>(path: string, options?: RequestOptions): Promise<T> => (await apiRequest<T>('DELETE', path, options)).data,
};

/** One page of a list route: the items and the cursor for the next page (header X-Next-Cursor). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export async function getPage<T>(path: string, params: QueryParams, signal?: AbortSignal): Promise<Page<T>> {
  const { data, headers } = await apiRequest<T[]>('GET', path, { params, signal });
  return { items: Array.isArray(data) ? data : [], nextCursor: headers.get('X-Next-Cursor') || null };
}
