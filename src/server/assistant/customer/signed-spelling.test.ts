import { describe, expect, it } from 'vitest';
import { nameAsSigned } from './signed-spelling.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe('the name as its owner signs it', () => {
  it('takes the accents the mail header lost', () => {
    expect(nameAsSigned('Mateo Rios', 'From: Mateo Rios <m@example.org>\n\nGarage 20 x 20.\nThanks,\nMateo Ríos')).toBe('Mateo Ríos');
    expect(nameAsSigned('Zoe Benoit', 'From: Zoe Benoit <zb@example.org>\n\n-- Zoé Benoît\n(802) 555-0170')).toBe('Zoé Benoît');
    expect(nameAsSigned('Jose Pena', 'Jose Pena wrote: patio 12 x 14\n\nJosé Peña')).toBe('José Peña');
  });

  it('leaves a name whose accented form is written only in part or by someone else', () => {
    expect(nameAsSigned('Mateo Rios', 'From: Mateo Rios <m@example.org>\nWe live on Ríos Street.')).toBe('Mateo Rios');
  });

  it('takes the nickname the person signs with', () => {
    expect(nameAsSigned('Georgios Kallas', 'From: Georgios "George" Kallas <g@example.com>\n\nHi\n\nGeorge Kallas\nKallas Diner')).toBe('George Kallas');
    expect(nameAsSigned('Robert Lang', "From: Robert 'Bobby' Lang <bl@example.com>\n\nshop 30x40\n- Bobby Lang")).toBe('Bobby Lang');
    expect(nameAsSigned('Robert Lang', 'From: Robert "Bobby" Lang <bl@example.com>\n\nshop 30x40\nThanks, Robert')).toBe('Robert Lang');
  });

  it('is read by the whole reader', () => {
    expect(extractDraftFromText('From: Ines Munoz <ines.m@example.com>\nSubject: patio\n\nPatio 12 x 16, flake 4.90.\n\nInés Muñoz\n(505) 555-0181').customerName).toBe('Inés Muñoz');
  });
});
