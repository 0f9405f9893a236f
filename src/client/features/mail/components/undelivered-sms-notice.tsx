import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { useRetrySms, useUndeliveredSms } from '../api/undelivered-mail.ts';
import { UndeliveredNotice } from './undelivered-notice.tsx';

/** Like the e-mail notice: shown only while a text message (Send to customer, Text it) has not been delivered. */
export function UndeliveredSmsNotice() {
  const sms = useUndeliveredSms();
  const retry = useRetrySms();
  return (
    <UndeliveredNotice
      id="sms-notice-title"
      testId="undelivered-sms"
      items={Array.isArray(sms.data) ? sms.data : []}
      title={(count) => (count === 1 ? '1 text message not delivered yet' : `${count} text messages not delivered yet`)}
      heading={(item) => <strong>Text to {formatPhoneNumber(item.to)}</strong>}
      retryLabel={(item) => `Retry text to ${item.to}`}
      retry={retry}
    />
  );
}
