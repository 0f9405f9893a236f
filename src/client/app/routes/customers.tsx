import { CustomersScreen } from '#client/features/customers/components/customers-screen.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function CustomersRoute() {
  useDocumentTitle('Customers · Document Generator');
  return <CustomersScreen />;
}
