import { addDaysIso, todayIn } from '#shared/dates/dates.ts';

export interface QuoteExpiry {
  /** The Valid Until date that has passed (YYYY-MM-DD). */
  expiredOn: string;
  /** Today where the company is: the revision's issue date. */
  today: string;
  /** The new Valid Until offered: today plus the quote validity of Settings. */
  extendTo: string;
}

/**
 * Whether a quote about to be sent is past its Valid Until, judged in the company's time zone as
 * the server judges the signature (a customer could not sign it). null when it is still valid.
 */
export function quoteExpiry(validUntil: unknown, settings: { timeZone: string; quoteValidityDays: number }, now = new Date()): QuoteExpiry | null {
  if (typeof validUntil !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) return null;
  let today: string;
  try {
    today = todayIn(settings.timeZone, now);
  } catch {
    today = todayIn('UTC', now);
  }
  if (validUntil >= today) return null;
  return { expiredOn: validUntil, today, extendTo: addDaysIso(today, Math.max(1, settings.quoteValidityDays)) };
}
