import { z } from 'zod';
import { ATTENTION_REASONS } from './attention-reasons.ts';

/**
 * The dashboard's "Needs attention" list (issue 14 item 5): what the office should act on now.
 * Computed by the database (GET /api/attention); one row per document, for its most pressing reason.
 */
export const attentionItemSchema = z.object({
  kind: z.enum(['quote', 'invoice']),
  id: z.uuid().describe('the quote or invoice: GET /api/quotes/{id} or /api/invoices/{id}'),
  number: z.string(),
  customerName: z.string(),
  projectTitle: z.string(),
  reason: z.enum(ATTENTION_REASONS),
  /** The date the reason is about: asked, due, expiring, first viewed (YYYY-MM-DD). */
  date: z.iso.date(),
  /** The customer's note of a change request, else null. */
  note: z.string().nullable(),
  amount: z.string().regex(/^-?\d+\.\d{2}$/).describe('the quote total, or what the invoice still asks for'),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const attentionSchema = z.array(attentionItemSchema);
