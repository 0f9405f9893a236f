/**
 * The "Send to customer" e-mail (issue 16 item 2) is written by the company in Settings, with
 * placeholders the server fills in. Zod-free: the Settings screen checks templates with it too.
 */
export const TEMPLATE_PLACEHOLDERS = ['link', 'company', 'validUntil', 'customer'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

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

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** Placeholders written in `text` that are not known ({Link}, {date}, {}), in order, once each. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name));
  return [...new Set(unknown)];
}

/** A person's message for a template's problem, or null when it is fine. The body must carry the link. */
export function templateProblem(text: string, options: { needsLink: boolean }): string | null {
  const unknown = unknownPlaceholders(text);
  const known = TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
  if (unknown.length > 0) return `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}: use ${known}`;
  if (options.needsLink && !text.includes('{link}')) return 'The message must contain {link}, or the customer cannot open the quote';
  return null;
}

/** Fills in the placeholders; an unknown one (refused when saved) is left as written. */
export function renderTemplate(text: string, values: Record<TemplatePlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => ((TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole));
}
