/**
 * Why a document is on the dashboard's "Needs attention" list, and how a row says it. No zod
 * here: the dashboard imports these labels (docs/decisions/010); the schema is in attention.ts.
 */
export const ATTENTION_REASONS = ['deposit_to_check', 'changes_requested', 'past_due', 'expiring', 'not_signed'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** Viewed and not signed for this many days. */
export const NOT_SIGNED_AFTER_DAYS = 3;
/** Valid Until within this many days. */
export const EXPIRING_WITHIN_DAYS = 7;

/** What a row says: "Changes requested on Mar 9, 2026". */
export const ATTENTION_LABELS: Record<AttentionReason, string> = {
  deposit_to_check: 'Deposit payment to check',
  changes_requested: 'Changes requested',
  past_due: 'Past due',
  expiring: 'Expires soon',
  not_signed: `Viewed, not signed for ${NOT_SIGNED_AFTER_DAYS}+ days`,
};
