import { nanoid } from 'nanoid';
import { computeLine, computeTotals, type Totals } from '#shared/money/money.ts';
import { toDateInputValue } from '#shared/dates/display-date.ts';
import { DEFAULT_LINE_UNIT, lineUnitOf, type LineUnit } from '#shared/documents/line-units.ts';

/**
 * The generator form's values (SPEC.md sections 3 and 9), kept apart from React so they are
 * tested on their own. Inputs hold what was typed (strings); figures come from the shared money
 * module only.
 */

export interface LineItemValues {
  id: string;
  description: string;
  /** sq ft (default), lf, each or flat: the form's labels and the quantity follow it. */
  unit: LineUnit;
  useDimensions: boolean;
  length: string;
  width: string;
  quantity: string;
  rate: string;
}

/** One option of a quote (Good / Better / Best): a name and its own lines. */
export interface OptionValues {
  id: string;
  name: string;
  lineItems: LineItemValues[];
}

/** A site photo on the quote (issue 15 item 5): stored by the server on upload, listed here with its caption. */
export interface PhotoValues {
  id: string;
  caption: string;
  width: number;
  height: number;
}

export interface GeneratorValues {
  customerName: string;
  customerPhone: string;
  customerAddress: string;
  projectTitle: string;
  issueDate: string;
  validUntil: string;
  discountRate: string;
  depositPercentage: string;
  lineItems: LineItemValues[];
  /** Two or three options, or none; with options the lines above are those in every option. */
  options: OptionValues[];
  /** Lines the customer may tick on the signing page, added to the option chosen. */
  addOns: LineItemValues[];
  /** Site photos, in the order shown; an invoice has none. */
  photos: PhotoValues[];
}

const DEFAULT_VALIDITY_DAYS = 30;

/** A new item: quantity 1, rate 0, no dimensions (SPEC.md section 9). */
export function newLineItem(): LineItemValues {
  return { id: nanoid(), description: '', unit: DEFAULT_LINE_UNIT, useDimensions: false, length: '', width: '', quantity: '1', rate: '0' };
}

/** A new option: its name to type, one blank line. */
export function newOption(): OptionValues {
  return { id: nanoid(), name: '', lineItems: [newLineItem()] };
}

export interface FormDefaults {
  quoteValidityDays?: number;
  defaultDepositPercentage?: number;
}

const addDays = (date: Date, days: number): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** An empty form: issue date today, valid until today + validity days, one blank item. */
export function emptyValues(today: Date, defaults: FormDefaults = {}): GeneratorValues {
  return {
    customerName: '',
    customerPhone: '',
    customerAddress: '',
    projectTitle: '',
    issueDate: toDateInputValue(today),
    validUntil: toDateInputValue(addDays(today, defaults.quoteValidityDays ?? DEFAULT_VALIDITY_DAYS)),
    discountRate: '0',
    depositPercentage: String(defaults.defaultDepositPercentage ?? 60),
    lineItems: [newLineItem()],
    options: [],
    addOns: [],
    photos: [],
  };
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** '60.00' -> '60' so a loaded figure reads like a typed one. */
function numberText(value: unknown): string {
  const text = textOf(value).trim();
  if (text === '') return '';
  const number = Number(text);
  return Number.isFinite(number) ? String(number) : '';
}

function lineFromDocument(value: unknown): LineItemValues | null {
  if (!isRecord(value)) return null;
  const useDimensions = value.useDimensions === true;
  return {
    id: typeof value.id === 'string' && value.id ? value.id : nanoid(),
    description: textOf(value.description),
    unit: lineUnitOf(value),
    useDimensions,
    length: numberText(value.length),
    width: numberText(value.width),
    quantity: numberText(value.quantity) || '1',
    rate: numberText(value.rate) || '0',
  };
}

/**
 * Values of a saved draft, quote or invoice. The project title falls back to projectDescription
 * (SPEC.md section 3); missing dates take the defaults of a new form.
 */
export function valuesFromDocument(document: unknown, today: Date, defaults: FormDefaults = {}): GeneratorValues {
  const empty = emptyValues(today, defaults);
  if (!isRecord(document)) return empty;
  const lines = Array.isArray(document.lineItems) ? document.lineItems.map(lineFromDocument).filter((line): line is LineItemValues => line !== null) : [];
  return {
    customerName: textOf(document.customerName),
    customerPhone: textOf(document.customerPhone),
    customerAddress: textOf(document.customerAddress),
    projectTitle: textOf(document.projectTitle) || textOf(document.projectDescription),
    issueDate: textOf(document.issueDate).slice(0, 10) || empty.issueDate,
    validUntil: textOf(document.validUntil).slice(0, 10) || empty.validUntil,
    discountRate: numberText(document.discountRate) || '0',
    depositPercentage: numberText(document.depositPercentage) || empty.depositPercentage,
    lineItems: lines.length > 0 ? lines : [newLineItem()],
    options: (Array.isArray(document.options) ? document.options : []).filter(isRecord).map((option) => {
      const optionLines = linesOf(option.lineItems);
      return { id: typeof option.id === 'string' && option.id ? option.id : nanoid(), name: textOf(option.name), lineItems: optionLines.length > 0 ? optionLines : [newLineItem()] };
    }),
    addOns: linesOf(document.addOns),
    photos: photosOf(document.photos),
  };
}

function photosOf(value: unknown): PhotoValues[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((photo) =>
    typeof photo.id === 'string' && photo.id
      ? [{ id: photo.id, caption: textOf(photo.caption), width: typeof photo.width === 'number' ? photo.width : 0, height: typeof photo.height === 'number' ? photo.height : 0 }]
      : [],
  );
}

function linesOf(value: unknown): LineItemValues[] {
  return Array.isArray(value) ? value.map(lineFromDocument).filter((line): line is LineItemValues => line !== null) : [];
}

export const isBlank = (text: string): boolean => text.trim() === '';

/** Items with a blank description are dropped from every payload. */
export function filledLineItems(values: Pick<GeneratorValues, 'lineItems'>): LineItemValues[] {
  return values.lineItems.filter((item) => !isBlank(item.description));
}

/**
 * The live Total Summary, from the shared money module. It counts every item on screen, also one
 * whose description is not typed yet, so figures react as soon as they are entered.
 */
export function totalsOf(values: Pick<GeneratorValues, 'lineItems' | 'discountRate' | 'depositPercentage'>): Totals {
  return computeTotals({ lineItems: values.lineItems, discountRate: values.discountRate, depositPercentage: values.depositPercentage });
}

export function lineTotalOf(item: LineItemValues): { quantity: string; amount: string } {
  const line = computeLine(item);
  return { quantity: line.quantity, amount: line.amount };
}
