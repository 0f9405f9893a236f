import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../shared/money/money.ts';
import type { DocumentItemType } from '../../../../shared/documents/document-list.ts';
import { formatDisplayDate } from '../../../../shared/dates/display-date.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { DollarIcon, DraftIcon, FileIcon, MicIcon, PlusIcon, SignatureIcon, SparklesIcon } from '../../../components/ui/icons.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { useRecentActivity } from '../api/get-recent-activity.ts';
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
          {items.map((item) => (
            <li key={item.key} className="activity__item">
              <div className="activity__main">
                <p className="activity__customer">{item.customerName?.trim() || 'Unknown Customer'}</p>
                <p className="activity__project">{item.projectTitle?.trim() || 'Untitled Project'}</p>
              </div>
              <div className="activity__meta">
                <Badge tone={ACTIVITY_TONES[item.type] ?? 'neutral'}>{ACTIVITY_LABELS[item.type] ?? item.type}</Badge>
                <time dateTime={item.createdAt}>{formatDisplayDate(item.createdAt)}</time>
                <span className="activity__total money">{formatMoney(item.total)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
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
