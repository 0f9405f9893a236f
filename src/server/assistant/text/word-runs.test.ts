import { describe, expect, it } from 'vitest';
import { findWordRun, type WordRunOptions } from './word-runs.ts';

const BLANKS = /[ \t]+/y;
const BREAKS = /(?:[\s,]+|-)/y;
const COMMAS = /[\s,]+/y;

/** What the per-request pattern finds, for comparison. */
function byPattern(text: string, words: string[], options: WordRunOptions, from = 0): { index: number; end: number } | null {
  const escape = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(words.map((w) => escape(w) + (options.stop ? '\\.?' : '')).join(options.gap.source) + (options.endsWord ? '(?![\\p{L}])' : ''), 'giu');
  pattern.lastIndex = from;
  const m = pattern.exec(text);
  return m ? { index: m.index, end: m.index + m[0].length } : null;
}

describe('findWordRun', () => {
  it('finds the words where the request writes them, case ignored', () => {
    expect(findWordRun('call SUE  ellen tate', ['sue', 'Ellen'], { gap: BLANKS })).toEqual({ index: 5, end: 15 });
    expect(findWordRun('Jean-Luc Picard', ['jean', 'luc', 'picard'], { gap: BREAKS })).toEqual({ index: 0, end: 15 });
    expect(findWordRun('Mei C. Chow', ['mei', 'c'], { gap: COMMAS, stop: true })).toEqual({ index: 0, end: 6 });
    expect(findWordRun('Sue Ellena, Sue Ellen', ['sue', 'ellen'], { gap: BLANKS, endsWord: true })).toEqual({ index: 12, end: 21 });
    expect(findWordRun('Sue Ellen and Sue Ellen', ['sue', 'ellen'], { gap: BLANKS }, 9)).toEqual({ index: 14, end: 23 });
    expect(findWordRun('nobody here', ['sue', 'ellen'], { gap: BLANKS })).toBeNull();
  });

  const texts = [
    'Hi, this is Sue Ellen Tate, SUE ELLEN from the office. sue  ellen\tTate.',
    'Mary-Kate O\'Brien, mary kate o\'brien jr. and Mary , Kate',
    'Kelvin \u212aate and the long \u017fue Ellen; \u0130smail ismail',
    'Jos\u00e9 Mar\u00eda Castañeda, JOSÉ MARÍA, jose maria',
    'Dr. A.B. Smith, a.b. smith. Ellen\u00e9 Sue Ellen\u00e9',
    'ζωή Σοφία σοφίας ΣΟΦΊΑ, ς',
  ];
  const wordSets = [['sue', 'ellen'], ['Sue', 'Ellen', 'Tate'], ['mary', 'kate'], ["o'brien", 'jr'], ['kate'], ['sue'], ['ismail'], ['jos\u00e9', 'mar\u00eda'], ['a.b', 'smith'], ['ellen'], ['σοφία'], ['-kate'], ['mary', ',kate'], ['smith', '']];
  const optionSets: WordRunOptions[] = [{ gap: BLANKS }, { gap: BLANKS, endsWord: true }, { gap: BREAKS }, { gap: COMMAS, stop: true }, { gap: COMMAS, stop: true, endsWord: true }];
  it('finds what the per-request pattern finds', () => {
    for (const text of texts) {
      for (const words of wordSets) {
        for (const options of optionSets) {
          for (const from of [0, 5, 20]) expect(findWordRun(text, words, options, from), `${words.join(' ')} in ${text} from ${from}`).toEqual(byPattern(text, words, options, from));
        }
      }
    }
  });
});
