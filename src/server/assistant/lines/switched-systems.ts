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
// Options a note or sheet labels by letter or number, with the system and its price: '(A) solid 3.50
// (B) flake 4.40', 'Option A (solid 3.75)   Option B (flake 4.85)', 'Opt 2 - quartz 5.60'.
const LABELLED_OPTION = new RegExp(`(?:\\b(?:option|opt\\.?)[ \\t]*#?[ \\t]*([A-Da-d]|[1-4])\\b|(?:^|[ \\t])\\(([A-D]|[1-4])\\)|(?:^|[ \\t])([A-D])\\))[ \\t:=-]*\\(?[ \\t]*${SYSTEM}\\b(?:[ \\t]+(?:system|epoxy|coat(?:ing)?))?[ \\t:=@-]*\\$?[ \\t]*(\\d{1,3}\\.\\d{1,2})?`, 'gim');
// 'picked B', 'Customer picked: Option B (flake)', 'went with opt 2', 'chose (A)'.
const CHOSEN_LABEL = /\b(?:picked|picks|chose|chosen|choosing|selected|went\s+with|going\s+with|go(?:ing)?\s+(?:ahead\s+)?with|decided\s+on|take|takes|took|wants?|prefers?)[ \t]*:?[ \t]*(?:the[ \t]+)?(?:(option|opt\.?)[ \t]*#?[ \t]*)?\(?([A-Da-d]|[1-4])\)?(?![\w'])/gi;
const OFFERED = /\boptions?\b|\b(?:either|or)\b/i;

const key = (name: string): string => {
  const w = name.toLowerCase();
  return w === 'chip' ? 'flake' : w.split(/\s+/)[0]!;
};
/** A line's system, lower case: the part of its name before ' - ' ('Flake system - Garage' -> 'flake system'). */
export const systemOf = (l: ExtractedLineItem): string => l.description.split(' - ')[0]!.toLowerCase();

// A system priced and turned down in the same sentence: 'she picked metallic over the quartz at 6.10', 'he
// asked about the metallic ($7.50) but went with solid', 'first asked for metallic at 9.25 but ... use 6.80',
// 'quoted him metallic at 8.50, he decided on plain gray instead', 'mentioned polyaspartic (5.60) but said no'.
// The system's own price follows it within a few words.
const PRICED_SYSTEM = new RegExp(`\\b${SYSTEM}\\b(?:[ \\t]+(?:system|epoxy|coat(?:ing)?|finish|floor))?[ \\t]*(?:,[ \\t]*)?(?:at|@|for|-|\\()?[ \\t]*\\$?[ \\t]?(\\d{1,3}\\.\\d{2})(?![\\d.])`, 'gi');
// Said just before it: only asked about, offered or first wanted.
const ONLY_ASKED = /\b(?:asked\s+(?:about|for)|mentioned|wanted|quoted(?:\s+(?:him|her|them))?|first|originally|initially|at\s+first|talked\s+about|looked\s+at|considered|thought\s+about|was\s+going\s+to\s+do)\b[^.;\n\d]{0,24}$/i;
// Said after it in the sentence: the turn to something else.
const TURNED_DOWN = /\b(?:but|instead|decided|went\s+with|going\s+with|picked|chose|said\s+no|declined|passed|no\s+thanks|too\s+(?:pricey|expensive|much|high)|not\s+interested)\b/i;

/** The prices of systems the request turns down in the sentence that prices them. */
function declinedRates(text: string): Set<number> {
  const rates = new Set<number>();
  if (!/\d\.\d\d/.test(text)) return rates;
  // (A semicolon joins the turn to what it turns from: 'quoted metallic 8.50; he went with solid'.)
  for (const sentence of text.split(/\n|[!?]|\.(?=\s|$)/)) {
    if (sentence.length > 400) continue;
    for (const m of sentence.matchAll(PRICED_SYSTEM)) {
      const before = sentence.slice(Math.max(0, m.index - 40), m.index);
      const after = sentence.slice(m.index + m[0].length);
      if (/\bover\s+(?:the\s+)?$/i.test(before) || (ONLY_ASKED.test(before) && TURNED_DOWN.test(after))) rates.add(Number(m[2]));
    }
  }
  return rates;
}

export function dropSwitchedSystems(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  // A line at a turned-down price goes when another line covers the same floor at another price.
  const declined = declinedRates(text);
  if (declined.size > 0) {
    lines = lines.filter((l) => !declined.has(l.rate) || !lines.some((o) => o !== l && o.quantity === l.quantity && !declined.has(o.rate)));
  }
  const switches: { from: string; to: string }[] = [];
  for (const clause of text.split(/\n|[.!?;](?=\s|$)/)) {
    if (clause.length > 400) continue;
    for (const m of clause.matchAll(INSTEAD)) switches.push({ to: key(m[1]!), from: key(m[2]!) });
    for (const m of clause.matchAll(SWITCH)) switches.push({ from: key(m[1]!), to: key(m[2]!) });
  }
  let out = lines;
  const labelled = labelledOptions(text);
  const chosen = labelled?.chosen.system ?? (OFFERED.test(text) ? chosenSystem(text) : null);
  if (chosen && out.some((l) => systemOf(l).includes(chosen))) {
    // Lines of another system over a size the chosen one covers were the options not taken.
    const covered = new Set(out.filter((l) => systemOf(l).includes(chosen)).map((l) => l.quantity));
    out = out.filter((l) => systemOf(l).includes(chosen) || !covered.has(l.quantity) || !new RegExp(SYSTEM, 'i').test(systemOf(l)));
    // A labelled option is offered for the whole job: a floor priced at an option not taken is done in the
    // chosen one ('Option A (solid 3.75)  Option B (flake 4.85)' over the rooms, 'picked B for both').
    const rate = labelled?.chosen.rate;
    const template = out.find((l) => systemOf(l).includes(chosen));
    if (labelled && rate !== undefined && template) {
      const system = template.description.split(' - ')[0]!;
      out = out.map((l) => {
        const option = labelled.others.find((o) => systemOf(l).includes(o.system) && o.rate === l.rate);
        const area = l.description.split(' - ').slice(1).join(' - ');
        return option && area ? { ...l, description: `${system} - ${area}`, rate } : l;
      });
    }
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

interface Option {
  label: string;
  system: string;
  rate: number | undefined;
}

/** Options labelled by letter or number and the one said to be chosen; null unless exactly one is. */
function labelledOptions(text: string): { chosen: Option; others: Option[] } | null {
  if (!/[(]?\b[A-D1-4]\)|\bopt/i.test(text)) return null;
  const options = new Map<string, Option>();
  for (const line of text.split('\n')) {
    if (line.length > 400) continue;
    for (const m of line.matchAll(LABELLED_OPTION)) {
      const label = (m[1] ?? m[2] ?? m[3]!).toUpperCase();
      if (!options.has(label)) options.set(label, { label, system: key(m[4]!), rate: m[5] ? Number(m[5]) : undefined });
    }
  }
  if (options.size < 2) return null;
  const said = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.length > 400) continue;
    for (const m of line.matchAll(CHOSEN_LABEL)) {
      // A bare lower-case letter is a word ('wants a'), not a label.
      if (!m[1] && /[a-d]/.test(m[2]!)) continue;
      if (options.has(m[2]!.toUpperCase())) said.add(m[2]!.toUpperCase());
    }
  }
  if (said.size !== 1) return null;
  const chosen = options.get([...said][0]!)!;
  return { chosen, others: [...options.values()].filter((o) => o !== chosen && o.system !== chosen.system) };
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
