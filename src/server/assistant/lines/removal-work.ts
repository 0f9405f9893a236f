/**
 * Taking the old floor out, said the many ways people say it on site: 'tile removal', 'remove the
 * old carpet', 'pull up the vinyl', 'the old vinyl tile pulled up', 'the paint has to be ground
 * off', 'tear out the carpet'. Priced flat, it names its line ('Old vinyl tile pulled up | 1 @ 525'),
 * where the words around the price would name it after a room or the next detail of a dictation.
 */
const OLD_FLOOR = String.raw`(?:the\s+|that\s+)?(?:old\s+|existing\s+)?(?:vinyl\s+|ceramic\s+|carpet\s+|peel(?:ing|ed)\s+)?(?:tiles?|carpet(?:ing)?|coating|paint|glue|mastic|adhesive|vct|linoleum|lino|vinyl|laminate)`;
const TAKE_OUT = String.raw`(?:remov(?:e|ing)|pull(?:ing)?\s+up|tear(?:ing)?\s+(?:out|up)|rip(?:ping)?\s+(?:out|up)|scrap(?:e|ing)\s+(?:off|up)|strip(?:ping)?|grind(?:ing)?\s+off)`;
const TAKEN_OUT = String.raw`(?:(?:has|have|needs?|will\s+need)\s+to\s+be\s+|to\s+be\s+)?(?:pulled\s+up|ground\s+off|torn\s+(?:out|up)|taken\s+(?:up|out)|ripped\s+(?:out|up)|scraped\s+(?:off|up)|stripped|removed)`;

export const REMOVAL_WORK_SOURCE = String.raw`\b(?:(?:tile|carpet|coating|glue|mastic|adhesive|vct|paint|old\s+floor(?:ing)?)\s+removal|${TAKE_OUT}\s+${OLD_FLOOR}|${OLD_FLOOR}\s+${TAKEN_OUT})\b`;
const REMOVAL_WORK = new RegExp(REMOVAL_WORK_SOURCE, 'i');

/** The removal work a clause names, as said ('old vinyl tile pulled up'), or null. */
export function removalWork(clause: string): string | null {
  const found = REMOVAL_WORK.exec(clause)?.[0];
  return found ? found.replace(/^(?:the|that)\s+/i, '').replace(/\s+/g, ' ') : null;
}
