import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '#shared/documents/schemas.ts';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { api, ApiError, errorReason } from '#client/lib/api-client.ts';
import { refreshLists } from '#client/lib/query-keys.ts';

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename.replace(/[\\/]/g, '_');
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET /api/quotes/{id}/signed-pdf: the sealed signed copy, saved as a download. */
export async function downloadSignedPdf({ quoteId, number }: { quoteId: string; number?: string | null }): Promise<void> {
  const response = await fetch(`/api/quotes/${encodeURIComponent(quoteId)}/signed-pdf`, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  const disposition = response.headers.get('Content-Disposition');
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  saveBlob(await response.blob(), match?.[1] ? decodeURIComponent(match[1]) : `${number ?? 'quote'}-signed.pdf`);
}

export function useDownloadSignedPdf() {
  return useMutation({
    mutationFn: downloadSignedPdf,
    onError: (error) => toastError(`The signed PDF could not be downloaded: ${errorReason(error)}`),
  });
}

export type QuoteInvoiceKind = 'deposit' | 'final';
export type QuoteInvoiceResult = { created: boolean; invoice: Invoice };

/**
 * POST /api/quotes/{id}/deposit-invoice or /final-invoice. A 409 naming an existing invoice is not
 * a failure: that invoice is fetched and handed back so it can be opened instead.
 */
export async function createQuoteInvoice({ quoteId, kind }: { quoteId: string; kind: QuoteInvoiceKind }): Promise<QuoteInvoiceResult> {
  try {
    const invoice = await api.post<Invoice>(`/api/quotes/${encodeURIComponent(quoteId)}/${kind}-invoice`);
    return { created: true, invoice };
  } catch (error) {
    const existingId = existingInvoiceId(error);
    if (!existingId) throw error;
    return { created: false, invoice: await api.get<Invoice>(`/api/invoices/${encodeURIComponent(existingId)}`) };
  }
}

/** The deposit invoice of a signed quote (kept for the cards' action). */
export const createDepositInvoice = (quoteId: string): Promise<QuoteInvoiceResult> => createQuoteInvoice({ quoteId, kind: 'deposit' });

/** The existingId of a 409 answer, else null. */
export function existingInvoiceId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.message.slice(error.message.indexOf(':') + 1).trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'existingId' in parsed && typeof parsed.existingId === 'string') return parsed.existingId;
  } catch {
    // Not JSON: no invoice to open.
  }
  return null;
}

const NAMES: Record<QuoteInvoiceKind, { lower: string; title: string }> = {
  deposit: { lower: 'deposit invoice', title: 'Deposit Invoice' },
  final: { lower: 'final invoice', title: 'Final Invoice' },
};

/** 'Create deposit invoice' / 'Create final invoice' on a signed quote. */
export function useCreateQuoteInvoice(onInvoice: (invoice: Invoice) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuoteInvoice,
    onSuccess: async (result, { kind }) => {
      const name = NAMES[kind];
      if (result.created) toastSuccess(`${name.title} ${result.invoice.invoiceNumber} created.`, `${name.title} Created`);
      else toastSuccess(`This quote already has ${name.lower} ${result.invoice.invoiceNumber}; it is open below.`, `${name.title} Exists`);
      onInvoice(result.invoice);
      await refreshLists(queryClient, ['invoices']);
    },
    onError: (error, { kind }) => toastError(`The ${NAMES[kind].lower} could not be created: ${errorReason(error)}`),
  });
}

/** The cards' 'Create deposit invoice': the same, always a deposit. */
export function useCreateDepositInvoice(onInvoice: (invoice: Invoice) => void) {
  const create = useCreateQuoteInvoice(onInvoice);
  return { ...create, mutate: (quoteId: string) => create.mutate({ quoteId, kind: 'deposit' }) };
}
