import { describe, expect, it } from 'vitest';
import { readSpokenPhone } from './spoken-details.ts';

describe('a phone said aloud', () => {
  it("follows a cue said with 's ('the cell's', 'number's')", () => {
    expect(readSpokenPhone("and the cell's nine one two, five five five, oh one three three")?.value).toBe('9125550133');
  });
});
