import { useId, type ReactNode } from 'react';
import { badgeTone, typeLabel, type DocumentItemType, type DocumentListItem } from '#shared/documents/document-list.ts';
import { formatMoney } from '#shared/money/money.ts';
import { offeredRangeOf } from '#shared/documents/quote-options.ts';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import {
  ArchiveIcon,
  DownloadIcon,
  DraftIcon,
  EditIcon,
  ExternalLinkIcon,
  EyeIcon,
  FileIcon,
  LinkIcon,
  ReceiptIcon,
  RestoreIcon,
  ReviseIcon,
  SignatureIcon,
} from '#client/components/ui/icons.tsx';

export interface DocumentCardActions {
  onEdit: (item: DocumentListItem) => void;
  onRevise: (item: DocumentListItem) => void;
  onArchive: (item: DocumentListItem) => void;
  onRestore: (item: DocumentListItem) => void;
  onPreview: (item: DocumentListItem) => void;
  /** The sealed signed PDF of a signed quote (by quote id). */
  onDownloadSigned?: (item: DocumentListItem, quoteId: string) => void;
  /** One click: the deposit invoice of a signed quote (by quote id). */
  onDepositInvoice?: (item: DocumentListItem, quoteId: string) => void;
  /** Key of the card whose action is running. */
  busyKey: string | null;
}

const ICONS: Record<DocumentItemType, (props: { className?: string }) => ReactNode> = {
  quote: FileIcon,
  invoice: ReceiptIcon,
  draft: DraftIcon,
  'archived-draft': ArchiveIcon,
  'signed-quote': SignatureIcon,
  'link-quote': LinkIcon,
};

/** The quote id behind a signed card (a Signed Quote, or a link quote the customer signed), else null. */
export function signedQuoteId(item: DocumentListItem): string | null {
  if (item.type === 'signed-quote') return item.source.id;
  if (item.type === 'link-quote' && (item.source.status === 'signed' || item.source.isSigned)) return item.source.quoteId;
  return null;
}

const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Sent, viewed, signed or changes requested: where a link quote stands with its customer. */
export function LinkProgress({ link }: { link: Extract<DocumentListItem, { type: 'link-quote' }>['source'] }) {
  return (
    <dl className="link-progress" data-testid="link-progress">
      <div>
        <dt>Sent</dt>
        <dd>{when(link.createdAt)}</dd>
      </div>
      <div>
        <dt>Viewed</dt>
        <dd data-testid="link-viewed">
          {link.firstViewedAt
            ? `${link.viewCount} ${link.viewCount === 1 ? 'time' : 'times'}, first ${when(link.firstViewedAt)}${link.lastViewedAt && link.lastViewedAt !== link.firstViewedAt ? `, last ${when(link.lastViewedAt)}` : ''}`
            : 'Not yet'}
        </dd>
      </div>
      {link.status === 'signed' || link.isSigned ? (
        <div>
          <dt>Signed</dt>
          <dd data-testid="link-signed">
            {link.signedAt ? when(link.signedAt) : 'Yes'}
            {link.signedName ? ` by ${link.signedName}` : ''}
          </dd>
        </div>
      ) : null}
      {link.status === 'changes_requested' ? (
        <div className="link-progress__changes">
          <dt>Changes requested</dt>
          <dd data-testid="link-change-request">{link.changeRequest?.trim() || '(no message)'}</dd>
        </div>
      ) : null}
      {link.status === 'superseded' ? (
        <div>
          <dt>Superseded</dt>
          <dd>A newer revision replaced this link</dd>
        </div>
      ) : null}
    </dl>
  );
}

const hasDeposit = (item: DocumentListItem): boolean => (item.type === 'draft' || item.type === 'archived-draft') && Number(item.source.depositAmount) > 0;

export function DocumentCard({ item, actions }: { item: DocumentListItem; actions: DocumentCardActions }) {
  const titleId = useId();
  const Icon = ICONS[item.type];
  const busy = actions.busyKey === item.key;
  const title = item.projectTitle?.trim() || 'Untitled Project';
  const describe = { 'aria-describedby': titleId };
  const signed = signedQuoteId(item);
  // A sent quote's link rides on its own card (All): its progress and View Link, no second card.
  const link = item.type === 'link-quote' ? item.source : item.type === 'quote' || item.type === 'signed-quote' ? (item.link ?? null) : null;
  return (
    <article className={`doc-card doc-card--${item.type}`} aria-labelledby={titleId} data-testid="document-card" data-type={item.type}>
      <div className="doc-card__top">
        <span className="doc-card__type">
          <Icon className="doc-card__icon" />
          <span>{typeLabel(item.type)}</span>
        </span>
        {/* partially_paid reads 'partially paid' */}
        <Badge tone={badgeTone(item.status)}>{item.status.replace(/_/g, ' ')}</Badge>
      </div>
      <h3 className="doc-card__title" id={titleId}>
        {title}
      </h3>
      <p className="doc-card__customer">{item.customerName?.trim() || 'Unknown Customer'}</p>
      {item.type !== 'draft' && item.type !== 'archived-draft' && item.number ? <p className="doc-card__number">{item.number}</p> : null}
      <div className="doc-card__figures">
        <time dateTime={item.createdAt}>{formatDisplayDate(item.createdAt)}</time>
        <span className="doc-card__total money">{offeredRangeOf(item.source) ?? formatMoney(item.total)}</span>
      </div>
      {link ? <LinkProgress link={link} /> : null}
      {hasDeposit(item) ? (
        <div>
          <Badge tone="neutral">Deposit: {formatMoney((item.source as { depositAmount: string }).depositAmount)}</Badge>
        </div>
      ) : null}
      <div className="doc-card__actions">
        {item.type === 'draft' || item.type === 'quote' || item.type === 'invoice' ? (
          <Button size="sm" variant="secondary" icon={<EditIcon />} disabled={busy} onClick={() => actions.onEdit(item)} {...describe}>
            Edit
          </Button>
        ) : null}
        {item.type === 'quote' ? (
          <Button size="sm" variant="secondary" icon={<ReviseIcon />} loading={busy} onClick={() => actions.onRevise(item)} {...describe}>
            Revise
          </Button>
        ) : null}
        {item.type === 'link-quote' && item.source.status === 'changes_requested' ? (
          <Button size="sm" variant="secondary" icon={<ReviseIcon />} loading={busy} onClick={() => actions.onRevise(item)} {...describe}>
            Revise
          </Button>
        ) : null}
        {link ? (
          <a className={buttonClassName({ size: 'sm', variant: 'secondary' })} href={`/sign/${encodeURIComponent(link.shareableLink)}`} target="_blank" rel="noopener noreferrer" {...describe}>
            <ExternalLinkIcon />
            View Link
          </a>
        ) : null}
        {signed && actions.onDownloadSigned ? (
          <Button size="sm" variant="secondary" icon={<DownloadIcon />} onClick={() => actions.onDownloadSigned?.(item, signed)} {...describe}>
            Download signed PDF
          </Button>
        ) : null}
        {signed && actions.onDepositInvoice ? (
          <Button size="sm" variant="secondary" icon={<ReceiptIcon />} loading={actions.busyKey === `deposit:${signed}`} onClick={() => actions.onDepositInvoice?.(item, signed)} {...describe}>
            Create deposit invoice
          </Button>
        ) : null}
        {item.type === 'draft' ? (
          <Button size="sm" variant="secondary" icon={<ArchiveIcon />} loading={busy} onClick={() => actions.onArchive(item)} {...describe}>
            Archive
          </Button>
        ) : null}
        {item.type === 'archived-draft' ? (
          <Button size="sm" variant="secondary" icon={<RestoreIcon />} loading={busy} onClick={() => actions.onRestore(item)} {...describe}>
            Restore
          </Button>
        ) : null}
        {item.type === 'quote' || item.type === 'invoice' || item.type === 'signed-quote' ? (
          <Button size="sm" variant="primary" icon={<EyeIcon />} disabled={busy} onClick={() => actions.onPreview(item)} {...describe}>
            Preview
          </Button>
        ) : null}
      </div>
    </article>
  );
}
