import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ACCESS_CODE, type TestApp } from '#server/testing/test-app.ts';
import { DATABASE_KINDS, openTestDatabase } from '#server/testing/test-databases.ts';
import { accessCodeFromEnv, loadAccessCode, type AccessCodeCheck } from './access-code.ts';
import { LOGIN_FAILURE_LIMIT, LOGIN_GLOBAL_FAILURE_LIMIT } from './sessions.ts';

/** The real check, counting how many codes it was asked to verify. */
function countingCheck(): AccessCodeCheck & { calls: number } {
  const real = accessCodeFromEnv(TEST_ACCESS_CODE);
  const check = {
    calls: 0,
    async verify(candidate: string) {
      check.calls += 1;
      return real.verify(candidate);
    },
  };
  return check;
}

describe.each(DATABASE_KINDS)('login limits under concurrency on %s', (kind) => {
  let t: TestApp;
  let check: ReturnType<typeof countingCheck>;
  beforeAll(async () => {
    check = countingCheck();
    t = await buildTestApp(kind, { deps: { accessCode: check } });
  });
  afterAll(async () => t?.close());

  const login = (accessCode: string, remoteAddress: string) => t.anonymous({ method: 'POST', url: '/api/session', payload: { accessCode }, remoteAddress });

  it(`checks at most ${LOGIN_FAILURE_LIMIT} of 200 parallel wrong codes from one address; the rest answer 429`, async () => {
    check.calls = 0;
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => login(`wrong-${i}`, '10.20.0.1')));
    const statuses = answers.map((res) => res.statusCode);
    expect(check.calls).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 401).length).toBe(check.calls);
    expect(statuses.filter((s) => s === 429).length).toBe(200 - check.calls);
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    // Even the right code is refused now, without being checked.
    const before = check.calls;
    expect((await login(TEST_ACCESS_CODE, '10.20.0.1')).statusCode).toBe(429);
    expect(check.calls).toBe(before);
  });

  it('does not count a right code as a failure', async () => {
    const address = '10.20.0.2';
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i += 1) expect((await login(`wrong-${i}`, address)).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await login(TEST_ACCESS_CODE, address)).statusCode).toBe(204);
    // The 10th wrong code is still checked (401); only then is the address blocked.
    expect((await login('wrong-last', address)).statusCode).toBe(401);
    expect((await login(TEST_ACCESS_CODE, address)).statusCode).toBe(429);
  });

  it(`stops checking codes for everyone after ${LOGIN_GLOBAL_FAILURE_LIMIT} wrong codes from many addresses`, async () => {
    check.calls = 0;
    // 15 addresses x 10 parallel wrong codes: 150 tries, each address within its own limit.
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => login(`wrong-${i}`, `10.30.${Math.floor(i / 10)}.1`)));
    // Failures already recorded by the earlier tests count toward the overall cap too.
    expect(check.calls).toBeLessThanOrEqual(LOGIN_GLOBAL_FAILURE_LIMIT);
    expect(answers.filter((res) => res.statusCode === 429).length).toBe(150 - check.calls);
    const fresh = await login(TEST_ACCESS_CODE, '10.40.0.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toContain('Signing in is paused');
    // A browser already signed in keeps working.
    expect((await t.staff({ method: 'GET', url: '/api/stats' })).statusCode).toBe(200);
  });
});

describe('the access code check', () => {
  it('checks a stored scrypt hash off the request thread (async) and a code from ACCESS_CODE alike', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const { check, generated } = await loadAccessCode(database.db, undefined);
      const pending = check.verify('not-the-code');
      expect(pending).toBeInstanceOf(Promise);
      expect(await pending).toBe(false);
      expect(await check.verify(generated!)).toBe(true);
      // A second start reads the stored hash.
      const again = await loadAccessCode(database.db, undefined);
      expect(again.generated).toBeUndefined();
      expect(await again.check.verify(generated!)).toBe(true);
      expect(accessCodeFromEnv('x').verify('x')).toBeInstanceOf(Promise);
    } finally {
      await database.close();
    }
  });
});
