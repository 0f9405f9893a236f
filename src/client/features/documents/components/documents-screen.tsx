import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_TABS, type DocumentTab } from '#shared/documents/document-list.ts';
import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { DownloadIcon, PlusIcon, SearchIcon } from '#client/components/ui/icons.tsx';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { Tabs } from '#client/components/ui/tabs.tsx';
import { withParams } from '#client/lib/api-client.ts';
import type { DocumentList, TabMatches } from '../api/get-document-lists.ts';
import type { DocumentCardActions } from './document-card.tsx';
import { DocumentGrid } from './document-grid.tsx';
import './documents.css';

export interface DocumentsScreenProps {
  tab: DocumentTab;
  onTabChange: (tab: DocumentTab) => void;
  search: string;
  onSearchChange: (search: string) => void;
  list: DocumentList;
  /** A search that finds nothing here: the other tabs where it does find documents. */
  elsewhere?: TabMatches[];
  actions: DocumentCardActions;
  /** The Document Preview panel, shown above the list (the preview feature's, passed in by the route). */
  preview?: ReactNode;
}

/** All Documents: the header with New Quote/Invoice and Export CSV, search, tabs and the card grid. */
export function DocumentsScreen({ tab, onTabChange, search, onSearchChange, list, elsewhere = [], actions, preview }: DocumentsScreenProps) {
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

      {preview}

      <div className="documents__controls">
        <form role="search" className="search-box" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon />
          <input
            className="field__control"
            type="search"
            aria-label="Search documents"
            placeholder="Search documents..."
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </form>
        <Tabs options={DOCUMENT_TABS} value={tab} onChange={onTabChange} label="Filter documents" idPrefix="documents" />
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
            <EmptyState
              title="No documents found"
              description="Try adjusting your search terms or filters."
              action={
                elsewhere.length > 0 ? (
                  <ul className="documents__elsewhere" aria-label="Matches in other tabs">
                    {elsewhere.map((matches) => (
                      <li key={matches.tab}>
                        <button type="button" className="documents__elsewhere-link" onClick={() => onTabChange(matches.tab)}>
                          {matches.count}
                          {matches.more ? '+' : ''} {matches.count === 1 && !matches.more ? 'match' : 'matches'} in {matches.label}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : undefined
              }
            />
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
