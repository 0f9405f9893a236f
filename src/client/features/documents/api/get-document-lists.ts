import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  DOCUMENT_TABS,
  countInTab,
  filterDocumentItems,
  mergeCutoff,
  mergeDocumentItems,
  nextSourceToLoad,
  sourcesForTab,
  visibleUpToCutoff,
  type DocumentListItem,
  type DocumentSources,
  type DocumentTab,
  type PagedSource,
} from '#shared/documents/document-list.ts';
import type { SignedQuotes } from '#shared/documents/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

export const PAGE_SIZE = 50;

type SourceName = keyof DocumentSources;

const SOURCE_PATHS: Record<SourceName, { path: string; key: readonly string[]; failure: string }> = {
  quotes: { path: '/api/quotes', key: queryKeys.quotes, failure: 'Failed to fetch quotes' },
  invoices: { path: '/api/invoices', key: queryKeys.invoices, failure: 'Failed to fetch invoices' },
  drafts: { path: '/api/drafts', key: queryKeys.drafts, failure: 'Failed to fetch drafts' },
  archivedDrafts: { path: '/api/drafts/archived', key: queryKeys.archivedDrafts, failure: 'Failed to fetch archived drafts' },
  signedQuotes: { path: '/api/signed-quotes', key: queryKeys.signedQuotes, failure: 'Failed to fetch signed quotes' },
  linkQuotes: { path: '/api/link-quotes', key: queryKeys.linkQuotes, failure: 'Failed to fetch link quotes' },
};

const ALL_SOURCES = Object.keys(SOURCE_PATHS) as SourceName[];

interface SourcePage {
  sources: DocumentSources;
  nextCursor: string | null;
  /** createdAt of the oldest item on the page. */
  oldest: string | null;
}

const oldestOf = (items: ReadonlyArray<{ createdAt: string }>): string | null => {
  let oldest: string | null = null;
  for (const item of items) if (oldest === null || Date.parse(item.createdAt) < Date.parse(oldest)) oldest = item.createdAt;
  return oldest;
};

/** One page of one list route: ?q= searches on the server, ?before= pages, X-Next-Cursor says there is more. */
async function fetchSourcePage(name: SourceName, params: { q: string; before?: string }, signal: AbortSignal): Promise<SourcePage> {
  const { data, headers } = await apiRequest<unknown>('GET', SOURCE_PATHS[name].path, { params: { q: params.q.trim(), limit: PAGE_SIZE, before: params.before }, signal });
  const nextCursor = headers.get('X-Next-Cursor') || null;
  if (name === 'signedQuotes') {
    const answer = (data ?? {}) as Partial<SignedQuotes>;
    const signedQuotes: SignedQuotes = { regularQuotes: answer.regularQuotes ?? [], linkQuotes: answer.linkQuotes ?? [] };
    return { sources: { signedQuotes }, nextCursor, oldest: oldestOf([...signedQuotes.regularQuotes, ...signedQuotes.linkQuotes]) };
  }
  const items = Array.isArray(data) ? (data as Array<{ createdAt: string }>) : [];
  return { sources: { [name]: items } as DocumentSources, nextCursor, oldest: oldestOf(items) };
}

function combinePages(pages: readonly SourcePage[]): DocumentSources {
  const combined: Required<Omit<DocumentSources, 'signedQuotes'>> & { signedQuotes: SignedQuotes } = {
    quotes: [],
    invoices: [],
    drafts: [],
    archivedDrafts: [],
    linkQuotes: [],
    signedQuotes: { regularQuotes: [], linkQuotes: [] },
  };
  for (const { sources } of pages) {
    combined.quotes = [...combined.quotes, ...(sources.quotes ?? [])];
    combined.invoices = [...combined.invoices, ...(sources.invoices ?? [])];
    combined.drafts = [...combined.drafts, ...(sources.drafts ?? [])];
    combined.archivedDrafts = [...combined.archivedDrafts, ...(sources.archivedDrafts ?? [])];
    combined.linkQuotes = [...combined.linkQuotes, ...(sources.linkQuotes ?? [])];
    if (sources.signedQuotes) {
      combined.signedQuotes = {
        regularQuotes: [...combined.signedQuotes.regularQuotes, ...sources.signedQuotes.regularQuotes],
        linkQuotes: [...combined.signedQuotes.linkQuotes, ...sources.signedQuotes.linkQuotes],
      };
    }
  }
  return combined;
}

function useSource(name: SourceName, enabled: boolean, q: string) {
  return useInfiniteQuery<SourcePage, Error, InfiniteData<SourcePage>, readonly unknown[], string | undefined>({
    queryKey: [...SOURCE_PATHS[name].key, 'list', { q: q.trim() }],
    queryFn: ({ pageParam, signal }) => fetchSourcePage(name, { q, before: pageParam }, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export interface DocumentList {
  items: DocumentListItem[];
  /** Nothing to show yet because the first answers are still coming. */
  isLoading: boolean;
  /** A new search is running on the server while the older answer is filtered in the browser. */
  isRefreshing: boolean;
  errors: Array<{ message: string; retry: () => void }>;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

/**
 * The list of one tab: each needed list route paged on its own, merged in date order, filtered in
 * the browser by the live query (instant), while the server searches with the debounced one.
 */
export function useDocumentList(tab: DocumentTab, liveQuery: string, serverQuery: string, enabled = true): DocumentList {
  const needed = new Set(enabled ? sourcesForTab(tab) : []);
  const queries = {
    quotes: useSource('quotes', needed.has('quotes'), serverQuery),
    invoices: useSource('invoices', needed.has('invoices'), serverQuery),
    drafts: useSource('drafts', needed.has('drafts'), serverQuery),
    archivedDrafts: useSource('archivedDrafts', needed.has('archivedDrafts'), serverQuery),
    signedQuotes: useSource('signedQuotes', needed.has('signedQuotes'), serverQuery),
    linkQuotes: useSource('linkQuotes', needed.has('linkQuotes'), serverQuery),
  };
  const active = ALL_SOURCES.filter((name) => needed.has(name));
  const pages = active.flatMap((name) => queries[name].data?.pages ?? []);
  const paged: PagedSource[] = active.map((name) => {
    const query = queries[name];
    const last = query.data?.pages.at(-1);
    return { oldestLoaded: last?.oldest ?? null, hasMore: Boolean(query.hasNextPage) };
  });
  const items = visibleUpToCutoff(filterDocumentItems(mergeDocumentItems(combinePages(pages)), tab, liveQuery), mergeCutoff(paged));
  const errors = active
    .filter((name) => queries[name].isError)
    .map((name) => ({ message: SOURCE_PATHS[name].failure, retry: () => void queries[name].refetch() }));
  const next = nextSourceToLoad(paged);
  const nextName = next >= 0 ? active[next] : undefined;
  return {
    items,
    isLoading: active.some((name) => queries[name].isPending && queries[name].fetchStatus !== 'idle'),
    isRefreshing: active.some((name) => queries[name].isPlaceholderData && queries[name].isFetching),
    errors,
    hasMore: nextName !== undefined,
    isLoadingMore: active.some((name) => queries[name].isFetchingNextPage),
    loadMore: () => {
      if (nextName && !queries[nextName].isFetchingNextPage) void queries[nextName].fetchNextPage();
    },
  };
}

/** Where else a search finds documents: '3 matches in All' (more: the server has further pages). */
export interface TabMatches {
  tab: DocumentTab;
  label: string;
  count: number;
  more: boolean;
}

/**
 * A search that finds nothing in the open tab may find documents in another: the All list (the
 * same cached list routes) is asked only then, and each other tab's share of it counted.
 */
export function useMatchesInOtherTabs(tab: DocumentTab, liveQuery: string, serverQuery: string, currentIsEmpty: boolean): TabMatches[] {
  const enabled = currentIsEmpty && tab !== 'all' && liveQuery.trim() !== '';
  const all = useDocumentList('all', liveQuery, serverQuery, enabled);
  if (!enabled || all.isLoading) return [];
  return DOCUMENT_TABS.filter((other) => other.value !== tab)
    .map((other) => ({ tab: other.value, label: other.label, count: countInTab(all.items, other.value), more: all.hasMore }))
    .filter((matches) => matches.count > 0);
}
