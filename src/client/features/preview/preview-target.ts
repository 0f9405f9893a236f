import type { Draft, Invoice, Quote } from '#shared/documents/schemas.ts';

/** What the preview shows, and where it came from (which decides the actions it offers). */
export type PreviewTarget =
  | { kind: 'quote'; source: 'draft'; document: Draft }
  | { kind: 'quote'; source: 'quote'; document: Quote }
  | { kind: 'invoice'; source: 'invoice'; document: Invoice }
  /** A document handed over in localStorage (key previewDocument): shown, not acted on. */
  | { kind: 'quote' | 'invoice'; source: 'local'; document: unknown };

export const PREVIEW_STORAGE_KEY = 'previewDocument';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the stored preview document: either the document itself or {kind|type, document|data}.
 * Returns null for anything that is not an object (the caller logs it).
 */
export function parseStoredPreview(text: string): PreviewTarget | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const inner = isRecord(parsed.document) ? parsed.document : isRecord(parsed.data) ? parsed.data : parsed;
  const declared = parsed.kind ?? parsed.type ?? inner.type;
  const kind = declared === 'invoice' || typeof inner.invoiceNumber === 'string' ? 'invoice' : 'quote';
  return { kind, source: 'local', document: inner };
}

/** Identifies the shown document, so the panel knows when a different one opened. */
export function previewKey(target: PreviewTarget): string {
  const id = isRecord(target.document) && typeof target.document.id === 'string' ? target.document.id : 'local';
  return `${target.source}:${id}`;
}
