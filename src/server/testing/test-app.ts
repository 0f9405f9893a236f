import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppConfig, type AppDeps } from '../app.ts';
import { accessCodeFromEnv } from '../modules/auth/access-code.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { openTestDatabase, type DatabaseKind } from './test-databases.ts';

export const TEST_ACCESS_CODE = 'test-access-code';

export interface TestApp {
  app: FastifyInstance;
  /** A request with the staff session cookie. */
  staff(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A request with no cookie: a customer or a stranger. */
  anonymous(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function buildTestApp(kind: DatabaseKind, options: { config?: Partial<AppConfig>; deps?: Partial<AppDeps> } = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const ownDataDir = options.config?.dataDir ? undefined : await mkdtemp(path.join(tmpdir(), 'epoxy-test-'));
  const dataDir = options.config?.dataDir ?? ownDataDir!;
  const app = await buildApp({ clientDir: '/nonexistent', ...options.config, dataDir }, { database, accessCode: accessCodeFromEnv(TEST_ACCESS_CODE), ...options.deps });
  const login = await app.inject({ method: 'POST', url: '/api/session', payload: { accessCode: TEST_ACCESS_CODE } });
  const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return {
    app,
    staff: (request) => app.inject({ ...request, cookies: { ...(request.cookies ?? {}), [SESSION_COOKIE]: cookie.value } }),
    anonymous: (request) => app.inject(request),
    async close() {
      await app.close();
      await database.close();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** A quote payload a person would make: one item by dimensions, one by linear feet. */
export function sampleQuotePayload(overrides: Record<string, unknown> = {}) {
  return {
    type: 'quote',
    customerName: 'Dana Okonkwo',
    customerPhone: '404-555-0113',
    customerAddress: '1810 Ridgecrest Ct, Alpharetta, GA 30005',
    projectTitle: 'Garage Floor Coating',
    issueDate: '2026-11-22',
    validUntil: '2036-12-22', // far ahead: an expired quote cannot be signed, and tests sign this one
    lineItems: [
      { id: 'item-garage-flake-000001', description: 'Poly flake system', useDimensions: true, length: 24, width: 26, quantity: 624, rate: '6.05', amount: '3775.20' },
      { id: 'item-cove-base-00000002', description: 'Cove base', useDimensions: false, quantity: 76, rate: '9.00', amount: '684.00' },
    ],
    discountRate: 10,
    depositPercentage: 60,
    ...overrides,
  };
}
