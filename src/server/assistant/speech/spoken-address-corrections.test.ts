import { describe, expect, it } from 'vitest';
import { joinSpelledStreetNames, repairSpokenAddressCorrections } from './spoken-address-corrections.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe('an address corrected while it is said', () => {
  it('keeps a new house number said again with the street name, writing back the suffix it left off, hyphens and all', () => {
    expect(repairSpokenAddressCorrections("we're at forty-two sixteen North Alder Road, sorry, forty-two sixty North Alder, in Tulare, 93274.")).toBe(
      "we're at forty-two sixty North Alder Road, in Tulare, 93274.",
    );
    // Another street said after the correction is not the same name: left alone.
    expect(repairSpokenAddressCorrections('at forty two sixteen alder road, no wait, forty two sixty birch, in tulare')).toBe(
      'at forty two sixteen alder road, no wait, forty two sixty birch, in tulare',
    );
  });

  it('keeps the suffix said again', () => {
    expect(repairSpokenAddressCorrections('address twenty two ten birch drive, no sorry, lane, eugene')).toBe('address twenty two ten birch lane, eugene');
  });

  it('keeps the street said again, with the house number and direction said first', () => {
    expect(repairSpokenAddressCorrections("he's at nine oh four west elm street, no wait, elm avenue, springfield")).toBe("he's at nine oh four west elm avenue, springfield");
    expect(repairSpokenAddressCorrections('address n fifty six thirty county road k, no, county road kk, sturgeon bay')).toBe('address n fifty six thirty county road kk, sturgeon bay');
  });

  it('keeps the whole address said again after a unit taken back', () => {
    expect(repairSpokenAddressCorrections("sixty one pine street, unit two, no, it's the cottage out back, sixty one and a half pine street, dayton")).toBe('sixty one and a half pine street, dayton');
  });

  it('keeps the whole address said again after a remark about the first one', () => {
    expect(repairSpokenAddressCorrections("address eighty one ten maple avenue wait no that's her sister's place it's eighty one twelve cherry lane, fresno")).toBe("address eighty one twelve cherry lane, fresno");
    expect(repairSpokenAddressCorrections('lives at three forty orchard road no sorry thats the rental its nineteen oh two birch street salem')).toBe('lives at nineteen oh two birch street salem');
  });

  it('keeps the whole address said again when the first had no suffix yet', () => {
    expect(repairSpokenAddressCorrections('address fifty two ten south harlan no sorry fifty two twelve south harlan way, denver')).toBe('address fifty two twelve south harlan way, denver');
  });

  it('does not take a count in the remark for a new house number', () => {
    const said = 'address forty one oak street no sorry the other one has two garages, and the rate is four fifty';
    expect(repairSpokenAddressCorrections(said)).toBe(said);
  });

  it('keeps the house number said again before a numbered street', () => {
    expect(repairSpokenAddressCorrections('address twenty six forty, sorry, twenty six fourteen twenty first avenue')).toBe('address twenty six fourteen twenty first avenue');
  });

  it('leaves figures and answers alone', () => {
    const prices = 'garage twenty by twenty, flake at four fifty, no sorry, four seventy five. no cove base. address twelve oak street';
    expect(repairSpokenAddressCorrections(prices)).toBe(prices);
    const answer = 'she lives at forty two maple street, no garage, just the basement at three fifty';
    expect(repairSpokenAddressCorrections(answer)).toBe(answer);
  });

  it('puts the corrected address on the draft, not the ZIP as a house number', () => {
    const draft = extractDraftFromText('new one for gail brandt, basement six hundred square feet metallic at seven, she is at fourteen oh two north cedar road, no sorry, cedar court, salem oregon nine seven three oh one');
    expect(draft.customerAddress).toBe('1402 N Cedar Ct, Salem, OR 97301');
    const numbered = extractDraftFromText('for ray osei, patio two hundred square feet at five, address is thirty one twenty, sorry, thirty one twelve forty second street, des moines iowa five oh three one two');
    expect(numbered.customerAddress).toBe('3112 42nd St, Des Moines, IA 50312');
  });
});

describe("a street's name spelled letter by letter", () => {
  it('drops the spelling after the name it confirms, or puts it in the name it corrects', () => {
    expect(joinSpelledStreetNames("address is ninety one teague lane, that's t e a g u e, lufkin")).toBe('address is ninety one teague lane, lufkin');
    expect(joinSpelledStreetNames('address is ninety one teag lane, t e a g u e, lufkin')).toBe('address is ninety one teague lane, lufkin');
  });

  it('joins the letters spelled in place of the name', () => {
    expect(joinSpelledStreetNames('she is at three oh nine m c c a double r y court, bend')).toBe('she is at three oh nine mccarry court, bend');
  });

  it("leaves a person's spelled name alone", () => {
    const said = 'customer is lin ho, h o, address is ninety one teague lane';
    expect(joinSpelledStreetNames(said)).toBe(said);
    const name = 'customer is ann lee, a n n, l e e, patio at five';
    expect(joinSpelledStreetNames(name)).toBe(name);
  });

  it('puts the spelled street on the draft', () => {
    const draft = extractDraftFromText("for nell price, porch two hundred square feet flake at five, address is seventeen ten pfeiffer road, that's p f e i f f e r, tyler texas seven five seven oh one");
    expect(draft.customerAddress).toBe('1710 Pfeiffer Rd, Tyler, TX 75701');
  });
});

describe('a direction or a name taken back before the suffix', () => {
  it('keeps the direction said again', () => {
    expect(repairSpokenAddressCorrections('address is nineteen hundred east, sorry, west alameda road, tempe')).toBe('address is nineteen hundred west alameda road, tempe');
  });

  it('keeps the name said again', () => {
    expect(repairSpokenAddressCorrections('she lives at sixty one birch, no, aspen court, tempe')).toBe('she lives at sixty one aspen court, tempe');
  });

  it('leaves a price taken back alone', () => {
    const said = 'garage at four fifty a foot, no sorry, the flake at four seventy five';
    expect(repairSpokenAddressCorrections(said)).toBe(said);
  });
});

describe('a part of the address said again that is no street suffix', () => {
  it('a unit, and a street whose type comes first', () => {
    expect(repairSpokenAddressCorrections('forty oak lane, apt 3, no, sorry, apt 5, boulder')).toBe('forty oak lane, apt 5, boulder');
    expect(repairSpokenAddressCorrections('at nine Calle Sol, no wait, Calle Luna, Taos')).toBe('at nine Calle Luna, Taos');
    const whole = "ten birch road, apartment one, no, it's a house, ten birch road, salem";
    expect(repairSpokenAddressCorrections(whole)).not.toContain('apartment a');
  });
});

