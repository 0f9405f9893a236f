import { describe, expect, it } from 'vitest';
import { readLeadingSpokenName, readSpelledName, readSpokenEmail, readSpokenPhone, spokenZipsToDigits } from './spoken-details.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';

describe('a phone said aloud', () => {
  it("follows a cue said with 's ('the cell's', 'number's')", () => {
    expect(readSpokenPhone("and the cell's nine one two, five five five, oh one three three")?.value).toBe('9125550133');
  });
});

describe('a ZIP said digit by digit', () => {
  it('after the city that ends a street address, with no state said', () => {
    expect(spokenZipsToDigits('twelve Elm Street, Golden, eight oh four oh one. phone')).toBe('twelve Elm Street, Golden, 80401. phone');
  });

  it('starting with oh or zero, with no comma written (New England, New Jersey)', () => {
    expect(spokenZipsToDigits('at nine Pearl Street Nashua oh three oh six two. thanks')).toBe('at nine Pearl Street Nashua, 03062. thanks');
    expect(spokenZipsToDigits('eighty Elm Road, Summit. Zero seven nine oh one and')).toBe('eighty Elm Road, Summit, 07901 and');
  });

  it("after a state said short ('Mass', 'Conn') or a 'zip' said, with 'double'", () => {
    expect(spokenZipsToDigits('in Quincy Mass, zip oh two one double six. bye')).toBe('in Quincy Mass 02166 . bye');
    expect(spokenZipsToDigits('Milford Conn oh six four six oh')).toBe('Milford Conn 06460 ');
  });

  it('taken back and said again, whole or by its last digits', () => {
    expect(spokenZipsToDigits('juneau alaska nine nine eight oh one no oh two, phone')).toBe('juneau alaska 99802 , phone');
    expect(spokenZipsToDigits('Elm Street, Keene, oh three four three one, sorry, oh three four three five. thanks')).toBe('Elm Street, Keene, 03435. thanks');
  });

  it('not a run of more than five digits', () => {
    expect(spokenZipsToDigits('Grove Street Salem oh one nine seven oh four')).toBe('Grove Street Salem oh one nine seven oh four');
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

describe('a phone said with words inside it', () => {
  it("reads on past 'and the last four are' and a correction of the last digits, up to its sentence's end", () => {
    expect(readSpokenPhone('cell is four one two, five five five, and the last four are oh one six two. she lives at forty two elm')?.value).toBe('4125550162');
    expect(readSpokenPhone('phone seven oh two, five five five, oh one two nine, sorry, i swapped them, oh one nine two. twelve oak street')?.value).toBe('7025550192');
  });

  it("takes a 'sorry' after the digits said again as the end of that correction, not a new one", () => {
    const text = 'her garage twenty two by twenty two the flake four sixty five phone is nine eight five five five five oh one three six no wait oh one six three sorry address fourteen oh nine east gibson street covington louisiana seven oh four three three';
    expect(readSpokenPhone(text)?.value).toBe('9855550163');
    const draft = extractDraftFromText(text);
    expect(draft.customerPhone).toBe('9855550163');
    expect(draft.customerAddress).toBe('1409 E Gibson St, Covington, LA 70433');
    expect(draft.lineItems.map((l) => [l.quantity, l.rate])).toEqual([[484, 4.65]]);
  });

  it('does not run on through an address into its zip code', () => {
    expect(readSpokenPhone('phone six oh three, five five five, oh one eight two, two twenty one elm street manchester new hampshire oh three one oh one')?.value).toBe('6035550182');
  });
});

describe('a name spelled word by word', () => {
  it('reads a given name spelled, then a surname spelled', () => {
    expect(readSpelledName('ok next one is for Marta, m a r t a, Ostrowski, o s t r o w s k i. her garage')?.value).toBe('Marta Ostrowski');
    expect(readSpelledName('the owner is raul, r a u l, esquivel, e s q u i v e l, phone is')?.value).toBe('Raul Esquivel');
  });

  it("leaves out a pronoun after the spelling, and reads a suffix said before the surname's spelling", () => {
    expect(readSpelledName('hi this is Tomoko Hayashi, h a y a s h i, I run the bakery')?.value).toBe('Tomoko Hayashi');
    expect(readSpelledName('this is for leon pruitt junior, pruitt p r u i t t. the shop is')?.value).toBe('Leon Pruitt Jr.');
  });
});

describe('given names said after a spelling', () => {
  it('reads the surname said first, then the given name or a couple after its spelling', () => {
    expect(readSpelledName('ok new one, the name is sokolov, s o k o l o v, irina. garage twenty by twenty')?.value).toBe('Irina Sokolov');
    expect(readSpelledName("name's Pereira, P E R E I R A, Tom and Alice. basement")?.value).toBe('Tom and Alice Pereira');
  });

  it('leaves a word spelled in its turn to be the next part of the name', () => {
    expect(readSpelledName('last one, min-jun lee, m i n dash j u n, lee, l e e, shop')?.value).toBe('Min-jun Lee');
  });
});

describe('given names said before a spelling', () => {
  it('stop at a comma, and two spellings said one after the other are two words', () => {
    expect(readSpelledName('first thing this morning, olu adebayo, a d e b a y o, garage')?.value).toBe('Olu Adebayo');
    expect(readSpelledName('the Varga job, ilona varga, i l o n a, v a r g a, two car garage')?.value).toBe('Ilona Varga');
  });
});

describe('a word set off by a comma before a spelled name', () => {
  it('is no given name when the name said already has a given name and a surname', () => {
    expect(readSpelledName('okay so this morning, odalys ferrer, o d a l y s, basement thirty by twenty')?.value).toBe('Odalys Ferrer');
    expect(readSpelledName('alright anyway, gideon marsh, g i d e o n, shop floor forty by sixty')?.value).toBe('Gideon Marsh');
  });
  it('still joins a given name said before a spelled surname', () => {
    expect(readSpelledName('next one is for priya watanabe, w a t a n a b e, garage')?.value).toBe('Priya Watanabe');
  });
});

describe('the words that walk through a spelling', () => {
  it('are no given name of the word spelled', () => {
    expect(readSpelledName('this is for hendrika de groot, de small d e, then groot g r o o t, the garage')?.value ?? '').not.toMatch(/^Then\b/);
    expect(extractDraftFromText("okay this one's hendrika de groot, that's de d e, small d, then groot g r o o t. patio twelve by sixteen flake at five").customerName).toMatch(/^Hendrika de Groot$/i);
  });
});

describe('a double surname dictated with its dash', () => {
  it('joins the two parts said with the dash and spelled with it', () => {
    expect(readSpelledName('the owner is marcus hollings dash pryce hollings h o l l i n g s dash pryce p r y c e he wants the quote in his name')?.value).toBe('Marcus Hollings-Pryce');
  });
});
