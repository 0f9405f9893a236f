import { describe, expect, it } from 'vitest';
import { readLeadingSpokenName, readSpokenEmail, readSpokenPhone, spokenZipsToDigits } from './spoken-details.ts';

describe('a phone said aloud', () => {
  it("follows a cue said with 's ('the cell's', 'number's')", () => {
    expect(readSpokenPhone("and the cell's nine one two, five five five, oh one three three")?.value).toBe('9125550133');
  });
});

describe('a ZIP said digit by digit', () => {
  it('after the city that ends a street address, with no state said', () => {
    expect(spokenZipsToDigits('twelve Elm Street, Golden, eight oh four oh one. phone')).toBe('twelve Elm Street, Golden, 80401. phone');
  });

  it('not a phone said after a street name (written as the phone it is)', () => {
    const said = 'on Main Street, three one two, five five five, oh one two two.';
    expect(spokenZipsToDigits(said)).toBe('on Main Street, 312-555-0122.');
  });
});

describe('a phone said in words, then more numbers', () => {
  it('is written as digits first, so the words after it are read on their own', () => {
    expect(spokenZipsToDigits('cell four one two five five five zero one eight eight thirty percent down')).toBe('cell 412-555-0188 thirty percent down');
  });

  it('leaves a written phone alone', () => {
    expect(spokenZipsToDigits('phone 412-555-0188, thirty percent down')).toBe('phone 412-555-0188, thirty percent down');
  });
});

describe('a phone said digit by digit with no cue', () => {
  it('is read when ten single digits run together', () => {
    expect(readSpokenPhone('lives off Route 9. seven one two. five five five. oh one four four. wants a quote')?.value).toBe('7125550144');
    expect(readSpokenPhone('two car garage, twenty by twenty, four fifty a foot')).toBeNull();
  });
});

describe('an e-mail said aloud', () => {
  it("after 'emailed' or 'email's'", () => {
    expect(readSpokenEmail("he emailed us, it's jo underscore k at example dot net. phone is")?.value).toBe('jo_k@example.net');
    expect(readSpokenEmail("email's d ray at example dot org")?.value).toBe('dray@example.org');
  });

  it("with 'all one word' or 'no spaces' said inside the domain", () => {
    expect(readSpokenEmail('her email is pat at smithfamilyfarm, all one word, dot com.')?.value).toBe('pat@smithfamilyfarm.com');
    expect(readSpokenEmail('email is office at blue ridge no spaces dot net')?.value).toBe('office@blueridge.net');
  });

  it("after 'at sign', past an earlier 'at', and with how to write it said inside", () => {
    expect(readSpokenEmail('email is ray at sign example dot com')?.value).toBe('ray@example.com');
    expect(readSpokenEmail('you can email him at ray at example dot org')?.value).toBe('ray@example.org');
    expect(readSpokenEmail('email is ray all lowercase at example dot net')?.value).toBe('ray@example.net');
    expect(readSpokenEmail('email is r as in robert moss at example dot net')?.value).toBe('rmoss@example.net');
  });

  it('with the local part spelled after it, and a hyphen said in the domain', () => {
    expect(readSpokenEmail('email is kmoreno, k m o r e n o, at outlook dot com')?.value).toBe('kmoreno@outlook.com');
    expect(readSpokenEmail('email sam at moreno hyphen tile dot com')?.value).toBe('sam@moreno-tile.com');
  });
});

describe('a dictation that opens with a place, not a name', () => {
  it('is no name when a number word or a system follows', () => {
    expect(readLeadingSpokenName("barn's seventy by forty, urethane at seven")).toBeNull();
    expect(readLeadingSpokenName('quartz system at six ten, the lobby')).toBeNull();
    expect(readLeadingSpokenName('rosa delgado two car garage')?.value).toBe('Rosa Delgado');
  });
});
