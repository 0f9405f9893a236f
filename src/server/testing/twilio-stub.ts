import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubMessage {
  to: string;
  from: string;
  body: string;
  sid: string;
}

/**
 * A local server speaking the part of Twilio's API the app uses: POST
 * /2010-04-01/Accounts/{sid}/Messages.json with basic auth and a form body. It keeps what it
 * accepted, checks the credentials (401 otherwise), and can be told to fail the next N requests with 500.
 */
export async function startTwilioStub(credentials: { accountSid: string; authToken: string }) {
  const messages: StubMessage[] = [];
  const state = { failNext: 0, requests: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.requests += 1;
      const send = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${credentials.accountSid}/Messages.json`) return send(404, { code: 20404, message: 'The requested resource was not found' });
      if (request.headers.authorization !== expectedAuth) return send(401, { code: 20003, message: 'Authenticate' });
      if (state.failNext > 0) {
        state.failNext -= 1;
        return send(500, { code: 20500, message: 'Internal Server Error' });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const message = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '', sid: `SM${String(messages.length + 1).padStart(32, '0')}` };
      if (!message.to || !message.body) return send(400, { code: 21604, message: "A 'To' phone number and a 'Body' are required." });
      messages.push(message);
      send(201, { sid: message.sid, status: 'queued', to: message.to, from: message.from, body: message.body });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { messages, state, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
