import type { ExtractionRecord, FieldSource } from '#shared/assistant/field-sources.ts';
import { needsCheck } from '#shared/assistant/needs-check.ts';
import type { GeneratorValues } from './form-values.ts';

/**
 * Which fields of an AI-made draft staff should look at, and why (issue 12 item 2). A field is
 * checked when the reader gave it no source, flagged it, or was unsure (needsCheck); only fields
 * that hold a value are listed: an empty phone needs no second look.
 */

export interface FieldCheck {
  /** The extraction's field path: 'customerName', 'lineItems.0.rate'. */
  field: string;
  /** What staff see on the form: 'Customer Name', 'Item 1 · Rate'. */
  label: string;
  value: string;
  /** The reader's source, undefined when it gave none. */
  source: FieldSource | undefined;
  /** In words: the reader's flag, else why the field is marked. */
  reason: string;
}

const TOP_LABELS: Record<string, string> = {
  customerName: 'Customer Name',
  customerPhone: 'Phone Number',
  customerEmail: 'E-mail',
  customerAddress: 'Address',
  projectTitle: 'Project Title',
  discountRate: 'Discount (%)',
  depositPercentage: 'Deposit Percentage (%)',
};

const ITEM_LABELS: Record<string, string> = {
  description: 'Service Description',
  quantity: 'Area / Quantity',
  length: 'Length (ft)',
  width: 'Width (ft)',
  rate: 'Rate',
};

/** 'lineItems.0.rate' -> 'Item 1 · Rate'. */
export function fieldLabel(field: string): string {
  const item = /^lineItems\.(\d+)\.(\w+)$/.exec(field);
  if (item) return `Item ${Number(item[1]) + 1} · ${ITEM_LABELS[item[2]!] ?? item[2]}`;
  return TOP_LABELS[field] ?? field;
}

function reasonFor(source: FieldSource | undefined): string {
  if (!source) return 'The reader did not say where in the request this came from.';
  if (source.flag) return source.flag;
  if (source.start === null) return 'Not found in the request.';
  return `The reader is unsure (${Math.round(source.confidence * 100)}% sure).`;
}

/** The values of the draft as the assistant made it, by field path (blank ones left out). */
function filledValues(values: GeneratorValues): [string, string][] {
  const out: [string, string][] = [
    ['customerName', values.customerName],
    ['customerPhone', values.customerPhone],
    ['customerAddress', values.customerAddress],
    ['projectTitle', values.projectTitle],
  ];
  values.lineItems.forEach((item, i) => {
    out.push([`lineItems.${i}.description`, item.description]);
    if (item.useDimensions) out.push([`lineItems.${i}.length`, item.length], [`lineItems.${i}.width`, item.width]);
    else out.push([`lineItems.${i}.quantity`, item.quantity]);
    out.push([`lineItems.${i}.rate`, item.rate]);
  });
  // No discount and the usual deposit are what a request that says nothing gets: not worth a mark unless flagged.
  if (Number(values.discountRate) > 0) out.push(['discountRate', values.discountRate]);
  out.push(['depositPercentage', values.depositPercentage]);
  return out.filter(([, value]) => value.trim() !== '');
}

export function fieldChecks(record: ExtractionRecord, values: GeneratorValues, defaultDeposit: number): FieldCheck[] {
  const byField = new Map<string, FieldSource>();
  for (const source of record.sources) if (!byField.has(source.field)) byField.set(source.field, source);
  const checks: FieldCheck[] = [];
  for (const [field, value] of filledValues(values)) {
    const source = byField.get(field);
    if (field === 'depositPercentage' && !source && Number(value) === defaultDeposit) continue;
    if (!needsCheck(source)) continue;
    checks.push({ field, label: fieldLabel(field), value, source, reason: reasonFor(source) });
  }
  // Flagged fields the form has no place for (an e-mail) are listed too.
  for (const source of record.sources) {
    if (source.flag && !checks.some((c) => c.field === source.field) && !filledValues(values).some(([f]) => f === source.field)) {
      checks.push({ field: source.field, label: fieldLabel(source.field), value: '', source, reason: source.flag });
    }
  }
  return checks;
}

export interface TextPiece {
  text: string;
  /** The fields whose span covers this piece; empty for plain text. */
  fields: string[];
}

/**
 * The request cut into pieces at every span edge, so each piece can be shown plain or highlighted
 * with the fields it gave. Spans may overlap (length and width from '24 x 26'); bad offsets are ignored.
 */
export function splitBySpans(text: string, sources: readonly FieldSource[]): TextPiece[] {
  const spans = sources.filter((s) => s.start !== null && s.end !== null && s.start < s.end && s.end <= text.length) as (FieldSource & { start: number; end: number })[];
  const edges = [...new Set([0, text.length, ...spans.flatMap((s) => [s.start, s.end])])].sort((a, b) => a - b);
  const pieces: TextPiece[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i]!;
    const to = edges[i + 1]!;
    const fields = spans.filter((s) => s.start <= from && s.end >= to).map((s) => s.field);
    const last = pieces.at(-1);
    if (last && fields.length === 0 && last.fields.length === 0) last.text += text.slice(from, to);
    else pieces.push({ text: text.slice(from, to), fields });
  }
  return pieces;
}
