import { Button } from '#client/components/ui/button.tsx';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { Modal } from '#client/components/ui/modal.tsx';
import type { QuoteExpiry } from '../lib/quote-expiry.ts';

/**
 * Shown before an expired quote's link is copied: the customer could not sign it, so the choice
 * is to extend it (a revision valid until the offered date, whose link is then copied) or not.
 */
export function ExtendExpiredDialog({ expiry, busy, isDraft, onCancel, onExtend }: { expiry: QuoteExpiry; busy: boolean; isDraft: boolean; onCancel: () => void; onExtend: () => void }) {
  const until = formatDisplayDate(expiry.extendTo);
  return (
    <Modal
      title={`This quote expired on ${formatDisplayDate(expiry.expiredOn)}`}
      description={`The customer cannot sign it. Extend to ${until}?`}
      onClose={onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" loading={busy} onClick={onExtend}>
            Extend to {until} and copy link
          </Button>
        </>
      }
    >
      <p>
        {isDraft
          ? `The quote is issued with Valid Until ${until} and its signing link is copied.`
          : `A revision with the same content and Valid Until ${until} is issued and its signing link copied; the old link will tell the customer a newer version was sent.`}
      </p>
    </Modal>
  );
}
