import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { formatDate, formatPercent, parseDate, toDateInputValue } from './format.ts';

describe('formatDate', () => {
  it.each(['2026-01-05', '2026-12-31', '2024-02-29', '2026-07-04'])('prints %s like date-fns MMM d, yyyy', (value) => {
    expect(formatDate(value)).toBe(format(parseDate(value) as Date, 'MMM d, yyyy'));
  });

  it('reads a date without a time as that calendar day, whatever the time zone', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
  });

  it('reads a timestamp in local time', () => {
    const stamp = new Date(2026, 10, 3, 23, 30).toISOString();
    expect(formatDate(stamp)).toBe('Nov 3, 2026');
  });

  it.each([null, undefined, '', 'not a date'])('prints %j as an empty string', (value) => {
    expect(formatDate(value)).toBe('');
  });
});

describe('formatPercent', () => {
  it.each([
    ['60.00', '60'],
    ['12.50', '12.5'],
    ['0', '0'],
    [null, '0'],
    ['abc', '0'],
  ] as const)('%j -> %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

it('gives a date input value in local time', () => {
  expect(toDateInputValue(new Date(2026, 0, 9))).toBe('2026-01-09');
});
