import { describe, expect, it } from 'vitest';
import { dropSkippedWork } from './skipped-work.ts';

const line = (description: string, quantity: number, rate: number) => ({ description, useDimensions: false, length: null, width: null, quantity, rate });
const lines = [line('Quartz - Shop', 1200, 5.8), line('Cove base', 140, 11), line('Stair treads', 4, 60)];
const names = (text: string) => dropSkippedWork(text, lines).map((l) => l.description);

describe('dropSkippedWork', () => {
  it.each([
    ["ok let's leave out the cove, just the floor and the treads", ['Quartz - Shop', 'Stair treads']],
    ['Go ahead. Hold off on the stairs until spring.', ['Quartz - Shop', 'Cove base']],
    ['cove is not needed after all', ['Quartz - Shop', 'Stair treads']],
  ])('%s', (text, kept) => {
    expect(names(text)).toEqual(kept);
  });

  it('keeps every line when nothing is taken back, or when it would leave none', () => {
    expect(names('cove along the back wall please')).toHaveLength(3);
    expect(dropSkippedWork('skip the cove', [line('Cove base', 80, 9)])).toHaveLength(1);
  });
});
