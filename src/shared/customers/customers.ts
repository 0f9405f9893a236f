import { z } from 'zod';

/**
 * Customers (the Customers screen, GET /api/customers): made from the documents themselves, one
 * record per person or business. Documents that share an e-mail address or a phone number are
 * one customer; a document with neither is matched by its customer name. Staff may merge two
 * customers the documents did not join, and split them again.
 */
const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const customerSummarySchema = z.object({
  id: z.string().describe('stable while the customer keeps its documents: pass it to GET /api/customers/{id}'),
  name: z.string().describe('as the newest document writes it'),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  quotes: z.number().int().describe('quotes issued (superseded revisions left out)'),
  signed: z.number().int().describe('quotes the customer signed'),
  invoices: z.number().int().describe('invoices (void ones left out)'),
  lifetimeValue: money.describe('signed quotes plus invoices that bill work outside them, as Total Value counts'),
  paymentsReceived: money,
  lastActivity: z.iso.datetime(),
  merged: z.boolean().describe('staff merged another customer into this one (it can be split)'),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerDocumentSchema = z.object({
  kind: z.enum(['quote', 'invoice']),
  id: z.uuid(),
  number: z.string(),
  projectTitle: z.string(),
  status: z.string(),
  total: money,
  date: z.iso.date(),
  signedAt: z.iso.datetime().nullable(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

export const customerPaymentSchema = z.object({
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  amount: money,
  paidOn: z.iso.date(),
  method: z.string(),
});

export const customerDetailSchema = customerSummarySchema.extend({
  names: z.array(z.string()).describe('every name the documents use for this customer'),
  documents: z.array(customerDocumentSchema).describe('newest first'),
  payments: z.array(customerPaymentSchema).describe('newest first'),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().describe('name, phone, e-mail or address'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const customerIdParamSchema = z.object({ id: z.string().min(3).max(400) });

export const mergeCustomersInputSchema = z.object({
  from: z.string().min(3).max(400).describe('the customer that joins the other'),
  into: z.string().min(3).max(400),
});
export type MergeCustomersInput = z.infer<typeof mergeCustomersInputSchema>;
