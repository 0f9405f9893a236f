import type { DraftInput } from '#shared/documents/schemas.ts';
import { DEFAULT_TAX_RATE } from '#shared/money/money.ts';
import { filledLineItems, isBlank, type GeneratorValues } from './form-values.ts';
import { lineItemPayload, optionsPayload, photosPayload } from './document-payloads.ts';

/** Autosave: what a draft holds, whether there is anything to save, and what changed since the last save. */

export const AUTOSAVE_DELAY_MS = 2000;

export type AutosavePayload = DraftInput & { type: 'quote' | 'invoice'; taxRate: string };

const AUTOSAVE_TEXT_FIELDS = ['customerName', 'customerPhone', 'customerAddress', 'projectTitle', 'issueDate', 'validUntil', 'discountRate', 'depositPercentage'] as const;

/**
 * The autosave payload: the form's kind (SPEC.md's type 'quote'; 'invoice' in a New Invoice form,
 * so autosave never makes a draft of another kind), the non-empty form fields, taxRate as a
 * string, and the items that have a description (SPEC.md leaves items out; without them a reload
 * would lose them).
 */
export function buildAutosavePayload(values: GeneratorValues, kind: 'quote' | 'invoice' = 'quote'): AutosavePayload {
  const payload: AutosavePayload = { type: kind, taxRate: DEFAULT_TAX_RATE };
  for (const field of AUTOSAVE_TEXT_FIELDS) {
    const text = values[field].trim();
    if (text !== '') payload[field] = text;
  }
  const lineItems = filledLineItems(values).map(lineItemPayload);
  if (lineItems.length > 0) payload.lineItems = lineItems;
  Object.assign(payload, optionsPayload(values), photosPayload(values));
  return payload;
}

/**
 * Whether autosave has anything worth a draft: a field a person typed. The dates, discount and
 * deposit start filled in, so they alone never create a draft.
 */
export function hasAutosaveContent(values: GeneratorValues): boolean {
  if ([values.customerName, values.customerPhone, values.customerAddress, values.projectTitle].some((text) => !isBlank(text))) return true;
  // A photo is kept at once: it was uploaded, and only a saved draft keeps it for good.
  if (values.photos.length > 0) return true;
  return values.lineItems.some((item) => !isBlank(item.description)) || values.options.some((option) => !isBlank(option.name));
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function samePayload(a: AutosavePayload | null, b: AutosavePayload | null): boolean {
  return same(a, b);
}

/**
 * PUT /api/drafts/{id} sends what changed since the last save. A field emptied since then is sent
 * as '' (no items as []), so the server clears it instead of keeping the old value.
 */
export function changedFields(previous: AutosavePayload | null, next: AutosavePayload): DraftInput {
  if (previous === null) return { ...next };
  const before: Readonly<Record<string, unknown>> = previous;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) if (!same(before[key], value)) changes[key] = value;
  for (const key of Object.keys(previous)) if (!(key in next)) changes[key] = key === 'lineItems' || key === 'options' || key === 'addOns' || key === 'photos' ? [] : '';
  // Each value is next's own (a DraftInput field) or the cleared value draftInputSchema takes ('' or []).
  return changes as DraftInput;
}
