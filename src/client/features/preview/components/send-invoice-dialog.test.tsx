// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Invoice } from '#shared/documents/schemas.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { SendInvoiceDialog, sendInvoiceProblems } from './send-invoice-dialog.tsx';
import { InvoiceSentNote } from './invoice-sent-note.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const invoice = { id: '7a2c1f3e-8a43-4d53-9f55-1a1a1a1a1a1b', invoiceNumber: 'INV-2026-0042', customerName: 'Dana Okonkwo', customerEmail: 'dana@customer.example', balanceDue: '1234.50', dueDate: '2026-12-08' } as Invoice;

function renderDialog(answer: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SendInvoiceDialog invoice={invoice} settings={DEFAULT_SETTINGS} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { fetchMock, onClose };
}

describe('Send invoice dialog', () => {
  it('starts from the customer e-mail and the Settings subject and message, and posts them with their placeholders for the server to fill', async () => {
    const { fetchMock, onClose } = renderDialog(Response.json({ to: 'dana@customer.example', at: '2026-11-24T03:00:00.000Z', alreadySent: false }));
    expect((screen.getByLabelText(/Customer e-mail/) as HTMLInputElement).value).toBe('dana@customer.example');
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('Invoice {invoiceNumber} from {company}');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/invoices/${invoice.id}/send-email`);
    const body = JSON.parse(String(init?.body));
    expect(body).toEqual({ to: 'dana@customer.example', subject: 'Invoice {invoiceNumber} from {company}', message: DEFAULT_SETTINGS.invoiceEmailTemplate });
    // No figure is sent by the browser: the amount is the server's {amountDue}.
    expect(body.message).toContain('{amountDue}');
    expect(JSON.stringify(body)).not.toMatch(/\$\d/);
  });

  it('shows the e-mail as the customer will read it, following the edits', async () => {
    renderDialog(Response.json({}));
    const preview = screen.getByTestId('invoice-email-preview');
    fireEvent.click(screen.getByRole('button', { name: 'Preview of the e-mail' }));
    expect(preview.querySelector('.send-dialog__preview-subject')!.textContent).toBe(`Invoice INV-2026-0042 from ${DEFAULT_SETTINGS.companyName}`);
    expect(preview.textContent).toContain('Hello Dana Okonkwo,');
    expect(preview.textContent).toContain('Amount due: $1,234.50 (due Dec 8, 2026).');
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hi {customer}, {amountDue} please.' } });
    expect(preview.querySelector('.send-dialog__preview-body')!.textContent).toBe('Hi Dana Okonkwo, $1,234.50 please.');
  });

  it('sends nothing while the address or a placeholder is wrong, and shows what the server refuses', async () => {
    const { fetchMock, onClose } = renderDialog(Response.json({ message: 'Invoice INV-2026-0042 is void (Duplicate): nothing is due on it.' }, { status: 409 }));
    fireEvent.change(screen.getByLabelText(/Customer e-mail/), { target: { value: 'dana at customer' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Pay {total}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com')).toBeTruthy();
    expect(screen.getByText('Unknown placeholder {total}: use {company}, {customer}, {invoiceNumber}, {amountDue}, {dueDate}')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Customer e-mail/), { target: { value: 'dana@customer.example' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Pay {amountDue}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invoice INV-2026-0042 is void (Duplicate): nothing is due on it.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('words its checks as the server does', () => {
    expect(sendInvoiceProblems({ to: '', subject: ' ', message: 'Hi {customer}' })).toEqual({ to: 'Enter the customer e-mail address', subject: 'Subject is required' });
    expect(sendInvoiceProblems({ to: 'a@b.example', subject: '{invoiceNumber}', message: '{amountDue} by {dueDate}' })).toEqual({});
  });
});

describe('the invoice sent note', () => {
  const event = (at: string, to: string, undelivered: boolean) => ({ kind: 'sent_email', at, ip: null, userAgent: null, to, reminder: null, undelivered });
  function renderNote(events: unknown[]) {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ events, reminders: [], stoppedAt: null })));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <InvoiceSentNote invoiceId={invoice.id} />
      </QueryClientProvider>,
    );
  }

  it('says when and to whom the invoice was last sent, and warns while its mail is not delivered', async () => {
    renderNote([event('2026-11-20T15:00:00.000Z', 'old@customer.example', false), event('2026-11-24T12:00:00.000Z', 'dana@customer.example', true)]);
    const note = await screen.findByTestId('invoice-sent-note');
    expect(note.textContent).toBe('Sent to dana@customer.example on Nov 24, 2026 (sent 2 times) - not delivered yet: see the notice on the dashboard');
  });

  it('shows nothing for an invoice never sent', async () => {
    renderNote([]);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('invoice-sent-note')).toBeNull();
  });
});
