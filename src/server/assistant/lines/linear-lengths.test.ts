import { describe, expect, it } from 'vitest';
import { lengthsForLinearLines } from './linear-lengths.ts';

const line = (description: string, rate: number) => ({ description, useDimensions: false, length: null, width: null, quantity: 1, rate });

describe('lengthsForLinearLines', () => {
  it.each([
    ['Office: crack repair 5.50/lf.\nDetails: Several cracks totaling maybe 55 feet. Pool is 16x32.', 'Crack repair', 5.5, 55],
    ['joint fill 2.75/lf.\nNotes: About 600 ft of saw cut joints need filling.', 'Joint filling', 2.75, 600],
    ['crack repair 6.50/lf. Basement is 25 x 30. There are about 40 feet of cracks.', 'Crack repair', 6.5, 40],
  ])('%s', (text, description, rate, quantity) => {
    expect(lengthsForLinearLines(text, [line(description, rate)])[0]!.quantity).toBe(quantity);
  });

  it('leaves the line alone when its sentence gives no single length, or the thing is not linear', () => {
    expect(lengthsForLinearLines('cracks 20 ft and 30 ft', [line('Crack repair', 6)])[0]!.quantity).toBe(1);
    expect(lengthsForLinearLines('the 30 ft mobilization', [line('Mobilization fee', 300)])[0]!.quantity).toBe(1);
  });
});
