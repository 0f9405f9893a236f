import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Settings } from '#shared/settings/settings.ts';
import { DocumentView } from '#client/components/document/document-view.tsx';
import { PrintPortal } from '#client/components/document/print-portal.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CheckIcon, CopyIcon, DownloadIcon, ExternalLinkIcon, PrinterIcon, ReceiptIcon, ReviseIcon } from '#client/components/ui/icons.tsx';
import { formatMoney, toBig } from '#shared/money/money.ts';
import { SigningAudit } from './signing-audit.tsx';
import { DepositCheckNotice } from './deposit-check-notice.tsx';
import { DocumentTimeline } from './document-timeline.tsx';
import { SendToCustomerDialog } from './send-to-customer-dialog.tsx';
import { SendInvoiceDialog } from './send-invoice-dialog.tsx';
import { InvoiceSentNote } from './invoice-sent-note.tsx';
import { usePrepareSend, type SendPrepared } from '../api/send-to-customer.ts';
import { useCreateQuoteInvoice, useDownloadSignedPdf } from '../api/signed-quote-actions.ts';
import { useInvoicePayments } from '../api/invoice-payments.ts';
import { InvoiceAccount } from './invoice-account.tsx';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';
import { toast, toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { errorReason } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { useDownloadPdf } from '../api/download-pdf.ts';
import { useGenerateSigningLink, signingUrl } from '../api/generate-signing-link.ts';
import { getQuote } from '../api/get-quote.ts';
import { extendForSending } from '../api/extend-quote.ts';
import { quoteAsShown, shownQuoteKey, useShownQuote } from '../api/get-shown-quote.ts';
import { quoteExpiry, type QuoteExpiry } from '../lib/quote-expiry.ts';
import { ExtendExpiredDialog } from './extend-expired-dialog.tsx';
import type { PreviewTarget } from '../preview-target.ts';
import { printDocument } from './print-document.ts';
import './document-preview.css';

/** SPEC.md section 7: the link is shown in a long toast when it cannot go to the clipboard. */
const NO_CLIPBOARD_TOAST_MS = 30_000;
const CLIPBOARD_REFUSED_TOAST_MS = 20_000;

export interface DocumentPreviewProps {
  target: PreviewTarget;
  settings: Settings;
  /** Revise Quote: the caller creates the revision and opens it. */
  onRevise?: (target: PreviewTarget) => void;
  reviseBusy?: boolean;
  /** The shown document changed (a draft was issued as a quote by Copy Signing Link). */
  onTargetChange?: (target: PreviewTarget) => void;
}

async function copyToClipboard(text: string): Promise<'copied' | 'unavailable' | 'refused'> {
  if (!navigator.clipboard?.writeText) return 'unavailable';
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'refused';
  }
}

const isSigned = (target: PreviewTarget): boolean =>
  target.source === 'quote' && (target.document.status === 'signed' || (Boolean(target.document.customerSignature) && Boolean(target.document.signedAt)));

/** Staff read a quote's site photos from the staff route (the signing page reads them through its token). */
const staffPhotoUrl = (photoId: string): string => `/api/photos/${encodeURIComponent(photoId)}`;

export function DocumentPreview({ target, settings, onRevise, reviseBusy = false, onTargetChange }: DocumentPreviewProps) {
  const queryClient = useQueryClient();
  const link = useGenerateSigningLink();
  const pdf = useDownloadPdf();
  const signedPdf = useDownloadSignedPdf();
  const quoteInvoice = useCreateQuoteInvoice((invoice) => onTargetChange?.({ kind: 'invoice', source: 'invoice', document: invoice }));
  const creatingKind = quoteInvoice.isPending ? quoteInvoice.variables?.kind : undefined;
  const account = useInvoicePayments(target.source === 'invoice' ? target.document.id : null);
  // The latest figures: the payments answer is fresher than the document the list handed over.
  const invoice = target.source === 'invoice' ? (account.data?.invoice ?? target.document) : null;
  const [recording, setRecording] = useState(false);
  const [sendingInvoice, setSendingInvoice] = useState(false);
  const signed = isSigned(target);
  // A sent quote is shown (and printed) as its customer saw it, not with today's settings.
  const shown = useShownQuote(target.source === 'quote' ? target.document.id : null);
  const waitingForShown = target.source === 'quote' && shown.isPending;

  const canLink = target.kind === 'quote' && (target.source === 'draft' || target.source === 'quote') && !isSigned(target);
  const canRevise = target.kind === 'quote' && (target.source === 'draft' || target.source === 'quote');
  const canSavePdf = target.kind === 'invoice' && target.source === 'invoice';

  const [extendOffer, setExtendOffer] = useState<QuoteExpiry | null>(null);
  const [extending, setExtending] = useState(false);
  /** What the extend dialog leads to: the link copied, or the send dialog. */
  const [afterExtend, setAfterExtend] = useState<'copy' | 'send'>('copy');
  const prepare = usePrepareSend();
  const [sending, setSending] = useState<SendPrepared | null>(null);

  /** Opens 'Send to customer' for `id` (a draft is issued as a quote first, as by Copy Signing Link). */
  const openSendOf = (id: string, issuesDraft: boolean): void => {
    prepare.mutate(id, {
      onSuccess: async (prepared) => {
        void queryClient.invalidateQueries({ queryKey: shownQuoteKey(prepared.quoteId) });
        setSending(prepared);
        if (issuesDraft) {
          try {
            const quote = await queryClient.fetchQuery({ queryKey: queryKeys.quote(prepared.quoteId), queryFn: () => getQuote(prepared.quoteId) });
            onTargetChange?.({ kind: 'quote', source: 'quote', document: quote });
          } catch {
            // The dialog works either way; the preview keeps the draft's content.
          }
        }
      },
      onError: (error) => toastError(`Failed to prepare sending: ${errorReason(error)}. Please try again.`),
    });
  };

  const sendToCustomer = (): void => {
    if (target.source !== 'draft' && target.source !== 'quote') return;
    const expiry = quoteExpiry(target.document.validUntil, settings);
    if (expiry) {
      setAfterExtend('send');
      setExtendOffer(expiry);
    } else openSendOf(target.document.id, target.source === 'draft');
  };

  /** Generates (or fetches) the link of `id` and copies it; `issuesDraft`: id is a draft that becomes a quote. */
  const copyLinkOf = (id: string, issuesDraft: boolean): void => {
    link.mutate(id, {
      onSuccess: async ({ shareableLink, quoteId }) => {
        if (quoteId) void queryClient.invalidateQueries({ queryKey: shownQuoteKey(quoteId) });
        const url = signingUrl(shareableLink);
        const copied = await copyToClipboard(url);
        if (copied === 'copied') toast({ title: 'Link Copied', description: url, variant: 'success' });
        else
          toast({
            title: 'Signing Link',
            description: `Copy this link and send it to the customer: ${url}`,
            duration: copied === 'unavailable' ? NO_CLIPBOARD_TOAST_MS : CLIPBOARD_REFUSED_TOAST_MS,
          });
        if (issuesDraft && quoteId) {
          // The draft is now an issued, numbered quote: show that one.
          try {
            const quote = await queryClient.fetchQuery({ queryKey: queryKeys.quote(quoteId), queryFn: () => getQuote(quoteId) });
            onTargetChange?.({ kind: 'quote', source: 'quote', document: quote });
          } catch {
            // The link works either way; the preview keeps the draft's content.
          }
        }
      },
      onError: (error) => toastError(`Failed to generate signing link: ${errorReason(error)}. Please try again.`),
    });
  };

  const copySigningLink = (): void => {
    if (target.source !== 'draft' && target.source !== 'quote') return;
    // A customer cannot sign a quote past its Valid Until: offer to extend it before sending.
    const expiry = quoteExpiry(target.document.validUntil, settings);
    if (expiry) {
      setAfterExtend('copy');
      setExtendOffer(expiry);
    } else copyLinkOf(target.document.id, target.source === 'draft');
  };

  const extendAndCopy = async (): Promise<void> => {
    if (!extendOffer || (target.source !== 'draft' && target.source !== 'quote')) return;
    setExtending(true);
    try {
      const draftId = await extendForSending({ source: target.source, id: target.document.id }, { issueDate: extendOffer.today, validUntil: extendOffer.extendTo });
      setExtendOffer(null);
      if (afterExtend === 'send') openSendOf(draftId, true);
      else copyLinkOf(draftId, true);
    } catch (error) {
      toastError(`Failed to extend the quote: ${errorReason(error)}. Please try again.`);
    } finally {
      setExtending(false);
    }
  };

  const savePdf = (): void => {
    if (target.source !== 'invoice') return;
    pdf.mutate(
      { kind: 'invoice', id: target.document.id, number: target.document.invoiceNumber },
      { onSuccess: () => toastSuccess('PDF saved successfully'), onError: () => toastError('Failed to generate PDF. Please try again.') },
    );
  };

  const canRecordPayment = invoice !== null && invoice.status !== 'void' && toBig(invoice.balanceDue).gt(0);
  // A void invoice is not sent: nothing is due on it (the server refuses it too).
  const canSendInvoice = invoice !== null && invoice.status !== 'void';

  const paper = target.source === 'quote' ? quoteAsShown(target.document, settings, shown.data) : { document: invoice ?? target.document, settings };
  const view = <DocumentView kind={target.kind} document={paper.document} settings={paper.settings} photoUrl={staffPhotoUrl} />;
  return (
    <div className="document-preview">
      <div className="document-preview__actions" role="toolbar" aria-label="Document actions">
        <Button variant="secondary" icon={<PrinterIcon />} loading={waitingForShown} onClick={printDocument}>
          Print (Exact Copy)
        </Button>
        {canLink ? (
          <Button variant="primary" icon={<CopyIcon />} loading={link.isPending} onClick={copySigningLink}>
            Copy Signing Link
          </Button>
        ) : null}
        {canLink ? (
          <Button variant="primary" icon={<ExternalLinkIcon />} loading={prepare.isPending} onClick={sendToCustomer}>
            Send to customer
          </Button>
        ) : null}
        {canSavePdf ? (
          <Button variant="primary" icon={<DownloadIcon />} loading={pdf.isPending} onClick={savePdf}>
            Save as PDF
          </Button>
        ) : null}
        {canSendInvoice ? (
          <Button variant="primary" icon={<ExternalLinkIcon />} onClick={() => setSendingInvoice(true)}>
            Send to customer
          </Button>
        ) : null}
        {canRecordPayment ? (
          <Button variant="secondary" icon={<CheckIcon />} onClick={() => setRecording(true)}>
            Record payment
          </Button>
        ) : null}
        {signed && target.source === 'quote' ? (
          <Button variant="primary" icon={<DownloadIcon />} loading={signedPdf.isPending} onClick={() => signedPdf.mutate({ quoteId: target.document.id, number: target.document.quoteNumber })}>
            Download signed PDF
          </Button>
        ) : null}
        {signed && target.source === 'quote' ? (
          <Button
            variant="secondary"
            icon={<ReceiptIcon />}
            loading={creatingKind === 'deposit'}
            disabled={quoteInvoice.isPending}
            onClick={() => quoteInvoice.mutate({ quoteId: target.document.id, kind: 'deposit' })}
          >
            Create deposit invoice
          </Button>
        ) : null}
        {signed && target.source === 'quote' ? (
          <Button
            variant="secondary"
            icon={<ReceiptIcon />}
            loading={creatingKind === 'final'}
            disabled={quoteInvoice.isPending}
            onClick={() => quoteInvoice.mutate({ quoteId: target.document.id, kind: 'final' })}
          >
            Create final invoice
          </Button>
        ) : null}
        {canRevise && onRevise ? (
          <Button variant="secondary" icon={<ReviseIcon />} loading={reviseBusy} onClick={() => onRevise(target)}>
            Revise Quote
          </Button>
        ) : null}
      </div>
      {signed && target.source === 'quote' ? <DepositCheckNotice quoteId={target.document.id} /> : null}
      {signed && target.source === 'quote' ? <SigningAudit quote={target.document} /> : null}
      {!signed && target.source === 'quote' && !waitingForShown ? <DocumentTimeline document={{ kind: 'quote', id: target.document.id }} /> : null}
      {target.source === 'invoice' ? <DocumentTimeline document={{ kind: 'invoice', id: target.document.id }} /> : null}
      {invoice ? <InvoiceSentNote invoiceId={invoice.id} /> : null}
      {invoice ? <InvoiceAccount invoice={invoice} payments={account.data?.payments} /> : null}
      <div className="document-preview__sheet">{view}</div>
      <PrintPortal>{view}</PrintPortal>
      {recording && invoice ? (
        <RecordPaymentDialog
          invoice={invoice}
          timeZone={settings.timeZone}
          onClose={() => setRecording(false)}
          onRecorded={(answer) => {
            setRecording(false);
            toastSuccess(
              answer.invoice.status === 'paid' ? `${answer.invoice.invoiceNumber} is paid in full.` : `Balance due: ${formatMoney(answer.invoice.balanceDue)}.`,
              'Payment Recorded',
            );
            onTargetChange?.({ kind: 'invoice', source: 'invoice', document: answer.invoice });
          }}
        />
      ) : null}
      {sendingInvoice && invoice ? <SendInvoiceDialog invoice={invoice} settings={settings} onClose={() => setSendingInvoice(false)} /> : null}
      {sending ? <SendToCustomerDialog prepared={sending} onClose={() => setSending(null)} /> : null}
      {extendOffer ? (
        <ExtendExpiredDialog expiry={extendOffer} busy={extending} isDraft={target.source === 'draft'} onCancel={() => setExtendOffer(null)} onExtend={() => void extendAndCopy()} />
      ) : null}
    </div>
  );
}
