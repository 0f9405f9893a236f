import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';
import { UndeliveredMailNotice } from '../../features/mail/components/undelivered-mail-notice.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function DashboardRoute() {
  useDocumentTitle('Dashboard · Document Generator');
  return <DashboardScreen notices={<UndeliveredMailNotice />} />;
}
