import { VerifyScreen } from '#client/features/verify/components/verify-screen.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function VerifyRoute() {
  useDocumentTitle('Verify PDF · Document Generator');
  return <VerifyScreen />;
}
