import { useEffect, useState } from 'react';
import type { ExtractionRecord } from '#shared/assistant/field-sources.ts';
import type { Draft, Invoice, Quote } from '#shared/documents/schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useSettings } from '#client/lib/settings.ts';
import { useDraft } from '../api/get-draft.ts';
import { useExtraction } from '../api/get-extraction.ts';
import { useIssuedDocument } from '../api/get-issued-document.ts';
import { emptyValues, valuesFromDocument, type GeneratorValues } from '../lib/form-values.ts';
import { buildAutosavePayload, samePayload, type AutosavePayload } from '../lib/autosave-diff.ts';
import { loadEdits, rememberOpenEditor, targetKey, type EditTarget } from '../lib/unsaved-edits.ts';
import { ExtractionReviewLayout } from './extraction-review.tsx';
import { GeneratorForm, type CreatedDocument } from './generator-form.tsx';

export interface EditViewProps {
  target: EditTarget;
  /** The quote or invoice being edited, when the caller already has it. */
  document?: Quote | Invoice;
  onClose: () => void;
  onCreated: (created: CreatedDocument) => void;
}

interface FormStart {
  values: GeneratorValues;
  draftId: string | null;
  savedPayload: AutosavePayload | null;
}

const timeOf = (iso: string | null | undefined): number => (iso ? Date.parse(iso) || 0 : 0);

/**
 * Where the form starts. Edits kept on this device win when the server still holds what they
 * were last saved as; when the server copy moved on (another device, or the last save sent as the
 * tab closed), it wins unless the local edits are newer by the clock.
 */
function startFor(
  target: EditTarget,
  source: Draft | Quote | Invoice | null,
  defaults: { quoteValidityDays: number; defaultDepositPercentage: number },
  kind: 'quote' | 'invoice',
): FormStart {
  const stored = loadEdits(target);
  const today = new Date();
  if (target.type === 'new') {
    return stored ? { values: stored.values, draftId: stored.draftId, savedPayload: stored.savedPayload } : { values: emptyValues(today, defaults), draftId: null, savedPayload: null };
  }
  const serverValues = valuesFromDocument(source, today, defaults);
  const serverPayload = buildAutosavePayload(serverValues, kind);
  const fromServer: FormStart = { values: serverValues, draftId: target.type === 'draft' ? target.id : null, savedPayload: serverPayload };
  if (!stored) return fromServer;
  const fromDevice: FormStart = { values: stored.values, draftId: stored.draftId, savedPayload: stored.savedPayload };
  if (target.type !== 'draft' || samePayload(stored.savedPayload, serverPayload)) return fromDevice;
  if (samePayload(buildAutosavePayload(stored.values, kind), serverPayload)) return fromServer;
  const serverChanged = source !== null && 'lastModified' in source ? timeOf(source.lastModified) : 0;
  return stored.updatedAt > serverChanged ? fromDevice : fromServer;
}

function Loaded({
  target,
  source,
  extraction,
  onClose,
  onCreated,
  preferredKind,
}: Omit<EditViewProps, 'document'> & { source: Draft | Quote | Invoice | null; extraction: ExtractionRecord | null; preferredKind: 'quote' | 'invoice' }) {
  const settings = useSettings();
  const [start] = useState(() => startFor(target, source, settings, preferredKind));
  const title = target.type === 'quote' || target.type === 'invoice' ? 'Edit Quote/Invoice' : 'Edit Draft';
  const form = (
    <GeneratorForm
      title={title}
      target={target}
      initialValues={start.values}
      draftId={start.draftId}
      savedPayload={start.savedPayload}
      preferredKind={preferredKind}
      invoice={target.type === 'invoice' && source && 'invoiceNumber' in source ? source : undefined}
      onBack={onClose}
      onCreated={onCreated}
    />
  );
  // A draft the AI assistant made: the request beside it, the fields to check marked (issue 12).
  if (extraction && source) {
    return (
      <ExtractionReviewLayout record={extraction} values={valuesFromDocument(source, new Date(), settings)} defaultDeposit={settings.defaultDepositPercentage}>
        {form}
      </ExtractionReviewLayout>
    );
  }
  return form;
}

/** The edit view: 'Edit Draft' or 'Edit Quote/Invoice', a back button, and the generator form. */
export function EditView({ target, document, onClose, onCreated }: EditViewProps) {
  const key = targetKey(target);
  useEffect(() => {
    rememberOpenEditor(target);
    // Keyed on the target's identity string: the object itself is new on every parent render.
  }, [key]);

  const draft = useDraft(target.type === 'draft' ? target.id : null);
  const issuedKind = target.type === 'invoice' ? 'invoice' : 'quote';
  const issued = useIssuedDocument(issuedKind, target.type === 'quote' || target.type === 'invoice' ? target.id : null, document);
  const query = target.type === 'draft' ? draft : target.type === 'new' ? null : issued;
  const extraction = useExtraction(target.type === 'draft' ? target.id : null);
  // A draft keeps its kind: an invoice draft (autosaved from New Invoice) reopens as an invoice.
  const preferredKind =
    target.type === 'invoice' || (target.type === 'new' && target.kind === 'invoice') || (target.type === 'draft' && draft.data?.type === 'invoice') ? 'invoice' : 'quote';

  // The review is an aid: a failure to fetch it shows the editor without it.
  if (query?.isPending || (target.type === 'draft' && extraction.isPending)) return <PageLoading label="Loading document..." />;
  if (query?.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        title={missing ? 'Document not found' : 'Could not load this document'}
        description={missing ? 'It may have been deleted or issued from another device.' : 'Check the connection and try again.'}
        action={
          <Button variant="secondary" onClick={onClose}>
            Back to documents
          </Button>
        }
      />
    );
  }
  return <Loaded key={key} target={target} source={query?.data ?? null} extraction={extraction.data ?? null} onClose={onClose} onCreated={onCreated} preferredKind={preferredKind} />;
}
