import { z } from 'zod';

/**
 * What the AI assistant hands over to become a quote draft. One schema for both extractors: the
 * LLM is asked for exactly this JSON (via z.toJSONSchema) and its answer is parsed with it, and the
 * embedded parser's output is typed by it. Every field is required (nullable where a request may
 * not say it) because OpenAI-style strict structured output refuses optional properties.
 */

export const extractedLineItemSchema = z.object({
  description: z
    .string()
    .max(500)
    .describe(
      "What the line is for, naming the system or material and the area, e.g. 'Polyaspartic flake system - Garage', 'Cove base', 'Crack repair', 'Mobilization fee'",
    ),
  useDimensions: z.boolean().describe('true when the request gave this area as length by width'),
  length: z.number().min(0).nullable().describe('Length in feet (6 in = 0.5 ft) when given as length by width, else null'),
  width: z.number().min(0).nullable().describe('Width in feet when given as length by width, else null'),
  quantity: z
    .number()
    .min(0)
    .describe('Square feet for area work (length x width when dimensions are given), linear feet for cove/crack/stem wall, a count for steps, 1 for a flat fee'),
  rate: z.number().min(0).describe('Price in dollars per unit of quantity (per sq ft, per linear ft, per step, or the flat fee itself)'),
});
export type ExtractedLineItem = z.infer<typeof extractedLineItemSchema>;

export const extractedDraftSchema = z.object({
  customerName: z.string().max(200).nullable().describe("The customer's full name, e.g. 'Maria Lopez'; null when none is given"),
  customerPhone: z
    .string()
    .regex(/^\d{10}$/, 'must be 10 digits')
    .nullable()
    .describe("The customer's US phone number as exactly 10 digits, no punctuation or country code, e.g. '5125550134'; null when none"),
  customerEmail: z.string().max(254).nullable().describe("The customer's e-mail address, lower case; null when none"),
  customerAddress: z
    .string()
    .max(500)
    .nullable()
    .describe(
      "The job site address in USPS style, e.g. '3109 Briarwood Dr, Garland, TX 75044' (street suffix and state abbreviated, unit after the street: '3300 W Broadway, Suite 5, Columbia, MO 65203'); null when none",
    ),
  projectTitle: z.string().max(300).describe("Short title naming the area, e.g. 'Garage Floor Coating' or 'Basement & Laundry Room Floor Coating'"),
  lineItems: z
    .array(extractedLineItemSchema)
    .max(200)
    .describe('One line per priced item, in the order mentioned; the same area with two systems (e.g. moisture barrier + epoxy) is two lines'),
  discountRate: z.number().min(0).max(100).describe("Discount in percent ('10% off' = 10); 0 when none"),
  depositPercentage: z
    .number()
    .min(0)
    .max(100)
    .describe("Deposit in percent of the total ('half down' = 50); 60 when none is said"),
  notes: z.string().max(5000).nullable().describe('Anything else the estimator should see (schedule, colour choices); null when nothing'),
});

export type ExtractedDraft = z.infer<typeof extractedDraftSchema>;
