import { VerifyScreen } from '../../features/verify/components/verify-screen.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function VerifyRoute() {
  useDocumentTitle('Verify PDF · Document Generator');
  return <VerifyScreen />;
}
