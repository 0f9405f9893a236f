import { z } from 'zod';

/**
 * Where each value of an AI-made draft came from in the request, and how sure the reader is, so
 * staff can check a draft at a glance (issue 12). Kept with the draft (drafts.extraction) and shown
 * in the editor beside the request with the spans highlighted.
 *
 * Field paths: 'customerName', 'customerPhone', 'customerEmail', 'customerAddress', 'projectTitle',
 * 'discountRate', 'depositPercentage', 'lineItems.{i}.description', 'lineItems.{i}.quantity',
 * 'lineItems.{i}.rate', 'lineItems.{i}.length', 'lineItems.{i}.width' ({i} counts from 0).
 */

// The check on these sources is needs-check.ts, zod-free so the editor can import it (decision 010);
// it is not re-exported here, which would make the two files import each other.

export const fieldSourceSchema = z.object({
  field: z.string().max(100),
  /** UTF-16 offsets into ExtractionRecord.requestText; null when the value has no span (a default, or not found). */
  start: z.number().int().min(0).nullable(),
  end: z.number().int().min(0).nullable(),
  confidence: z.number().min(0).max(1),
  /** Why staff should look at this field, in words for people ('$4.60 does not appear in the request'); null when none. */
  flag: z.string().max(300).nullable(),
});
export type FieldSource = z.infer<typeof fieldSourceSchema>;

export const extractionRecordSchema = z.object({
  /** 'embedded', or 'llm:{model}'. */
  extractor: z.string().max(200),
  /** The text the reader was given: the request plus text pulled out of attached files. */
  requestText: z.string().max(250_000),
  sources: z.array(fieldSourceSchema).max(2000),
  /** Whole-draft remarks for people: a stated total the draft does not reach, a provider that failed and was replaced by the embedded reader. */
  warnings: z.array(z.string().max(500)).max(50),
});
export type ExtractionRecord = z.infer<typeof extractionRecordSchema>;
