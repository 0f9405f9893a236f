import type { ExtractedDraft, ExtractedLineItem } from '#shared/assistant/extracted-draft.ts';
import { emailOfCustomer, findAddress, findCustomerName, findEmail, findPhone, isIntermediaryEmail, isIntermediaryPhone, quotedThreadText, type Found } from './contact/contact-details.ts';
import { extractLineItems } from './lines/line-items.ts';
import { DEFAULT_DEPOSIT, findPaymentTerms, termsInColumns } from './terms/payment-terms.ts';
import type { ExtractInput, Extraction, QuoteExtractor } from './quote-extractor.ts';
import { cleanRequestText } from './text/text-cleanup.ts';
import { rewriteMeasurementTables } from './sheets/measurement-tables.ts';
import { ExtractionPool } from './extraction-pool.ts';
import { boundRequestText, dropLongTokens } from './request-text-limits.ts';
import { repairOcrText } from './text/ocr-repair.ts';
import { locateSources } from './source-spans.ts';
import { agreeWithStatedTotal } from './terms/stated-total.ts';
import { readTakeoffTables } from './sheets/takeoff-table.ts';
import { fillMissingRates, pairSizesWithRates, pricedSizesInClauses } from './sizes/size-pairing.ts';
import { chooseCustomerName } from './customer/customer-name.ts';
import { addressAgreement, addressByZip, cityWrittenOut, needsZipReading } from './contact/address-by-zip.ts';
import { projectTitleFor } from './project-title.ts';
import { jobSiteName } from './customer/job-site-name.ts';
import { ratesNamedPerArea } from './lines/area-rates.ts';
import { dropSwitchedSystems } from './lines/switched-systems.ts';
import { priceListLines } from './sheets/price-list-lines.ts';
import { priceOnlySaidForFloors, pricesForUnpricedAreas, sameAsTheFloorBefore } from './lines/unpriced-areas.ts';
import { feesInClauses } from './lines/fee-lines.ts';
import { flatPricedSizes } from './lines/flat-sized-lines.ts';
import { dropRestatedLines } from './lines/restated-lines.ts';
import { dropSkippedWork, roomsInScope, roomsTakenBack } from './taken-back/index.ts';
import { addOnForNamedRoom, countsForCountLines, feesSaidInProse, nameAreasByTheirLines } from './lines/line-repair.ts';
import { readSpokenEmail, readSpokenPhone, spokenZipsToDigits } from './speech/spoken-details.ts';
import { dropRestatedSizes } from './sizes/restated-areas.ts';
import { keepMeasuredAreas } from './sizes/measured-areas.ts';
import { areaInEachPart } from './sizes/area-in-each-part.ts';
import { countedSizes } from './sizes/counted-sizes.ts';
import { namedBySizes } from './sizes/size-names.ts';
import { subjectSizesSaidAgain } from './sizes/subject-sizes.ts';
import { countsOfPiecePrices } from './lines/piece-prices.ts';
import { alternatesTaken } from './sheets/alternate-bids.ts';
import { blankFiguresNotWork } from './lines/figures-not-work.ts';
import { noteRows } from './sheets/note-rows.ts';
import { roomsPricedInNote } from './lines/note-priced-rooms.ts';
import { blankWorkWordsInPlaceNames } from './lines/place-names.ts';
import { linesAsAsked } from './lines/lines-as-asked.ts';
import { coatsSummed } from './lines/summed-coats.ts';

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
  const draft = readDraft(repairOcrText(bounded.text));
  const { sources, warnings } = locateSources(input, draft);
  if (bounded.cut) warnings.push('The request was long; only its first part was read. Check the draft against the rest.');
  // City, state and ZIP that the ZIP database does not agree with are flagged, never kept silently.
  const disagreement = addressAgreement(draft.customerAddress);
  if (disagreement) {
    warnings.push(disagreement);
    for (const s of sources.filter((s) => s.field === 'customerAddress')) {
      s.flag ??= disagreement;
      s.confidence = Math.min(s.confidence, 0.5);
    }
  }
  return { draft, sources, warnings };
}

function readDraft(request: string): ExtractedDraft {
  // Alternates the sheet does not take are no part of the request's work.
  const raw = alternatesTaken(request);
  // A takeoff sheet is read by its columns; its rows are then blanked so that the prose reader,
  // which still finds the customer and the terms around the table, never reads them as prose.
  const tables = readTakeoffTables(raw);
  let prose = raw;
  if (tables.lines.length > 0) {
    const parts: string[] = [];
    let cursor = 0;
    for (const span of tables.tableSpans) {
      parts.push(prose.slice(cursor, span.start), ' '.repeat(span.end - span.start));
      cursor = span.end;
    }
    prose = parts.join('') + prose.slice(cursor);
  }
  let text = areaInEachPart(keepMeasuredAreas(dropRestatedSizes(dropLongTokens(blankFiguresNotWork(cleanRequestText(spokenZipsToDigits(tables.lines.length > 0 ? prose : rewriteMeasurementTables(raw))))))));
  // The thread's headers, before the details in them are blanked (the terms are ordered by message).
  const beforeBlanking = text;
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

  // Said aloud ('k szymanski at verizon dot net', 'four one two nine two one oh oh three seven'):
  // read from the transcript's own words when no written form is found.
  // A takeoff may write the customer's details as rows of its table ('Phone,(616) 555-0196,,,'),
  // which the table reader blanked: read there only when the prose has none.
  const inTables = tables.lines.length > 0 ? dropLongTokens(cleanRequestText(raw)) : null;
  // A reply that says only 'go ahead' leaves the customer's details in the message it quotes.
  const quoted = quotedThreadText(raw);
  const customerEmail = blankOut(findEmail(text)) ?? readSpokenEmail(raw)?.value ?? (inTables ? findEmail(inTables)?.value : null) ?? (quoted ? findEmail(quoted)?.value : null) ?? null;
  const customerPhone = blankOut(findPhone(text)) ?? readSpokenPhone(raw)?.value ?? (inTables ? findPhone(inTables)?.value : null) ?? (quoted ? findPhone(quoted)?.value : null) ?? null;
  // The written-out reader first; the ZIP-anchored reader when that finds none, or one without a
  // ZIP, or one with label words in it ('In Charlotte', 'City State Zip Kingman').
  const written = findAddress(text);
  const byZip = !written || needsZipReading(written.value) ? addressByZip(text) : null;
  // The address found by its ZIP is blanked too when it is written in one piece ('at 1250 Osprey Cove
  // Drive, Jacksonville, 32225' holds no price and no cove); a form's 'Zip:' field far from the street
  // would take the message between them.
  const byZipInOnePiece = byZip && byZip.end - byZip.start <= 120 && !text.slice(byZip.start, byZip.end).includes('\n');
  const foundAddress = (byZip ? (blankOut(written, '|'), byZipInOnePiece ? blankOut({ value: byZip.value, spans: [byZip] }, '|') : byZip.value) : blankOut(written, '|')) ?? (inTables ? (addressByZip(inTables) ?? findAddress(inTables))?.value : null) ?? (quoted ? (addressByZip(quoted) ?? findAddress(quoted))?.value : null) ?? null;
  // 'Jax FL 32207': a city written short is written out from its ZIP.
  const customerAddress = foundAddress && cityWrittenOut(foundAddress);
  const customerName = chooseCustomerName(raw, blankOut(findCustomerName(text)));
  const terms = findPaymentTerms(text, beforeBlanking);
  // A takeoff's terms may be columns of its table, which the table reader blanked.
  const columns = tables.lines.length > 0 && (!terms.discountRate || !terms.depositPercentage) ? termsInColumns(raw) : null;
  const discountRate = blankOut(terms.discountRate) ?? columns?.discount ?? 0;
  const saidDeposit = blankOut(terms.depositPercentage);
  // A deposit of 0 ('0% deposit, repeat customer', 'deposit waived') is said, not missing.
  const depositPercentage = saidDeposit === 0 ? 0 : saidDeposit || columns?.deposit || (quoted ? findPaymentTerms(quoted).depositPercentage?.value : null) || DEFAULT_DEPOSIT;
  const amountNotes = terms.amounts.map((amount) => blankOut(amount));
  const lineText = subjectSizesSaidAgain(blankWorkWordsInPlaceNames(text));
  const proseLines = extractLineItems(lineText);
  // A note written wholly in rows is read row by row; anything else by the prose reader and its repairs.
  const rows = tables.lines.length > 0 ? null : noteRows(lineText);
  const lineItems = tables.lines.length > 0 ? tables.lines.map((l) => l.item) : (rows ?? repairProseLines(lineText, proseLines.lineItems));
  const projectTitle = projectTitleFor(tables.lines.length > 0 && proseLines.lineItems.length === 0 ? tableTitle(raw, lineItems) : proseLines.projectTitle, lineItems, raw, jobSiteName(raw, customerName));
  const ownEmail = customerEmail && emailOfCustomer(beforeBlanking, customerEmail, customerName);
  const notes = [...amountNotes.map((n) => (n ? `${n}.` : '')), scheduleNotes(raw) ?? ''].filter(Boolean).join(' ');

  return {
    customerName,
    customerPhone: customerPhone && isIntermediaryPhone(raw, customerPhone, customerName) ? null : customerPhone,
    // The customer's own address first (a realtor's From: over 'reach my buyers at ann.k@...'), and never a go-between's.
    customerEmail: ownEmail && isIntermediaryEmail(raw, ownEmail, customerName) ? null : ownEmail,
    customerAddress,
    projectTitle,
    lineItems: agreeWithStatedTotal(raw, priceOnlySaidForFloors(raw, lineItems).slice(0, MAX_LINE_ITEMS), discountRate),
    discountRate,
    depositPercentage,
    notes: notes || null,
  };
}

/** A takeoff's title: its 'Project:' line, else the areas of its first lines. */
type LineRepair = (text: string, lines: ExtractedLineItem[]) => ExtractedLineItem[];

/**
 * The prose reader's lines, put right by each repair in turn (each reads the request for one
 * family: sizes paired with their prices, counts, fees, per-area rates, price lists, restated or
 * skipped work, names, counted sizes). The order matters: names come before the repairs that
 * look lines up by name, and again at the end for the lines those repairs made.
 */
const PROSE_LINE_REPAIRS: readonly LineRepair[] = [
  (text, lines) => (lines.length > 0 ? pricedSizesInClauses(text, lines) : lines),
  pairSizesWithRates,
  fillMissingRates,
  (text, lines) => nameAreasByTheirLines(text, lines),
  countsForCountLines,
  feesSaidInProse,
  ratesNamedPerArea,
  dropSwitchedSystems,
  priceListLines,
  pricesForUnpricedAreas,
  sameAsTheFloorBefore,
  roomsPricedInNote,
  feesInClauses,
  flatPricedSizes,
  dropRestatedLines,
  dropSkippedWork,
  (text, lines) => nameAreasByTheirLines(text, lines, true),
  namedBySizes,
  roomsInScope,
  roomsTakenBack,
  countedSizes,
  countsOfPiecePrices,
  linesAsAsked,
  addOnForNamedRoom,
  coatsSummed,
];

function repairProseLines(text: string, lines: ExtractedLineItem[]): ExtractedLineItem[] {
  return PROSE_LINE_REPAIRS.reduce((current, repair) => repair(text, current), lines);
}

function tableTitle(raw: string, lines: readonly ExtractedLineItem[]): string {
  const project = /^[ \t]*(?:project|job(?: name)?|re|subject)[ \t]*[:|,-][ \t]*([^\n]{3,80})/im.exec(raw)?.[1]?.trim();
  // ('Job,Area,Length,Width,...': a sheet's header row that starts with 'Job' names columns, not the job.)
  if (project && /[a-z]/i.test(project) && !/^\d/.test(project) && !/^(?:[ \t]*[A-Za-z_$/#.()-]{1,20}[ \t]*[,|\t]){2,}[ \t]*[A-Za-z_$/#.()-]{1,20}[ \t]*$/.test(project)) return project.slice(0, 200);
  const areas = [...new Set(lines.map((l) => l.description.split(' - ')[0]!.trim()))].slice(0, 3);
  return `${areas.join(', ')} - epoxy flooring`.slice(0, 200);
}

const SCHEDULE = /\b(?:by|before|until|no\s+later\s+than|open(?:ing)?\s+(?:by|on))\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}|\b(?:deadline|schedul\w*|timing|asap|rush)\b/i;

/** Sentences about timing are kept for the estimator; nothing else is guessed into notes. */
function scheduleNotes(raw: string): string | null {
  const sentences = raw.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => SCHEDULE.test(s));
  const notes = sentences.join(' ').slice(0, 500).trim();
  return notes || null;
}

let sharedPool: ExtractionPool | null = null;
/** The reader's workers start this long after the server: not while it starts. */
const WARM_AFTER_MS = 1500;

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
    this.pool?.warmSoon(WARM_AFTER_MS);
  }

  extract(input: ExtractInput): Promise<Extraction> {
    if (!this.pool) return Promise.resolve(readRequest(input.text));
    return this.pool.read(input.text);
  }
}
