import { describe, expect, it } from 'vitest';
import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { ratesNamedPerArea } from './area-rates.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';

const line = (description: string, quantity: number, rate: number): ExtractedLineItem => ({ description, useDimensions: false, length: null, width: null, quantity, rate });

describe('ratesNamedPerArea', () => {
  it("gives a second area the rate said with it, not the first area's", () => {
    const text = 'Looking to coat our 2 car garage (~480 sf) and our back porch (~150 sf).\nOffice: garage flake 4.75; porch quartz 6.20.';
    const lines = ratesNamedPerArea(text, [line('Flake system - Garage', 480, 4.75), line('Quartz system - Back Porch', 150, 4.75)]);
    expect(lines.map((l) => l.rate)).toEqual([4.75, 6.2]);
  });

  it("passes over a rate said about another job or another company's bid", () => {
    const text = 'Prior work: we had it sealed in 2024 by someone else for $5.10/sf.\nOffice: kennel - urethane cement 10.40.';
    expect(ratesNamedPerArea(text, [line('Clear sealer - Kennel', 720, 5.1)])[0]!.rate).toBe(10.4);
    const bid = 'I got another bid for the shop at $3.50/sf. Your $3.75 is fine.';
    expect(ratesNamedPerArea(bid, [line('Solid color epoxy - Shop', 2000, 3.75)])[0]!.rate).toBe(3.75);
  });

  it('reads an area named with a generic word by the word before it (kiln room, wash area)', () => {
    const text = 'the shop is 30 by 40 and the wash area 12 by 20. the wash area needs the chemical resistant at 7.90, and the shop is 4.25.';
    const lines = ratesNamedPerArea(text, [line('Epoxy floor coating - Shop', 1200, 7.9), line('Epoxy floor coating - Wash Area', 240, 7.9)]);
    expect(lines.map((l) => l.rate)).toEqual([4.25, 7.9]);
  });

  it('pairs areas and rates in a run of speech without commas', () => {
    const run = 'the garage is 40 by 60 and the locker room is 20 by 24 garage gets the rubber look flake at 5.10 locker room gets the quartz at 6.45 phone is next';
    const lines = ratesNamedPerArea(run, [line('Flake system - Garage', 2400, 6.45), line('Quartz system - Locker Room', 480, 6.45)]);
    expect(lines.map((l) => l.rate)).toEqual([5.1, 6.45]);
    // A rate said for an area is that area's, wherever the last area was named.
    const said = 'the garage 40 by 60 and locker room 20 by 24 the rates are 5.10 for the garage 6.45 for the locker room';
    expect(ratesNamedPerArea(said, [line('Flake system - Garage', 2400, 6.45), line('Quartz system - Locker Room', 480, 5.1)]).map((l) => l.rate)).toEqual([5.1, 6.45]);
  });

  it('leaves two coats over the same area alone: the area does not tell their rates apart', () => {
    const text = 'basement metallic at 9.50 and the moisture barrier for the basement at 2.10';
    const given = [line('Metallic epoxy - Basement', 780, 9.5), line('Moisture vapor barrier - Basement', 780, 2.1)];
    expect(ratesNamedPerArea(text, given)).toEqual(given);
  });

  it('makes no guess between two rates said for the same area', () => {
    const given = [line('Flake system - Garage', 600, 4.85)];
    expect(ratesNamedPerArea('garage flake 4.85. garage quartz 6.20.', given)).toEqual(given);
  });

  it('keeps a rate restated in a clause naming no area, a correction of the price', () => {
    const given = [line('Flake system - Garage', 400, 5.65)];
    expect(ratesNamedPerArea('garage 20 by 20 flake at $5.30 a square foot; she upgraded, so $5.65', given)).toEqual(given);
  });

  it('stays fast on long adversarial text', () => {
    expect(cpuMsOf(() => ratesNamedPerArea('garage 4.85 and '.repeat(10_000) + 'x'.repeat(50_000), [line('Flake system - Garage', 600, 4.85), line('Quartz - Porch', 100, 4.85)]))).toBeLessThan(1000);
  });
});
