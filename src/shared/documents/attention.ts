import { z } from 'zod';

/**
 * The dashboard's "Needs attention" list (issue 14 item 5): what the office should act on now.
 * Computed by the database (GET /api/attention); one row per document, for its most pressing reason.
 */
export const ATTENTION_REASONS = ['changes_requested', 'past_due', 'expiring', 'not_signed'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** Viewed and not signed for this many days. */
export const NOT_SIGNED_AFTER_DAYS = 3;
/** Valid Until within this many days. */
export const EXPIRING_WITHIN_DAYS = 7;

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

/** What a row says: "Changes requested on Mar 9, 2026". */
export const ATTENTION_LABELS: Record<AttentionReason, string> = {
  changes_requested: 'Changes requested',
  past_due: 'Past due',
  expiring: 'Expires soon',
  not_signed: `Viewed, not signed for ${NOT_SIGNED_AFTER_DAYS}+ days`,
};
