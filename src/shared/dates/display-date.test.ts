import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { formatDisplayDate, parseDate, toDateInputValue } from './display-date.ts';

describe('formatDisplayDate', () => {
  it.each(['2026-01-05', '2026-12-31', '2024-02-29', '2026-07-04'])('prints %s like date-fns MMM d, yyyy', (value) => {
    expect(formatDisplayDate(value)).toBe(format(parseDate(value) as Date, 'MMM d, yyyy'));
  });

  it('reads a date without a time as that calendar day, whatever the time zone', () => {
    expect(formatDisplayDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDisplayDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDisplayDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('reads a timestamp in local time', () => {
    const stamp = new Date(2026, 10, 3, 23, 30).toISOString();
    expect(formatDisplayDate(stamp)).toBe('Nov 3, 2026');
  });

  it('takes a Date', () => {
    expect(formatDisplayDate(new Date(2026, 2, 9))).toBe('Mar 9, 2026');
  });

  it.each([null, undefined, '', 'not a date', 'soon'])('prints %j as an empty string', (value) => {
    expect(formatDisplayDate(value)).toBe('');
  });
});

it('gives a date input value in local time', () => {
  expect(toDateInputValue(new Date(2026, 0, 9))).toBe('2026-01-09');
});
