import { describe, expect, it } from 'vitest';
import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { dropSwitchedSystems } from './switched-systems.ts';
import { cpuMsOf } from '../../testing/cpu-time.ts';

const line = (description: string, quantity: number, rate: number): ExtractedLineItem => ({ description, useDimensions: false, length: null, width: null, quantity, rate });

describe('dropSwitchedSystems', () => {
  const read = [line('Metallic epoxy - Garage', 504, 7.6), line('Flake system - Garage', 504, 4.8), line('Metallic epoxy - Flake For', 504, 7.6)];

  it.each([
    "OK, let's do the metallic instead of the flake after all.",
    'Go with metallic rather than flake.',
    'Switch the flake to metallic please.',
  ])('drops the earlier system and a line named after it: %s', (said) => {
    expect(dropSwitchedSystems(`${said}\nFlake for the 21 x 24 garage comes to $4.80/sf, metallic would be $7.60/sf.`, read)).toEqual([read[0]]);
  });

  it('keeps every line when no switch is said, or when the new system has no line', () => {
    expect(dropSwitchedSystems('Flake $4.80/sf, metallic $7.60/sf.', read)).toEqual(read);
    const flakeOnly = [line('Flake system - Garage', 504, 4.8)];
    expect(dropSwitchedSystems('quartz instead of the flake?', flakeOnly)).toEqual(flakeOnly);
  });

  it('stays fast on long adversarial text', () => {
    expect(cpuMsOf(() => dropSwitchedSystems('flake '.repeat(20_000) + 'instead of '.repeat(10_000), read))).toBeLessThan(1000);
  });
});

describe('options offered and one chosen', () => {
  const line = (description: string, quantity: number, rate: number) => ({ description, useDimensions: false, length: null, width: null, quantity, rate });
  const read = [line('Metallic epoxy - Basement', 600, 7.9), line('Quartz system - Basement', 600, 5.6), line('Cove base', 90, 11)];

  it('keeps the system the customer picked and drops the other option over the same floor', () => {
    const text = 'Basement 20 x 30. Quoted her metallic 7.90 or quartz 5.60, she went with the quartz. Cove 90 lf @ 11.';
    expect(dropSwitchedSystems(text, read).map((l) => l.description)).toEqual(['Quartz system - Basement', 'Cove base']);
  });

  it('reads the option by its number', () => {
    const text = 'Yes, go with option 1 please.\n> Option 1 - metallic: $7.90/sf\n> Option 2 - quartz: $5.60/sf';
    expect(dropSwitchedSystems(text, read).map((l) => l.description)).toEqual(['Metallic epoxy - Basement', 'Cove base']);
  });

  it('leaves two systems alone when no choice is said', () => {
    expect(dropSwitchedSystems('Basement 20 x 30: metallic 7.90 or quartz 5.60, let me know', read)).toEqual(read);
  });
});

describe('options labelled by letter or number, one picked', () => {
  const line = (description: string, quantity: number, rate: number) => ({ description, useDimensions: false, length: null, width: null, quantity, rate });

  it('keeps the picked option over the floor both price', () => {
    const read = [line('Metallic epoxy - Basement', 600, 7.9), line('Quartz system - Basement', 600, 5.6)];
    const text = 'bsmt 20 x 30\n A) metallic 7.90    B) quartz 5.60   -> she chose A';
    expect(dropSwitchedSystems(text, read).map((l) => l.description)).toEqual(['Metallic epoxy - Basement']);
  });

  it('does every room in the picked option when the options are offered for the job', () => {
    const read = [line('Flake system - Shop', 900, 4.6), line('Metallic epoxy - Office', 120, 7.2)];
    const text = 'Room   Size   Opt 1 (flake 4.60)   Opt 2 (metallic 7.20)\nShop   30x30\nOffice 10x12\nowner went with option 2 throughout';
    expect(dropSwitchedSystems(text, read).map((l) => `${l.description} @ ${l.rate}`)).toEqual(['Metallic epoxy - Shop @ 7.2', 'Metallic epoxy - Office @ 7.2']);
  });

  it('changes nothing when no option is picked or a bare word follows the verb', () => {
    const read = [line('Metallic epoxy - Basement', 600, 7.9), line('Quartz system - Basement', 600, 5.6)];
    expect(dropSwitchedSystems('(A) metallic 7.90 (B) quartz 5.60 - waiting to hear', read)).toEqual(read);
    expect(dropSwitchedSystems('(A) metallic 7.90 (B) quartz 5.60 - she wants a sample first', read)).toEqual(read);
  });
});

describe('a system priced and turned down in the sentence that prices it', () => {
  const read = [line('Metallic epoxy - Basement', 600, 7.5), line('Solid color epoxy - Basement', 600, 3.75), line('Cove base', 90, 11)];
  const kept = (text: string) => dropSwitchedSystems(text, read).map((l) => l.description);

  it.each([
    'Basement solid epoxy 3.75 - he asked about the metallic ($7.50) but went with solid.',
    'She picked solid over the metallic at 7.50.',
    'He first wanted metallic at 7.50, but after seeing the samples it is solid at 3.75.',
    'Quoted him metallic 7.50 last week; he decided on the solid instead.',
    'We talked about metallic for 7.50 but he said no, too pricey.',
  ])('%s', (text) => {
    expect(kept(text)).toEqual(['Solid color epoxy - Basement', 'Cove base']);
  });

  it('keeps a price asked about when nothing turns it down, or when no other line covers its floor', () => {
    expect(kept('He asked about the metallic at 7.50 for the basement.')).toHaveLength(3);
    expect(dropSwitchedSystems('She picked solid over the metallic at 7.50.', [line('Metallic epoxy - Basement', 600, 7.5)])).toHaveLength(1);
  });

  it('is linear on long text', () => {
    expect(cpuMsOf(() => dropSwitchedSystems('asked about metallic 7.50 '.repeat(4_000) + 'but', read))).toBeLessThan(1000);
  });
});
