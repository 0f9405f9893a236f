// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { resetToasts } from '#client/components/ui/toast-store.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { emptyValues } from '../lib/form-values.ts';
import { AUTOSAVE_DELAY_MS } from '../lib/autosave-diff.ts';
import { GeneratorForm, type GeneratorFormProps } from './generator-form.tsx';

const TODAY = new Date(2026, 2, 9);

function renderForm(props: Partial<GeneratorFormProps> = {}) {
  const onCreated = vi.fn();
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <GeneratorForm
        title="Edit Draft"
        target={{ type: 'new', kind: 'quote' }}
        initialValues={emptyValues(TODAY)}
        draftId={null}
        savedPayload={null}
        onCreated={onCreated}
        {...props}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onCreated };
}

const type = (label: string | RegExp, value: string, index = 0): void => {
  const field = screen.getAllByLabelText(label)[index];
  if (!field) throw new Error(`no field ${String(label)}`);
  fireEvent.change(field, { target: { value } });
};

const notifications = (): HTMLElement => screen.getByRole('region', { name: 'Notifications (F8)' });

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

function mockApi(answer: (call: Call) => { status: number; body?: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  // jsdom has no layout: focus moves run at once.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  // Unmounting saves what is pending (as leaving the editor does): let that save reach this
  // test's fetch stub now, not the next test's.
  await new Promise((resolve) => setTimeout(resolve, 50));
  resetToasts();
  vi.unstubAllGlobals();
});

describe('generator form validation', () => {
  it('shows the required-field messages and blocks the submission', () => {
    const calls = mockApi(() => ({ status: 500 }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Quote' }));
    expect(screen.getByText('Customer name is required', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('Project title is required', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByLabelText(/Customer Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/Customer Name/));
    expect(within(notifications()).getByText('Error')).toBeTruthy();
    expect(within(notifications()).getByText('Customer name is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('opens Advanced Options to show the date messages', () => {
    mockApi(() => ({ status: 500 }));
    renderForm();
    type(/Customer Name/, 'Dana');
    type(/Project Title/, 'Garage');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced Options' }));
    type(/Issue Date/, '');
    type(/Valid Until/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced Options' }));
    expect(screen.getByRole('button', { name: 'Advanced Options' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Invoice' }));
    expect(screen.getByRole('button', { name: 'Advanced Options' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Issue date is required', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('Valid until date is required', { selector: '.field__error' })).toBeTruthy();
  });

  it('asks for a line item when every description is blank', () => {
    const calls = mockApi(() => ({ status: 500 }));
    renderForm();
    type(/Customer Name/, 'Dana');
    type(/Project Title/, 'Garage');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Quote' }));
    expect(within(notifications()).getByText('Please add at least one line item.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('clears a message as soon as the field is fixed', () => {
    mockApi(() => ({ status: 500 }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Quote' }));
    type(/Customer Name/, 'Dana');
    expect(screen.queryByText('Customer name is required', { selector: '.field__error' })).toBeNull();
    expect(screen.getByText('Project title is required', { selector: '.field__error' })).toBeTruthy();
  });
});

describe('service items and totals', () => {
  it('shows length and width only with dimensions, and removes items only when more than one', () => {
    mockApi(() => ({ status: 500 }));
    renderForm();
    expect(screen.queryByLabelText('Length (ft)')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove Item/ })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Use Dimensions' }));
    expect(screen.getByLabelText('Length (ft)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getAllByRole('group')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Item 2' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('calculates the Total Summary live, with the discount line only above 0', () => {
    mockApi(() => ({ status: 500 }));
    renderForm();
    fireEvent.click(screen.getByRole('switch', { name: 'Use Dimensions' }));
    type('Service Description', 'Garage');
    type('Length (ft)', '24');
    type('Width (ft)', '26');
    type('Rate ($/sq ft)', '6.05');
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    type('Service Description', 'Stairs', 1);
    type('Area (sq ft)', '76', 1);
    type('Rate ($/sq ft)', '9', 1);
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('$4,459.20');
    expect(screen.queryByTestId('summary-discount')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Advanced Options' }));
    type('Discount (%)', '10');
    expect(screen.getByText('Discount (10%)')).toBeTruthy();
    expect(screen.getByTestId('summary-discount').textContent).toBe('-$445.92');
    expect(screen.getByTestId('summary-total').textContent).toBe('$4,013.28');
    expect(screen.getByText('Required Deposit (60%)')).toBeTruthy();
    expect(screen.getByTestId('summary-deposit').textContent).toBe('$2,407.97');
    expect(screen.getByTestId('summary-balance').textContent).toBe('$1,605.31');
    expect(screen.getAllByText('$3,775.20')).toHaveLength(1);
  });

  it('labels a line by its unit: Linear ft for lf, Qty for each, no quantity for flat, dimensions only for sq ft', () => {
    mockApi(() => ({ status: 500 }));
    renderForm();
    const line = within(screen.getByTestId('line-item'));
    expect(line.getByLabelText('Area (sq ft)')).toBeTruthy();
    fireEvent.change(line.getByLabelText('Unit'), { target: { value: 'lf' } });
    expect(line.queryByLabelText('Area (sq ft)')).toBeNull();
    expect(line.queryByRole('switch', { name: 'Use Dimensions' })).toBeNull();
    type('Linear ft', '35');
    type('Rate ($/lf)', '8.10');
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('$283.50');
    fireEvent.change(line.getByLabelText('Unit'), { target: { value: 'each' } });
    expect(line.getByLabelText('Qty')).toBeTruthy();
    fireEvent.change(line.getByLabelText('Unit'), { target: { value: 'flat' } });
    expect(line.queryByLabelText('Qty')).toBeNull();
    type('Flat price ($)', '150');
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('$150.00');
  });
});

describe('autosave', () => {
  it('waits 2000 ms, creates the draft, then updates the same draft with the changed fields only', async () => {
    vi.useFakeTimers();
    const calls = mockApi((call) => ({ status: call.method === 'POST' ? 201 : 200, body: { id: '0b6a9f8e-1c2d-4e3f-8a9b-0c1d2e3f4a5b', lastModified: new Date().toISOString() } }));
    renderForm();
    type(/Customer Name/, 'Dana');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    });
    expect(calls).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/drafts']);
    expect(calls[0]?.body).toMatchObject({ type: 'quote', taxRate: '8.25', customerName: 'Dana' });
    expect(screen.queryByText('Saving...')).toBeNull();

    type(/Project Title/, 'Garage');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/drafts', 'PUT /api/drafts/0b6a9f8e-1c2d-4e3f-8a9b-0c1d2e3f4a5b']);
    expect(calls[1]?.body).toEqual({ projectTitle: 'Garage' });

    // Nothing changed since: no third save.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    });
    expect(calls).toHaveLength(2);
  });

  it('keeps unsaved edits in localStorage at once', () => {
    mockApi(() => ({ status: 500 }));
    renderForm();
    type(/Customer Name/, 'Dana');
    const stored = JSON.parse(window.localStorage.getItem('generatorEdits:new:quote') ?? '{}') as { values?: { customerName?: string } };
    expect(stored.values?.customerName).toBe('Dana');
  });

  it("shows 'Saving...' while a save runs", async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify({ id: '0b6a9f8e-1c2d-4e3f-8a9b-0c1d2e3f4a5b' }), { status: 201 }));
          }),
      ),
    );
    renderForm();
    type(/Customer Name/, 'Dana');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    });
    expect(screen.getByText('Saving...')).toBeTruthy();
    await act(async () => {
      release();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByText('Saving...')).toBeNull();
  });
});

describe('generate', () => {
  it("posts the quote as a draft, shows 'Creating...' and hands the result over", async () => {
    const draft = { id: '0b6a9f8e-1c2d-4e3f-8a9b-0c1d2e3f4a5b', customerName: 'Dana' };
    // On a loaded machine the autosave timer may fire during the test too: calls are held until release, then all answered.
    const pending: Array<() => void> = [];
    let released = false;
    const release = (): void => {
      released = true;
      for (const answer of pending.splice(0)) answer();
    };
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string, init: RequestInit = {}) =>
          new Promise<Response>((resolve) => {
            calls.push(`${init.method ?? 'GET'} ${url}`);
            const answer = (): void => resolve(new Response(JSON.stringify(draft), { status: 201 }));
            if (released) answer();
            else pending.push(answer);
          }),
      ),
    );
    const { onCreated } = renderForm();
    type(/Customer Name/, 'Dana');
    type(/Project Title/, 'Garage');
    type('Service Description', 'Floor');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Quote' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate Invoice' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      release();
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith({ kind: 'quote', document: draft }), { timeout: 5000 });
    expect(calls).toContain('POST /api/drafts');
    expect(within(notifications()).getByText('Quote created successfully!')).toBeTruthy();
  });

  it('explains a 409 with the SPEC.md text', async () => {
    mockApi(() => ({ status: 409, body: { message: 'conflict' } }));
    renderForm();
    type(/Customer Name/, 'Dana');
    type(/Project Title/, 'Garage');
    type('Service Description', 'Floor');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Quote' }));
    expect(await within(notifications()).findByText('A draft with identical content already exists. Please modify the draft or check existing drafts.')).toBeTruthy();
  });

  it('reports a failed invoice', async () => {
    mockApi(() => ({ status: 500, body: { message: 'boom' } }));
    renderForm();
    type(/Customer Name/, 'Dana');
    type(/Project Title/, 'Garage');
    type('Service Description', 'Floor');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Invoice' }));
    expect(await within(notifications()).findByText('Failed to create invoice. Please try again.')).toBeTruthy();
  });
});
