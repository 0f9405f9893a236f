import { useEffect, useRef, useState } from 'react';
import type { DocumentListItem } from '#shared/documents/document-list.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DocumentCard, type DocumentCardActions } from './document-card.tsx';

/** The card grid (1, 2 or 3 columns by width); more pages load as the end scrolls into view. */
export function DocumentGrid({
  items,
  actions,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: {
  items: DocumentListItem[];
  actions: DocumentCardActions;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [nearEnd, setNearEnd] = useState(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setNearEnd(entries.some((entry) => entry.isIntersecting)), { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Keeps loading while the end stays in view: a page may add few cards to this tab.
  useEffect(() => {
    if (nearEnd && hasMore && !isLoadingMore) onLoadMore();
  }, [nearEnd, hasMore, isLoadingMore, onLoadMore, items.length]);

  return (
    <>
      <ul className="doc-grid" aria-label="Documents">
        {items.map((item) => (
          <li key={item.key}>
            <DocumentCard item={item} actions={actions} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="doc-grid__end">
        {hasMore ? (
          <Button variant="secondary" loading={isLoadingMore} onClick={onLoadMore}>
            {isLoadingMore ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </>
  );
}
