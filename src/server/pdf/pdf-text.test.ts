import { describe, expect, it } from 'vitest';
import { asciiText, formatDateInZone, formatDateTimeInZone, pdfSafeText, usableTimeZone } from './pdf-text.ts';

describe('pdfSafeText', () => {
  it.each([
    ['Dana Whitfield', 'Dana Whitfield'],
    ['Zoë Ålund – “quoted” €5 • ok', 'Zoë Ålund – “quoted” €5 • ok'],
    ['Nguyễn Thị Minh Khai', 'Nguyen Thi Minh Khai'],
    ['Łódź Šibenik', 'Lódz Šibenik'],
    ['line one\r\nline two\rthree', 'line one\nline two\nthree'],
    ['tab\there\u0000\u200bzero', 'tab herezero'],
    ['minus \u2212 and hyphen \u2011', 'minus - and hyphen -'],
    ['emoji 😀 and 中文', 'emoji ? and ??'],
  ])('%j -> %j', (input, expected) => {
    expect(pdfSafeText(input)).toBe(expected);
  });

  it('treats null and undefined as empty', () => {
    expect(pdfSafeText(null)).toBe('');
    expect(pdfSafeText(undefined)).toBe('');
  });
});

describe('asciiText', () => {
  it('folds to printable ASCII on one line', () => {
    expect(asciiText('Épico & Sons\nSeal')).toBe('Epico & Sons Seal');
    expect(asciiText('x'.repeat(300), 10)).toBe('x'.repeat(10));
  });
});

describe('dates', () => {
  it('formats instants in the company zone', () => {
    expect(formatDateInZone('2026-03-08T03:00:00Z', 'America/Chicago')).toBe('Mar 7, 2026');
    expect(formatDateTimeInZone('2026-03-08T03:00:00Z', 'America/Chicago')).toBe('Mar 7, 2026, 9:00:00 PM CST');
    expect(formatDateTimeInZone(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('Jul 1, 2026, 8:00:00 AM EDT');
    expect(formatDateTimeInZone('not a date', 'America/Chicago')).toBe('not a date');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(usableTimeZone('Nowhere/Special')).toBe('UTC');
    expect(usableTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });
});
