import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_DOCUMENT_TAB, DOCUMENT_TABS, isDocumentTab, type DocumentListItem, type DocumentTab } from '../../../shared/documents/document-list.ts';
import type { Invoice, Quote } from '../../../shared/documents/schemas.ts';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { DownloadIcon, PlusIcon, SearchIcon } from '../../components/ui/icons.tsx';
import { PageLoading } from '../../components/ui/spinner.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useArchiveDraft } from '../../features/documents/api/archive-draft.ts';
import { useDocumentList } from '../../features/documents/api/get-document-lists.ts';
import { useRestoreDraft } from '../../features/documents/api/restore-draft.ts';
import { useReviseQuote } from '../../features/documents/api/revise-quote.ts';
import type { DocumentCardActions } from '../../features/documents/components/document-card.tsx';
import { DocumentGrid } from '../../features/documents/components/document-grid.tsx';
import '../../features/documents/components/documents.css';
import { EditView } from '../../features/generator/components/edit-view.tsx';
import type { CreatedDocument } from '../../features/generator/components/generator-form.tsx';
import { hasAutosaveContent } from '../../features/generator/lib/autosave-diff.ts';
import { loadEdits, openEditorTarget, rememberOpenEditor, type EditTarget } from '../../features/generator/lib/unsaved-edits.ts';
import { useCreateDepositInvoice, useDownloadSignedPdf } from '../../features/preview/api/signed-quote-actions.ts';
import { PreviewPanel } from '../../features/preview/components/preview-panel.tsx';
import { PREVIEW_STORAGE_KEY, parseStoredPreview, type PreviewTarget } from '../../features/preview/preview-target.ts';
import { withParams } from '../../lib/api-client.ts';
import { readStorage, removeStorage } from '../../lib/local-storage.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const TAB_KEY = 'documentsTab';
const SEARCH_DEBOUNCE_MS = 300;

interface EditorState {
  target: EditTarget;
  document?: Quote | Invoice;
}

function initialTab(): DocumentTab {
  try {
    const stored = window.sessionStorage.getItem(TAB_KEY);
    return isDocumentTab(stored) ? stored : DEFAULT_DOCUMENT_TAB;
  } catch {
    return DEFAULT_DOCUMENT_TAB;
  }
}

const hasRouteParams = (params: URLSearchParams): boolean => params.has('editDraft') || params.has('draft') || params.has('preview') || params.has('new');

function previewOf(item: DocumentListItem): PreviewTarget | null {
  if (item.type === 'quote' || item.type === 'signed-quote') return { kind: 'quote', source: 'quote', document: item.source };
  if (item.type === 'invoice') return { kind: 'invoice', source: 'invoice', document: item.source };
  return null;
}

/**
 * All Documents (/documents and /generated-quotes): the list with its tabs and search, the
 * Document Preview panel above it, and the edit view in its place while a document is edited.
 */
export function DocumentsRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [tab, setTabState] = useState<DocumentTab>(initialTab);
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
  const archive = useArchiveDraft();
  const restore = useRestoreDraft();
  const revise = useReviseQuote();
  const downloadSigned = useDownloadSignedPdf();
  const deposit = useCreateDepositInvoice((invoice) => {
    setEditor(null);
    setPreview({ kind: 'invoice', source: 'invoice', document: invoice });
    window.scrollTo({ top: 0 });
  });
  useDocumentTitle(editor ? 'Edit Document' : 'All Documents');

  const setTab = (next: DocumentTab): void => {
    setTabState(next);
    try {
      window.sessionStorage.setItem(TAB_KEY, next);
    } catch {
      // The tab is a convenience; without storage it resets on reload.
    }
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

  if (editor) {
    return <EditView target={editor.target} document={editor.document} onClose={closeEditor} onCreated={onCreated} />;
  }

  const searching = search.trim() !== '';
  const count = list.items.length;
  return (
    <div className="documents">
      <header className="documents__header">
        <div>
          <h1>All Documents</h1>
          <p className="muted">View and manage all generated documents</p>
          <p className="documents__count" data-testid="document-count">
            {count}
            {list.hasMore ? '+' : ''} {count === 1 && !list.hasMore ? 'document' : 'documents'}
          </p>
        </div>
        <div className="documents__new">
          <Link to="?new=quote" className={buttonClassName({ variant: 'primary' })}>
            <PlusIcon />
            New Quote
          </Link>
          <Link to="?new=invoice" className={buttonClassName({ variant: 'secondary' })}>
            <PlusIcon />
            New Invoice
          </Link>
          {/* A plain download: the server names the file and sends what this tab and search show. */}
          <a href={withParams('/api/documents/export.csv', { tab, q: search.trim() })} className={buttonClassName({ variant: 'ghost' })} download>
            <DownloadIcon />
            Export CSV
          </a>
        </div>
      </header>

      {preview ? (
        <PreviewPanel
          target={preview}
          onClose={() => setPreview(null)}
          onRevise={onPreviewRevise}
          reviseBusy={revise.isPending}
          onTargetChange={setPreview}
        />
      ) : null}

      <div className="documents__controls">
        <form role="search" className="search-box" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon />
          <input
            className="field__control"
            type="search"
            aria-label="Search documents"
            placeholder="Search documents..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </form>
        <Tabs options={DOCUMENT_TABS} value={tab} onChange={setTab} label="Filter documents" idPrefix="documents" />
        <p className="documents__status" role="status" aria-live="polite">
          {list.isRefreshing ? 'Searching...' : ''}
        </p>
      </div>

      <div role="tabpanel" id="documents-panel" aria-labelledby={`documents-tab-${tab}`}>
        {list.errors.map((error) => (
          <div key={error.message} className="documents__error" role="alert">
            <span>{error.message}</span>
            <Button size="sm" variant="secondary" onClick={error.retry}>
              Try again
            </Button>
          </div>
        ))}
        {list.isLoading ? (
          <PageLoading label="Loading documents..." />
        ) : count === 0 && !list.hasMore ? (
          searching ? (
            <EmptyState title="No documents found" description="Try adjusting your search terms or filters." />
          ) : (
            <EmptyState title="No documents yet" description="Start creating quotes and invoices to see them here." />
          )
        ) : (
          <DocumentGrid items={list.items} actions={actions} hasMore={list.hasMore} isLoadingMore={list.isLoadingMore} onLoadMore={list.loadMore} />
        )}
      </div>
    </div>
  );
}
