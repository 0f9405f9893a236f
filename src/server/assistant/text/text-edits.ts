/** A span of a text to replace: [start, end) becomes value ('' drops it). */
export interface TextEdit {
  start: number;
  end: number;
  value: string;
}

/** The text with each edit made; edits are in order and do not overlap. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  if (edits.length === 0) return text;
  const parts: string[] = [];
  let cursor = 0;
  for (const e of edits) {
    parts.push(text.slice(cursor, e.start), e.value);
    cursor = e.end;
  }
  return parts.join('') + text.slice(cursor);
}
