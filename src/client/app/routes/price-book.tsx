import { PriceBookScreen } from '#client/features/price-book/components/price-book-screen.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function PriceBookRoute() {
  useDocumentTitle('Price Book · Document Generator');
  return <PriceBookScreen />;
}
