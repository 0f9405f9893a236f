import { describe, expect, it } from 'vitest';
import { extractDraftFromText } from '../embedded-extractor.ts';
import { isOfficeTurn, isThreadTurn, isWritersLabelAt, turnMessage } from './thread-turns.ts';

const lines = (text: string) => extractDraftFromText(text).lineItems.map((l) => [l.description, l.quantity, l.rate] as const);
const labelAt = (text: string, word: string, office = true) => {
  const start = text.indexOf(word);
  return isWritersLabelAt(text, start, start + word.length, office);
};

describe('turns of a pasted thread', () => {
  it('knows a turn by its time, its writer, or both, however the tool pastes them', () => {
    for (const line of ['[9:10] Office: 22x24 flake', '9:10 AM Satnam: 40 by 55', 'Office: size?', '[Office 8:15am] Hi Dana!', '[Customer] Hi! saw the ad', 'Office (3:20 PM): ok', '[Rosa, 7:02 a.m.] the patio']) {
      expect(isThreadTurn(line), line).toBe(true);
    }
    for (const line of ['[Tue 8:02 AM] Office: 22x24 flake', 'Wed, 10:15 Me: ok', '[10/3 4:12 PM] hi its Jo', 'Saturday 9:40am Office: yes']) expect(isThreadTurn(line), line).toBe(true);
    for (const line of ['Garage 22 x 24, flake 4.95', 'the office is 10 x 12', '22x24 full flake is 4.95/sf']) expect(isThreadTurn(line), line).toBe(false);
  });

  it("gives what a turn says without its time and writer, and nothing for a line that is no turn", () => {
    expect(turnMessage('Rachel (2:10 PM): sure, works for us')).toBe('sure, works for us');
    expect(turnMessage('[Office 8:15am] ok see you Tuesday')).toBe('ok see you Tuesday');
    expect(turnMessage('9:12 AM Dev: yep')).toBe('yep');
    expect(turnMessage('sure, that works')).toBeNull();
  });

  it("tells the office's own turns from the customer's", () => {
    for (const line of ['[Office 3:20pm] ok 24x24', '[Office] Yes Gina!', 'Office: size?', '[10:33] Me: 4.20 solid gray', 'Us (9:02 AM): 50% books it']) expect(isOfficeTurn(line), line).toBe(true);
    for (const line of ['[Customer 7:02am] hey', 'Customer: 20x25', '[Officer Diaz] the garage', 'office 10 x 12 at 4.10']) expect(isOfficeTurn(line), line).toBe(false);
  });

  it("reads the writer's label as no room, and a room named at a line's start as a room", () => {
    expect(labelAt('[Office 8:15am] 22x24 flake is 4.95', 'Office')).toBe(true);
    expect(labelAt('hi\n[Office] Yes, 4.85 a foot', 'Office')).toBe(true);
    expect(labelAt('Office (3:20 PM): flake 4.85', 'Office')).toBe(true);
    expect(labelAt('[Office note: told him 3.30 stands]', 'Office')).toBe(true);
    expect(labelAt('[Shop 3:20pm] garage 22x22', 'Shop', false)).toBe(true);
    expect(labelAt('[Shop] garage 22x22', 'Shop', false)).toBe(false);
    expect(labelAt('hi\n[Thu 4:33 PM] Office: flake is 4.75/sf', 'Office')).toBe(true);
    expect(labelAt('hi\n10/3 9:05 AM Office: flake is 4.75/sf', 'Office')).toBe(true);
    expect(labelAt('Office 10 x 12, lobby 12 x 20', 'Office')).toBe(false);
    expect(labelAt('the office: 10 x 12', 'office')).toBe(false);
  });
});

describe('a thread where the office quotes the size back with its price', () => {
  it("prices the customer's floor once, with no 'Office' room", () => {
    const thread = "[Customer 6:40am] hi it's Marta, the 3 car garage is about 32 wide 24 deep\n[Customer 6:41am] 14 Birch Rd\n[Office 9:05am] Morning Marta! 32x24 full flake is 5.10/sf, 40% down books it";
    expect(lines(thread)).toEqual([['Flake system - Garage', 768, 5.1]]);
  });

  it('reads the writer alone in brackets the same way', () => {
    const thread = '[Customer] the basement is 20 x 30, can u do quartz?\n[Office] Sure! 20x30 quartz is 6.40/sf\n[Customer] ok';
    expect(lines(thread)).toEqual([['Quartz system - Basement', 600, 6.4]]);
  });

  it('and the time after the writer', () => {
    const thread = 'Customer (7:02 AM): patio is 16 by 18\nOffice (8:15 AM): 16x18 flake is 4.90/sf';
    expect(lines(thread)).toEqual([['Flake system - Patio', 288, 4.9]]);
  });

  it('keeps an office the customer asks for', () => {
    const thread = '[Customer 9:00am] the office 10x12 and the garage 22x22\n[Office 9:30am] flake 4.85/sf for both';
    expect(lines(thread).map(([d, q]) => [d, q])).toEqual([
      ['Flake system - Office', 120],
      ['Flake system - Garage', 484],
    ]);
  });
});

describe("a customer's ask answered by the office's own price", () => {
  it('prices the floor at the answer, in any words for the ask and the answer', () => {
    const threads = [
      '[Mon 7:02 PM] hi its Lena Ortiz, 2 car garage 22x22\n[Mon 7:10 PM] Office: flake runs 5.20/sf\n[Mon 7:15 PM] could you do $4.80?\n[Mon 7:31 PM] Office: lowest we can go is 5.00\n[Mon 7:33 PM] ok book it',
      'Lena Ortiz: garage is 22x22\nMe: flake is 5.20 a sq ft\nLena Ortiz: any chance of 4.80 if I pay cash\nMe: I can meet you at 5.00\nLena Ortiz: deal',
      'Lena Ortiz: how about 4.80 for the 22x22 garage\nOffice: best we can do on that is 5.00 for flake\nLena Ortiz: fine',
    ];
    for (const thread of threads) expect(lines(thread).map(([, q, r]) => [q, r]), thread).toEqual([[484, 5]]);
  });

  it('leaves an ask the office takes, or answers far off, to the other readers', () => {
    const thread = 'Lena Ortiz: garage 22x22, can u do 4.80\nOffice: we can do 4.80 if you book this week';
    expect(lines(thread).map(([, q, r]) => [q, r])).toEqual([[484, 4.8]]);
  });
});
