/** An IANA zone name ("America/Chicago", "UTC"); offsets like "+05:00" are not names. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * Whether the runtime knows the zone. Tried rather than looked up in Intl.supportedValuesOf,
 * which lists canonical names only (no "UTC", no "Asia/Calcutta"). A zone stored unchecked once
 * made every later quote, invoice and CSV export throw. No zod here: the Settings screen checks
 * zones with it in the browser (docs/decisions/010).
 */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!ZONE_NAME.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
