import { z } from 'zod';
import { lineUnitSchema, numberish } from '../documents/schemas.ts';
import { toMoneyString } from '../money/money.ts';

/**
 * The price book (issue 15 item 1): the systems and items the company sells, each with its unit
 * and rate. The generator form fills a line from it and the AI assistant prices a request that
 * names a system without a price from it. A line copies the rate: changing a line never changes
 * the book, and changing the book never changes a saved document.
 * The staff client imports only the types of this file (decision 010).
 */

/** The largest rate or minimum the book keeps; far under numeric(12,2)'s limit, so quantity x rate fits a document. */
export const MAX_PRICE_BOOK_AMOUNT = 1_000_000;

const moneyInput = (field: string) =>
  numberish
    .pipe(z.number().min(0, `${field} must be 0 or more`).max(MAX_PRICE_BOOK_AMOUNT, `${field} must be at most ${MAX_PRICE_BOOK_AMOUNT}`))
    // Two decimals, half-up, by shared/money (a rate of 4.255 is 4.26).
    .transform((value) => toMoneyString(value));

/** A new or edited entry, as the Price Book screen and a CSV row send it. */
export const priceBookItemInputSchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(120, 'name must be at most 120 characters'),
  description: z.string().trim().max(2000, 'description must be at most 2000 characters').default(''),
  unit: lineUnitSchema,
  rate: moneyInput('rate'),
  /** The least a line of this item is charged, shown beside it; none when null or blank. */
  minimumCharge: z
    .union([z.null(), numberish])
    .optional()
    .transform((value) => (value === null || value === undefined || value === 0 ? null : value))
    .pipe(z.union([z.null(), z.number().min(0, 'minimumCharge must be 0 or more').max(MAX_PRICE_BOOK_AMOUNT, `minimumCharge must be at most ${MAX_PRICE_BOOK_AMOUNT}`)]))
    .transform((value) => (value === null ? null : toMoneyString(value))),
  active: z.boolean().default(true),
});
export type PriceBookItemInput = z.input<typeof priceBookItemInputSchema>;
export type ParsedPriceBookItemInput = z.output<typeof priceBookItemInputSchema>;

const moneyString = z.string().regex(/^\d+\.\d{2}$/).describe('decimal with two places, e.g. "4.25"');

export const priceBookItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  unit: lineUnitSchema,
  rate: moneyString,
  minimumCharge: moneyString.nullable().describe('the least a line of this item is charged; null when none'),
  active: z.boolean().describe('false when archived: kept, but not offered in the form or used by the assistant'),
});
export type PriceBookItem = z.infer<typeof priceBookItemSchema>;

export const priceBookIdParamSchema = z.object({ id: z.uuid('is not a valid price book id') });

export const priceBookImportSchema = z.object({
  csv: z.string({ error: 'csv is required' }).min(1, 'csv is required').max(500_000, 'the CSV file must be at most 500 KB'),
});
export type PriceBookImport = z.infer<typeof priceBookImportSchema>;

export const priceBookImportAnswerSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  items: z.array(priceBookItemSchema),
});
export type PriceBookImportAnswer = z.infer<typeof priceBookImportAnswerSchema>;
