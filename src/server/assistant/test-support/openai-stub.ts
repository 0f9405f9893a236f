import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type StubHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/**
 * A local server on 127.0.0.1 that speaks just enough of the OpenAI protocol for the adapters'
 * tests: each test sets the handler, and every request is recorded as it arrived on the wire.
 */
export class OpenAiStub {
  readonly requests: RecordedRequest[] = [];
  handler: StubHandler = (_request, response) => sendJson(response, 404, { error: { message: 'no handler' } });
  private server: Server | null = null;

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('stub is not listening');
    return `http://127.0.0.1:${address.port}/v1`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const recorded: RecordedRequest = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
        this.requests.push(recorded);
        void Promise.resolve(this.handler(recorded, response)).catch(() => response.destroy());
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
    this.server = null;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A chat completion whose message content is `content`, as OpenAI-compatible servers answer. */
export function chatCompletion(content: string | null): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

/** A port on which nothing listens, for connection failures. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return `http://127.0.0.1:${port}/v1`;
}
