// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { resetToasts } from '#client/components/ui/toast-store.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { emptyValues } from '../lib/form-values.ts';
import { buildAutosavePayload } from '../lib/autosave-diff.ts';
import { GeneratorForm } from './generator-form.tsx';

const TODAY = new Date(2026, 2, 9);
const PHOTO_A = '11111111-1111-4111-8111-111111111111';
const PHOTO_B = '22222222-2222-4222-8222-222222222222';

function renderForm(kind: 'quote' | 'invoice' = 'quote') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GeneratorForm title="Edit Draft" target={{ type: 'new', kind }} preferredKind={kind} initialValues={emptyValues(TODAY)} draftId={null} savedPayload={null} onCreated={vi.fn()} />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The server: each upload answers the next stored photo; drafts answer a draft id. */
function mockServer(answers: Response[]) {
  const uploads: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/photos') {
        uploads.push(init.body as FormData);
        return answers.shift() ?? new Response('{}', { status: 500 });
      }
      return new Response(JSON.stringify({ id: '00000000-0000-4000-8000-000000000001' }), { status: 201, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return uploads;
}
const stored = (id: string) => new Response(JSON.stringify({ id, sha256: 'x', width: 1600, height: 1200, bytes: 1000 }), { status: 201, headers: { 'Content-Type': 'application/json' } });
const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  resetToasts();
  vi.unstubAllGlobals();
});

describe('the Photos section of the generator form', () => {
  it('offers the camera formats, uploads each photo picked and lists it with a caption, order and remove', async () => {
    const uploads = mockServer([stored(PHOTO_A), stored(PHOTO_B)]);
    renderForm();
    expect(picker().accept).toContain('image/heic');
    expect(picker().multiple).toBe(true);
    fireEvent.change(picker(), { target: { files: [file('IMG_1.JPG'), file('IMG_2.JPG')] } });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(uploads.map((form) => (form.get('photo') as File).name)).toEqual(['IMG_1.JPG', 'IMG_2.JPG']);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([`/api/photos/${PHOTO_A}`, `/api/photos/${PHOTO_B}`]);

    fireEvent.change(screen.getByLabelText('Caption for photo 2'), { target: { value: 'Drain by the wall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    expect((screen.getByLabelText('Caption for photo 1') as HTMLInputElement).value).toBe('Drain by the wall');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getAllByRole('img')[0]!.getAttribute('src')).toBe(`/api/photos/${PHOTO_B}`);
  });

  it("shows the server's refusal and adds nothing", async () => {
    mockServer([new Response(JSON.stringify({ message: 'notes.jpg: this is not a photo we can use. Please send a JPEG, PNG or HEIC image.' }), { status: 415, headers: { 'Content-Type': 'application/json' } })]);
    renderForm();
    fireEvent.change(picker(), { target: { files: [file('notes.jpg')] } });
    expect(await screen.findByText(/Failed to add the photo: notes.jpg: this is not a photo we can use/)).toBeTruthy();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('refuses a photo over 15 MB before sending it', async () => {
    const uploads = mockServer([]);
    renderForm();
    fireEvent.change(picker(), { target: { files: [file('huge.jpg', 15 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('huge.jpg: the photo is too large (15.0 MB); the limit is 15 MB per photo.')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('has no Photos section on an invoice', () => {
    mockServer([]);
    renderForm('invoice');
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();
  });

  it('saves photos with their captions in the draft, and a photo alone is worth a draft', () => {
    const values = { ...emptyValues(TODAY), photos: [{ id: PHOTO_A, caption: ' Before ', width: 10, height: 10 }] };
    expect(buildAutosavePayload(values).photos).toEqual([{ id: PHOTO_A, caption: 'Before' }]);
    expect(buildAutosavePayload(emptyValues(TODAY))).not.toHaveProperty('photos');
  });
});
