/**
 * A phone number as an SMS provider and the phone's sms: link take it: +1 and ten digits for a US
 * number however it was typed ('(512) 555-0134', '512.555.0134'), or an international number
 * written with '+'. Null when it cannot be a mobile number. Zod-free (the preview uses it too).
 */
export function smsNumber(raw: string | null | undefined): string | null {
  const typed = (raw ?? '').trim().replace(/\s*(?:,|;|#|\b(?:ext|extension|x)\.?)\s*\d{1,6}\s*$/i, '');
  if (!/^\+?[\d\s().-]+$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** The sms: link that opens the phone's messaging app with the message filled in (iOS and Android both read '?&body='). */
export function smsHref(number: string, body: string): string {
  return `sms:${number}?&body=${encodeURIComponent(body)}`;
}
