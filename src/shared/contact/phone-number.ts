/**
 * One way to write a phone number on every paper and screen: '(512) 555-0134'. The form, the
 * preview, the signing page, the PDF and the e-mails all print through this, so a number typed
 * '512-555-0134', '512.555.0134' or '+1 512 555 0134' reads the same everywhere.
 *
 * Refuses nothing: a number that is not a US one (another country's, too short, words) is kept
 * as it was typed, trimmed, rather than being guessed at.
 */
const EXTENSION = /\s*(?:,|;|#|\b(?:ext|extension|x)\.?)\s*(\d{1,6})\s*$/i;

export function formatPhoneNumber(raw: string | null | undefined): string {
  const typed = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (typed === '') return '';
  const extension = EXTENSION.exec(typed);
  const main = extension ? typed.slice(0, extension.index) : typed;
  // Only digits and the usual separators: anything else (letters, another country's '+44') stays as typed.
  if (!/^\+?[\d\s().-]+$/.test(main)) return typed;
  let digits = main.replace(/\D/g, '');
  if (main.trim().startsWith('+') && !digits.startsWith('1')) return typed;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return typed;
  const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return extension ? `${formatted} ext. ${extension[1]}` : formatted;
}

/** The tel: link of a number ('tel:5125550134'; an extension is left out), or '' when there is none. */
export function phoneHref(raw: string | null | undefined): string {
  const digits = formatPhoneNumber(raw)
    .replace(/ ext\. \d+$/, '')
    .replace(/[^\d+]/g, '');
  return digits === '' ? '' : `tel:${digits}`;
}
