import { useRetryMail, useUndeliveredMail } from '../api/undelivered-mail.ts';
import { UndeliveredNotice } from './undelivered-notice.tsx';

/** Shown only while some e-mail has not been delivered. */
export function UndeliveredMailNotice() {
  const mail = useUndeliveredMail();
  const retry = useRetryMail();
  return (
    <UndeliveredNotice
      id="mail-notice-title"
      testId="undelivered-mail"
      items={mail.data ?? []}
      title={(count) => (count === 1 ? '1 e-mail not delivered yet' : `${count} e-mails not delivered yet`)}
      heading={(item) => (
        <>
          <strong>{item.subject}</strong> to {item.to}
        </>
      )}
      retryLabel={(item) => `Retry e-mail to ${item.to}`}
      retry={retry}
    />
  );
}
