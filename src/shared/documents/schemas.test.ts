import { describe, expect, it } from 'vitest';
import { isDocumentDate, lineItemInputSchema, numberish } from './schemas.ts';
import { settingsSchema } from '../settings/settings.ts';
import { isKnownTimeZone } from '../settings/time-zones.ts';
import { DEFAULT_SETTINGS } from '../settings/default-settings.ts';

/** The shared schemas run in the browser too (the settings form): these hold without a server. */
describe('numbers as people type them', () => {
  it.each([
    ['12.50', 12.5],
    ['$5', 5],
    ['1,250.00', 1250],
    ['60%', 60],
    [' 7 ', 7],
    ['.5', 0.5],
    ['5.', 5],
    ['', 0],
    [42, 42],
  ])('reads %j as %d', (input, expected) => {
    expect(numberish.parse(input)).toBe(expected);
  });

  it.each(['0x10', '0X10', '1e3', '1E+3', 'Infinity', '-Infinity', 'NaN', '0b11', '0o7', '1_000', '--5', '+-5', '5.5.5', 'five'])('refuses %j', (input) => {
    expect(numberish.safeParse(input).success).toBe(false);
  });

  it('names the field of a line', () => {
    const result = lineItemInputSchema.safeParse({ description: 'Coat', rate: '0x10' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['rate']);
  });
});

describe('document dates', () => {
  it.each(['2026-01-31', '2028-02-29', '1900-01-01', '2999-12-31'])('takes %s', (date) => {
    expect(isDocumentDate(date)).toBe(true);
  });

  it.each(['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '0000-01-01', '1899-12-31', '3000-01-01', '2026-1-01', '2026-01-01T00:00'])('refuses %s', (date) => {
    expect(isDocumentDate(date)).toBe(false);
  });
});

describe('time zones', () => {
  it.each(['America/Chicago', 'UTC', 'Etc/GMT+5', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires'])('takes %s', (zone) => {
    expect(isKnownTimeZone(zone)).toBe(true);
  });

  it.each(['Not/AZone', '+05:00', '', '../../etc/passwd', 'America/Chicago\u0000', 'Mars/Olympus_Mons'])('refuses %j', (zone) => {
    expect(isKnownTimeZone(zone)).toBe(false);
  });

  it('the settings schema names timeZone', () => {
    const result = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, timeZone: 'Not/AZone' });
    expect(result.error?.issues[0]?.path).toEqual(['timeZone']);
  });
});
