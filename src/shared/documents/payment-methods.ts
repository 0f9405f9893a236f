/** How a customer paid; printed as written. No zod here: the Record payment dialog lists them. */
export const PAYMENT_METHODS = ['Check', 'Cash', 'Zelle', 'Bank transfer', 'Card', 'Apple Pay', 'Cash App', 'Other'] as const;
