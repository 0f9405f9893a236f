import { isThreadTurn, turnMessage } from '../text/thread-turns.ts';

/**
 * A deposit haggled in a text thread: the office names its share ('60% down ok?', 'we need 50% to
 * schedule'), the customer asks for another in a turn of their own ('can we do 40', 'could I put down
 * 30%?', 'how about 40?') and the next turn agrees ('sure', 'ok', 'yes that works', 'deal'). The share
 * asked for and agreed to is the deposit. A turn that answers otherwise ('no, 50 is our minimum') leaves
 * the office's share standing. Patterns are bounded and run line by line.
 */

// The ask: a whole share, with or without its percent sign, said as a question or a request ('100' whole, and
// never the first two figures of a price: 'can you do 150').
const ASK =
  /\b(?:(?:can|could|would|will)[ \t]+(?:we|i|u|you|ya)[ \t]+(?:do|go|put[ \t]+down|pay|make[ \t]+it|start[ \t]+with)|how[ \t]+about|what[ \t]+about)[ \t]+(?:like[ \t]+|only[ \t]+|just[ \t]+)?(100|[1-9]\d)(?!\d)[ \t]*(%|percent\b)?(?![\d.,]\d|[ \t]*(?:\$|sq|sf|lf|ft|feet|x\b|by\b|dollars|bucks|grand|k\b|off\b|each|ea\b|a[ \t]+(?:foot|sq|square)|per\b|\/))/i;
// A deposit spoken of in the turns just before the ask (or in the ask itself).
const DEPOSIT_SPOKEN_OF = /\b(?:deposit|dep|down|up[ \t]*front|upfront|to[ \t]+(?:start|schedule|book))\b/i;
// A turn that agrees: its first words.
const AGREES = /^(?:sure|ok(?:ay)?|k|yes|yeah|yep|yup|fine|deal|done|works|that\s+works|we\s+can\s+do\s+that|can\s+do|no\s+problem|np|sounds\s+good|of\s+course|absolutely)\b(?![ \t]*(?:but|,[ \t]*but)\b)/i;

/** The share agreed in a thread, with where the ask is said; null when none is. */
export function depositAgreedInChat(text: string): { value: number; start: number; end: number } | null {
  const lines = text.slice(0, 20_000).split('\n');
  let found: { value: number; start: number; end: number } | null = null;
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const lineStart = offset;
    offset += line.length + 1;
    if (line.length > 300 || !isThreadTurn(line)) continue;
    const ask = ASK.exec(line);
    if (!ask) continue;
    // The deposit is what the turns are about: said in the ask, or in one of the two turns before it.
    const earlier = lines.slice(Math.max(0, i - 2), i).join('\n');
    if (!DEPOSIT_SPOKEN_OF.test(line) && !DEPOSIT_SPOKEN_OF.test(earlier)) continue;
    // The next turn, the one that answers (a blank line between is no turn).
    const answer = lines.slice(i + 1, i + 3).find((l) => l.trim() !== '');
    const words = answer === undefined ? null : turnMessage(answer);
    if (words === null || !AGREES.test(words)) continue;
    const start = lineStart + ask.index;
    found = { value: Number(ask[1]), start, end: start + ask[0].length };
  }
  return found;
}
