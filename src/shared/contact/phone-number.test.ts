import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, phoneHref } from './phone-number.ts';

describe('formatPhoneNumber: one format on every paper', () => {
  it.each([
    ['512-555-0134', '(512) 555-0134'],
    ['512.555.0134', '(512) 555-0134'],
    ['5125550134', '(512) 555-0134'],
    ['(512) 555-0134', '(512) 555-0134'],
    ['(512)555-0134', '(512) 555-0134'],
    ['+1 512 555 0134', '(512) 555-0134'],
    ['1-512-555-0134', '(512) 555-0134'],
    ['  512 555 0134  ', '(512) 555-0134'],
    ['512-555-0134 x12', '(512) 555-0134 ext. 12'],
    ['512-555-0134 ext. 7', '(512) 555-0134 ext. 7'],
    ['(512) 555-0134, 301', '(512) 555-0134 ext. 301'],
  ])('%s -> %s', (typed, printed) => {
    expect(formatPhoneNumber(typed)).toBe(printed);
  });

  it.each([
    ['+44 20 7946 0958', 'another country'],
    ['555-0134', 'too short'],
    ['call the office', 'words'],
    ['512-555-01345', 'too long'],
  ])('keeps %s as typed (%s)', (typed) => {
    expect(formatPhoneNumber(typed)).toBe(typed);
  });

  it('prints nothing for no number', () => {
    expect(formatPhoneNumber(null)).toBe('');
    expect(formatPhoneNumber(undefined)).toBe('');
    expect(formatPhoneNumber('   ')).toBe('');
  });

  it('makes tel: links the phone can dial', () => {
    expect(phoneHref('512-555-0134')).toBe('tel:5125550134');
    expect(phoneHref('+1 512 555 0134')).toBe('tel:5125550134');
    expect(phoneHref('(512) 555-0134 ext. 12')).toBe('tel:5125550134');
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(phoneHref('')).toBe('');
  });
});
