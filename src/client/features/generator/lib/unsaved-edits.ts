import { readJson, removeStorage, writeStorage } from '#client/lib/local-storage.ts';
import type { GeneratorValues, LineItemValues } from './form-values.ts';
import type { AutosavePayload } from './autosave-diff.ts';
import { lineUnitOf } from '#shared/documents/line-units.ts';

/**
 * Edits are copied to localStorage as they are typed, so a reload, a crash or a dropped connection
 * loses nothing: the documents screen reopens the editor that was open, with its unsaved values.
 */

export type EditTarget =
  | { type: 'new'; kind: 'quote' | 'invoice' }
  | { type: 'draft'; id: string }
  | { type: 'quote'; id: string }
  | { type: 'invoice'; id: string };

export interface StoredEdits {
  target: EditTarget;
  /** The draft autosave writes to, once it has created one. */
  draftId: string | null;
  values: GeneratorValues;
  /** What the server holds, as last saved; null when nothing was saved yet. */
  savedPayload: AutosavePayload | null;
  updatedAt: number;
}

const EDITS_PREFIX = 'generatorEdits:';
const OPEN_KEY = 'generatorOpen';

export function targetKey(target: EditTarget): string {
  return target.type === 'new' ? `new:${target.kind}` : `${target.type}:${target.id}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function isTarget(value: unknown): value is EditTarget {
  if (!isRecord(value)) return false;
  if (value.type === 'new') return value.kind === 'quote' || value.kind === 'invoice';
  return (value.type === 'draft' || value.type === 'quote' || value.type === 'invoice') && isString(value.id) && value.id !== '';
}

function isLine(value: unknown): value is LineItemValues {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isString(value.description) &&
    typeof value.useDimensions === 'boolean' &&
    isString(value.length) &&
    isString(value.width) &&
    isString(value.quantity) &&
    isString(value.rate)
  );
}

function isValues(value: unknown): value is GeneratorValues {
  if (!isRecord(value)) return false;
  const texts = ['customerName', 'customerPhone', 'customerAddress', 'projectTitle', 'issueDate', 'validUntil', 'discountRate', 'depositPercentage'];
  return texts.every((key) => isString(value[key])) && Array.isArray(value.lineItems) && value.lineItems.every(isLine);
}

function parseEdits(value: unknown): StoredEdits | null {
  if (!isRecord(value) || !isTarget(value.target) || !isValues(value.values)) return null;
  const draftId = isString(value.draftId) ? value.draftId : null;
  const savedPayload = isRecord(value.savedPayload) && value.savedPayload.type === 'quote' ? (value.savedPayload as AutosavePayload) : null;
  const updatedAt = typeof value.updatedAt === 'number' ? value.updatedAt : 0;
  // Edits kept in the browser before lines had a unit read as sq ft, like stored lines.
  const values = { ...value.values, lineItems: value.values.lineItems.map((line) => ({ ...line, unit: lineUnitOf(line) })) };
  return { target: value.target, draftId, values, savedPayload, updatedAt };
}

export function loadEdits(target: EditTarget): StoredEdits | null {
  return parseEdits(readJson(EDITS_PREFIX + targetKey(target)));
}

export function storeEdits(edits: StoredEdits): void {
  writeStorage(EDITS_PREFIX + targetKey(edits.target), JSON.stringify(edits));
}

export function clearEdits(target: EditTarget): void {
  removeStorage(EDITS_PREFIX + targetKey(target));
}

/**
 * Which editor is open, so a reload reopens it. Kept per tab (sessionStorage): a new tab starts on
 * the list, and the edits themselves (localStorage) come back whenever that document is opened.
 */
export function rememberOpenEditor(target: EditTarget | null): void {
  try {
    if (target === null) window.sessionStorage.removeItem(OPEN_KEY);
    else window.sessionStorage.setItem(OPEN_KEY, JSON.stringify(target));
  } catch {
    // Without sessionStorage a reload shows the list; the edits are still kept.
  }
}

export function openEditorTarget(): EditTarget | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(OPEN_KEY) ?? 'null');
    return isTarget(value) ? value : null;
  } catch {
    return null;
  }
}
