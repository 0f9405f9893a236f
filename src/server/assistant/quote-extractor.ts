import type { ExtractedDraft } from '../../shared/assistant/extracted-draft.ts';

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

/** Turns a request into the fields of a quote draft (DESIGN.md 'AI assistant'). */
export interface QuoteExtractor {
  readonly name: string;
  extract(input: ExtractInput): Promise<ExtractedDraft>;
}
