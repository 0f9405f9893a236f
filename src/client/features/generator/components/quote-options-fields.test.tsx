// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { resetToasts } from '#client/components/ui/toast-store.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { emptyValues, type GeneratorValues } from '../lib/form-values.ts';
import { GeneratorForm } from './generator-form.tsx';

const TODAY = new Date(2026, 2, 9);
const line = (id: string, description: string, quantity: string, rate: string) => ({ id, description, unit: 'sqft' as const, useDimensions: false, length: '', width: '', quantity, rate });

const withOptions: GeneratorValues = {
  ...emptyValues(TODAY),
  customerName: 'Rosa Delgado',
  projectTitle: 'Garage',
  options: [
    { id: 'good', name: 'Good: solid color', lineItems: [line('g', 'Solid color epoxy', '480', '4.25')] },
    { id: 'better', name: 'Better: full flake', lineItems: [line('b', 'Full flake epoxy', '480', '5.50')] },
  ],
  addOns: [],
};

function renderForm(initialValues: GeneratorValues) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GeneratorForm title="Edit Draft" target={{ type: 'new', kind: 'quote' }} initialValues={initialValues} draftId={null} savedPayload={null} onCreated={vi.fn()} />
      <Toaster />
    </QueryClientProvider>,
  );
}

function mockApi(): { method: string; url: string; body: Record<string, unknown> | undefined }[] {
  const calls: { method: string; url: string; body: Record<string, unknown> | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined });
      return new Response(JSON.stringify({ id: '00000000-0000-4000-8000-000000000001' }), { status: 201, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  resetToasts();
  vi.unstubAllGlobals();
});

describe('the Options section of the generator form', () => {
  it('adds two options at first, a third on request and no fourth; each shows its figures', () => {
    mockApi();
    renderForm(emptyValues(TODAY));
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(screen.getAllByTestId('quote-option')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(screen.getAllByTestId('quote-option')).toHaveLength(3);
    expect((screen.getByRole('button', { name: 'Add Option' }) as HTMLButtonElement).disabled).toBe(true);
    // The one Total Summary gives way to each option's own figures.
    expect(screen.queryByTestId('total-summary')).toBeNull();
  });

  it('shows live figures per option and refuses to invoice a form offering options', async () => {
    const calls = mockApi();
    renderForm(withOptions);
    const figures = screen.getAllByTestId('quote-option-figures').map((node) => node.textContent);
    expect(figures).toEqual(['Total $2,040.00 · Deposit $1,224.00 · Balance $816.00', 'Total $2,640.00 · Deposit $1,584.00 · Balance $1,056.00']);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Invoice' }));
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(notifications).getByText(/An invoice bills one set of lines/)).toBeTruthy());
    expect(calls.filter((call) => call.url.includes('/api/invoices'))).toHaveLength(0);
  });

  it('sends the options with Generate Quote', async () => {
    const calls = mockApi();
    renderForm(withOptions);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Quote' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.includes('/api/drafts'))).toBe(true));
    const posted = calls.find((call) => call.method === 'POST' && call.url.includes('/api/drafts'))!;
    expect(posted.body?.options).toEqual([
      expect.objectContaining({ name: 'Good: solid color', total: '2040.00' }),
      expect.objectContaining({ name: 'Better: full flake', total: '2640.00' }),
    ]);
  });
});
