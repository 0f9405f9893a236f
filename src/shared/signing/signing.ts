import { z } from 'zod';

/** Shown beside the submit button; its version is stored with every signature. */
export const ESIGN_DISCLOSURE = {
  version: '2026-11-v1',
  text: 'By selecting Complete & Submit Quote you sign this quote electronically, and your electronic signature is as binding as a handwritten one. You may ask us for a paper copy at any time.',
} as const;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** POST /api/quotes/sign/{shareableLink}. */
export const signSubmissionSchema = z.object({
  name: z.string({ error: 'Please enter your full name.' }).trim().min(1, 'Please enter your full name.').max(200, 'name must be at most 200 characters'),
  email: z.union([z.literal(''), z.email('Please enter a valid e-mail address.').max(254)]).nullish(),
  signature: z
    .string({ error: 'Please provide your signature.' })
    .max(280_000, 'signature must be at most 200 KB')
    .regex(PNG_DATA_URL, 'signature must be a PNG image'),
  disclosureVersion: z.string().max(40).optional(),
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
