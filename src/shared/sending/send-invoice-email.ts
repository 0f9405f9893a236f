import { z } from 'zod';
import { INVOICE_TEMPLATE_PLACEHOLDERS } from './message-template.ts';
import { templateText } from './template-text.ts';

/**
 * POST /api/invoices/{id}/send-email (decision 017): the send dialog checks its fields with this
 * schema and the server checks the body with it again. Subject and message keep their
 * placeholders; the server fills them from its own figures. Left out: the invoice's customer
 * e-mail, and the Settings subject and message.
 */
export const sendInvoiceEmailSchema = z.object({
  to: z.email('Enter a valid e-mail address, like name@example.com').max(254, 'The e-mail address is too long').optional(),
  subject: templateText('Subject', 200, { needsLink: false, placeholders: INVOICE_TEMPLATE_PLACEHOLDERS }).optional(),
  message: templateText('Message', 4000, { needsLink: false, placeholders: INVOICE_TEMPLATE_PLACEHOLDERS }).optional(),
});
export type SendInvoiceEmail = z.infer<typeof sendInvoiceEmailSchema>;

/** What the server answers: the send recorded (or, for a second tap, the first one). */
export const invoiceSentSchema = z.object({
  to: z.string(),
  at: z.iso.datetime(),
  alreadySent: z.boolean().describe('a second tap within two minutes: nothing more was sent'),
});
export type InvoiceSent = z.infer<typeof invoiceSentSchema>;
