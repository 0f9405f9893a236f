import type { ExtractedDraft } from '#shared/assistant/extracted-draft.ts';
import type { FieldSource } from '#shared/assistant/field-sources.ts';

export interface ExtractImage {
  mimeType: string;
  data: Buffer;
}

export interface ExtractInput {
  /** The request as typed or transcribed, plus any text pulled out of attached files. */
  text: string;
  /** Pictures for providers that can see them; the embedded extractor reads text only. */
  images?: ExtractImage[];
}

/** A draft plus where each of its values came from in ExtractInput.text (see shared/assistant/field-sources.ts). */
export interface Extraction {
  draft: ExtractedDraft;
  sources: FieldSource[];
  /** Whole-draft remarks for staff, e.g. a stated total the draft does not reach. */
  warnings: string[];
}

/** Turns a request into the fields of a quote draft (DESIGN.md 'AI assistant'). */
export interface QuoteExtractor {
  readonly name: string;
  extract(input: ExtractInput): Promise<Extraction>;
}
