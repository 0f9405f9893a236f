import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { areaNamesIn } from './line-items.ts';

/**
 * Work the request takes back: 'we'll skip the cove for now', 'leave out the steps', 'hold off on
 * the striping', 'forget the moisture barrier'. A thread often quotes the office's earlier offer with
 * every item; the customer's answer drops some. The lines of that work go when another line stays.
 */
const WORK = String.raw`(cove(?:\s+base)?|crack\w*|steps?|stairs?|drains?|stem\s*walls?|striping|moisture\s+barrier|mob\w*|sealer|topcoat|top\s+coat)`;
const SKIPPED = new RegExp(String.raw`\b(?:skip(?:ping)?|drop(?:ping)?|leave\s+out|leaving\s+out|forget(?:\s+about)?|hold(?:ing)?\s+off\s+on|pass(?:ing)?\s+on|without|no\s+need\s+for)\s+(?:the\s+|any\s+)?${WORK}\b|\b${WORK}\s+(?:is|are)\s+(?:out|not\s+needed|off\s+the\s+table)\b`, 'gi');

const ROOM_TAKEN_BACK = /\b(?:skip(?:ping)?|drop(?:ping)?|leave\s+out|leaving\s+out|forget(?:\s+about)?|hold(?:ing)?\s+off\s+on|pass(?:ing)?\s+on|no\s+need\s+for)\s+(?:the\s+|that\s+)?(?:[a-z]+\s+)?([a-z]{4,})\b/gi;
// Work the office says it does not take on: 'we don't do driveways, tell him', 'we do not coat pools'.
const DECLINED = /\b(?:we|i)\s+(?:don'?t|do\s+not|can'?t|cannot|won'?t)\s+(?:do|coat|pour|touch|take\s+on)\s+(?:the\s+|any\s+)?([a-z]{4,}?)(?:e?s)?\b/gi;

export function dropSkippedWork(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const skipped = new Set<string>();
  for (const m of text.matchAll(SKIPPED)) skipped.add(stem(m[1] ?? m[2] ?? ''));
  const declined = new Set<string>();
  // 'dropping the patio for now', 'leave out the basement': a room taken back.
  for (const m of text.matchAll(ROOM_TAKEN_BACK)) {
    const word = (m[1] ?? '').toLowerCase();
    if (areaNamesIn(word).length > 0) declined.add(word.replace(/e?s$/, ''));
  }
  for (const m of text.matchAll(DECLINED)) if (!/^(?:that|this|them|those|it|work|jobs?|much)$/i.test(m[1] ?? '')) declined.add(stem(m[1] ?? ''));
  if (skipped.size === 0 && declined.size === 0) return lines;
  const kept = lines.filter((l) => ![...skipped].some((w) => w && stem(l.description).includes(w)) && ![...declined].some((w) => w && l.description.toLowerCase().includes(w)));
  return kept.length > 0 ? kept : lines;
}

const stem = (s: string): string => s.toLowerCase().replace(/\s+base$/, '').replace(/(?:s|ing|ed)$/, '').slice(0, 5);
