import { describe, expect, it } from 'vitest';
import { readSpokenPhone } from './spoken-details.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe('a phone said after who to call', () => {
  it("reads 'call her at' and 'text him on' before the number", () => {
    expect(readSpokenPhone('best to text him on six oh two, five five five, oh one seven seven')?.value).toBe('6025550177');
    const draft = extractDraftFromText('patio twelve by sixteen at five, call her at four oh four, five five five, oh one two eight after five');
    expect(draft.customerPhone).toBe('4045550128');
  });

  it("leaves 'call him about the price' alone", () => {
    expect(readSpokenPhone('call him about the price, four fifty a foot')).toBeNull();
  });
});
