import type { Invoice, InvoiceInput } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';

/** POST /api/invoices: numbered INV-YYYY-NNNN by the server, status unpaid. */
export function createInvoice(payload: InvoiceInput): Promise<Invoice> {
  return api.post<Invoice>('/api/invoices', payload);
}
