// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DocumentView } from './document-view.tsx';

afterEach(cleanup);

const settings = { companyName: 'Shiny Floors', companyPhone: '', companyEmail: '', companyAddress: '', logoDataUrl: '', paymentMethods: '', warrantyText: 'One year.', termsText: '' };
const quote = {
  quoteNumber: 'Q-2026-0200',
  customerName: 'Ines Moreau',
  projectTitle: 'Basement',
  lineItems: [{ id: 'a', description: 'Grind and seal', unit: 'sqft', useDimensions: false, length: null, width: null, quantity: 400, rate: 3, amount: '1200.00' }],
  subtotal: '1200.00',
  total: '1200.00',
  depositAmount: '720.00',
  balanceDue: '480.00',
  photos: [
    { id: '11111111-1111-4111-8111-111111111111', caption: 'Cracked slab by the door', sha256: 'a', width: 1600, height: 1200 },
    { id: '22222222-2222-4222-8222-222222222222', caption: '', sha256: 'b', width: 900, height: 1600 },
  ],
};

describe('site photos on the preview and the signing page', () => {
  it('shows each photo from the given address, lazily, with its caption', () => {
    render(<DocumentView kind="quote" document={quote} settings={settings} photoUrl={(id) => `/api/quotes/sign/TOKEN/photos/${id}`} />);
    const section = screen.getByRole('heading', { name: 'Photos' }).closest('section')!;
    const images = within(section).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/api/quotes/sign/TOKEN/photos/11111111-1111-4111-8111-111111111111', '/api/quotes/sign/TOKEN/photos/22222222-2222-4222-8222-222222222222']);
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[0]!.getAttribute('alt')).toBe('Cracked slab by the door');
    expect(images[1]!.getAttribute('alt')).toBe('Site photo 2');
    expect(within(section).getByText('Cracked slab by the door').tagName).toBe('FIGCAPTION');
  });

  it('shows no Photos section without photos, and none on an invoice', () => {
    render(<DocumentView kind="quote" document={{ ...quote, photos: [] }} settings={settings} photoUrl={(id) => id} />);
    expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull();
    cleanup();
    render(<DocumentView kind="invoice" document={{ ...quote, invoiceNumber: 'INV-1' }} settings={settings} photoUrl={(id) => id} />);
    expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull();
  });
});
