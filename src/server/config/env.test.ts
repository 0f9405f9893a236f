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
