import { useContext, useState, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import type { CustomerSummary } from '#shared/customers/customers.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { SuggestField } from '#client/components/ui/suggest-field.tsx';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { useCustomerMatches } from '../api/find-customers.ts';

export interface CustomerNameFieldProps {
  id?: string;
  value: string;
  hint?: ReactNode;
  error?: string;
  onChange: (name: string) => void;
  /** An existing customer was chosen: the form takes their name, phone and address. */
  onPick: (customer: CustomerSummary) => void;
}

const NO_MATCHES: CustomerSummary[] = [];

/** Customer Name, offering the customers the documents already know (GET /api/customers) as it is typed. */
export function CustomerNameField(props: CustomerNameFieldProps) {
  // The form is also rendered without a query client (its unit tests): then nothing is offered.
  return useContext(QueryClientContext) === undefined ? <NameField {...props} matches={NO_MATCHES} /> : <NameWithMatches {...props} />;
}

function NameWithMatches(props: CustomerNameFieldProps) {
  const [wanted, setWanted] = useState(false);
  const typed = useDebouncedValue(props.value.trim(), 200);
  const { data } = useCustomerMatches(typed, wanted);
  // A customer already written out in full is not offered to itself.
  const matches = (data ?? NO_MATCHES).filter((customer) => customer.name !== props.value.trim());
  return <NameField {...props} matches={props.value.trim().length >= 2 ? matches : NO_MATCHES} onFirstFocus={() => setWanted(true)} />;
}

function NameField({ id, value, hint, error, onChange, onPick, matches, onFirstFocus }: CustomerNameFieldProps & { matches: readonly CustomerSummary[]; onFirstFocus?: () => void }) {
  return (
    <SuggestField
      id={id}
      label="Customer Name"
      hint={hint}
      error={error}
      required
      value={value}
      onValueChange={onChange}
      listLabel="Existing customers"
      onFirstFocus={onFirstFocus}
      suggestions={matches}
      keyOf={(customer) => customer.id}
      onPick={onPick}
      renderItem={(customer) => (
        <>
          <span className="suggest__name">{customer.name}</span>
          <span className="suggest__detail">{[customer.phone ? formatPhoneNumber(customer.phone) : null, customer.address].filter(Boolean).join(' · ')}</span>
        </>
      )}
    />
  );
}
