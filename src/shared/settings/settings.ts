import { z } from 'zod';

/** The company profile used by the preview, the PDF, e-mails and the signing page (DESIGN.md). */
export const settingsSchema = z.object({
  companyName: z.string().trim().min(1, 'companyName is required').max(200),
  companyPhone: z.string().trim().max(40),
  companyEmail: z.union([z.literal(''), z.email('must be a valid e-mail address').max(254)]),
  companyAddress: z.string().trim().max(500),
  /** A PNG or JPEG data URL, at most about 300 KB. */
  logoDataUrl: z
    .string()
    .max(400_000, 'logo must be at most 300 KB')
    .regex(/^(data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+)?$/, 'logo must be a PNG or JPEG image')
    .default(''),
  paymentMethods: z.string().trim().max(2000),
  warrantyText: z.string().trim().max(4000),
  termsText: z.string().trim().max(4000),
  defaultDepositPercentage: z.number().int().min(1).max(100),
  quoteValidityDays: z.number().int().min(1).max(365),
  timeZone: z.string().trim().min(1).max(64),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  companyName: 'Premier Epoxy Floors',
  companyPhone: '(555) 555-0100',
  companyEmail: '',
  companyAddress: '',
  logoDataUrl: '',
  paymentMethods:
    'Payment terms: 60% initial payment, 40% on completion. We accept Zelle, check, cash, Apple Pay, Cash App and wire transfer.',
  warrantyText: '1-year labor warranty and limited lifetime warranty on materials.',
  termsText:
    'Prices are valid until the date shown. Work is scheduled once the initial payment is received. Surface conditions found during preparation (moisture, cracks, existing coatings) may change the scope; any change is agreed in writing before work continues.',
  defaultDepositPercentage: 60,
  quoteValidityDays: 30,
  timeZone: 'America/Chicago',
};
