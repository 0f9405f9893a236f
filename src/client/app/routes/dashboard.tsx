import { DashboardScreen } from '#client/features/dashboard/components/dashboard-screen.tsx';
import { UndeliveredMailNotice } from '#client/features/mail/components/undelivered-mail-notice.tsx';
import { UndeliveredSmsNotice } from '#client/features/mail/components/undelivered-sms-notice.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function DashboardRoute() {
  useDocumentTitle('Dashboard · Document Generator');
  return <DashboardScreen notices={
        <>
          <UndeliveredMailNotice />
          <UndeliveredSmsNotice />
        </>
      } />;
}
