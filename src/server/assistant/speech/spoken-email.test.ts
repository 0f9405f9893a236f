import { describe, expect, it } from 'vitest';
import { findEmail } from '../contact/contact-details.ts';
import { readSpokenEmail, readSpokenEmails } from './spoken-email.ts';
import { cleanRequestText } from '../text/text-cleanup.ts';

/** What the draft gets: the cleaned text's reader (contact-details.ts) and the transcript's own words must agree. */
const both = (said: string): [string | null, string | null] => [findEmail(cleanRequestText(said))?.value ?? null, readSpokenEmail(said)?.value ?? null];

describe('one reader for an e-mail said aloud', () => {
  it.each([
    ['his email is p nair at nair plumbing dot com, call him first', 'pnair@nairplumbing.com'],
    ['e-mail her, it is kay underscore lund at north star dot net', 'kay_lund@northstar.net'],
    ['email: t dash okafor at example dot org', 't-okafor@example.org'],
    ['emailed from june dot park twenty two at fastmail dot com', 'june.park22@fastmail.com'],
    ['email is b as in boy reyes, all lowercase, at example dot com', 'breyes@example.com'],
  ])('%s', (said, address) => {
    expect(both(said)).toEqual([address, address]);
  });

  it('takes the address a correction says straight after, not the first', () => {
    const said = 'email is lena dot ortiz at example dot com, no wait, lena underscore ortiz at example dot com, and the phone';
    expect(both(said)).toEqual(['lena_ortiz@example.com', 'lena_ortiz@example.com']);
  });

  it("needs an 'email' cue a few words before, so 'at the shop dot com' in prose is no address", () => {
    expect(readSpokenEmails('meet me at the shop on main, we sell tile at tiles dot com prices')).toEqual([]);
    expect(both('garage 20 by 22 at four fifty, price at flooring dot com level')).toEqual([null, null]);
  });

  it('reads every address said, in order, with where each was said', () => {
    const said = 'email is ann at example dot com. her husband, email him at bo at example dot net';
    const found = readSpokenEmails(said);
    expect(found.map((f) => f.value)).toEqual(['ann@example.com', 'bo@example.net']);
    expect(said.slice(found[1]!.start, found[1]!.end)).toBe('bo at example dot net');
  });
});

describe('an e-mail said with a capital letter or a country ending', () => {
  it("writes 'capital r' as the letter", () => {
    expect(readSpokenEmails('email is capital r okafor at example dot com')[0]?.value).toBe('rokafor@example.com');
  });

  it("reads 'dot co dot uk' and 'dot ca' to the end", () => {
    expect(readSpokenEmails('her email, priya at example dot co dot uk, for the quote')[0]?.value).toBe('priya@example.co.uk');
    expect(readSpokenEmails('email him at luc at maple example dot ca')[0]?.value).toBe('luc@mapleexample.ca');
  });
});

describe('an e-mail spelled letter by letter or corrected after a pause', () => {
  it('does not count the spelled letters against the cue', () => {
    expect(readSpokenEmails('her email is k w a s n i e w s k a at lake side dash r e dot com, thanks')[0]?.value).toBe('kwasniewska@lakeside-re.com');
  });

  it('reads a correction whose local part is spelled out', () => {
    expect(readSpokenEmails("email is dora p at example dot org, no sorry it's d pavlou, d p a v l o u at example dot org. phone")[0]?.value).toBe('dpavlou@example.org');
  });

  it('reads an address left unfinished and said again after an aside', () => {
    const said = 'email is m okoro at yahoo, uh, no wait, she wants her office one, m okoro at example dot net. kitchen is';
    expect(readSpokenEmails(said).map((f) => f.value)).toEqual(['mokoro@example.net']);
  });

  it('needs the correction: a second address without a cue of its own is not read', () => {
    expect(readSpokenEmails('email is m okoro at yahoo, her sister lives at the corner, tile at tiles dot com prices')).toEqual([]);
  });
});

describe('an e-mail said with an aside before it and spelled after it', () => {
  it("starts the local part where its spelling says ('my granddaughter set it up for me, franniet at example dot com, that's f r a n n i e t')", () => {
    expect(readSpokenEmail('Or email, my granddaughter set it up for me, franniet at example dot com, that\'s f r a n n i e t. Address is six eleven Tarpon Drive')?.value).toBe('franniet@example.com');
    // A spelling of the whole local part changes nothing.
    expect(readSpokenEmail('email is dana at example dot com, d a n a')?.value).toBe('dana@example.com');
  });
});

describe('an e-mail said straight after the phone, with no cue word', () => {
  it('reads the words after the phone\'s pause as the local part', () => {
    expect(readSpokenEmail('phone six one two five five five oh one four eight, marisol v at example dot com, and the address is')?.value).toBe('marisolv@example.com');
    expect(readSpokenEmail('call 612-555-0148 and m vance at example dot net')?.value).toBe('mvance@example.net');
    expect(readSpokenEmail('her cell is nine five two, five five five, oh one one nine. t okafor at lakeshore tile dot com')?.value).toBe('tokafor@lakeshoretile.com');
  });

  it('reads no address where no phone comes before it', () => {
    expect(readSpokenEmail('the garage is at the back, the shop at main and fifth dot com')).toBeNull();
    expect(readSpokenEmail('flake at four fifty, grind at one dot com')).toBeNull();
  });
});
