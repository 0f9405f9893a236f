import { describe, expect, it } from 'vitest';
import { personByGivenName } from './customer-name.ts';
import { isGivenName } from './given-names.ts';

describe('given names', () => {
  it('knows common given names and not the words a request is made of', () => {
    expect(isGivenName('Dwayne')).toBe(true);
    expect(isGivenName('rhett')).toBe(true);
    expect(isGivenName('Flake')).toBe(false);
    expect(isGivenName('Will')).toBe(false);
    expect(isGivenName('Chase')).toBe(false);
  });
});

describe('a person written anywhere, by a known given name', () => {
  it('reads a name in the middle of a sentence', () => {
    expect(personByGivenName('Spoke w/ Dwayne Pruitt today. garage 24 x 26, flake 4.70, 30% down.')).toBe('Dwayne Pruitt');
    expect(personByGivenName('Message from Lucia Ferrante via the website contact form: basement 30 x 25.')).toBe('Lucia Ferrante');
  });

  it('keeps a middle name, an initial and a particle', () => {
    expect(personByGivenName('left a voicemail, Maria Elena Sandoval, wants the patio done')).toBe('Maria Elena Sandoval');
    expect(personByGivenName('rang about the shop: Peter J. Okonkwo, 40x60')).toBe('Peter J. Okonkwo');
    expect(personByGivenName('walkthrough booked with Hans van Dijk on the 4th')).toBe('Hans van Dijk');
  });

  it('reads a lower-case note, title-cased', () => {
    expect(personByGivenName('job for trudy kowalczyk garage 22x22 flake 4.80 cell 414 555 0192')).toBe('Trudy Kowalczyk');
  });

  it('does not take a greeted office person, an office signature, or a place', () => {
    expect(personByGivenName('Hi Karen Wells,\nour garage is 20x20.')).toBeNull();
    expect(personByGivenName('flake at 4.80\n\nTricia Gomez\nOffice Manager, Summit Floors')).toBeNull();
    expect(personByGivenName('garage on Austin Street, 22x22 flake, Garage Flake')).toBeNull();
  });
});
