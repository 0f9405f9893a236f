import { PermanentDeliveryError } from '#server/outbox/durable-outbox.ts';

/**
 * Text messages through a Twilio-compatible API (decision 017): POST
 * {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded To, From and Body, basic auth
 * sid:token. Twenty lines of fetch rather than the `twilio` package (dozens of dependencies for
 * one call). Any answer but 2xx throws, so the outbox tries again later; a 400 (the number or
 * message refused) is given up at once.
 */
export interface SmsConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}

export interface SmsSender {
  /** Sends one message; resolves to the provider's id of it. */
  send(message: { to: string; body: string }): Promise<string>;
}

const SMS_TIMEOUT_MS = 15_000;

export function createSmsSender(config: SmsConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  const url = `${config.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send({ to, body }) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: to, From: config.from, Body: body }).toString(),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      const text = await response.text();
      let answer: { sid?: unknown; message?: unknown } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      if (!response.ok) {
        const why = `SMS provider answered ${response.status}${typeof answer.message === 'string' ? `: ${answer.message.slice(0, 200)}` : ''}`;
        // A refused message (bad number: 400) stays refused; auth, a wrong account, rate limits and 5xx may pass later.
        throw response.status === 400 ? new PermanentDeliveryError(why) : new Error(why);
      }
      if (typeof answer.sid !== 'string') throw new Error('SMS provider answered without a message sid');
      return answer.sid;
    },
  };
}
