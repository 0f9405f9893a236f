import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { signaturePngDataUrl } from '../testing/sample-signature.ts';
import { buildTestApp, sampleQuotePayload, TEST_ACCESS_CODE, type TestApp } from '../testing/test-app.ts';
import { scrubText } from './logger.ts';

const SIGNATURE = signaturePngDataUrl();
const FILE_SECRET = 'CONFIDENTIAL-FILE-CONTENT-7731';
const WRONG_CODE = 'not-the-code-5150';

function multipart(fields: Record<string, string>, file: { name: string; type: string; content: string }) {
  const boundary = '----log-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('structured logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  let token = '';
  let sessionId = '';
  let failedRequestId = '';
  const requestIds = new Set<string>();

  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      config: { logLevel: 'info', logStream: { write: (line: string) => void lines.push(line) } },
      deps: {
        // An extractor that fails with secrets in its message, as a careless provider error might.
        assistant: {
          transcriber: null,
          extractor: {
            name: 'failing',
            extract: async (request) => {
              throw new Error(`provider choked on ${request.text.slice(0, 200)} and ${SIGNATURE.slice(0, 80)}`);
            },
          },
        },
      },
    });
    const track = (res: { headers: Record<string, unknown> }) => requestIds.add(String(res.headers['x-request-id']));
    const login = await t.anonymous({ method: 'POST', url: '/api/session', payload: { accessCode: TEST_ACCESS_CODE } });
    track(login);
    sessionId = login.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    track(await t.anonymous({ method: 'POST', url: '/api/session', payload: { accessCode: WRONG_CODE }, remoteAddress: '10.1.1.1' }));
    track(await t.anonymous({ method: 'GET', url: '/api/stats', headers: { cookie: `${SESSION_COOKIE}=${sessionId}`, authorization: 'Bearer secret-bearer-token-99' } }));
    const quote = (await t.staff({ method: 'POST', url: '/api/quotes', payload: sampleQuotePayload() })).json();
    token = (await t.staff({ method: 'POST', url: `/api/quotes/${quote.id}/generate-link` })).json().shareableLink;
    track(await t.anonymous({ method: 'GET', url: `/api/quotes/sign/${token}` }));
    track(await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}/view` }));
    track(await t.anonymous({ method: 'POST', url: `/api/quotes/sign/${token}`, payload: { name: 'Dana Okonkwo', signature: SIGNATURE } }));
    track(await t.anonymous({ method: 'GET', url: `/sign/${token}` }));
    track(await t.anonymous({ method: 'GET', url: `/quote-preview/${token}?print=1` }));
    const upload = multipart({ prompt: `Garage for Dana, link /sign/${token}` }, { name: 'notes.txt', type: 'text/plain', content: FILE_SECRET });
    const failed = await t.staff({ method: 'POST', url: '/api/ai-process', ...upload });
    track(failed);
    expect(failed.statusCode).toBe(500);
    failedRequestId = failed.json().requestId;
  });
  afterAll(async () => t?.close());

  it('writes one JSON object a line, each request line naming its request id', () => {
    expect(lines.length).toBeGreaterThan(10);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = parsed.filter((line) => line.req || line.res || line.err);
    expect(requestLines.length).toBeGreaterThan(10);
    for (const line of requestLines) expect(line.requestId, JSON.stringify(line)).toMatch(/^[0-9a-f-]{36}$/);
    // Every request we tracked appears under the id its answer carried in X-Request-Id.
    const logged = new Set(parsed.map((line) => line.requestId));
    for (const id of requestIds) expect(logged.has(id), id).toBe(true);
    expect(parsed.every((line) => typeof line.level === 'number' && typeof line.time === 'number')).toBe(true);
  });

  it('logs a failure with its stack under the id the error answer gave', () => {
    const failure = lines.map((line) => JSON.parse(line) as { requestId?: string; err?: { message: string; stack: string }; msg?: string }).find((line) => line.err && line.requestId === failedRequestId);
    expect(failure?.msg).toBe('request failed');
    expect(failure?.err?.stack).toMatch(/^Error: provider choked on Garage for Dana, link \/sign\/\[token\]\n\s+at /);
    // Only the first line of a message is kept: the file's text came after it.
    expect(failure?.err?.message).toBe('provider choked on Garage for Dana, link /sign/[token]');
  });

  it('never writes the access code, a session cookie, a bearer token, a signature, a signing token or file contents', () => {
    const all = lines.join('\n');
    expect(token).toHaveLength(32);
    for (const secret of [TEST_ACCESS_CODE, WRONG_CODE, sessionId, 'secret-bearer-token-99', SIGNATURE.slice(22, 80), 'iVBORw0KGgo', token, FILE_SECRET]) {
      expect(all, secret).not.toContain(secret);
    }
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter(Boolean);
    expect(urls).toContain('/api/quotes/sign/[token]/view');
    expect(urls).toContain('/sign/[token]');
    expect(urls).toContain('/quote-preview/[token]?print=1');
  });

  it('scrubs tokens, inline images and query parameters from any text', () => {
    expect(scrubText('/api/quotes/sign/abcDEF123_-abcDEF123_-abcDEF123_/signed-pdf')).toBe('/api/quotes/sign/[token]/signed-pdf');
    expect(scrubText('bad image data:image/png;base64,iVBORw0KGgoAAAANSUhEUg== here')).toBe('bad image [data url] here');
    expect(scrubText('Failed query: update "signing_links" set "signature_png" = $1\nparams: data:image/png;base64,AAAA,tok')).toBe('Failed query: update "signing_links" set "signature_png" = $1\nparams: [redacted]');
  });
});

describe('LOG_LEVEL', () => {
  it('warn keeps failures and drops the request lines', async () => {
    const lines: string[] = [];
    const t = await buildTestApp('pglite', {
      config: { logLevel: 'warn', logStream: { write: (line: string) => void lines.push(line) } },
      deps: { assistant: { transcriber: null, extractor: { name: 'failing', extract: async () => Promise.reject(new Error('provider down')) } } },
    });
    try {
      await t.staff({ method: 'GET', url: '/api/stats' });
      const failed = await t.staff({ method: 'POST', url: '/api/extract-from-text', payload: { text: 'garage floor' } });
      expect(failed.statusCode).toBe(500);
      const parsed = lines.map((line) => JSON.parse(line) as { level: number; requestId?: string });
      expect(parsed.length).toBeGreaterThan(0);
      expect(parsed.every((line) => line.level >= 40)).toBe(true);
      expect(parsed.some((line) => line.requestId === failed.json().requestId)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('silent writes nothing', async () => {
    const lines: string[] = [];
    const t = await buildTestApp('pglite', { config: { logLevel: 'silent', logStream: { write: (line: string) => void lines.push(line) } } });
    try {
      await t.staff({ method: 'GET', url: '/api/stats' });
      expect(lines).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
