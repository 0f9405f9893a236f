import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioStub } from '#server/testing/twilio-stub.ts';
import { PermanentDeliveryError } from '#server/outbox/durable-outbox.ts';
import { createSmsSender } from './sms-client.ts';

const CREDENTIALS = { accountSid: 'AC00000000000000000000000000000002', authToken: 'secret-token' };

describe('the Twilio-compatible SMS client, against a local server speaking the API', () => {
  let stub: Awaited<ReturnType<typeof startTwilioStub>>;
  beforeAll(async () => {
    stub = await startTwilioStub(CREDENTIALS);
  });
  afterAll(async () => {
    await stub?.close();
  });

  it('posts To, From and Body with basic auth and answers the message sid', async () => {
    const sender = createSmsSender({ ...CREDENTIALS, from: '+15125550100', apiBase: `${stub.url}/` });
    const sid = await sender.send({ to: '+15125550134', body: 'Your quote Q-1: https://q.example/sign/a?b=1&c=2' });
    expect(sid).toMatch(/^SM\d{32}$/);
    expect(stub.messages.at(-1)).toEqual({ to: '+15125550134', from: '+15125550100', body: 'Your quote Q-1: https://q.example/sign/a?b=1&c=2', sid });
  });

  it("throws with the provider's status and message, so the outbox retries and staff can read why", async () => {
    const wrongToken = createSmsSender({ ...CREDENTIALS, authToken: 'wrong', from: '+15125550100', apiBase: stub.url });
    await expect(wrongToken.send({ to: '+15125550134', body: 'x' })).rejects.toThrow('SMS provider answered 401: Authenticate');
    stub.state.failNext = 1;
    const sender = createSmsSender({ ...CREDENTIALS, from: '+15125550100', apiBase: stub.url });
    await expect(sender.send({ to: '+15125550134', body: 'x' })).rejects.toThrow('SMS provider answered 500: Internal Server Error');
    const refused = sender.send({ to: '', body: 'x' });
    await expect(refused).rejects.toThrow("SMS provider answered 400: A 'To' phone number and a 'Body' are required.");
    await expect(refused).rejects.toBeInstanceOf(PermanentDeliveryError);
    const notJson = createSmsSender({ ...CREDENTIALS, from: '+1', apiBase: stub.url }, async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(notJson.send({ to: '+15125550134', body: 'x' })).rejects.toThrow(/^SMS provider answered 502$/);
    const noSid = createSmsSender({ ...CREDENTIALS, from: '+1', apiBase: stub.url }, async () => Response.json({ status: 'queued' }, { status: 201 }));
    await expect(noSid.send({ to: '+15125550134', body: 'x' })).rejects.toThrow('without a message sid');
  });
});
