import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { DocumentListItem, DocumentTab } from '#shared/documents/document-list.ts';
import type { Invoice, Quote } from '#shared/documents/schemas.ts';
import { useArchiveDraft } from '#client/features/documents/api/archive-draft.ts';
import { useDocumentList, useMatchesInOtherTabs, type DocumentList, type TabMatches } from '#client/features/documents/api/get-document-lists.ts';
import { useRestoreDraft } from '#client/features/documents/api/restore-draft.ts';
import { useReviseQuote } from '#client/features/documents/api/revise-quote.ts';
import type { DocumentCardActions } from '#client/features/documents/components/document-card.tsx';
import { storeDocumentsTab, storedDocumentsTab } from '#client/features/documents/lib/documents-tab.ts';
import type { CreatedDocument } from '#client/features/generator/components/generator-form.tsx';
import { hasAutosaveContent } from '#client/features/generator/lib/autosave-diff.ts';
import { loadEdits, openEditorTarget, rememberOpenEditor, type EditTarget } from '#client/features/generator/lib/unsaved-edits.ts';
import { useCreateDepositInvoice, useDownloadSignedPdf } from '#client/features/preview/api/signed-quote-actions.ts';
import { PREVIEW_STORAGE_KEY, parseStoredPreview, type PreviewTarget } from '#client/features/preview/preview-target.ts';
import { readStorage, removeStorage } from '#client/lib/local-storage.ts';
import { api } from '#client/lib/api-client.ts';
import { getQuote } from '#client/features/preview/api/get-quote.ts';
import { toastError } from '#client/components/ui/toast-store.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';

const SEARCH_DEBOUNCE_MS = 300;

export interface EditorState {
  target: EditTarget;
  document?: Quote | Invoice;
}

const hasRouteParams = (params: URLSearchParams): boolean =>
  params.has('editDraft') || params.has('draft') || params.has('preview') || params.has('new') || params.has('quote') || params.has('invoice');

function previewOf(item: DocumentListItem): PreviewTarget | null {
  if (item.type === 'quote' || item.type === 'signed-quote') return { kind: 'quote', source: 'quote', document: item.source };
  if (item.type === 'invoice') return { kind: 'invoice', source: 'invoice', document: item.source };
  return null;
}

export interface DocumentsScreenState {
  tab: DocumentTab;
  setTab: (tab: DocumentTab) => void;
  search: string;
  setSearch: (search: string) => void;
  /** A search with no match in this tab: the other tabs that have matches. */
  elsewhere: TabMatches[];
  list: DocumentList;
  actions: DocumentCardActions;
  preview: PreviewTarget | null;
  setPreview: (preview: PreviewTarget | null) => void;
  onPreviewRevise: (target: PreviewTarget) => void;
  reviseBusy: boolean;
  /** The document being edited; the edit view then takes the list's place. */
  editor: EditorState | null;
  closeEditor: () => void;
  onCreated: (created: CreatedDocument) => void;
}

/**
 * All Documents' state: the tab (kept in sessionStorage), the search, the open preview and editor,
 * SPEC.md's query parameters, and what each card's buttons do. The list, the preview and the
 * editor come from three features; this hook, in app/, is where they meet.
 */
export function useDocumentsScreen(): DocumentsScreenState {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [tab, setTabState] = useState<DocumentTab>(storedDocumentsTab);
  const [search, setSearch] = useState('');
  const serverQuery = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  // A reload reopens the editor that was open (its unsaved values come back from localStorage).
  const [editor, setEditor] = useState<EditorState | null>(() => {
    if (hasRouteParams(searchParams)) return null;
    const open = openEditorTarget();
    if (!open) return null;
    // A new document nobody typed into yet is not worth reopening.
    if (open.type === 'new') {
      const stored = loadEdits(open);
      if (!stored || !hasAutosaveContent(stored.values)) return null;
    }
    return { target: open };
  });
  const list = useDocumentList(tab, search, serverQuery);
  const elsewhere = useMatchesInOtherTabs(tab, search, serverQuery, !list.isLoading && list.items.length === 0 && !list.hasMore);
  const archive = useArchiveDraft();
  const restore = useRestoreDraft();
  const revise = useReviseQuote();
  const downloadSigned = useDownloadSignedPdf();
  const deposit = useCreateDepositInvoice((invoice) => {
    setEditor(null);
    setPreview({ kind: 'invoice', source: 'invoice', document: invoice });
    window.scrollTo({ top: 0 });
  });

  const setTab = (next: DocumentTab): void => {
    setTabState(next);
    storeDocumentsTab(next);
  };

  const openEditor = useCallback((next: EditorState): void => {
    setPreview(null);
    setEditor(next);
    window.scrollTo({ top: 0 });
  }, []);

  // SPEC.md's route table: ?editDraft= / ?draft= open that draft, ?preview=true the stored
  // preview document; ?new=quote|invoice starts one by hand. The address is then reset.
  useEffect(() => {
    if (!hasRouteParams(searchParams)) return;
    const draftId = searchParams.get('editDraft') ?? searchParams.get('draft');
    const newKind = searchParams.get('new');
    if (draftId) openEditor({ target: { type: 'draft', id: draftId } });
    else if (newKind === 'quote' || newKind === 'invoice') openEditor({ target: { type: 'new', kind: newKind } });
    // ?quote={id} / ?invoice={id}: a dashboard row (Needs attention, Recent Activity) opens that document's preview.
    const quoteId = searchParams.get('quote');
    const invoiceId = searchParams.get('invoice');
    if (quoteId || invoiceId) {
      setEditor(null);
      const opened: Promise<PreviewTarget> = quoteId
        ? getQuote(quoteId).then((document) => ({ kind: 'quote', source: 'quote', document }))
        : api.get<Invoice>(`/api/invoices/${encodeURIComponent(invoiceId ?? '')}`).then((document) => ({ kind: 'invoice', source: 'invoice', document }));
      opened.then(setPreview, () => toastError('That document could not be opened.'));
    }
    if (searchParams.get('preview') === 'true') {
      const stored = readStorage(PREVIEW_STORAGE_KEY);
      removeStorage(PREVIEW_STORAGE_KEY);
      const target = stored === null ? null : parseStoredPreview(stored);
      if (target) {
        setEditor(null);
        setPreview(target);
      } else if (stored !== null) {
        console.warn('The saved preview document could not be read; it was discarded.');
      }
    }
    navigate(pathname, { replace: true });
  }, [searchParams, navigate, pathname, openEditor]);

  const closeEditor = (): void => {
    rememberOpenEditor(null);
    setEditor(null);
  };

  const onCreated = (created: CreatedDocument): void => {
    setEditor(null);
    setPreview(created.kind === 'quote' ? { kind: 'quote', source: 'draft', document: created.document } : { kind: 'invoice', source: 'invoice', document: created.document });
  };

  const startRevision = (quoteId: string): void => {
    revise.mutate(quoteId, { onSuccess: (draft) => openEditor({ target: { type: 'draft', id: draft.id } }) });
  };

  const onPreviewRevise = (target: PreviewTarget): void => {
    if (target.source === 'quote') startRevision(target.document.id);
    else if (target.source === 'draft') openEditor({ target: { type: 'draft', id: target.document.id } });
  };

  const busyKey =
    archive.isPending ? `draft:${archive.variables}`
    : restore.isPending ? `archived-draft:${restore.variables}`
    : revise.isPending ? `quote:${revise.variables}`
    : deposit.isPending ? `deposit:${deposit.variables}`
    : null;

  const actions: DocumentCardActions = {
    busyKey,
    onEdit: (item) => {
      if (item.type === 'draft') openEditor({ target: { type: 'draft', id: item.id } });
      // An issued quote is never edited in place: Edit opens its revision draft (the same open
      // draft when there is one), so the edits belong to that quote's next revision.
      else if (item.type === 'quote') startRevision(item.id);
      else if (item.type === 'invoice') openEditor({ target: { type: 'invoice', id: item.id }, document: item.source });
    },
    onRevise: (item) => startRevision(item.type === 'link-quote' ? item.source.quoteId : item.id),
    onDownloadSigned: (item, quoteId) => downloadSigned.mutate({ quoteId, number: item.number }),
    onDepositInvoice: (_item, quoteId) => deposit.mutate(quoteId),
    onArchive: (item) => archive.mutate(item.id),
    onRestore: (item) => restore.mutate(item.id),
    onPreview: (item) => setPreview(previewOf(item)),
  };

  return { tab, setTab, search, setSearch, list, elsewhere, actions, preview, setPreview, onPreviewRevise, reviseBusy: revise.isPending, editor, closeEditor, onCreated };
}
