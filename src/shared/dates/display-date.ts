/**
 * SPEC.md's display date, 'MMM d, yyyy', for every paper and screen: the preview, the signing page,
 * the PDF and server messages. No date library here, because the signing page bundles it and
 * must stay small (tests/e2e/signing.spec.ts checks its size).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads '2026-03-09' as that calendar day (no time zone shift) and a full timestamp in local time. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MMM d, yyyy' (SPEC.md section 9). Refuses nothing: an empty or unreadable date prints as ''. */
export function formatDisplayDate(value: string | Date | null | undefined): string {
  const date = value instanceof Date ? value : parseDate(value);
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** A day as 'YYYY-MM-DD' in local time, the value a date input takes. */
export function toDateInputValue(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
