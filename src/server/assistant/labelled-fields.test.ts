import { describe, expect, it } from 'vitest';
import { readLabelledName } from './labelled-fields.ts';

const name = (text: string): string | null => readLabelledName(text)?.value ?? null;

describe('a labelled name ends where the name ends', () => {
  it('stops at a comma before lower-case words, and reads after a colon inside the value', () => {
    expect(name('Walk-in: Soren Albrecht, wants the laundry room done 9x11')).toBe('Soren Albrecht');
    expect(name('Walk-in, no phone on file: Delia Marsh, patio 12x14')).toBe('Delia Marsh');
  });

  it('drops a dictation filler and the spelling said after the name', () => {
    expect(name('contact is um Wendell Achterberg a c h t e r b e r g, he runs the place')).toBe('Wendell Achterberg');
  });
});

describe('the contact person written in the business customer line', () => {
  it('takes the person in brackets or after a slash', () => {
    expect(name('Customer ..... Pinecrest Animal Hospital (Rosalind Ekwueme)\nPhone .... 555')).toBe('Rosalind Ekwueme');
    expect(name('Customer: Larkspur Cabinet Co. / Ignatius Moll (shop foreman)  614-555-0102')).toBe('Ignatius Moll');
  });

  it('keeps the business when the brackets hold no person', () => {
    expect(name('Customer: Pinecrest Animal Hospital (no contact yet)')).toBe('Pinecrest Animal Hospital');
  });
});

describe('a signature is not a label', () => {
  it("does not read 'Owner, <business>' under the signer's name as the customer", () => {
    expect(name('Thanks,\nTeodora Vasquez\nOwner, Blue Heron Bakery\n')).toBeNull();
  });
});

describe('a role written after the name', () => {
  it('is dropped, not read as a first name', () => {
    expect(name('Attn: Bettina Larkspur-Voss, Facilities Mgr   (303) 555-0119')).toBe('Bettina Larkspur-Voss');
  });
});

describe('a form that asks for the full name', () => {
  it("reads 'Full name:'", () => {
    expect(name('From: Jotform <noreply@example.com>\nFull name: Oisín Delacroix\nPhone: 555')).toBe('Oisín Delacroix');
  });
});

describe('a connecting word before a number', () => {
  it('is not part of the name', () => {
    expect(name('Contact Wilma Stroud at 555-555-0100 after 5')).toBe('Wilma Stroud');
  });
});

describe('a section heading', () => {
  it("is not a label with a value ('Customer Info')", () => {
    expect(name('Customer Info\n-----\nMarek Zielinski\n555-555-0100')).toBeNull();
  });
});

describe('a label written after the name', () => {
  it("reads 'Lakeshore Bait & Tackle - cust.' as the customer", () => {
    expect(name('Lakeshore Bait & Tackle - cust. Shop floor 30x40, grind and seal 1.90.')).toBe('Lakeshore Bait & Tackle');
  });
});

describe('a seller or property owner named by a label', () => {
  it('takes the labelled seller as the customer', () => {
    expect(readLabelledName('Hi team, listing going live soon. Seller: Orla Brennan, 207-555-0188. Garage 22x22.')?.value).toBe('Orla Brennan');
  });
});
