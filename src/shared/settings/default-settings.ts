import type { Settings } from './settings.ts';
import { DEFAULT_INVOICE_EMAIL_SUBJECT, DEFAULT_INVOICE_EMAIL_TEMPLATE, DEFAULT_SEND_EMAIL_SUBJECT, DEFAULT_SEND_EMAIL_TEMPLATE } from '../sending/message-template.ts';

/** SPEC.md's company defaults; kept apart from the zod schema so the first download need not carry zod. */
export const DEFAULT_SETTINGS: Settings = {
  companyName: 'Premier Epoxy Floors',
  companyPhone: '(555) 555-0100',
  companyEmail: '',
  companyAddress: '',
  logoDataUrl: '',
  paymentMethods: 'We accept Zelle, check, cash, Apple Pay, Cash App and wire transfer.',
  warrantyText: '1-year labor warranty and limited lifetime warranty on materials.',
  termsText:
    'Prices are valid until the date shown. Work is scheduled once the initial payment is received. Surface conditions found during preparation (moisture, cracks, existing coatings) may change the scope; any change is agreed in writing before work continues.',
  defaultDepositPercentage: 60,
  quoteValidityDays: 30,
  timeZone: 'America/Chicago',
  minimumJobCharge: '0.00',
  sendEmailSubject: DEFAULT_SEND_EMAIL_SUBJECT,
  sendEmailTemplate: DEFAULT_SEND_EMAIL_TEMPLATE,
  invoiceEmailSubject: DEFAULT_INVOICE_EMAIL_SUBJECT,
  invoiceEmailTemplate: DEFAULT_INVOICE_EMAIL_TEMPLATE,
  reminderAfterDays: 3,
  invoiceDueDays: 14,
};
