import { describe, expect, it } from 'vitest';
import { businessInHeading } from './heading-business.ts';

describe("the business a note's heading names", () => {
  it('is the name beside the contact, the town or a label, whatever kind of business it is', () => {
    expect(businessInHeading('Hollis Pet Grooming - Vera Quist\n  floor 20 x 30 flake 4.40', 'Vera Quist')).toBe('Hollis Pet Grooming');
    expect(businessInHeading('walk-thru - Lantern Hill Cidery - Otto Park\n tasting 18x22', 'Otto Park')).toBe('Lantern Hill Cidery');
    expect(businessInHeading('Greystone Orthopedics (Eastgate) - practice mgr Ana Ruiz', 'Ana Ruiz')).toBe('Greystone Orthopedics');
    expect(businessInHeading('Fernwood Books / Milo Tan\n555-0101', 'Milo Tan')).toBe('Fernwood Books');
  });

  it('is never the customer, a person, a town written before its state, a label or our own trade', () => {
    expect(businessInHeading('Nadia Ferris - garage\n22x22 flake', 'Nadia Ferris')).toBeNull();
    expect(businessInHeading('Brenda Colt - Rob Vance\ngarage 20x20', 'Rob Vance')).toBeNull();
    expect(businessInHeading('Cedar Falls - Tom Wu\n12 Elm St, Cedar Falls IA 50613', 'Tom Wu')).toBeNull();
    expect(businessInHeading('QUOTE WORKSHEET - Jan Moss', 'Jan Moss')).toBeNull();
    expect(businessInHeading('Summit Floors - Jan Moss', 'Jan Moss')).toBeNull();
    expect(businessInHeading('Garage Floor - Jan Moss', 'Jan Moss')).toBeNull();
  });

  it('needs a heading: a line of one name alone is read elsewhere', () => {
    expect(businessInHeading('Hollis Pet Grooming\nfloor 20 x 30', null)).toBeNull();
  });
});

describe('a heading that is not a business', () => {
  it('skips a name with its suffix, a region named by the address state and a town of that state', () => {
    expect(businessInHeading('Client: Moreau, Denis Jr.\nbarn 40x60', 'Denis Moreau Jr.')).toBeNull();
    expect(businessInHeading('NC Mountains - Ivy Rhee\nshop 20x20, 12 Elm St, Boone NC 28607', 'Ivy Rhee')).toBeNull();
    expect(businessInHeading('Lake Dallas - Pam Suh\n88 Main St, Denton TX 76201', 'Pam Suh')).toBeNull();
  });
});

describe('a labelled heading', () => {
  it('reads the business after the label, never the paper or a role', () => {
    expect(businessInHeading('Client: Tall Pines Kennels - attn Rae Kwon\nrun 10x40', 'Rae Kwon')).toBe('Tall Pines Kennels');
    expect(businessInHeading('Free Estimate - Rae Kwon\ngarage 20x20', 'Rae Kwon')).toBeNull();
    expect(businessInHeading('Office Mgr - Rae Kwon\nlobby 20x20', 'Rae Kwon')).toBeNull();
  });
});
