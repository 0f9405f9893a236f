import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '#shared/money/money.ts';
import { offeredRangeOf } from '#shared/documents/quote-options.ts';
import type { DocumentItemType } from '#shared/documents/document-list.ts';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { Card, CardHeader } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { DollarIcon, DraftIcon, FileIcon, MicIcon, PlusIcon, SignatureIcon, SparklesIcon } from '#client/components/ui/icons.tsx';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { useRecentActivity } from '../api/get-recent-activity.ts';
import { useAttention } from '../api/get-attention.ts';
import { activityHref, documentHref } from '../lib/document-links.ts';
import type { AttentionItem } from '#shared/documents/attention.ts';
import { ATTENTION_LABELS, type AttentionReason } from '#shared/documents/attention-reasons.ts';
import { useStats } from '../api/get-stats.ts';
import './dashboard.css';

const ACTIVITY_TONES: Partial<Record<DocumentItemType, BadgeTone>> = { quote: 'blue', invoice: 'neutral', 'signed-quote': 'green' };
const ACTIVITY_LABELS: Partial<Record<DocumentItemType, string>> = { quote: 'Quote', invoice: 'Invoice', 'signed-quote': 'Signed Quote' };

function StatCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <div className="stat-card">
      <dt className="stat-card__label">
        <span className="stat-card__icon">{icon}</span>
        {label}
      </dt>
      <dd className="stat-card__value" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </dd>
    </div>
  );
}

function RecentActivity() {
  const { items, isPending, isError } = useRecentActivity();
  return (
    <Card aria-labelledby="recent-activity-title">
      <CardHeader
        title="Recent Activity"
        titleId="recent-activity-title"
        actions={
          <Link to="/generated-quotes" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
            View All
          </Link>
        }
      />
      {isPending ? (
        <PageLoading label="Loading recent activity..." />
      ) : isError ? (
        <p className="activity__error" role="alert">
          Recent activity could not be loaded.
        </p>
      ) : items.length === 0 ? (
        <EmptyState title="No documents yet" description="Create your first quote or invoice to get started." />
      ) : (
        <ul className="activity">
          {items.map((item) => {
            const body = (
              <>
                <div className="activity__main">
                  <p className="activity__customer">{item.customerName?.trim() || 'Unknown Customer'}</p>
                  <p className="activity__project">{item.projectTitle?.trim() || 'Untitled Project'}</p>
                </div>
                <div className="activity__meta">
                  <Badge tone={ACTIVITY_TONES[item.type] ?? 'neutral'}>{ACTIVITY_LABELS[item.type] ?? item.type}</Badge>
                  <time dateTime={item.createdAt}>{formatDisplayDate(item.createdAt)}</time>
                  <span className="activity__total money">{offeredRangeOf(item.source) ?? formatMoney(item.total)}</span>
                </div>
              </>
            );
            const href = activityHref(item);
            return (
              <li key={item.key}>
                {href ? (
                  <Link to={href} className="activity__item activity__item--link">
                    {body}
                  </Link>
                ) : (
                  <div className="activity__item">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

const ATTENTION_TONES: Record<AttentionReason, BadgeTone> = { deposit_to_check: 'amber', changes_requested: 'amber', past_due: 'amber', expiring: 'blue', not_signed: 'neutral' };

function attentionDetail(item: AttentionItem): string {
  switch (item.reason) {
    case 'deposit_to_check':
      return `Stripe, ${formatDisplayDate(item.date)}: ${item.note ?? 'see the office e-mail'}`;
    case 'changes_requested':
      return `Asked ${formatDisplayDate(item.date)}${item.note ? `: “${item.note}”` : ''}`;
    case 'past_due':
      return `Due ${formatDisplayDate(item.date)}, ${formatMoney(item.amount)} unpaid`;
    case 'expiring':
      return `Valid until ${formatDisplayDate(item.date)}`;
    case 'not_signed':
      return `First viewed ${formatDisplayDate(item.date)}`;
  }
}

/** What the office should act on now (GET /api/attention); each row opens its document. Hidden when nothing needs attention. */
function NeedsAttention() {
  const { data, isError } = useAttention();
  if (isError) {
    return (
      <p className="activity__error" role="alert">
        The Needs attention list could not be loaded.
      </p>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <Card aria-labelledby="attention-title">
      <CardHeader title="Needs attention" titleId="attention-title" />
      <ul className="activity" data-testid="needs-attention">
        {data.map((item) => (
          <li key={`${item.kind}:${item.id}`}>
            <Link to={documentHref(item.kind, item.id)} className="activity__item activity__item--link">
              <div className="activity__main">
                <p className="activity__customer">
                  {item.customerName} · {item.number}
                </p>
                <p className="activity__project attention__detail">{attentionDetail(item)}</p>
              </div>
              <div className="activity__meta">
                <Badge tone={ATTENTION_TONES[item.reason]}>{ATTENTION_LABELS[item.reason]}</Badge>
                <span className="activity__total money">{formatMoney(item.amount)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** notices: shown under the header (the app composes them from other features). */
export function DashboardScreen({ notices }: { notices?: ReactNode }) {
  const stats = useStats();
  const figure = (value: number | undefined): string => (value === undefined ? '…' : String(value));
  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <div>
          <h1>Document Generator</h1>
          <p className="muted">Quotes, invoices and signatures for your flooring projects</p>
        </div>
        <div className="dashboard__new">
          <Link to="/generated-quotes?new=quote" className={buttonClassName({ variant: 'primary' })}>
            <PlusIcon />
            New Quote
          </Link>
          <Link to="/generated-quotes?new=invoice" className={buttonClassName({ variant: 'secondary' })}>
            <PlusIcon />
            New Invoice
          </Link>
        </div>
      </header>

      {notices}

      <section aria-label="Statistics">
        {stats.isError ? (
          <p className="activity__error" role="alert">
            Statistics could not be loaded.
          </p>
        ) : (
          <dl className="stat-grid">
            <StatCard label="Documents" value={figure(stats.data?.documents)} icon={<FileIcon />} />
            <StatCard label="Signed" value={figure(stats.data?.signed)} icon={<SignatureIcon />} />
            <StatCard label="Drafts" value={figure(stats.data?.drafts)} icon={<DraftIcon />} />
            <StatCard label="Total Value" value={stats.data ? formatMoney(stats.data.totalValue) : '…'} icon={<DollarIcon />} />
          </dl>
        )}
      </section>

      <NeedsAttention />

      <section className="ai-banner" aria-labelledby="ai-banner-title">
        <span className="ai-banner__icon">
          <SparklesIcon />
        </span>
        <div className="ai-banner__text">
          <h2 id="ai-banner-title">AI Quote Assistant</h2>
          <p>Describe a project by voice, text or files and get a ready-to-edit quote.</p>
        </div>
        <Link to="/voice" className={buttonClassName({ variant: 'secondary', size: 'lg', className: 'ai-banner__button' })}>
          <MicIcon />
          Start AI Assistant
        </Link>
      </section>

      <RecentActivity />
    </div>
  );
}
