/**
 * The customer's calls to the public signing routes. Plain fetch and hand-written checks: the
 * signing page stays free of zod, react-query and the staff app's API client to keep its bundle
 * small (DESIGN.md: a customer's phone downloads only what signing needs).
 */
import type { DocumentViewSettings } from '../components/document/document-view.tsx';
import { fetchIdempotent } from '../lib/idempotent-fetch.ts';

export type LinkStatus = 'pending' | 'signed' | 'changes_requested';

/** What the page shows: the signing form ('open'), or why there is none. */
export type LinkState = 'open' | 'expired' | 'signed' | 'changes_requested';

export interface SigningDisclosure {
  version: string;
  text: string;
}

export interface SigningQuote {
  /** The frozen snapshot of the quote, handed as is to the document view. */
  data: Record<string, unknown>;
  company: DocumentViewSettings & { timeZone?: string };
  status: LinkStatus;
  state: LinkState;
  /** The Valid Until date an unsigned quote has passed (YYYY-MM-DD), or null. */
  expiredOn: string | null;
  snapshotHash: string;
  disclosure: SigningDisclosure;
}

/**
 * A non-ok answer: the status lets the page tell 'already signed' (409) from other failures, and
 * the body's other fields say why a link stopped working (state 'superseded' with its date).
 */
export class SigningRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'SigningRequestError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const asText = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const LINK_STATUSES: readonly string[] = ['pending', 'signed', 'changes_requested'];
const LINK_STATES: readonly string[] = ['open', 'expired', 'signed', 'changes_requested'];

const basePath = (token: string): string => `/api/quotes/sign/${encodeURIComponent(token)}`;

async function failure(response: Response): Promise<SigningRequestError> {
  let message = response.statusText;
  let details: Record<string, unknown> = {};
  try {
    const body: unknown = await response.json();
    if (isRecord(body)) details = body;
    if (isRecord(body) && typeof body.message === 'string') message = body.message;
  } catch {
    // A body that is not JSON (a proxy's error page) keeps the status text.
  }
  return new SigningRequestError(response.status, `${response.status}: ${message}`, details);
}

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const request: RequestInit = {
    credentials: 'include',
    ...init,
    headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
  };
  const response = init.method === 'POST' ? await fetchIdempotent(path, request) : await fetch(path, request);
  if (!response.ok) throw await failure(response);
  return response;
}

/** Reads the lookup answer; anything that is not a quote is treated like a miss. */
export function parseSigningQuote(body: unknown): SigningQuote {
  if (!isRecord(body) || body.type !== 'quote' || !isRecord(body.data) || !isRecord(body.company)) {
    throw new SigningRequestError(0, 'Failed to load quote');
  }
  const company = body.company;
  const disclosure = isRecord(body.disclosure) ? body.disclosure : {};
  const status = asText(body.status, 'pending');
  const linkStatus = LINK_STATUSES.includes(status) ? (status as LinkStatus) : 'pending';
  // An older server sends no state: its status alone decides.
  const state = asText(body.state, linkStatus === 'pending' ? 'open' : linkStatus);
  return {
    data: body.data,
    company: {
      companyName: asText(company.companyName),
      companyPhone: asText(company.companyPhone),
      companyEmail: asText(company.companyEmail),
      companyAddress: asText(company.companyAddress),
      logoDataUrl: asText(company.logoDataUrl),
      paymentMethods: asText(company.paymentMethods),
      warrantyText: asText(company.warrantyText),
      termsText: asText(company.termsText),
      timeZone: typeof company.timeZone === 'string' ? company.timeZone : undefined,
    },
    status: linkStatus,
    state: LINK_STATES.includes(state) ? (state as LinkState) : 'open',
    expiredOn: typeof body.expiredOn === 'string' ? body.expiredOn : null,
    snapshotHash: asText(body.snapshotHash),
    disclosure: { version: asText(disclosure.version), text: asText(disclosure.text) },
  };
}

/** GET /api/quotes/sign/{token}: reading changes nothing on the server. */
export async function getSigningQuote(token: string, signal?: AbortSignal): Promise<SigningQuote> {
  const response = await send(basePath(token), { signal });
  return parseSigningQuote(await response.json());
}

/** Where the signing page reads a site photo: through its token, which serves only the photos of its own snapshot. */
export function signingPhotoUrl(token: string): (photoId: string) => string {
  return (photoId) => `${basePath(token)}/photos/${encodeURIComponent(photoId)}`;
}

/** POST /api/quotes/sign/{token}/view: one audit-trail entry per page load. */
export async function recordSigningView(token: string): Promise<void> {
  await send(`${basePath(token)}/view`, { method: 'POST' });
}

export interface SignQuoteInput {
  name: string;
  email: string;
  /** PNG data URL of the drawn signature. */
  signature: string;
  disclosureVersion: string;
  /** On a quote with options: the option and add-ons chosen, with the figures the page showed. */
  choice?: { optionId: string; addOnIds: string[]; total: string; depositAmount: string; balanceDue: string };
}

export async function signQuote(token: string, input: SignQuoteInput): Promise<{ signedAt: string | null }> {
  const body: Record<string, unknown> = { name: input.name, signature: input.signature, disclosureVersion: input.disclosureVersion };
  if (input.email) body.email = input.email;
  if (input.choice) body.choice = input.choice;
  const response = await send(basePath(token), { method: 'POST', body: JSON.stringify(body) });
  const answer: unknown = await response.json().catch(() => null);
  return { signedAt: isRecord(answer) && typeof answer.signedAt === 'string' ? answer.signedAt : null };
}

export interface ChangeRequestInput {
  name: string;
  email: string;
  message: string;
}

export async function requestQuoteChanges(token: string, input: ChangeRequestInput): Promise<void> {
  const body: Record<string, string> = { name: input.name, message: input.message };
  if (input.email) body.email = input.email;
  await send(`${basePath(token)}/request-changes`, { method: 'POST', body: JSON.stringify(body) });
}

export const signedPdfUrl = (token: string): string => `${basePath(token)}/signed-pdf`;

/** The link token from /sign/{token} or /quote-preview/{token}; null for any other address. */
export function readSigningToken(pathname: string): string | null {
  const match = /^\/(?:sign|quote-preview)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** GET /api/quotes/sign/{token}/deposit: what a signed quote's deposit still asks, and how it can be paid. */
export interface SigningDeposit {
  amountDue: string;
  /** The day it was paid online, when it was. */
  paidOn: string | null;
  /** Stripe is set up and something is due: the page offers "Pay deposit". */
  online: boolean;
  /** The other ways to pay, from Settings. */
  paymentMethods: string;
}

export async function getSigningDeposit(token: string): Promise<SigningDeposit> {
  const body: unknown = await (await send(`${basePath(token)}/deposit`)).json();
  const answer = isRecord(body) ? body : {};
  return {
    amountDue: asText(answer.amountDue, '0.00'),
    paidOn: typeof answer.paidOn === 'string' ? answer.paidOn : null,
    online: answer.online === true,
    paymentMethods: asText(answer.paymentMethods),
  };
}

/** POST /api/quotes/sign/{token}/deposit-checkout: the Stripe Checkout page to open. */
export async function startDepositCheckout(token: string): Promise<string> {
  const body: unknown = await (await send(`${basePath(token)}/deposit-checkout`, { method: 'POST' })).json();
  if (!isRecord(body) || typeof body.url !== 'string') throw new SigningRequestError(0, 'Online payment did not answer as expected. Please try again.');
  return body.url;
}
