import { useQuery } from '@tanstack/react-query';
import type { Quote } from '#shared/documents/schemas.ts';
import type { Settings } from '#shared/settings/settings.ts';
import { api } from '#client/lib/api-client.ts';

/** What the customer was shown for a sent quote: its link's frozen snapshot. */
export interface ShownQuote {
  quote: Partial<Quote>;
  company: Partial<Settings>;
  snapshotHash: string;
  linkStatus: string;
}

/** GET /api/quotes/{id}/shown: null when the quote was never sent. */
export async function getShownQuote(id: string): Promise<ShownQuote | null> {
  const answer = await api.get<{ shown: ShownQuote | null } | undefined>(`/api/quotes/${encodeURIComponent(id)}/shown`);
  return answer?.shown ?? null;
}

export const shownQuoteKey = (id: string) => ['/api/quotes', 'shown', id] as const;

export function useShownQuote(id: string | null) {
  return useQuery({ queryKey: shownQuoteKey(id ?? ''), queryFn: () => getShownQuote(id!), enabled: id !== null });
}

/**
 * The quote and settings a staff paper renders: a sent quote as its customer saw it (the
 * snapshot's content and company details, so later changes to the terms in Settings do not
 * rewrite what was signed), with its signature as it stands now.
 */
export function quoteAsShown(quote: Quote, settings: Settings, shown: ShownQuote | null | undefined): { document: Quote; settings: Settings } {
  if (!shown) return { document: quote, settings };
  const { status, customerSignature, signedAt, signedName, draftId } = quote;
  return {
    document: { ...quote, ...shown.quote, status, customerSignature, signedAt, signedName, draftId },
    settings: { ...settings, ...shown.company },
  };
}
