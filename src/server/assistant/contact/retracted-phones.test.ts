import { describe, expect, it } from 'vitest';
import { findPhone } from './contact-details.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

const phone = (text: string) => findPhone(text)?.value ?? null;

describe('a number the writer takes back after giving it', () => {
  it('takes the number given after the remark, however the remark is put', () => {
    expect(phone('You can reach me at 614-555-0132.\nThanks, Joan\n\nP.S. ignore that number above, the house phone is being cut off Friday. Text 614-555-0187.')).toBe('6145550187');
    expect(phone('Best # is 303-555-0119. Oops - wrong number, that was my old work line. Cell: 303-555-0164')).toBe('3035550164');
    expect(phone('Home: 802-555-0140\nOne more thing: our landline is going away at the end of the month, so use my mobile instead - 802-555-0171.')).toBe('8025550171');
    expect(phone('call 919-555-0102 (that line no longer works after the 15th), or better text 919-555-0156 instead')).toBe('9195550156');
    expect(phone('Call 207-555-0141. Sorry, the # is disconnected. Cell is 207-555-0148.')).toBe('2075550148');
  });

  it('leaves a number the remark describes, and a remark about anything but a phone', () => {
    expect(phone('My new cell is 512-555-0144 (old number was 512-555-0120).')).toBe('5125550144');
    expect(phone('My new cell is 512-555-0144 (old # was 512-555-0120).')).toBe('5125550144');
    expect(phone("Call me at 406-555-0111. We're going away for the holidays, back on the 3rd. My husband is 406-555-0179.")).toBe('4065550111');
  });

  it('is read by the whole reader from an e-mail with a P.S.', () => {
    const mail = "From: Lorna Beck <lbeck@example.com>\nSubject: garage\n\nGarage is 20 x 22. Call 317-555-0125 any time.\n\nLorna\n\nPS - scratch that number, we're getting rid of the landline. My cell is 317-555-0190.";
    expect(extractDraftFromText(mail).customerPhone).toBe('3175550190');
  });
});

describe("a signature's label written after its number", () => {
  it('takes the direct or cell line over the main one', () => {
    expect(phone('Kara Voss | Estimator\n505-555-0100 main | 505-555-0177 direct/cell')).toBe('5055550177');
    expect(phone('(402) 555-0130 office, (402) 555-0162 cell')).toBe('4025550162');
    expect(phone('Tel 715-555-0100 switchboard / 715-555-0148 mobile')).toBe('7155550148');
  });

  it('reads a label followed by a number as that number\'s', () => {
    expect(phone('208-555-0164 Office: 208-555-0111')).toBe('2085550164');
    expect(phone('208-555-0164   office 208-555-0111')).toBe('2085550164');
  });
});
