import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv: the transcription server of its own', () => {
  it('reads AI_TRANSCRIBE_BASE_URL and AI_TRANSCRIBE_API_KEY, both optional', () => {
    const none = parseEnv({});
    expect(none.AI_TRANSCRIBE_BASE_URL).toBeUndefined();
    expect(none.AI_TRANSCRIBE_API_KEY).toBeUndefined();
    const env = parseEnv({ AI_TRANSCRIBE_BASE_URL: 'http://127.0.0.1:8080/v1', AI_TRANSCRIBE_API_KEY: 'local', AI_TRANSCRIBE_MODEL: 'whisper-1' });
    expect(env).toMatchObject({ AI_TRANSCRIBE_BASE_URL: 'http://127.0.0.1:8080/v1', AI_TRANSCRIBE_API_KEY: 'local', AI_TRANSCRIBE_MODEL: 'whisper-1' });
  });

  it('stops the start with the variable named when the address is not a URL', () => {
    expect(() => parseEnv({ AI_TRANSCRIBE_BASE_URL: '127.0.0.1:8080' })).toThrow(/AI_TRANSCRIBE_BASE_URL/);
  });
});

describe('parseEnv: Stripe', () => {
  it('takes both keys and an API base of its own, or none of them', () => {
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    const env = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(env).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:12111' });
  });

  it('stops the start naming the missing half of the Stripe keys', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together/);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', STRIPE_API_BASE: 'localhost:1' })).toThrow(/STRIPE_API_BASE/);
  });
});

describe('parseEnv: text messages (Twilio)', () => {
  it('takes the three together with an API base of its own (default Twilio), or none', () => {
    expect(parseEnv({}).TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(parseEnv({}).TWILIO_API_BASE).toBe('https://api.twilio.com');
    const env = parseEnv({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+15125550100', TWILIO_API_BASE: 'http://127.0.0.1:4010' });
    expect(env).toMatchObject({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+15125550100', TWILIO_API_BASE: 'http://127.0.0.1:4010' });
  });

  it('stops the start when only some are set, or the API base is not a URL', () => {
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok' })).toThrow(/TWILIO_ACCOUNT_SID: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together, or none/);
    expect(() => parseEnv({ TWILIO_API_BASE: 'localhost:4010' })).toThrow(/TWILIO_API_BASE/);
  });
});
