import type { ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';

// A system switched in a thread: 'let's do the metallic instead of the flake', 'switch the flake
// to quartz', 'go with quartz rather than flake'. The earlier system's line goes when a line for the
// new one is there; so does a line the reader named after the earlier system ('Metallic epoxy -
// Flake For', read from 'Flake for the 21 x 24 garage'). Clause by clause, bounded: linear.
const SYSTEM = '(flake|chip|metallic|quartz|polyaspartic|urethane\\s+cement|solid(?:\\s+colou?r)?|grind\\s+(?:and|&)\\s+seal)';
const INSTEAD = new RegExp(`\\b${SYSTEM}\\b[^.\\n]{0,40}?\\b(?:instead\\s+of|rather\\s+than|in\\s+place\\s+of)\\s+(?:the\\s+)?${SYSTEM}\\b`, 'gi');
const SWITCH = new RegExp(`\\b(?:switch|chang|swap|mov)\\w*\\s+(?:it\\s+|from\\s+)?(?:the\\s+)?${SYSTEM}\\s+(?:system\\s+)?(?:to|for)\\s+(?:the\\s+|a\\s+)?${SYSTEM}\\b`, 'gi');

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
  for (const { from, to } of switches) {
    if (from === to || !out.some((l) => systemOf(l).includes(to))) continue;
    out = out.filter((l) => {
      const [system, ...area] = l.description.toLowerCase().split(' - ');
      return !system!.includes(from) && !area.join(' ').includes(from);
    });
  }
  return out;
}
