import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.ts';

describe('formatPercent', () => {
  it.each([
    ['10.00', '10%'],
    ['7.50', '7.5%'],
    [12.345, '12.35%'],
    ['60.00', '60%'],
    ['12.50', '12.5%'],
    ['0', '0%'],
    [null, '0%'],
    ['abc', '0%'],
  ] as const)('%j -> %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});
