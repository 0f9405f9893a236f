// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { PriceBookItem } from '#shared/price-book/price-book.ts';
import { priceBookQueryKey } from '#client/lib/price-book.ts';
import { LineDescriptionField, descriptionFromEntry } from './line-description-field.tsx';

afterEach(cleanup);

const BOOK: PriceBookItem[] = [
  { id: 'a0000000-0000-4000-8000-000000000001', name: 'Full Flake Epoxy', description: 'Full broadcast', unit: 'sqft', rate: '5.25', minimumCharge: null, active: true },
  { id: 'a0000000-0000-4000-8000-000000000002', name: '1-Day Polyaspartic Flake', description: '', unit: 'sqft', rate: '6.50', minimumCharge: null, active: true },
  { id: 'a0000000-0000-4000-8000-000000000003', name: 'Crack Repair', description: '', unit: 'lf', rate: '8.00', minimumCharge: '150.00', active: true },
  { id: 'a0000000-0000-4000-8000-000000000004', name: 'Old Flake Blend', description: '', unit: 'sqft', rate: '3.00', minimumCharge: null, active: false },
];

function Field({ onPick }: { onPick: (entry: PriceBookItem) => void }) {
  const [value, setValue] = useState('');
  return (
    <LineDescriptionField
      value={value}
      onChange={setValue}
      onPick={(entry) => {
        setValue(descriptionFromEntry(entry));
        onPick(entry);
      }}
    />
  );
}

function renderField() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(priceBookQueryKey, BOOK);
  const onPick = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <Field onPick={onPick} />
    </QueryClientProvider>,
  );
  return { onPick, input: screen.getByRole('combobox', { name: 'Service Description' }) };
}

describe('the Service Description offers the price book', () => {
  it('offers active entries whose name holds what is typed, with their rate', () => {
    const { input } = renderField();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'flake' } });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Full Flake Epoxy$5.25/sq ft', '1-Day Polyaspartic Flake$6.50/sq ft']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('chooses with the arrows and Enter, and closes', () => {
    const { input, onPick } = renderField();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'fla' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(BOOK[1]);
    expect((input as HTMLInputElement).value).toBe('1-Day Polyaspartic Flake');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('chooses with a click; the filled description is the name and the description', () => {
    const { input, onPick } = renderField();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'full fl' } });
    fireEvent.click(screen.getByRole('option', { name: /Full Flake Epoxy/ }));
    expect(onPick).toHaveBeenCalledWith(BOOK[0]);
    expect((input as HTMLInputElement).value).toBe('Full Flake Epoxy: Full broadcast');
  });

  it('says an entry’s minimum charge, and Escape closes the list', () => {
    const { input } = renderField();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'crack' } });
    expect(screen.getByRole('option').textContent).toBe('Crack Repair$8.00/lf · minimum $150.00');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
