import { z } from 'zod';
import { numberish } from '../documents/schemas.ts';
import { toMoneyString } from '../money/money.ts';
import { isKnownTimeZone } from './time-zones.ts';
import {
  DEFAULT_INVOICE_EMAIL_SUBJECT,
  DEFAULT_INVOICE_EMAIL_TEMPLATE,
  DEFAULT_SEND_EMAIL_SUBJECT,
  DEFAULT_SEND_EMAIL_TEMPLATE,
  INVOICE_TEMPLATE_PLACEHOLDERS,
  TEMPLATE_PLACEHOLDERS,
} from '../sending/message-template.ts';
import { templateText } from '../sending/template-text.ts';

const template = (label: string, max: number, needsLink: boolean, fallback: string, placeholders: readonly string[] = TEMPLATE_PLACEHOLDERS) => templateText(label, max, { needsLink, placeholders }).default(fallback);

/** The company profile used by the preview, the PDF, e-mails and the signing page (DESIGN.md). */
export const settingsSchema = z.object({
  companyName: z.string().trim().min(1, 'companyName is required').max(200),
  companyPhone: z.string().trim().max(40),
  companyEmail: z.union([z.literal(''), z.email('must be a valid e-mail address').max(254)]),
  companyAddress: z.string().trim().max(500),
  /** A PNG or JPEG data URL, at most about 300 KB. */
  logoDataUrl: z
    .string()
    .max(400_000, 'logo must be at most 300 KB')
    .regex(/^(data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+)?$/, 'logo must be a PNG or JPEG image')
    .default(''),
  paymentMethods: z.string().trim().max(2000),
  warrantyText: z.string().trim().max(4000),
  termsText: z.string().trim().max(4000),
  defaultDepositPercentage: z.number().int().min(1).max(100),
  quoteValidityDays: z.number().int().min(1).max(365),
  timeZone: z.string().trim().min(1).max(64).refine(isKnownTimeZone, 'must be an IANA time zone such as America/Chicago'),
  /**
   * The least a quote is charged (issue 15 item 6); "0.00" for none. A quote under it gets a visible
   * "Minimum job charge" line in the form (shared/money/minimum-charge.ts). Optional on input so a
   * profile saved before it existed, or sent without it, still saves.
   */
  minimumJobCharge: numberish
    .pipe(z.number().min(0, 'minimumJobCharge must be 0 or more').max(1_000_000, 'minimumJobCharge must be at most 1000000'))
    .transform((value) => toMoneyString(value))
    .default('0.00'),
  /** "Send to customer" by e-mail (issue 16 item 2): placeholders {link}, {company}, {validUntil}, {customer}. */
  sendEmailSubject: template('E-mail subject', 200, false, DEFAULT_SEND_EMAIL_SUBJECT),
  sendEmailTemplate: template('E-mail message', 4000, true, DEFAULT_SEND_EMAIL_TEMPLATE),
  /** "Send to customer" of an invoice (decision 017): placeholders {company}, {customer}, {invoiceNumber}, {amountDue}, {dueDate}. */
  invoiceEmailSubject: template('Invoice e-mail subject', 200, false, DEFAULT_INVOICE_EMAIL_SUBJECT, INVOICE_TEMPLATE_PLACEHOLDERS),
  invoiceEmailTemplate: template('Invoice e-mail message', 4000, false, DEFAULT_INVOICE_EMAIL_TEMPLATE, INVOICE_TEMPLATE_PLACEHOLDERS),
  /** A quote viewed but not signed gets one reminder this many days after it was first opened. */
  reminderAfterDays: z.number().int().min(1, 'reminderAfterDays must be 1 to 60').max(60, 'reminderAfterDays must be 1 to 60').default(3),
  /** Invoices billed from a quote (deposit, final) are due this many days after their issue date. */
  invoiceDueDays: z.number().int().min(0, 'invoiceDueDays must be 0 to 120').max(120, 'invoiceDueDays must be 0 to 120').default(14),
});
export type Settings = z.infer<typeof settingsSchema>;
