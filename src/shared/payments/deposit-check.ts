import { z } from 'zod';

/**
 * A Stripe deposit payment the webhook could not record (another amount or currency, or no deposit
 * invoice could take it): the office looks at it in Stripe, then either records it by hand on the
 * deposit invoice or refunds it, and marks it checked so it leaves "Needs attention".
 */
export const depositToCheckSchema = z.object({
  toCheck: z
    .object({
      flaggedAt: z.iso.datetime({ offset: true }),
      reason: z.string().describe('what the webhook found, as the office e-mail says it'),
    })
    .nullable()
    .describe('null: nothing waits to be checked'),
});
export type DepositToCheck = z.infer<typeof depositToCheckSchema>;

export const markDepositCheckedSchema = z.object({
  note: z.string().trim().max(500, 'The note can be at most 500 characters.').optional().describe('what the office did: refunded in Stripe, recorded by hand...'),
});
export type MarkDepositChecked = z.infer<typeof markDepositCheckedSchema>;
