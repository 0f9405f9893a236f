import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CustomerDetail, CustomerSummary } from '#shared/customers/customers.ts';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { formatMoney } from '#shared/money/money.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardHeader } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SelectField, TextField } from '#client/components/ui/field.tsx';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { useCustomer, useCustomers } from '../api/get-customers.ts';
import { useMergeCustomers, useSplitCustomer } from '../api/merge-customers.ts';
import './customers.css';

/** All Documents opens a quote's or an invoice's preview from ?quote= / ?invoice=. */
const documentHref = (kind: 'quote' | 'invoice', id: string) => `/generated-quotes?${kind}=${encodeURIComponent(id)}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function contactLine(customer: Pick<CustomerSummary, 'phone' | 'email'>): string {
  return [customer.phone ? formatPhoneNumber(customer.phone) : null, customer.email].filter(Boolean).join(' · ');
}

function CustomerCard({ customer, onOpen }: { customer: CustomerSummary; onOpen: (id: string) => void }) {
  return (
    <li>
      <button type="button" className="customer-card" onClick={() => onOpen(customer.id)}>
        <span className="customer-card__name">{customer.name}</span>
        {contactLine(customer) ? <span className="customer-card__contact">{contactLine(customer)}</span> : null}
        {customer.address ? <span className="customer-card__contact">{customer.address}</span> : null}
        <span className="customer-card__figures">
          {plural(customer.quotes, 'quote')} · {customer.signed} signed · {plural(customer.invoices, 'invoice')}
        </span>
        <span className="customer-card__value">Lifetime value {formatMoney(customer.lifetimeValue)}</span>
      </button>
    </li>
  );
}

function MergeForm({ customer, onMerged }: { customer: CustomerDetail; onMerged: (id: string) => void }) {
  const others = useCustomers('').data?.filter((other) => other.id !== customer.id) ?? [];
  const [into, setInto] = useState('');
  const merge = useMergeCustomers((merged) => onMerged(merged.id));
  if (others.length === 0) return null;
  return (
    <form
      className="customer-merge"
      onSubmit={(event) => {
        event.preventDefault();
        if (into) merge.mutate({ from: customer.id, into });
      }}
    >
      <SelectField label="Same customer as" value={into} onChange={(event) => setInto(event.target.value)}>
        <option value="">Choose a customer…</option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
            {contactLine(other) ? ` (${contactLine(other)})` : ''}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" disabled={!into} loading={merge.isPending}>
        Merge
      </Button>
    </form>
  );
}

function CustomerRecord({ id, onBack, onOpen }: { id: string; onBack: () => void; onOpen: (id: string) => void }) {
  const { data: customer, isPending, isError } = useCustomer(id);
  const split = useSplitCustomer(onBack);
  if (isPending) return <PageLoading label="Loading customer..." />;
  if (isError || !customer) {
    return (
      <Card>
        <EmptyState title="Customer not found" description="Their documents may have changed. Search for them again." action={<Button onClick={onBack}>Back to customers</Button>} />
      </Card>
    );
  }
  return (
    <Card aria-labelledby="customer-title" className="customer-record">
      <CardHeader
        title={customer.name}
        titleId="customer-title"
        subtitle={[contactLine(customer), customer.address].filter(Boolean).join(' · ') || undefined}
        actions={
          <Button variant="ghost" size="sm" onClick={onBack}>
            Back to customers
          </Button>
        }
      />
      <dl className="customer-figures">
        <div>
          <dt>Lifetime value</dt>
          <dd>{formatMoney(customer.lifetimeValue)}</dd>
        </div>
        <div>
          <dt>Payments received</dt>
          <dd>{formatMoney(customer.paymentsReceived)}</dd>
        </div>
        <div>
          <dt>Signed quotes</dt>
          <dd>{customer.signed}</dd>
        </div>
      </dl>
      {customer.names.length > 1 ? <p className="customer-record__names">Also written as: {customer.names.filter((name) => name !== customer.name).join(', ')}</p> : null}
      <h3 className="customer-record__heading">Quotes and invoices</h3>
      <ul className="customer-documents">
        {customer.documents.map((document) => (
          <li key={document.id}>
            <Link to={documentHref(document.kind, document.id)} className="customer-document">
              <span className="customer-document__number">{document.number}</span>
              <span className="customer-document__title">{document.projectTitle}</span>
              <span className="customer-document__meta">
                {formatDisplayDate(document.date)} · {formatMoney(document.total)}
              </span>
              <Badge tone={document.signedAt ? 'green' : document.kind === 'invoice' ? 'neutral' : 'blue'}>{document.signedAt ? `Signed ${formatDisplayDate(document.signedAt.slice(0, 10))}` : document.status.replace('_', ' ')}</Badge>
            </Link>
          </li>
        ))}
      </ul>
      {customer.payments.length > 0 ? (
        <>
          <h3 className="customer-record__heading">Payments</h3>
          <ul className="customer-payments">
            {customer.payments.map((payment, index) => (
              <li key={`${payment.invoiceId}-${index}`}>
                {formatDisplayDate(payment.paidOn)} · {formatMoney(payment.amount)} · {payment.method} · {payment.invoiceNumber}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="customer-record__actions">
        <MergeForm customer={customer} onMerged={onOpen} />
        {customer.merged ? (
          <Button variant="secondary" onClick={() => split.mutate(customer.id)} loading={split.isPending}>
            Split merged customers
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** /customers: one record per person or business, made from the documents. */
export function CustomersScreen() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const { data: customers, isPending, isError } = useCustomers(query);
  const openId = params.get('customer');
  const open = (id: string) => setParams({ customer: id });
  const back = () => setParams({});

  return (
    <div className="customers">
      <h1 className="customers__title">Customers</h1>
      {openId ? (
        <CustomerRecord id={openId} onBack={back} onOpen={open} />
      ) : (
        <>
          <TextField label="Search customers" type="search" placeholder="Name, phone, e-mail or address" value={search} onChange={(event) => setSearch(event.target.value)} />
          {isPending ? (
            <PageLoading label="Loading customers..." />
          ) : isError ? (
            <p role="alert">Customers could not be loaded.</p>
          ) : customers.length === 0 ? (
            <EmptyState title={query ? 'No customer matches' : 'No customers yet'} description={query ? 'Try a name, a phone number, an e-mail or a street.' : 'Customers appear here as you issue quotes and invoices.'} />
          ) : (
            <ul className="customer-list" aria-label="Customers">
              {customers.map((customer) => (
                <CustomerCard key={customer.id} customer={customer} onOpen={open} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
