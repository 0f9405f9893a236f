import { describe, expect, it } from 'vitest';
import { whereSizeIsWritten } from './written-sizes.ts';

/** The pattern the repairs built per line, for comparison. */
function byOwnPattern(text: string, length: number, width: number): { index: number; end: number }[] {
  const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const figure = (n: number): string => {
    const whole = Math.floor(n);
    const inches = Math.round((n - whole) * 12);
    return inches > 0 ? `(?:${escape(String(n))}|${whole}\\s*(?:'|ft)?\\s*-?\\s*${inches}\\s*(?:"|in)?)` : `${whole}(?:\\.0+)?`;
  };
  const pattern = new RegExp(`(?<![\\d.])${figure(length)}\\s*(?:'|ft\\.?|feet)?\\s*(?:x|by|×)\\s*${figure(width)}(?!\\.?\\d)`, 'gi');
  return [...text.matchAll(pattern)].map((m) => ({ index: m.index, end: m.index + m[0].length }));
}

describe('whereSizeIsWritten', () => {
  it('finds a size however it is written', () => {
    expect(whereSizeIsWritten("garage 24' x 30', shop 24 BY 30.0 ft", 24, 30)).toEqual([
      { index: 7, end: 15 },
      { index: 23, end: 33 },
    ]);
    expect(whereSizeIsWritten('12x24x30', 24, 30)).toEqual([{ index: 3, end: 8 }]);
    expect(whereSizeIsWritten('124x30, 24x305, 24.5x30', 24, 30)).toEqual([]);
    expect(whereSizeIsWritten(`9'6" x 12 and 9.5 by 12`, 9.5, 12)).toEqual([
      { index: 0, end: 9 },
      { index: 14, end: 23 },
    ]);
    expect(whereSizeIsWritten('20x20, 20x20, 20x20', 20, 20, 2)).toHaveLength(2);
  });

  const texts = [
    "Garage 24x30 and shop 24 x 30; office 24'x30' plus 24ft.x30 and 24 feet by 30.00, 024x30, 1.24x30, 24x30.5, 24x30.0.1",
    '12x24x30x24x30 24 ×30 24\tx\n30 24x 30ft 24 X 30',
    `9'6" x 12, 9 ft 6 in by 12, 9.5x12, 9-6 x 12, 10.01x12 10x12`,
    '1,200 sf, 20x20 20x20. 20 x 20x20',
  ];
  const sizes: [number, number][] = [[24, 30], [30, 24], [9.5, 12], [10.01, 12], [10, 12], [20, 20], [12, 24], [9.99, 12], [0, 30]];
  it('finds what the size\'s own pattern finds', () => {
    for (const text of texts) for (const [l, w] of sizes) expect(whereSizeIsWritten(text, l, w), `${l}x${w} in ${text}`).toEqual(byOwnPattern(text, l, w));
  });
});
