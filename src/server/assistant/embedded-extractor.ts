import type { ExtractedDraft } from '../../shared/assistant/extracted-draft.ts';
import { findAddress, findCustomerName, findEmail, findPhone, type Found } from './contact-details.ts';
import { extractLineItems } from './line-items.ts';
import { DEFAULT_DEPOSIT, findPaymentTerms } from './payment-terms.ts';
import type { ExtractInput, Extraction, QuoteExtractor } from './quote-extractor.ts';
import { cleanRequestText } from './text-cleanup.ts';
import { rewriteMeasurementTables } from './measurement-tables.ts';
import { ExtractionPool } from './extraction-pool.ts';
import { boundRequestText, dropLongTokens } from './request-text-limits.ts';
import { locateSources } from './source-spans.ts';

/**
 * DESIGN.md's embedded extractor: a deterministic, offline reader of flooring requests as staff type,
 * dictate, jot down or paste them. It runs when no AI provider is configured and in every test.
 * Each detail that is found is blanked out before the next is looked for, so a phone number never
 * becomes a price and a house number never becomes an area.
 */
/** extractedDraftSchema's limit. */
const MAX_LINE_ITEMS = 200;

export function extractDraftFromText(input: string): ExtractedDraft {
  return readRequest(input).draft;
}

/** The whole reading, in this thread: draft, where each value came from, and remarks for staff. */
export function readRequest(input: string): Extraction {
  const bounded = boundRequestText(input);
  const draft = readDraft(bounded.text);
  const { sources, warnings } = locateSources(input, draft);
  if (bounded.cut) warnings.push('The request was long; only its first part was read. Check the draft against the rest.');
  return { draft, sources, warnings };
}

function readDraft(raw: string): ExtractedDraft {
  let text = dropLongTokens(cleanRequestText(rewriteMeasurementTables(raw)));
  // ';' marks where a phone or e-mail was (a name may sit right before it), '|' an address.
  const blankOut = <T>(found: Found<T> | null, mark = ';'): T | null => {
    if (!found) return null;
    const parts: string[] = [];
    let cursor = 0;
    for (const { start, end } of [...found.spans].sort((a, b) => a.start - b.start)) {
      if (start < cursor || end <= start) continue;
      parts.push(text.slice(cursor, start), mark, ' '.repeat(end - start - 1));
      cursor = end;
    }
    text = parts.join('') + text.slice(cursor);
    return found.value;
  };

  const customerEmail = blankOut(findEmail(text));
  const customerPhone = blankOut(findPhone(text));
  const customerAddress = blankOut(findAddress(text), '|');
  const customerName = blankOut(findCustomerName(text));
  const terms = findPaymentTerms(text);
  const discountRate = blankOut(terms.discountRate) ?? 0;
  const depositPercentage = blankOut(terms.depositPercentage) || DEFAULT_DEPOSIT;
  const amountNotes = terms.amounts.map((amount) => blankOut(amount));
  const { lineItems, projectTitle } = extractLineItems(text);
  const notes = [...amountNotes.map((n) => (n ? `${n}.` : '')), scheduleNotes(raw) ?? ''].filter(Boolean).join(' ');

  return {
    customerName,
    customerPhone,
    customerEmail,
    customerAddress,
    projectTitle,
    lineItems: lineItems.slice(0, MAX_LINE_ITEMS),
    discountRate,
    depositPercentage,
    notes: notes || null,
  };
}

const SCHEDULE = /\b(?:by|before|until|no\s+later\s+than|open(?:ing)?\s+(?:by|on))\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}|\b(?:deadline|schedul\w*|timing|asap|rush)\b/i;

/** Sentences about timing are kept for the estimator; nothing else is guessed into notes. */
function scheduleNotes(raw: string): string | null {
  const sentences = raw.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => SCHEDULE.test(s));
  const notes = sentences.join(' ').slice(0, 500).trim();
  return notes || null;
}

let sharedPool: ExtractionPool | null = null;

/**
 * Reads in a worker thread of a shared pool under a time limit (issue 11 item 2a), so a request
 * that takes too long to read is refused (ExtractionTimeoutError) and the server keeps answering.
 * `inProcess` reads on the calling thread (scripts measuring the reader itself).
 */
export class EmbeddedExtractor implements QuoteExtractor {
  readonly name = 'embedded';
  private readonly pool: ExtractionPool | null;

  constructor(options: { inProcess?: boolean; pool?: ExtractionPool } = {}) {
    this.pool = options.inProcess ? null : (options.pool ?? (sharedPool ??= new ExtractionPool()));
  }

  extract(input: ExtractInput): Promise<Extraction> {
    if (!this.pool) return Promise.resolve(readRequest(input.text));
    return this.pool.read(input.text);
  }
}
