/**
 * The "Send to customer" e-mails (issue 16 item 2; invoices: decision 017) are written by the
 * company in Settings, with placeholders the server fills in. Zod-free: the Settings screen and
 * the send dialog check templates with it too.
 */
export const TEMPLATE_PLACEHOLDERS = ['link', 'company', 'validUntil', 'customer'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** An invoice's e-mail: the figures are the server's own (amount due = total - payments). */
export const INVOICE_TEMPLATE_PLACEHOLDERS = ['company', 'customer', 'invoiceNumber', 'amountDue', 'dueDate'] as const;
export type InvoiceTemplatePlaceholder = (typeof INVOICE_TEMPLATE_PLACEHOLDERS)[number];

export const DEFAULT_SEND_EMAIL_SUBJECT = 'Your quote from {company}';
export const DEFAULT_SEND_EMAIL_TEMPLATE = [
  'Hello {customer},',
  '',
  'Thank you for the opportunity. Your quote from {company} is ready: you can read it and sign it online here:',
  '{link}',
  '',
  'The quote is valid until {validUntil}. Questions? Just reply to this e-mail.',
  '',
  '{company}',
].join('\n');

export const DEFAULT_INVOICE_EMAIL_SUBJECT = 'Invoice {invoiceNumber} from {company}';
export const DEFAULT_INVOICE_EMAIL_TEMPLATE = [
  'Hello {customer},',
  '',
  'Thank you for your business. Invoice {invoiceNumber} is attached as a PDF.',
  '',
  'Amount due: {amountDue} (due {dueDate}). Questions? Just reply to this e-mail.',
  '',
  '{company}',
].join('\n');

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** Placeholders written in `text` that are not known ({Link}, {date}, {}), in order, once each. */
export function unknownPlaceholders(text: string, known: readonly string[] = TEMPLATE_PLACEHOLDERS): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !known.includes(name));
  return [...new Set(unknown)];
}

/**
 * A person's message for a template's problem, or null when it is fine. A quote's body must carry
 * the link; `placeholders` are the quote's unless given (an invoice's: INVOICE_TEMPLATE_PLACEHOLDERS).
 */
export function templateProblem(text: string, options: { needsLink: boolean; placeholders?: readonly string[] }): string | null {
  const placeholders = options.placeholders ?? TEMPLATE_PLACEHOLDERS;
  const unknown = unknownPlaceholders(text, placeholders);
  const known = placeholders.map((name) => `{${name}}`).join(', ');
  if (unknown.length > 0) return `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}: use ${known}`;
  if (options.needsLink && !text.includes('{link}')) return 'The message must contain {link}, or the customer cannot open the quote';
  return null;
}

/** Fills in the placeholders `values` names; any other (refused when saved) is left as written. */
export function renderTemplate<K extends string>(text: string, values: Record<K, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as K] : whole));
}
