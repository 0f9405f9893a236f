import { describe, expect, it } from 'vitest';
import { hyphenatedNameSpelled, hyphensSaidInNames } from './hyphenated-names.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';

describe('hyphensSaidInNames', () => {
  it.each([
    ['customer is rosa vega hyphen cruz, garage', 'customer is rosa vega-cruz, garage'],
    ['this is omar al dash farsi calling', 'this is omar al-farsi calling'],
    ['her name is mary kate with a hyphen brennan', 'her name is mary-kate brennan'],
    ['its dana price lowe thats price dash lowe', 'its dana price-lowe thats price-lowe'],
  ])('%s', (said, written) => {
    expect(hyphensSaidInNames(said)).toBe(written);
  });

  it('leaves spelled letters, numbers and ordinary words alone', () => {
    for (const text of ['a l dash m a n s o u r i', 'phone five five five dash oh one two two', 'the garage dash the shop', 'no dash in it']) expect(hyphensSaidInNames(text)).toBe(text);
  });

  it('reads 100,000 characters of dashes and hyphens in well under a second', () => {
    const text = 'ann dash lee hyphen '.repeat(5000);
    expect(cpuMsOf(() => hyphensSaidInNames(text))).toBeLessThan(1_000);
  });
});

describe('hyphenatedNameSpelled', () => {
  it.each([
    ['new lead rosa vega-cruz, r o s a, wants the patio done', 'Rosa Vega-Cruz'],
    ['this is for omar al-farsi thats f a r s i, the shop', 'Omar Al-Farsi'],
    ['mary-kate brennan b r e n n a n called about her garage', 'Mary-Kate Brennan'],
  ])('%s', (text, name) => {
    expect(hyphenatedNameSpelled(text)).toBe(name);
  });

  it('needs a spelling of the name, and a lower-case dictation', () => {
    expect(hyphenatedNameSpelled('the x-ray room is twenty by twenty')).toBeNull();
    expect(hyphenatedNameSpelled('Rosa Vega-Cruz, r o s a, patio')).toBeNull();
  });
});

describe('a hyphenated name dictated, read whole', () => {
  it.each([
    ['okay this one is pilar soto hyphen reyes, p i l a r, garage twenty by twenty two flake four sixty', 'Pilar Soto-Reyes'],
    ["customer is karim ben ali thats ben dash ali a l i, shop forty by sixty solid three forty", 'Karim Ben-Ali'],
    ['next quote anne sophie with a dash moreau m o r e a u basement thirty by thirty solid three ninety', 'Anne-Sophie Moreau'],
  ])('%s', (text, name) => {
    expect(extractDraftFromText(text).customerName).toBe(name);
  });
});

describe('what is no hyphenated name', () => {
  it('leaves an e-mail said aloud and a name corrected after it', () => {
    expect(hyphensSaidInNames('email rosa dash vega at example dot com')).toBe('email rosa dash vega at example dot com');
    expect(extractDraftFromText('okay the vega garage, first name rosa r o s a, vega v e g a, email rosa dash vega at example dot com, twenty by twenty flake four fifty').customerName).toBe('Rosa Vega');
  });
});
