import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';

// A system switched in a thread: 'let's do the metallic instead of the flake', 'switch the flake
// to quartz', 'go with quartz rather than flake'. The earlier system's line goes when a line for the
// new one is there; so does a line the reader named after the earlier system ('Metallic epoxy -
// Flake For', read from 'Flake for the 21 x 24 garage'). Clause by clause, bounded: linear.
const SYSTEM = '(flake|chip|metallic|quartz|polyaspartic|urethane\\s+cement|solid(?:\\s+colou?r)?|grind\\s+(?:and|&)\\s+seal)';
const INSTEAD = new RegExp(`\\b${SYSTEM}\\b[^.\\n]{0,40}?\\b(?:instead\\s+of|rather\\s+than|in\\s+place\\s+of)\\s+(?:the\\s+)?${SYSTEM}\\b`, 'gi');
const SWITCH = new RegExp(`\\b(?:switch|chang|swap|mov)\\w*\\s+(?:it\\s+|from\\s+)?(?:the\\s+)?${SYSTEM}\\s+(?:system\\s+)?(?:to|for)\\s+(?:the\\s+|a\\s+)?${SYSTEM}\\b`, 'gi');

// Options offered and one chosen: 'two options, solid 3.50 or flake 4.40 - he picked the flake',
// 'go ahead with the 2nd option (the full flake, not the solid)'.
const CHOSEN = new RegExp(`\\b(?:picked|chose|chosen|choosing|went\\s+with|going\\s+with|go(?:ing)?\\s+(?:ahead\\s+)?with|decided\\s+on|prefers?|wants?)\\s+(?:the\\s+)?(?:full\\s+)?${SYSTEM}\\b`, 'gi');
const CHOSEN_NUMBER = /\b(?:picked|chose|chosen|go(?:ing)?\s+(?:ahead\s+)?with|went\s+with|take|do|want)\s+(?:the\s+)?(?:option\s*#?\s*([1-4])|(1st|2nd|3rd|first|second|third)\s+(?:option|one))\b/i;
const OPTION_LINE = new RegExp(`\\boption\\s*#?\\s*([1-4])\\b[^\\n]{0,40}?\\b${SYSTEM}\\b`, 'gi');
const OFFERED = /\boptions?\b|\b(?:either|or)\b/i;

const key = (name: string): string => {
  const w = name.toLowerCase();
  return w === 'chip' ? 'flake' : w.split(/\s+/)[0]!;
};
const systemOf = (l: ExtractedLineItem): string => l.description.split(' - ')[0]!.toLowerCase();

export function dropSwitchedSystems(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  const switches: { from: string; to: string }[] = [];
  for (const clause of text.split(/\n|[.!?;](?=\s|$)/)) {
    if (clause.length > 400) continue;
    for (const m of clause.matchAll(INSTEAD)) switches.push({ to: key(m[1]!), from: key(m[2]!) });
    for (const m of clause.matchAll(SWITCH)) switches.push({ from: key(m[1]!), to: key(m[2]!) });
  }
  let out = lines;
  const chosen = OFFERED.test(text) ? chosenSystem(text) : null;
  if (chosen && out.some((l) => systemOf(l).includes(chosen))) {
    // Lines of another system over a size the chosen one covers were the options not taken.
    const covered = new Set(out.filter((l) => systemOf(l).includes(chosen)).map((l) => l.quantity));
    out = out.filter((l) => systemOf(l).includes(chosen) || !covered.has(l.quantity) || !new RegExp(SYSTEM, 'i').test(systemOf(l)));
  }
  for (const { from, to } of switches) {
    if (from === to || !out.some((l) => systemOf(l).includes(to))) continue;
    out = out.filter((l) => {
      const [system, ...area] = l.description.toLowerCase().split(' - ');
      return !system!.includes(from) && !area.join(' ').includes(from);
    });
  }
  return out;
}

function chosenSystem(text: string): string | null {
  const said = new Set<string>();
  for (const clause of text.split(/\n|[.!?;](?=\s|$)/)) {
    if (clause.length > 400) continue;
    for (const m of clause.matchAll(CHOSEN)) said.add(key(m[1]!));
  }
  if (said.size === 0) {
    const number = CHOSEN_NUMBER.exec(text);
    if (number) {
      const n = number[1] ?? { '1st': '1', first: '1', '2nd': '2', second: '2', '3rd': '3', third: '3' }[number[2]!.toLowerCase()];
      for (const m of text.matchAll(OPTION_LINE)) if (m[1] === n) said.add(key(m[2]!));
    }
  }
  return said.size === 1 ? [...said][0]! : null;
}
