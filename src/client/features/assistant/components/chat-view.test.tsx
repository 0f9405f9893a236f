// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { resetToasts } from '#client/components/ui/toast-store.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { ChatView } from './chat-view.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderChat() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/voice']}>
        <Routes>
          <Route path="/voice" element={<ChatView />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Attach files'), { target: { files } });
const generate = () => screen.getByRole('button', { name: 'Generate Quote with AI' });

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('AI Quote Generator chat view', () => {
  it('needs a prompt or a file before it generates', () => {
    renderChat();
    expect((generate() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Describe the project'), { target: { value: '   ' } });
    expect((generate() as HTMLButtonElement).disabled).toBe(true);
    pick([new File(['Garage 24 x 20'], 'notes.txt', { type: 'text/plain' })]);
    expect((generate() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows removable previews and names each file it cannot send', async () => {
    renderChat();
    pick([new File(['a'], 'plan.pdf', { type: 'application/pdf' }), new File(['b'], 'tool.exe', { type: 'application/octet-stream' })]);
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('plan.pdf')).toBeTruthy();
    await waitFor(() => expect(notifications().textContent).toContain('“tool.exe” was not added'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    expect((generate() as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the prompt and files as multipart with an Idempotency-Key and opens the new draft', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, data: {}, draft: { id: 'draft-42' } }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderChat();
    fireEvent.change(screen.getByLabelText('Describe the project'), { target: { value: 'Quote for Dana Reyes, garage' } });
    pick([new File(['Garage 24 x 20 at 6.50'], 'measurements.csv', { type: 'text/csv' })]);
    fireEvent.click(generate());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/generated-quotes?editDraft=draft-42'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/ai-process');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    const form = init?.body as FormData;
    expect(form.get('prompt')).toBe('Quote for Dana Reyes, garage');
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['measurements.csv']);
  });

  it('shows the server’s reason when processing fails, and keeps what was entered', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'scan.png: the image has no readable text' }), { status: 422 })));
    renderChat();
    fireEvent.change(screen.getByLabelText('Describe the project'), { target: { value: 'See the photo' } });
    fireEvent.click(generate());
    await waitFor(() => expect(notifications().textContent).toContain('Processing failed'));
    expect(notifications().textContent).toContain('scan.png: the image has no readable text');
    expect((screen.getByLabelText('Describe the project') as HTMLTextAreaElement).value).toBe('See the photo');
  });
});
