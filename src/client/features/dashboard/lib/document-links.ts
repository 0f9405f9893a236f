import type { DocumentListItem } from '#shared/documents/document-list.ts';

/**
 * Where a dashboard row opens its document: All Documents with ?quote={id} or ?invoice={id}
 * shows its preview (use-documents-screen.ts), a draft opens in the editor (SPEC.md's ?editDraft=).
 */
export function documentHref(kind: 'quote' | 'invoice' | 'draft', id: string): string {
  const param = kind === 'draft' ? 'editDraft' : kind;
  return `/generated-quotes?${param}=${encodeURIComponent(id)}`;
}

export function activityHref(item: DocumentListItem): string | null {
  switch (item.type) {
    case 'quote':
    case 'signed-quote':
      return documentHref('quote', item.source.id);
    case 'invoice':
      return documentHref('invoice', item.source.id);
    case 'draft':
    case 'archived-draft':
      return documentHref('draft', item.source.id);
    case 'link-quote':
      return documentHref('quote', item.source.quoteId);
  }
}
