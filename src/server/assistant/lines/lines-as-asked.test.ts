import { describe, expect, it } from 'vitest';
import { linesAsAsked } from './lines-as-asked.ts';
import { extractDraftFromText } from '../embedded-extractor.ts';
import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';

const line = (description: string, quantity: number, rate: number, size: [number, number] | null = null): ExtractedLineItem => ({ description, useDimensions: size !== null, length: size?.[0] ?? null, width: size?.[1] ?? null, quantity, rate });
const brief = (lines: readonly ExtractedLineItem[]) => lines.map((l) => `${l.description} | ${l.quantity} @ ${l.rate}`);

describe('lines as the office asks for them', () => {
  it('splits like rooms read as one area into a line each when the note asks for separate lines', () => {
    const text = 'We have three grooming rooms, each 12 x 14, and a lobby of 300 sq ft.\n\nNote: urethane 9.10 everywhere, grooming rooms as separate lines.';
    const lines = linesAsAsked(text, [line('Urethane', 504, 9.1), line('Urethane - Lobby', 300, 9.1)]);
    expect(brief(lines)).toEqual(['Urethane - Grooming room | 168 @ 9.1', 'Urethane - Grooming room | 168 @ 9.1', 'Urethane - Grooming room | 168 @ 9.1', 'Urethane - Lobby | 300 @ 9.1']);
    expect(lines[0]!.length).toBe(12);
  });

  it('joins the lines of the rooms it names into one, at the area it states', () => {
    const text = 'The studio has 3 practice rooms, each 9x10.\n---\nquartz 6.80, one line for the practice rooms, 270 sf.';
    const lines = linesAsAsked(text, [line('Quartz - Practice Rooms', 90, 6.8, [9, 10]), line('Quartz system - Practice Rooms', 270, 6.8)]);
    expect(brief(lines)).toEqual(['Quartz system - Practice Rooms | 270 @ 6.8']);
  });

  it('leaves rooms the instruction does not name, and lines at other prices', () => {
    const text = 'one line for the practice rooms';
    const given = [line('Quartz - Practice Room A', 90, 6.8), line('Metallic - Practice Room B', 90, 8.4), line('Quartz - Hall', 200, 6.8)];
    expect(linesAsAsked(text, given)).toEqual(given);
  });

  it('reads a forwarded request with the office note under it', () => {
    const text = [
      '---------- Forwarded message ---------',
      'From: Dana Whitfield <dana@example.com>',
      'Subject: dog daycare floors',
      '',
      'Hi, the play yard room is 20x30 and we have 3 nap rooms, each 8x10. Thanks, Dana',
      '',
      '----',
      'Rates: play yard 7.25, nap rooms 5.90, one line for the nap rooms, 240 sf.',
    ].join('\n');
    const quantities = extractDraftFromText(text).lineItems.map((l) => [l.quantity, l.rate]);
    expect(quantities).toEqual([[600, 7.25], [240, 5.9]]);
  });
});
