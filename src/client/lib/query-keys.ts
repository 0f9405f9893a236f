/**
 * Query keys are the API path split in parts (SPEC.md: "GET the path formed by joining key parts
 * with '/'"), so invalidating ['/api/drafts'] refreshes every drafts list and page.
 */
export const queryKeys = {
  quotes: ['/api/quotes'] as const,
  invoices: ['/api/invoices'] as const,
  drafts: ['/api/drafts'] as const,
  archivedDrafts: ['/api/drafts', 'archived'] as const,
  signedQuotes: ['/api/signed-quotes'] as const,
  linkQuotes: ['/api/link-quotes'] as const,
  stats: ['/api/stats'] as const,
  attention: ['/api/attention'] as const,
  settings: ['/api/settings'] as const,
  session: ['/api/session'] as const,
  draft: (id: string) => ['/api/drafts', 'one', id] as const,
  quote: (id: string) => ['/api/quotes', 'one', id] as const,
  invoice: (id: string) => ['/api/invoices', 'one', id] as const,
};

type ListName = 'quotes' | 'invoices' | 'drafts' | 'archivedDrafts' | 'signedQuotes' | 'linkQuotes';

/**
 * SPEC.md section 7: after creating a quote, draft or invoice the quotes, drafts and invoices
 * lists refresh; after archive, unarchive or revise the drafts lists do. The dashboard's figures
 * and its Needs attention list follow any change.
 */
export async function refreshLists(queryClient: { invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void> }, lists: readonly ListName[]): Promise<void> {
  await Promise.all([
    ...lists.map((list) => queryClient.invalidateQueries({ queryKey: queryKeys[list] })),
    queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
    // Needs attention follows the same changes (a revision, an invoice paid).
    queryClient.invalidateQueries({ queryKey: queryKeys.attention }),
  ]);
}
