/**
 * Two blocks printed side by side, as invoices and bid forms lay them out ('BILL TO' beside 'JOB
 * SITE', 'Customer:' beside 'Project address:'): a header line with two labels far apart, then the
 * lines under it, each split where the second label's column starts. Read line by line, the two
 * blocks interleave (the billing street joined to the site's city); read by column, each is whole.
 */

export type BlockKind = 'customer' | 'site' | 'other';

export interface SideBlock {
  kind: BlockKind;
  /** The request with everything outside this block blanked (same length, newlines kept). */
  masked: string;
  /** The block's lines, trimmed, in order. */
  lines: string[];
}

const CUSTOMER_LABEL = /^(?:bill(?:ed)?\s*to|sold\s*to|invoice\s*to|customer(?:\s*(?:info|information|name|address))?|client(?:\s*(?:info|information|name))?|owner|prepared\s*for|billing(?:\s*address)?)$/i;
const SITE_LABEL = /^(?:job\s*site|jobsite|job\s*(?:address|location)|ship\s*to|site(?:\s*address)?|project(?:\s*(?:address|location|site))?|property(?:\s*address)?|service\s*(?:address|location)|install(?:ation)?\s*(?:address|location|site)|work\s*(?:site|address|location)|location)$/i;
const HEADER = /^([ \t]*)([A-Za-z][A-Za-z /&.]{1,28}?)[ \t]*:?([ \t]{3,})([A-Za-z][A-Za-z /&.]{1,28}?)[ \t]*:?[ \t]*$/;

const kindOf = (label: string): BlockKind | null => (CUSTOMER_LABEL.test(label.trim()) ? 'customer' : SITE_LABEL.test(label.trim()) ? 'site' : null);

/** The header's two blocks, when the request has such a header in its first 6,000 characters. */
// A header line holds a label word and a gap of three spaces or more; most requests have none.
const MAYBE_HEADER = /\b(?:bill(?:ed)?|sold|invoice|customer|client|owner|prepared|billing|job|jobsite|ship|site|project|property|service|install\w*|work|location)\b[^\n]*?[ \t]{3,}/i;

export function sideBySideBlocks(text: string): SideBlock[] {
  const head = text.slice(0, 6000);
  if (!MAYBE_HEADER.test(head)) return [];
  let offset = 0;
  const lines = head.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const header = line.length < 90 && /[ \t]{3}/.test(line) ? HEADER.exec(line) : null;
    offset += line.length + 1;
    if (!header) continue;
    const leftKind = kindOf(header[2]!);
    const rightKind = kindOf(header[4]!);
    // One of the two labels must say whom to bill or where the work is.
    if (!leftKind && !rightKind) continue;
    const column = header[1]!.length + header[2]!.length + line.slice(header[1]!.length + header[2]!.length).indexOf(header[4]!);
    const left: { start: number; end: number; text: string }[] = [];
    const right: { start: number; end: number; text: string }[] = [];
    let at = offset;
    for (const below of lines.slice(i + 1, i + 9)) {
      const belowStart = at;
      at += below.length + 1;
      if (!below.trim()) {
        if (left.length + right.length > 0) break;
        continue;
      }
      const split = splitAt(below, column);
      if (split === null) break;
      const leftText = below.slice(0, split).trim();
      const rightText = below.slice(split).trim();
      if (leftText) left.push({ start: belowStart + below.indexOf(leftText), end: belowStart + below.indexOf(leftText) + leftText.length, text: leftText });
      if (rightText) right.push({ start: belowStart + split + below.slice(split).indexOf(rightText), end: belowStart + split + below.slice(split).indexOf(rightText) + rightText.length, text: rightText });
    }
    if (left.length === 0 || right.length === 0) continue;
    const mask = (parts: { start: number; end: number }[]): string => {
      const chars = text.replace(/[^\n]/g, ' ').split('');
      for (const p of parts) for (let k = p.start; k < p.end; k += 1) chars[k] = text[k]!;
      return chars.join('');
    };
    return [
      { kind: leftKind ?? 'other', masked: mask(left), lines: left.map((p) => p.text) },
      { kind: rightKind ?? 'other', masked: mask(right), lines: right.map((p) => p.text) },
    ];
  }
  return [];
}

/**
 * Where a line under the header splits: the gap of two spaces or more nearest the second label's
 * column; a line that starts at that column is all right-hand, one that ends before it all
 * left-hand. A line with no gap near the column is no longer part of the blocks.
 */
function splitAt(line: string, column: number): number | null {
  const indent = line.length - line.trimStart().length;
  if (indent >= column - 2) return Math.min(indent, line.length);
  if (line.trimEnd().length <= column + 1) return line.length;
  let best: number | null = null;
  for (const gap of line.matchAll(/[ \t]{2,}/g)) {
    const end = gap.index + gap[0].length;
    if (Math.abs(end - column) <= 4 && (best === null || Math.abs(end - column) < Math.abs(best - column))) best = end;
  }
  return best;
}
