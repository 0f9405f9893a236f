import { z } from 'zod';

/** Shown beside the submit button; its version is stored with every signature. */
export const ESIGN_DISCLOSURE = {
  version: '2026-11-v1',
  text: 'By selecting Complete & Submit Quote you sign this quote electronically, and your electronic signature is as binding as a handwritten one. You may ask us for a paper copy at any time.',
} as const;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** A figure the signing page shows: the server recomputes it and refuses one that differs. */
const shownFigure = z.union([z.number(), z.string().max(40).regex(/^\d+(\.\d{1,2})?$/, 'must be an amount like 3118.50')]);

/**
 * The option and add-ons the customer chose on a quote that offers options (required there,
 * refused elsewhere), with the figures the page showed for them: a choice the quote does not
 * offer, or figures that are not the server's, is a 400 and nothing is signed.
 */
export const signingChoiceSchema = z.object({
  optionId: z.string({ error: 'choice.optionId: please choose an option' }).min(1, 'choice.optionId: please choose an option').max(64),
  addOnIds: z.array(z.string().max(64)).max(20, 'choice.addOnIds: at most 20 add-ons').default([]),
  total: shownFigure.optional(),
  depositAmount: shownFigure.optional(),
  balanceDue: shownFigure.optional(),
});
export type SigningChoice = z.output<typeof signingChoiceSchema>;

/** POST /api/quotes/sign/{shareableLink}. */
export const signSubmissionSchema = z.object({
  name: z.string({ error: 'Please enter your full name.' }).trim().min(1, 'Please enter your full name.').max(200, 'name must be at most 200 characters'),
  email: z.union([z.literal(''), z.email('Please enter a valid e-mail address.').max(254)]).nullish(),
  signature: z
    .string({ error: 'Please provide your signature.' })
    .max(280_000, 'signature must be at most 200 KB')
    .regex(PNG_DATA_URL, 'signature must be a PNG image'),
  disclosureVersion: z.string().max(40).optional(),
  choice: signingChoiceSchema.optional(),
});
export type SignSubmission = z.input<typeof signSubmissionSchema>;
/** A submission as the server holds it once parsed. */
export type SignedSubmission = z.output<typeof signSubmissionSchema>;

/** POST /api/quotes/sign/{shareableLink}/request-changes. */
export const changeRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your full name.').max(200),
  email: z.union([z.literal(''), z.email('Please enter a valid e-mail address.').max(254)]).nullish(),
  message: z.string().trim().min(1, 'Please say what you would like changed.').max(4000),
});
export type ChangeRequest = z.output<typeof changeRequestSchema>;

/** A shareable link: 32 URL-safe characters (192 random bits). */
export const SHAREABLE_LINK_PATTERN = /^[A-Za-z0-9_-]{32}$/;
