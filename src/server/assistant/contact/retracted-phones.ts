/**
 * A number the writer takes back after giving it: 'Home number is 423-555-0116. ... PS - the home line
 * is getting disconnected next week, please call my cell instead: 423-555-0161', 'Call 207-555-0141.
 * ... sorry, wrong number above, that's the old landline. Cell is 207-555-0148.' The remark sits
 * between the two numbers: the one before it loses, the one after it wins. Only a remark about a
 * phone line counts ('we're going away for the holidays' is none), and 'instead' only right by the
 * number it asks for.
 */

interface Candidate {
  value: string;
  start: number;
  end: number;
  score: number;
}

// A remark that the number given is no longer the one to use. ('#' is a word here too, so the edges are
// no '\b', which needs a letter or digit beside it: 'wrong # above', 'the old # is cut off'.)
const TAKEN_BACK =
  /(?<!\w)(?:wrong\s+(?:number|#|phone|cell|one)|(?:old|previous|former)\s+(?:home\s+|house\s+|work\s+)?(?:number|#|phone|line|landline|cell)|(?:number|#|phone|line|landline|cell)(?!\w)[^.\n\d]{0,30}?\b(?:disconnect(?:ed|ing)|(?:shut|cut|turned)\s+off|cancell?ed|going\s+away|out\s+of\s+service|no\s+longer\s+(?:works?|working|in\s+service|active)|(?:doesn'?t|does\s+not|won'?t)\s+work)|getting\s+rid\s+of\s+(?:the|that|our|my)\s+(?:landline|line|number|phone|home\s+phone)|(?:ignore|scratch|disregard)\s+(?:that|the)\s+(?:number|phone|one)(?:\s+above)?)(?!\w)/i;
// '... please call my cell instead: 423-...', 'text 555-... instead'.
const INSTEAD_BEFORE = /\binstead\b[^.\n\d]{0,12}$/i;
const INSTEAD_AFTER = /^[ \t)]{0,3}instead\b/i;
// 'my new cell is ... (old number was 555-...)': the remark names the later number, which it takes back.
const NAMES_THE_LATER = /\b(?:old|previous|former|wrong)\s+(?:home\s+|house\s+|work\s+)?(?:number|#|phone|line|landline|cell)(?!\w)[^.;\n\d]{0,15}$/i;
const MAX_GAP = 300;

export function scoreRetractedPhones(text: string, candidates: Candidate[]): void {
  const ordered = [...candidates].sort((a, b) => a.start - b.start);
  for (let i = 1; i < ordered.length; i += 1) {
    const earlier = ordered[i - 1]!;
    const later = ordered[i]!;
    if (earlier.value === later.value || later.start - earlier.end > MAX_GAP) continue;
    const gap = text.slice(earlier.end, later.start);
    const instead = INSTEAD_BEFORE.test(gap) || INSTEAD_AFTER.test(text.slice(later.end, later.end + 16));
    if (NAMES_THE_LATER.test(gap) && !instead) continue;
    if (!instead && !TAKEN_BACK.test(gap)) continue;
    earlier.score -= 3;
    later.score += 3;
  }
}
