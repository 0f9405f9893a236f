import type { Quote } from '#shared/documents/schemas.ts';
import type { Settings } from '#shared/settings/settings.ts';

/**
 * Exactly what the customer sees; its SHA-256 goes into the audit trail and the signed PDF.
 * A file of its own so that signing-mail and signed-copy read the type without importing
 * signing-links, which imports them (no import cycle).
 */
export interface QuoteSnapshot {
  /** Every line carries its unit (snapshots frozen before units existed do not: those read as sq ft). */
  quote: Omit<Quote, 'customerSignature' | 'signedAt' | 'signedName' | 'draftId'>;
  company: Pick<Settings, 'companyName' | 'companyPhone' | 'companyEmail' | 'companyAddress' | 'logoDataUrl' | 'paymentMethods' | 'warrantyText' | 'termsText' | 'timeZone'>;
}
