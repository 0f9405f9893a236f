/**
 * A bid sheet's alternates: work priced beside the base bid for the owner to take or leave ('ALT 1 -
 * Hallway ...', 'Add Alternate B: ...', 'Alt #2 Corridor sealer ... (declined)'). An alternate is on the
 * quote only when the sheet says it was taken: a mark on its own row ('ACCEPTED 11/20', 'approved',
 * 'incl.', 'selected') or a stated total that names it ('Total base + Alt 1'). Any other alternate, and
 * an option the row says was turned down ('Option: clear topcoat +$0.50/sf - declined'), is dropped with
 * its row; a taken one loses its label and its mark, so its row reads as the area it names (and a CSV
 * row keeps its cells: nothing is padded with spaces).
 */

// The label that opens the row, after a bullet or a row number: 'ALT A -', 'Alt #1:', 'Add Alt. 2',
// 'Alternate No. 3 -', 'Deduct alternate C'.
const ALTERNATE_LABEL = /^([ \t]*(?:[-*\u2022>]+[ \t]*|\d{1,3}[.)]?[ \t]+)?)((?:add(?:itive)?[ \t]+|deduct(?:ive)?[ \t]+)?(?:alternate|alt\.?)(?![a-z])(?:[ \t]*(?:#|no\.?)?[ \t]*(?:\d{1,2}|[A-Z])(?![A-Za-z0-9]))?[ \t]*(?:[:.)-]|\u2013|\u2014)?[ \t]*)/i;
// An option offered on its own row ('Option: ...', 'Option B -', 'Optional add:').
const OPTION_LABEL = /^([ \t]*(?:[-*\u2022>]+[ \t]*|\d{1,3}[.)]?[ \t]+)?)((?:add(?:itive)?[ \t]+)?option(?:al)?(?:[ \t]*(?:#|no\.?)?[ \t]*(?:\d{1,2}|[A-Z])(?![A-Za-z0-9]))?(?:[ \t]*\((?:add|deduct)\))?[ \t]*(?:add)?[ \t]*(?:[:.)-]|\u2013|\u2014)?[ \t]*)/i;
// An alternate's contact or phone ('Alt. phone', 'Alt contact') is no bid item.
const NOT_WORK = /^(?:ph(?:one)?|cell|tel|contact|e-?mail|#|number|address|site|name)\b/i;
// What a row costs: a price, a dollar figure or an amount.
const PRICED = /\$[ \t]?\d|@[ \t]*\$?\d|(?<![\d.])\d{1,6}\.\d{2}(?![\d.])|(?<![\w.])\d[\d,]*[ \t]*(?:sf|lf|sq[ \t.]*ft)\b/i;

const TURNED_DOWN = /\b(?:declined|rejected|refused|not[ \t]+(?:accepted|approved|awarded|incl(?:uded|\.)?|selected|taken|wanted|in[ \t]+(?:the[ \t]+)?(?:base|contract|scope|total))|excluded|passed|dropped|deleted|no[ \t]+go|nic)(?![a-z])/i;
const TAKEN = /\b(?:accepted|approved|awarded|included|incl\.?|selected|chosen|picked|taken|added|owner[ \t]+(?:wants|took)|go(?:ing)?[ \t]+with|yes)(?![a-z])/i;

const MARK_IN_BRACKETS = /[ \t]*\([^()\n]{0,60}\)/g;

// A stated total that names the alternates it holds: 'TOTAL (Base + Alt 1)', 'Total base + Alt 1 + Alt 3',
// 'Grand total incl. alt A'.
const TOTAL_LINE = /^[ \t]*(?:grand[ \t]+|contract[ \t]+|bid[ \t]+)?total\b[^\n]{0,80}/gim;
const NAMED_ALTERNATE = /\balt(?:ernate)?\.?[ \t]*(?:#|no\.?)?[ \t]*(\d{1,2}|[A-Z])(?![A-Za-z0-9])/gi;

/** The alternates' keys ('1', 'a') a stated total says it includes. */
function alternatesInTotals(text: string): Set<string> {
  const keys = new Set<string>();
  for (const total of text.matchAll(TOTAL_LINE)) {
    if (!/\bbase\b|\+|\bincl|\bwith\b|\bw\//i.test(total[0])) continue;
    for (const m of total[0].matchAll(NAMED_ALTERNATE)) keys.add(m[1]!.toLowerCase());
  }
  return keys;
}

const keyOf = (label: string): string | null => /(?:alt\.?|alternate)[ \t]*(?:#|no\.?)?[ \t]*(\d{1,2}|[A-Z])(?![A-Za-z0-9])/i.exec(label)?.[1]?.toLowerCase() ?? null;

/** Alternates the sheet does not take are dropped; taken ones lose their label. */
export function alternatesTaken(text: string): string {
  if (!/\balt|\boption/i.test(text)) return text;
  const inTotal = alternatesInTotals(text);
  return text
    .split('\n')
    .map((line): string | null => {
      if (line.length > 400 || !PRICED.test(line)) return line;
      const alternate = ALTERNATE_LABEL.exec(line);
      if (alternate && alternate[2]!.trim() && !NOT_WORK.test(line.slice(alternate[0].length))) {
        const rest = line.slice(alternate[0].length);
        const key = keyOf(alternate[2]!);
        const taken = !TURNED_DOWN.test(rest) && (TAKEN.test(rest) || (key !== null && inTotal.has(key)));
        if (!taken) return null;
        // The mark is no part of the area's name ('Hallway (ACCEPTED 11/20)'). On a sheet aligned with
        // spaces, label and mark give way to as many spaces, so every cell stays under its header.
        const aligned = !/[|\t]/.test(line) && / {2,}\S/.test(rest);
        const blank = (removed: string): string => (aligned ? ' '.repeat(removed.length) : '');
        return alternate[1]! + blank(alternate[2]!) + rest.replace(MARK_IN_BRACKETS, (mark: string) => (TAKEN.test(mark) ? blank(mark) : mark));
      }
      const option = OPTION_LABEL.exec(line);
      if (option && option[2]!.trim() && TURNED_DOWN.test(line.slice(option[0].length))) return null;
      return line;
    })
    .filter((line) => line !== null)
    .join('\n');
}
