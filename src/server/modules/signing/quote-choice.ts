import { createHash } from 'node:crypto';
import { hasOptions, isChoiceProblem, resolveChoice, type QuoteChoice } from '#shared/documents/quote-options.ts';
import { formatMoney, moneyEquals } from '#shared/money/money.ts';
import type { SigningChoice } from '#shared/signing/signing.ts';
import { AppError } from '#shared/errors/app-error.ts';
import type { QuoteSnapshot } from './quote-snapshot.ts';

/**
 * The customer's choice on a quote with options (issue 15 item 4), judged against the snapshot
 * they were shown: required there, refused elsewhere; an option or add-on the quote does not
 * offer, or figures that are not the money module's, is a 400 and nothing is signed.
 * Null for a quote without options (signed exactly as before).
 */
export function choiceFromSnapshot(snapshot: QuoteSnapshot, request: SigningChoice | undefined): QuoteChoice | null {
  const quote = snapshot.quote;
  if (!hasOptions(quote)) {
    if (request) throw new AppError('bad_request', 'choice: this quote offers no options to choose from');
    return null;
  }
  const names = (quote.options ?? []).map((option) => option.name).join(', ');
  if (!request) throw new AppError('bad_request', `choice: please choose one of the options (${names})`);
  const choice = resolveChoice(quote, request);
  if (isChoiceProblem(choice)) throw new AppError('bad_request', choice.problem);
  for (const field of ['total', 'depositAmount', 'balanceDue'] as const) {
    const shown = request[field];
    if (shown !== undefined && !moneyEquals(shown, choice[field])) {
      throw new AppError('bad_request', `choice.${field}: ${shown} does not match ${choice.optionName} with the add-ons chosen (expected ${formatMoney(choice[field])}); reload the page and choose again`);
    }
  }
  return choice;
}

/**
 * The snapshot as signed: the one shown, with the choice and its figures as the quote's own (so the
 * signed copy, the e-mails and the payment terms state what was chosen). Only for a quote with options.
 */
export function signedSnapshot(snapshot: QuoteSnapshot, choice: QuoteChoice): QuoteSnapshot {
  const { subtotal, discountAmount, total, depositAmount, balanceDue } = choice;
  return { ...snapshot, quote: { ...snapshot.quote, subtotal, discountAmount, total, depositAmount, balanceDue, choice } };
}

/** JSON with every object's keys sorted: the same text however the database stored the object. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 of a signed snapshot that holds a choice. Its keys are sorted first (jsonb keeps its own
 * key order), so anyone can recompute it from the stored snapshot: the choice is covered by the
 * hash printed on the signed PDF and kept in the audit trail.
 */
export function signedSnapshotHash(snapshot: QuoteSnapshot): string {
  return createHash('sha256').update(canonicalJson(snapshot)).digest('hex');
}
